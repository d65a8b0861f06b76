import { Box } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { lazyWithReload } from '../../chunkReload';
import { prefetchTopNavPages } from '../../layout/topNavPages';
import { ChartCard } from './ChartCard';
import { FigureCard } from './FigureCard';
import { cardFigures, funnelFigures, orderStatusFigures, prospectStatusFigures } from './figures';
import { CARD_GRID, CHART_GRID } from './layout';
import type { DashboardSummary } from '../../dataProvider/types';

// MUI X Charts is most of the dashboard's code and the slowest part to draw on a phone: the
// charts come in a chunk of their own, so the figure cards show first (docs/client.md, "Bundles").
const CountBarChart = lazyWithReload(() => import('./CountBarChart'));
const CountPieChart = lazyWithReload(() => import('./CountPieChart'));
// The target card asks for its own figures, and comes with them: the summary's cards do not wait for it.
const TargetCard = lazyWithReload(() => import('./TargetCard'));

/** Follow-ups past their date are work left undone. */
const ALERTS = new Set(['followups_overdue']);

/** The figures of the summary: cards, then prospects by status, orders by status and the funnel. */
export function DashboardContent({ summary }: { summary: DashboardSummary }) {
  const translate = useTranslate();
  const count = translate('app.dashboard.count');
  const prospects = prospectStatusFigures(summary);
  const orders = orderStatusFigures(summary, translate);
  const funnel = funnelFigures(summary, translate);
  useEffect(prefetchTopNavPages, []);
  return (
    <>
      <Box sx={CARD_GRID}>
        {cardFigures(summary, translate).map((figure) => (
          <FigureCard key={figure.key} figure={figure} alert={ALERTS.has(figure.key)} />
        ))}
      </Box>
      <Suspense fallback={null}>
        <TargetCard />
      </Suspense>
      <Box sx={CHART_GRID}>
        <ChartCard title={translate('app.dashboard.prospects_by_status')} figures={prospects}>
          <CountBarChart figures={prospects} label={count} />
        </ChartCard>
        <ChartCard title={translate('app.dashboard.orders_by_status')} figures={orders}>
          <CountPieChart figures={orders} empty={translate('app.dashboard.no_orders')} />
        </ChartCard>
        <ChartCard title={translate('app.dashboard.funnel')} figures={funnel}>
          <CountBarChart figures={funnel} label={count} layout="horizontal" />
        </ChartCard>
      </Box>
    </>
  );
}
