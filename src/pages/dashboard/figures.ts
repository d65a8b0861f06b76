import type { TranslateFunction } from 'react-admin';
import { DEAL_ORDER_STATUSES, ORDER_STATUSES, PROSPECT_STATUSES } from '../../../domain/vocabularies';
import { firstDayOfMonth, listUrl } from './links';
import type { DashboardSummary, StatusCount } from '../../dataProvider/types';

/** One figure of the dashboard and the list behind it (none when no list filter matches it). */
export type Figure = { key: string; label: string; count: number; to?: string };


/** Every known status in its order, with 0 for those the server did not count, then any other. */
function byStatus(known: readonly string[], counted: readonly StatusCount[]): StatusCount[] {
  const countOf = (status: string) => counted.find((row) => row.status === status)?.count ?? 0;
  const others = counted.filter((row) => !known.includes(row.status));
  return [...known.map((status) => ({ status, count: countOf(status) })), ...others];
}

/** The summary's single figures. */
type CountKey = { [K in keyof DashboardSummary]: DashboardSummary[K] extends number ? K : never }[keyof DashboardSummary];

export function cardFigures(summary: DashboardSummary, translate: TranslateFunction): Figure[] {
  const figure = (key: CountKey, to?: string): Figure => ({
    key,
    label: translate(`app.dashboard.${key}`),
    count: summary[key],
    to,
  });
  return [
    figure('prospects_total', listUrl('prospect')),
    figure('new_prospects_month', listUrl('prospect', { created_from: firstDayOfMonth() })),
    // Orders approved this month, whatever happened to them since (indent, completed).
    figure('deals_month', listUrl('order', { status: DEAL_ORDER_STATUSES, decided_from: firstDayOfMonth() })),
    figure('followups_due_today', listUrl('prospect', { follow_up: 'today' })),
    figure('followups_overdue', listUrl('prospect', { follow_up: 'overdue' })),
  ];
}

/** Prospect statuses are the words the sales teams use (Low … Not Deal): shown as they are. */
export const prospectStatusFigures = (summary: DashboardSummary): Figure[] =>
  byStatus(PROSPECT_STATUSES, summary.prospects_by_status).map(({ status, count }) => ({
    key: status,
    label: status,
    count,
    to: listUrl('prospect', { status }),
  }));

export const orderStatusFigures = (summary: DashboardSummary, translate: TranslateFunction): Figure[] =>
  byStatus(ORDER_STATUSES, summary.orders_by_status).map(({ status, count }) => ({
    key: status,
    label: translate(`app.records.order_status.${status}`, { _: status }),
    count,
    to: listUrl('order', { status }),
  }));

/** The lists behind the funnel's stages; 'Hot' counts the prospects that reached Hot, Deals included. */
const FUNNEL_STAGES: Record<string, { key: string; to: string }> = {
  Prospek: { key: 'prospect', to: listUrl('prospect') },
  Hot: { key: 'hot', to: listUrl('prospect', { status: ['Hot', 'Deal'] }) },
  Order: { key: 'order', to: listUrl('order') },
  Deal: { key: 'deal', to: listUrl('prospect', { status: 'Deal' }) },
};

export const funnelFigures = (summary: DashboardSummary, translate: TranslateFunction): Figure[] =>
  summary.funnel.map(({ stage, count }) => {
    const known = FUNNEL_STAGES[stage];
    return known
      ? { key: known.key, label: translate(`app.dashboard.funnel_stage.${known.key}`), count, to: known.to }
      : { key: stage, label: stage, count };
  });
