import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Suspense, useId, type ReactNode } from 'react';
import type { Figure } from './figures';
import { FigureLinks } from './FigureLinks';

type ChartCardProps = { title: string; figures: Figure[]; children: ReactNode };

/** A chart with its title, and beneath it the same figures as links to their lists. */
export function ChartCard({ title, figures, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {/* The chart loads after the figures (DashboardContent.tsx); its links below are there at once. */}
        <Suspense fallback={<Skeleton variant="rounded" height={240} />}>{children}</Suspense>
        <FigureLinks figures={figures} />
      </CardContent>
    </Card>
  );
}
