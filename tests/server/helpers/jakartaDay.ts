/**
 * The calendar day (YYYY-MM-DD) of a moment in West Indonesia Time, the zone every day filter of the
 * API uses. Tests must not take UTC's day: between 17:00 and 24:00 UTC it is already tomorrow there.
 */
export const jakartaDay = (at: string | number | Date = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(at));
