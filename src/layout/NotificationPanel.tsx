import { Box, Button, Divider, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useInView } from 'react-intersection-observer';
import { useNotificationState } from '../notifications/store';
import { useNotificationActions } from '../notifications/useNotificationActions';
import { NotificationRow } from './NotificationRow';

/** docs/product.md: the list scrolls inside 400 px. */
const SCROLL_AREA_HEIGHT = 400;
/** docs/product.md: the next page loads when half of the last row is visible. */
const GET_MORE_THRESHOLD = 0.5;
const TITLE_ID = 'notification-panel-title';

export function NotificationPanel() {
  const translate = useTranslate();
  const { items, loading, isGetMore } = useNotificationState();
  const { choose, readAll, loadMore } = useNotificationActions();
  const [scrollArea, setScrollArea] = useState<HTMLDivElement | null>(null);
  // Where the browser cannot tell what shows, the list stays at what it has.
  const { ref: lastRow } = useInView({
    root: scrollArea,
    threshold: GET_MORE_THRESHOLD,
    fallbackInView: false,
    onChange: (halfVisible) => halfVisible && void loadMore(),
  });

  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={TITLE_ID} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.notifications.title')}
        </Typography>
        <Button size="small" onClick={() => void readAll()} sx={{ textTransform: 'none' }}>
          {translate('app.notifications.mark_all')}
        </Button>
      </Stack>
      <Divider />
      <Box ref={setScrollArea} sx={{ height: SCROLL_AREA_HEIGHT, overflowY: 'auto' }}>
        <List disablePadding>
          {items.map((notification, index) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onChoose={(chosen) => void choose(chosen)}
              ref={index === items.length - 1 ? lastRow : undefined}
            />
          ))}
        </List>
        {loading || isGetMore ? (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate('app.notifications.loading')}
          </Typography>
        ) : null}
        {!loading && items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate('app.notifications.empty')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
