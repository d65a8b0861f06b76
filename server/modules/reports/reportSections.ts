import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { DATE_FORMAT } from '../../../domain/dateFormat';
import { dealerMoment } from '../../plugins/dealerMoment';
import { REPORT_BUCKETS } from '../../../domain/reports';
import { decimalText, REPORT_TEXTS } from '../../../domain/reportLabels';
import { SOURCE_LABELS, TARGET_METRIC_LABELS } from '../../../domain/vocabularyLabels';
import type { Executor } from '../../db/connection';
import { group, product, user } from '../../db/schema';
import { dataScope } from '../../plugins/scope';
import type { CellKind } from '../exports/cells';
import type { ExportColumn } from '../exports/columns';
import { disciplineFigure } from './discipline';
import { funnelFigure, sourcesFigure } from './funnel';
import { creditFigure, leasingFigure } from './leasingFigures';
import { lostFigure } from './lostReasons';
import type { ReportScope } from './reportScope';
import { speedFigure } from './speedToLead';
import { targetsFigure } from './targetsFigure';

/**
 * One part of the report's file: a sheet of the workbook, or the rows of the CSV named by its title
 * (docs/reports.md, Export). The first `labels` columns name a row, the others are its figures.
 */
export type ReportSection = { title: string; columns: readonly ExportColumn[]; labels: number; rows: readonly (readonly unknown[])[] };

const column = (header: string, kind: CellKind = 'text'): ExportColumn => ({ field: header, header, kind });
const count = (header: string) => column(header, 'integer');
const share = (header: string) => column(header, 'share');

const SUMMARY_TITLE = 'Laporan';
const ALL = 'Semua';
const SCOPE_NAMES = { company: 'Seluruh perusahaan', group: 'Grup sendiri dan data sendiri', own: 'Data sendiri' } as const;

/** A day (YYYY-MM-DD) as the app writes days. */
const dayText = (day: string) => dayjs(day).format(DATE_FORMAT);

/** The names the filters stand for (already known to be the member's to name: reportScopeOf). */
async function filterNames(db: Executor, { member, query }: ReportScope) {
  const nameOf = async (found: Promise<{ name: string }[]>) => (await found)[0]?.name ?? ALL;
  const company = member.id_company;
  return {
    person: query.id_user === undefined ? ALL : await nameOf(db.select({ name: user.name }).from(user).where(and(eq(user.id, query.id_user), eq(user.id_company, company)))),
    group: query.id_group === undefined ? ALL : await nameOf(db.select({ name: group.name }).from(group).where(and(eq(group.id, query.id_group), eq(group.id_company, company)))),
    product: query.id_product === undefined ? ALL : await nameOf(db.select({ name: product.name }).from(product).where(and(eq(product.id, query.id_product), eq(product.id_company, company)))),
  };
}

/** What the file holds: the period and filters, then each figure as a table, as the page shows it. */
export async function reportSections(db: Executor, scope: ReportScope, madeAt: Date): Promise<ReportSection[]> {
  const { query, member } = scope;
  const [funnelCounts, sourceCounts, speedCounts, targetCounts, lostCounts, disciplineCounts, leasingCounts, creditCounts, names] = await Promise.all([
    funnelFigure(db, scope),
    sourcesFigure(db, scope),
    speedFigure(db, scope),
    targetsFigure(db, scope),
    lostFigure(db, scope),
    disciplineFigure(db, scope),
    leasingFigure(db, scope),
    creditFigure(db, scope),
    filterNames(db, scope),
  ]);
  const { funnel, sources, speed, targets, lost, discipline, leasing, credit } = REPORT_TEXTS;
  const made = dealerMoment(madeAt, member.time_zone);
  return [
    {
      title: SUMMARY_TITLE,
      columns: [column('Keterangan'), column('Isi')],
      labels: 1,
      rows: [
        ['Periode', `${dayText(query.from)} s.d. ${dayText(query.to)}`],
        ['Lingkup', SCOPE_NAMES[dataScope(member).kind]],
        ['Sales', names.person],
        ['Grup', names.group],
        ['Sumber prospek', query.source === undefined ? ALL : SOURCE_LABELS[query.source]],
        ['Motor', names.product],
        ['Bulan target', targetCounts.months.join(', ')],
        ['Dibuat', `${made} (${member.time_zone})`],
      ],
    },
    {
      title: funnel.title,
      columns: [column(funnel.step_column), count('Jumlah'), share(funnel.conversion)],
      labels: 1,
      rows: funnelCounts.steps.map(({ step, count: n, conversion }) => [funnel.step[step], n, conversion]),
    },
    {
      title: sources.title,
      columns: [column(sources.source), count(sources.prospects), count(sources.hot), count(sources.deals), share(sources.conversion)],
      labels: 1,
      rows: sourceCounts.rows.map((row) => [SOURCE_LABELS[row.source], row.prospects, row.hot, row.deals, row.conversion]),
    },
    {
      title: speed.title,
      columns: [column(speed.bucket_column), count('Jumlah'), share(speed.share)],
      labels: 1,
      rows: [
        ...REPORT_BUCKETS.speed.map((bucket) => {
          const n = speedCounts[bucket];
          return [speed.bucket[bucket], n, bucket === 'assigned' || speedCounts.assigned === 0 ? null : n / speedCounts.assigned];
        }),
        ['Median sampai follow-up pertama (menit)', speedCounts.median_seconds === null ? null : Math.round(speedCounts.median_seconds / 60), null],
      ],
    },
    {
      title: targets.title,
      columns: [column(targets.metric), count(targets.target), count(targets.actual), share(targets.achievement)],
      labels: 1,
      rows: targetCounts.rows.map((row) => [TARGET_METRIC_LABELS[row.metric], row.target, row.actual, row.achievement]),
    },
    {
      title: lost.title,
      columns: [column(lost.kind_column), column('Alasan'), count('Jumlah')],
      labels: 2,
      rows: lostCounts.kinds.flatMap(({ kind, count: n }) => [
        [lost.kind[kind], ALL, n],
        ...lostCounts.reasons.filter((reason) => reason.kind === kind).map((reason) => [lost.kind[kind], reason.reason ?? lost.no_reason, reason.count]),
      ]),
    },
    {
      title: discipline.title,
      columns: [column(discipline.bucket_column), count('Jumlah'), share('Terlambat dari yang terjadwal')],
      labels: 1,
      rows: REPORT_BUCKETS.discipline.map((bucket) => [discipline.bucket[bucket], disciplineCounts[bucket], bucket === 'overdue' ? disciplineCounts.overdue_share : null]),
    },
    {
      title: leasing.title,
      columns: [column(leasing.partner), column(leasing.reason), count(leasing.applications), count(leasing.approved), count(leasing.rejected), share(leasing.approval_rate), column(leasing.median_days)],
      labels: 2,
      rows: leasingCounts.partners.flatMap((row) => [
        [row.partner, ALL, row.applications, row.approved, row.rejected, row.approval_rate, decimalText(row.median_days)],
        ...leasingCounts.reasons.filter((reason) => reason.partner === row.partner).map((reason) => [row.partner, reason.reason, null, null, reason.count, null, null]),
      ]),
    },
    {
      title: credit.title,
      columns: [column(credit.seller), count(credit.orders), count(credit.credit_orders), share(credit.credit_share), count(credit.credit_deals), column(credit.applications_per_deal)],
      labels: 1,
      rows: creditCounts.rows.map((row) => [row.name, row.orders, row.credit_orders, row.credit_share, row.credit_deals, decimalText(row.applications_per_deal)]),
    },
  ];
}
