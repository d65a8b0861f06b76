import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Popover } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNotificationState } from '../notifications/store';
import { useNotificationActions } from '../notifications/useNotificationActions';
import { NotificationPanel } from './NotificationPanel';

/** docs/product.md: the panel's size limits. */
export const PANEL_MAX_WIDTH = 414;
export const PANEL_MAX_HEIGHT = 534;

export function NotificationBell() {
  const translate = useTranslate();
  const { unReadCount, isShow } = useNotificationState();
  const { open, close, refreshUnread } = useNotificationActions();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);

  useEffect(() => {
    void refreshUnread();
  }, [refreshUnread]);

  return (
    <>
      <IconButton ref={setAnchor} color="inherit" aria-label={translate('app.notifications.title')} onClick={open}>
        {/* docs/product.md: the badge shows the count only above 0. */}
        <Badge badgeContent={unReadCount} color="error" max={999} invisible={unReadCount <= 0}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={isShow && anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 'calc(100vw - 32px)', maxWidth: PANEL_MAX_WIDTH, maxHeight: PANEL_MAX_HEIGHT } },
        }}
      >
        <NotificationPanel />
      </Popover>
    </>
  );
}
