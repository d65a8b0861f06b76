import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import type { ReportFigure, ReportOutput } from '../../../domain/schemas/report';
import { reportsApi, type ReportParams } from '../../dataProvider/reportsApi';
import { LoadFailure } from '../../layout/LoadFailure';
import { FigureTable, type FigureRow } from './FigureTable';
import type { ChartData } from './ReportBarChart';

const ReportBarChart = lazy(() => import('./ReportBarChart'));

/** What a figure card shows of its answer: a chart, the same numbers as a table, and an optional note. */
export type FigureView = { columns: string[]; rows: FigureRow[]; chart: ChartData; empty: boolean; note?: string };

type FigureCardProps<F extends ReportFigure> = {
  figure: F;
  params: ReportParams;
  view: (data: ReportOutput<F>) => FigureView;
};

/** One figure of Laporan: loading, failure with a retry, empty, or its chart and table. */
export function FigureCard<F extends ReportFigure>({ figure, params, view }: FigureCardProps<F>) {
  const translate = useTranslate();
  const titleId = useId();
  const title = translate(`app.reports.${figure}.title`);
  const answer = useQuery({ queryKey: ['report', figure, params], queryFn: () => reportsApi.reportFigure(figure, params), retry: false });
  const shown = answer.data ? view(answer.data) : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {answer.isError ? (
          <LoadFailure error={answer.error} message="app.reports.load_failed" onRetry={() => void answer.refetch()} />
        ) : !shown ? (
          <Skeleton variant="rounded" height={160} aria-label={translate('app.reports.loading')} />
        ) : shown.empty ? (
          <Typography color="text.secondary">{translate('app.reports.empty')}</Typography>
        ) : (
          <>
            <ErrorBoundary fallback={<Typography color="text.secondary">{translate('app.dashboard.chart_unavailable')}</Typography>}>
              <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                {/* The table below says the same to screen readers. */}
                <Box aria-hidden>
                  <ReportBarChart {...shown.chart} />
                </Box>
              </Suspense>
            </ErrorBoundary>
            <FigureTable caption={title} columns={shown.columns} rows={shown.rows} />
          </>
        )}
        {shown?.note ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {shown.note}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
