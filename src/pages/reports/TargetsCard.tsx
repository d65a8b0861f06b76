import { useTranslate } from 'react-admin';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { FigureCard } from './FigureCard';
import { countText, shareText } from './reportFormat';
import { TARGETS_URL } from './reportParams';

/** The targets of the months the period touches against what the records show. */
export function TargetsCard({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  const metric = (name: string) => translate(`app.targets.metric.${name}`);
  return (
    <FigureCard
      figure="targets"
      params={params}
      view={({ months, rows }) => ({
        columns: ['metric', 'target', 'actual', 'achievement'].map((column) => translate(`app.reports.targets.${column}`)),
        rows: rows.map((row) => ({
          key: row.metric,
          label: metric(row.metric),
          cells: [
            { text: row.target === null ? '–' : countText(row.target), to: TARGETS_URL },
            { text: countText(row.actual), to: TARGETS_URL },
            { text: shareText(row.achievement) },
          ],
        })),
        chart: {
          labels: rows.map((row) => metric(row.metric)),
          series: [
            { label: translate('app.reports.targets.target'), data: rows.map((row) => row.target ?? 0) },
            { label: translate('app.reports.targets.actual'), data: rows.map((row) => row.actual) },
          ],
        },
        empty: false,
        note: translate('app.reports.targets.note', { months: months.join(', ') }),
      })}
    />
  );
}
