import type { DrillFigure } from '../../../domain/schemas/report';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { dealerNow } from '../../dealerNow';

const FILTERS = ['id_user', 'id_group', 'source', 'id_product'] as const;

/** The company's today, as the server counts the period's days. */
const today = dealerNow;

/** The report the URL names; without a period, this month up to today. */
export function paramsOf(search: URLSearchParams): ReportParams {
  const params: ReportParams = {
    from: search.get('from') ?? today().startOf('month').format('YYYY-MM-DD'),
    to: search.get('to') ?? today().format('YYYY-MM-DD'),
  };
  for (const name of FILTERS) {
    const value = search.get(name);
    if (value) params[name] = value;
  }
  return params;
}

/** The search part of a link that reproduces the report, empty filters left out. */
export function searchOf(params: ReportParams, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...params, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return new URLSearchParams(entries).toString();
}

/** The list of the prospects a figure's number counts, with the report's filters. */
export const drillUrl = (figure: DrillFigure, bucket: string, params: ReportParams, extra: Record<string, string> = {}) =>
  `/laporan/rincian?${searchOf(params, { figure, bucket, ...extra })}`;

/** Setting Task: the targets and each holder's progress, month by month. */
export const TARGETS_URL = '/setting/task';
