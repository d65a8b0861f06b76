import { useTranslate } from 'react-admin';
import { REPORT_BUCKETS } from '../../../domain/reports';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { FigureCard } from './FigureCard';
import { countText, shareText } from './reportFormat';
import { drillUrl } from './reportParams';

/** Follow-up discipline: the period's open prospects by their next follow-up, and the overdue share. */
export function DisciplineCard({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  const label = (bucket: string) => translate(`app.reports.discipline.bucket.${bucket}`);
  return (
    <FigureCard
      figure="discipline"
      params={params}
      view={(discipline) => ({
        columns: [translate('app.reports.discipline.bucket_column'), translate('app.reports.count')],
        rows: REPORT_BUCKETS.discipline.map((bucket) => ({
          key: bucket,
          label: label(bucket),
          cells: [{ text: countText(discipline[bucket]), to: drillUrl('discipline', bucket, params) }],
        })),
        chart: {
          labels: REPORT_BUCKETS.discipline.map(label),
          series: [{ label: translate('app.reports.count'), data: REPORT_BUCKETS.discipline.map((bucket) => discipline[bucket]) }],
        },
        empty: discipline.open === 0,
        note: translate('app.reports.discipline.overdue_share', { share: shareText(discipline.overdue_share) }),
      })}
    />
  );
}
