import { http as mock, HttpResponse } from 'msw';
import { REPORTS } from '../../domain/apiPaths';
import type { ReportFigure, ReportOutput } from '../../domain/schemas/report';
import { server } from './msw';

/** The lists the report's pickers read: the people in reach, the groups and the motorcycles. */
export const PICKER_LISTS = {
  members: [
    { id: 5, name: 'Yudi', id_group: 2 },
    { id: 8, name: 'Sari Dewi', id_group: 2 },
  ],
  groups: [{ id: 2, name: 'Cabang Depok' }],
  products: [{ id: 11, name: 'Vario 160' }],
};

/** Answers the pickers' lists, recording the members' filter each time it is asked. */
export function answerPickerLists() {
  const memberFilters: unknown[] = [];
  const list = (name: string, rows: readonly object[]) =>
    HttpResponse.json(rows, { headers: { 'Content-Range': `${name} 0-${rows.length - 1}/${rows.length}` } });
  server.use(
    mock.get('/api/user/v1/members', ({ request }) => {
      memberFilters.push(JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}'));
      return list('members', PICKER_LISTS.members);
    }),
    mock.get('/api/user/v1/group', () => list('group', PICKER_LISTS.groups)),
    mock.get('/api/master/v1/product', () => list('product', PICKER_LISTS.products)),
  );
  return memberFilters;
}

export const ANSWERS: { [F in ReportFigure]: ReportOutput<F> } = {
  funnel: {
    steps: [
      { step: 'new', count: 5, conversion: null },
      { step: 'followed_up', count: 3, conversion: 0.6 },
      { step: 'hot', count: 2, conversion: 2 / 3 },
      { step: 'ordered', count: 2, conversion: 1 },
      { step: 'deal', count: 1, conversion: 0.5 },
    ],
  },
  sources: { rows: [{ source: 'pameran', prospects: 2, hot: 2, deals: 1, conversion: 0.5 }] },
  speed: { assigned: 6, followed_up: 4, median_seconds: 4500, within_5m: 1, within_1h: 2, within_1d: 3, later: 1, none: 2 },
  targets: { months: ['2021-03'], rows: [{ metric: 'prospects', target: 13, actual: 5, achievement: 5 / 13 }] },
  lost: {
    kinds: [
      { kind: 'not_deal', count: 1 },
      { kind: 'order_cancelled', count: 1 },
      { kind: 'order_rejected', count: 0 },
    ],
    reasons: [
      { kind: 'not_deal', reason: null, count: 1 },
      { kind: 'order_cancelled', reason: 'Harga', count: 1 },
    ],
  },
  discipline: { open: 3, overdue: 1, today: 0, upcoming: 1, none: 1, overdue_share: 0.5 },
  leasing: {
    partners: [{ id_leasing_partner: 2, partner: 'FIF', applications: 4, approved: 2, rejected: 1, approval_rate: 2 / 3, median_days: 2.5 }],
    reasons: [{ partner: 'FIF', reason: 'Penghasilan belum cukup', count: 1 }],
  },
  credit: {
    rows: [{ id_user: 7, name: 'Budi Santoso', orders: 4, credit_orders: 3, credit_share: 0.75, credit_deals: 2, applications: 5, applications_per_deal: 1.5 }],
  },
};

/** Answers every figure (some with `overrides`), recording the query each was asked with. */
export function answerReports(overrides: Partial<Record<ReportFigure, () => Response>> = {}) {
  const asked: Record<string, URLSearchParams> = {};
  server.use(
    mock.get(`${REPORTS}/:figure`, ({ request, params }) => {
      const figure = params.figure as ReportFigure;
      asked[figure] = new URL(request.url).searchParams;
      return overrides[figure]?.() ?? HttpResponse.json({ data: ANSWERS[figure] });
    }),
  );
  answerPickerLists();
  return asked;
}
