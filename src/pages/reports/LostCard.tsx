import { useTranslate } from 'react-admin';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { FigureCard } from './FigureCard';
import { countText } from './reportFormat';
import { drillUrl } from './reportParams';

/** Prospects lost per way (Not Deal, order cancelled, order refused) and the reasons the orders keep. */
export function LostCard({ params }: { params: ReportParams }) {
  const translate = useTranslate();
  const kindLabel = (kind: string) => translate(`app.reports.lost.kind.${kind}`);
  return (
    <FigureCard
      figure="lost"
      params={params}
      view={({ kinds, reasons }) => ({
        columns: [translate('app.reports.lost.kind_column'), translate('app.reports.count')],
        rows: [
          ...kinds.map(({ kind, count }) => ({ key: kind, label: kindLabel(kind), cells: [{ text: countText(count), to: drillUrl('lost', kind, params) }] })),
          // A reason's prospects are listed with the rest of its kind: the list does not filter by reason.
          ...reasons
            .filter(({ kind }) => kind !== 'not_deal')
            .map(({ kind, reason, count }) => ({
              key: `${kind}-${reason ?? ''}`,
              label: `${kindLabel(kind)}: ${reason ?? translate('app.reports.lost.no_reason')}`,
              cells: [{ text: countText(count), to: drillUrl('lost', kind, params) }],
            })),
        ],
        chart: { labels: kinds.map(({ kind }) => kindLabel(kind)), series: [{ label: translate('app.reports.count'), data: kinds.map(({ count }) => count) }] },
        empty: kinds.every(({ count }) => count === 0),
        note: translate('app.reports.lost.note'),
      })}
    />
  );
}
