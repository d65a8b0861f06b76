import { useTranslate } from 'react-admin';
import { decimalText } from '../../../domain/reportLabels';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { FigureCard } from './FigureCard';
import { countText, shareText } from './reportFormat';

/** One decimal, the Indonesian way; a dash where there is none. */
const decimal = (value: number | null) => decimalText(value) ?? '–';

/** Per leasing partner: applications, approvals and rejections, approval rate, median days to decision, and rejection reasons. */
export function LeasingCard({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.reports.leasing.${key}`, args);
  return (
    <FigureCard
      figure="leasing"
      params={params}
      view={({ partners, reasons }) => ({
        columns: [t('partner'), t('applications'), t('approved'), t('rejected'), t('approval_rate'), t('median_days')],
        rows: [
          ...partners.map((row) => ({
            key: String(row.id_leasing_partner),
            label: row.partner,
            cells: [row.applications, row.approved, row.rejected].map((n) => ({ text: countText(n) })).concat([
              { text: shareText(row.approval_rate) },
              { text: row.median_days === null ? '–' : t('days', { days: decimal(row.median_days) }) },
            ]),
          })),
          ...reasons.map((reason) => ({
            key: `${reason.partner}-${reason.reason}`,
            label: `${reason.partner}: ${reason.reason}`,
            cells: [{ text: '' }, { text: '' }, { text: countText(reason.count) }, { text: '' }, { text: '' }],
          })),
        ],
        chart: {
          labels: partners.map((row) => row.partner),
          series: [
            { label: t('approved'), data: partners.map((row) => row.approved) },
            { label: t('rejected'), data: partners.map((row) => row.rejected) },
          ],
        },
        empty: partners.length === 0,
        note: t('note'),
      })}
    />
  );
}

/** Per salesperson: orders, the share on credit, credit deals and how many applications each took. */
export function CreditCard({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.reports.credit.${key}`);
  return (
    <FigureCard
      figure="credit"
      params={params}
      view={({ rows }) => ({
        columns: [t('seller'), t('orders'), t('credit_orders'), t('credit_share'), t('credit_deals'), t('applications_per_deal')],
        rows: rows.map((row) => ({
          key: String(row.id_user),
          label: row.name,
          cells: [
            { text: countText(row.orders) },
            { text: countText(row.credit_orders) },
            { text: shareText(row.credit_share) },
            { text: countText(row.credit_deals) },
            { text: decimal(row.applications_per_deal) },
          ],
        })),
        chart: { labels: rows.map((row) => row.name), series: [{ label: t('credit_orders'), data: rows.map((row) => row.credit_orders) }] },
        empty: rows.length === 0,
        note: t('note'),
      })}
    />
  );
}
