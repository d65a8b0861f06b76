import { Button, Link, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { REPORT_RECORDS_PER_PAGE } from '../../../domain/limits';
import { REPORT_BUCKETS, type DrillFigure } from '../../../domain/reports';
import { reportsApi } from '../../dataProvider/reportsApi';
import { formatDay } from '../../format';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageTitleCopy } from '../../layout/PageTitleCopy';
import { countText } from './reportFormat';
import { paramsOf, searchOf } from './reportParams';

const isDrillFigure = (figure: string | null): figure is DrillFigure => figure !== null && Object.hasOwn(REPORT_BUCKETS, figure);

/** /laporan/rincian: the prospects one number of Laporan counts, with the report's period and filters. */
export default function ReportRecordsPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const figure = search.get('figure');
  const bucket = search.get('bucket') ?? '';
  const page = Number(search.get('page') ?? '1') || 1;
  const drillable = isDrillFigure(figure);
  const records = useQuery({
    queryKey: ['reportRecords', figure, bucket, page, params],
    queryFn: () => reportsApi.reportRecords(figure as DrillFigure, bucket, page, params),
    enabled: drillable,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const pages = Math.max(1, Math.ceil((records.data?.total ?? 0) / REPORT_RECORDS_PER_PAGE));
  const toPage = (next: number) => setSearch(searchOf(params, { figure: figure ?? '', bucket, page: String(next) }));
  const what = drillable ? translate(`app.reports.${figure}.title`) : '';
  return (
    <Stack spacing={2} sx={{ py: 2, width: '100%' }}>
      <Title title="app.reports.records_title" />
      <PageTitleCopy title="app.reports.records_title" phonesOnly />
      <Link component={RouterLink} to={`/laporan?${searchOf(params)}`}>
        {translate('app.reports.back')}
      </Link>
      <Typography>{translate('app.reports.records_of', { figure: what, from: formatDay(params.from), to: formatDay(params.to) })}</Typography>
      {records.isError ? <LoadFailure error={records.error} message="app.reports.load_failed" onRetry={() => void records.refetch()} /> : null}
      {!drillable ? <Typography color="error">{translate('app.reports.unknown_link')}</Typography> : null}
      {drillable && !records.data && !records.isError ? <Skeleton variant="rounded" height={200} aria-label={translate('app.reports.loading')} /> : null}
      {records.data && records.data.total === 0 ? <Typography color="text.secondary">{translate('app.reports.records_empty')}</Typography> : null}
      {records.data && records.data.total > 0 ? (
        <>
          <Typography variant="body2">{translate('app.reports.records_total', { total: countText(records.data.total) })}</Typography>
          <Table size="small" aria-label={translate('app.reports.records_title')}>
            <TableHead>
              <TableRow>
                {['name', 'status', 'source', 'owner', 'created'].map((column) => (
                  <TableCell key={column}>{translate(`app.reports.column.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.data.data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/prospect/${row.id}/show`}>
                      {row.name}
                    </Link>
                  </TableCell>
                  <TableCell>{row.status}</TableCell>
                  <TableCell>{row.source}</TableCell>
                  <TableCell>{row.owner_name ?? '–'}</TableCell>
                  <TableCell>{formatDay(row.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button disabled={page <= 1} onClick={() => toPage(page - 1)}>
              {translate('app.reports.previous_page')}
            </Button>
            <Typography variant="body2">{translate('app.reports.page_of', { page, pages })}</Typography>
            <Button disabled={page >= pages} onClick={() => toPage(page + 1)}>
              {translate('app.reports.next_page')}
            </Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
