import { dealerNow } from '../../dealerNow';

/**
 * A react-admin list filtered by `filter`. An empty filter is written out too: without one,
 * react-admin would reopen the list with whatever filter the user left on it.
 */
export const listUrl = (resource: 'prospect' | 'order', filter: Record<string, unknown> = {}) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** YYYY-MM-DD of the first day of this month, the `created_from` of "new prospects this month". */
export const firstDayOfMonth = () => dealerNow().startOf('month').format('YYYY-MM-DD');

/** YYYY-MM of this month on the company's clock: the month whose targets the dashboard and Setting Task open on. */
export const thisMonth = () => dealerNow().format('YYYY-MM');
