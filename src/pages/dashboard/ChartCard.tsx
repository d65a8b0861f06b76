import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Suspense, useId, type ReactNode } from 'react';
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
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>{children}</Suspense>
        ) : (
          <Box sx={{ height: CHART_HEIGHT }} />
        )}
        <FigureLinks figures={figures} />
      </CardContent>
    </Card>
  );
}
