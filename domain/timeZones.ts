/**
 * The time zones of Indonesia a dealer works in (Pengaturan Instansi): its days, "today" and
 * working hours follow the company's. West Indonesia Time is every company's until it says otherwise.
 */
export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZone = 'Asia/Jakarta';
/** Their offsets from UTC: Indonesia keeps no daylight saving, so a day starts at the same hour all year. */
export const UTC_OFFSETS: Readonly<Record<TimeZone, string>> = { 'Asia/Jakarta': '+07:00', 'Asia/Makassar': '+08:00', 'Asia/Jayapura': '+09:00' };

/** ISO weekdays, Monday 1 to Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A time of day as the working hours hold it. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
