import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Popover } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNotificationState } from '../notifications/store';
import { useNotificationActions } from '../notifications/useNotificationActions';
import { LiveText } from './LiveText';
import { NotificationPanel } from './NotificationPanel';

/** docs/product.md: the panel's size limits. */
const PANEL_MAX_WIDTH = 414;
const PANEL_MAX_HEIGHT = 534;

export function NotificationBell() {
  const translate = useTranslate();
  const { unReadCount, isShow } = useNotificationState();
  const { open, close, refreshUnread } = useNotificationActions();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);

  useEffect(() => {
    void refreshUnread();
  }, [refreshUnread]);

  const unreadText = unReadCount > 0 ? translate('app.notifications.bell_unread', { count: unReadCount }) : '';
  return (
    <>
      {/* A new notification, arriving live, is said politely as the new count. */}
      <LiveText text={unreadText} />
      <IconButton
        ref={setAnchor}
        color="inherit"
        // The count is in the name, for a screen reader; the badge that shows it is hidden from it.
        aria-label={unreadText || translate('app.notifications.title')}
        onClick={open}
      >
        {/* docs/product.md: the badge shows the count only above 0. */}
        <Badge
          badgeContent={unReadCount}
          color="error"
          max={999}
          invisible={unReadCount <= 0}
          slotProps={{ badge: { 'aria-hidden': true } }}
          // A hidden badge keeps its last count in the page (MUI shrinks it away): out of sight and
          // out of the text a voice user could say, since the name no longer holds it.
          sx={{ '& .MuiBadge-invisible': { visibility: 'hidden' } }}
        >
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
