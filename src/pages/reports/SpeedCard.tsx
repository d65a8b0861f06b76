import { useTranslate } from 'react-admin';
import { REPORT_BUCKETS } from '../../../domain/reports';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { FigureCard } from './FigureCard';
import { countText, durationText, shareText } from './reportFormat';
import { drillUrl } from './reportParams';

/** Speed to lead: the median time to the first follow-up and the shares within 5 minutes, 1 hour, 1 day. */
export function SpeedCard({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  const units = { day: translate('app.reports.speed.day'), hour: translate('app.reports.speed.hour'), minute: translate('app.reports.speed.minute') };
  return (
    <FigureCard
      figure="speed"
      params={params}
      view={(speed) => ({
        columns: [translate('app.reports.speed.bucket_column'), translate('app.reports.count'), translate('app.reports.speed.share')],
        rows: REPORT_BUCKETS.speed.map((bucket) => ({
          key: bucket,
          label: translate(`app.reports.speed.bucket.${bucket}`),
          cells: [
            { text: countText(speed[bucket]), to: drillUrl('speed', bucket, params) },
            { text: shareText(speed.assigned ? speed[bucket] / speed.assigned : null) },
          ],
        })),
        chart: {
          labels: REPORT_BUCKETS.speed.map((bucket) => translate(`app.reports.speed.bucket.${bucket}`)),
          series: [{ label: translate('app.reports.count'), data: REPORT_BUCKETS.speed.map((bucket) => speed[bucket]) }],
        },
        empty: speed.assigned === 0,
        note: translate('app.reports.speed.median', {
          median: speed.median_seconds === null ? '–' : durationText(speed.median_seconds, units),
        }),
      })}
    />
  );
}
