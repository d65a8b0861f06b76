import { Box } from '@mui/material';
import { useState } from 'react';
import { Notification, useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { LiveText } from './LiveText';
import { useInSettings } from './useInSettings';

/** docs/product.md: snackbars of the setting layout hide after 1800 ms. */
export const SETTING_SNACKBAR_MS = 1800;

/**
 * Says each new snackbar message in a polite live region that stays mounted: MUI's snackbar is an
 * alert that interrupts, and it is mounted with its text, which some screen readers then skip.
 */
function SnackbarAnnouncer() {
  const translate = useTranslate();
  const { notifications } = useNotificationContext();
  const latest = notifications.at(-1);
  // Kept after react-admin takes the message off its queue, for as long as the next one is not there.
  const [said, setSaid] = useState<{ source?: NotificationPayload; text: string }>({ text: '' });
  if (latest && latest !== said.source && typeof latest.message === 'string') {
    setSaid({ source: latest, text: translate(latest.message, latest.notificationOptions?.messageArgs) });
  }
  return <LiveText text={said.text} />;
}

/**
 * react-admin's one snackbar, with the setting layout's timeout on /setting/* pages (react-admin's
 * default elsewhere). One component rather than one per layout: two would compete for the same
 * messages. The snackbar itself is not a live region; the announcer beside it speaks for it. Both
 * sit in a landmark of their own, outside the page's main one, so that a screen reader's list of
 * landmarks leads to the last message too.
 */
export function AppNotification() {
  const translate = useTranslate();
  const inSettings = useInSettings();
  return (
    <Box component="section" aria-label={translate('app.snackbar.region')}>
      <Notification autoHideDuration={inSettings ? SETTING_SNACKBAR_MS : undefined} slotProps={{ content: { role: 'presentation' } }} />
      <SnackbarAnnouncer />
    </Box>
  );
}
