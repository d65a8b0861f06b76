import { useTranslate } from 'react-admin';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { FigureCard } from './FigureCard';
import { countText, shareText } from './reportFormat';
import { drillUrl } from './reportParams';

/** Per lead source: prospects, how many got Hot, how many closed, and the conversion. */
export function SourcesCard({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  return (
    <FigureCard
      figure="sources"
      params={params}
      view={({ rows }) => ({
        columns: ['source', 'prospects', 'hot', 'deals', 'conversion'].map((column) => translate(`app.reports.sources.${column}`)),
        rows: rows.map(({ source, prospects, hot, deals, conversion }) => {
          const drill = (step: string) => drillUrl('funnel', step, params, { source });
          return {
            key: source,
            label: source,
            cells: [
              { text: countText(prospects), to: drill('new') },
              { text: countText(hot), to: drill('hot') },
              { text: countText(deals), to: drill('deal') },
              { text: shareText(conversion) },
            ],
          };
        }),
        chart: {
          labels: rows.map(({ source }) => source),
          series: [
            { label: translate('app.reports.sources.prospects'), data: rows.map((row) => row.prospects) },
            { label: translate('app.reports.sources.deals'), data: rows.map((row) => row.deals) },
          ],
        },
        empty: rows.length === 0,
      })}
    />
  );
}
