import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The dealers' clock: the server counts "this month" and "today" in West Indonesia Time. */
const DEALER_TIME_ZONE = 'Asia/Jakarta';

/**
 * A react-admin list filtered by `filter`. An empty filter is written out too: without one,
 * react-admin would reopen the list with whatever filter the user left on it.
 */
export const listUrl = (resource: 'prospect' | 'order', filter: Record<string, unknown> = {}) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** YYYY-MM-DD of the first day of this month, the `created_from` of "new prospects this month". */
export const firstDayOfMonth = () => dayjs().tz(DEALER_TIME_ZONE).startOf('month').format('YYYY-MM-DD');

/** YYYY-MM of this month in the dealers' time: the month whose targets the dashboard and Setting Task open on. */
export const thisMonth = () => dayjs().tz(DEALER_TIME_ZONE).format('YYYY-MM');
