import { Notification } from 'react-admin';
import { useInSettings } from './useInSettings';

/** docs/product.md: snackbars of the setting layout hide after 1800 ms. */
export const SETTING_SNACKBAR_MS = 1800;

/**
 * react-admin's one snackbar, with the setting layout's timeout on /setting/* pages (react-admin's
 * default elsewhere). One component rather than one per layout: two would compete for the same
 * messages.
 */
export function AppNotification() {
  const inSettings = useInSettings();
  return <Notification autoHideDuration={inSettings ? SETTING_SNACKBAR_MS : undefined} />;
}
