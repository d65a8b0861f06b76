import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Avatar, Badge, Box, ListItem, ListItemButton, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { Notification } from '../dataProvider/types';
import { formatDateTime } from '../format';
import { isProspek } from '../notifications/useNotificationActions';
import { SCREEN_READER_ONLY } from './LiveText';

/** docs/product.md: a notification row is 80 px high. */
const ROW_HEIGHT = 80;

type NotificationRowProps = {
  notification: Notification;
  onChoose: (notification: Notification) => void;
  ref?: Ref<HTMLLIElement>;
};

export function NotificationRow({ notification, onChoose, ref }: NotificationRowProps) {
  const translate = useTranslate();
  const unread = notification.status === 'N';
  const prospek = isProspek(notification);
  const text = prospek
    ? translate('app.notifications.row_prospect', {
        nama_user: notification.nama_user,
        aksi: notification.aksi,
        nama_prospect: notification.nama_prospect ?? '',
      })
    : translate('app.notifications.row_order', {
        nama_user: notification.nama_user,
        aksi: notification.aksi,
        nama_order: notification.nama_order ?? '',
      });

  return (
    <ListItem ref={ref} disablePadding>
      <ListItemButton
        divider
        onClick={() => onChoose(notification)}
        sx={{ height: ROW_HEIGHT, py: 0.5, gap: 1.5, bgcolor: unread ? 'action.hover' : undefined }}
      >
        <Badge variant="dot" color="error" overlap="circular" invisible={!unread}>
          <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
            {prospek ? <PersonSearchIcon fontSize="small" /> : <ReceiptLongIcon fontSize="small" />}
          </Avatar>
        </Badge>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            variant="body2"
            sx={{
              // Three short lines fit the fixed row height, so a phone still shows the prospect's name.
              fontSize: 13,
              lineHeight: 1.35,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              fontWeight: unread ? 600 : 400,
            }}
          >
            {text}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(notification.created_at)}
          </Typography>
          {/* The dot says it to the eye. */}
          {unread ? <Box component="span" sx={SCREEN_READER_ONLY}>{translate('app.notifications.unread')}</Box> : null}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
