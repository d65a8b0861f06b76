import { DEFAULT_TIME_ZONE, type TimeZone } from '../domain/timeZones';

let zone: TimeZone = DEFAULT_TIME_ZONE;

/**
 * The signed-in user's company's time zone (Pengaturan Instansi), taken from their identity: the
 * server counts "today", "this month" and the day filters in it (docs/architecture.md, The dealer's
 * day), so the links the app builds do too. Kept apart from dayjs: the login page loads this file.
 */
export const rememberDealerZone = (next: TimeZone | undefined) => {
  // An identity kept on the device by an earlier version of the app has none.
  zone = next ?? DEFAULT_TIME_ZONE;
};

export const dealerZone = (): TimeZone => zone;
