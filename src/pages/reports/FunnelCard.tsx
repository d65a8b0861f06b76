import { useTranslate } from 'react-admin';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { FigureCard } from './FigureCard';
import { countText, shareText } from './reportFormat';
import { drillUrl } from './reportParams';

/** The funnel: new → followed up → Hot → order → Deal, with each step's conversion. */
export function FunnelCard({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  return (
    <FigureCard
      figure="funnel"
      params={params}
      view={({ steps }) => ({
        columns: [translate('app.reports.funnel.step_column'), translate('app.reports.count'), translate('app.reports.funnel.conversion')],
        rows: steps.map(({ step, count, conversion }) => ({
          key: step,
          label: translate(`app.reports.funnel.step.${step}`),
          cells: [{ text: countText(count), to: drillUrl('funnel', step, params) }, { text: shareText(conversion) }],
        })),
        chart: {
          labels: steps.map(({ step }) => translate(`app.reports.funnel.step.${step}`)),
          series: [{ label: translate('app.reports.count'), data: steps.map(({ count }) => count) }],
        },
        empty: steps[0].count === 0,
      })}
    />
  );
}
