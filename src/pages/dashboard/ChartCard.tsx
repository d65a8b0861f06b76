import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Suspense, useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { useInView } from 'react-intersection-observer';
import type { Figure } from './figures';
import { FigureLinks } from './FigureLinks';

type ChartCardProps = { title: string; figures: Figure[]; children: ReactNode };

/**
 * How near the screen a chart starts to load and draw: on a phone the charts lie below the figures
 * and "Hari ini", and drawing them at once held the page's first seconds (docs/client.md, "Bundles").
 */
const AHEAD_OF_THE_SCREEN = '200px 0px';
const CHART_HEIGHT = 240;

/** A chart with its title, and beneath it the same figures as links to their lists. */
export function ChartCard({ title, figures, children }: ChartCardProps) {
  const titleId = useId();
  const translate = useTranslate();
  // Where the browser cannot tell what is on screen, the chart is drawn at once.
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: AHEAD_OF_THE_SCREEN, fallbackInView: true });
  return (
    <Card ref={ref} variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {/* The chart loads once near the screen, after the figures; its links below are there at once.
            Until then its place is kept empty: nothing is loading yet. */}
        {inView ? (
          // Drawn late, a chart may be asked for after the signal went and before the service worker
          // held its code: the card says so and keeps its figures, instead of the page failing.
          <ErrorBoundary
            fallback={
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {translate('app.dashboard.chart_unavailable')}
              </Typography>
            }
          >
            <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>{children}</Suspense>
          </ErrorBoundary>
        ) : (
          <Box sx={{ height: CHART_HEIGHT }} />
        )}
        <FigureLinks figures={figures} />
      </CardContent>
    </Card>
  );
}
