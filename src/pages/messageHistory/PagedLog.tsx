import { Alert, Card, CardContent, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Page } from '../../dataProvider/types';
import { useIsSmall } from '../../resources/useIsSmall';
import { PageFooter } from '../distribution/PageFooter';

export type LogColumn<Row> = { header: string; cell: (row: Row) => ReactNode; align?: 'right' };

type PagedLogProps<Row extends { id: number }> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly LogColumn<Row>[];
  page: Page<Row> | undefined;
  failed: boolean;
  empty: string;
  pageIndex: number;
  onPageChange: (page: number) => void;
  /** Opens a row (its detail): by click, or Enter on the focused row. */
  onOpen?: (row: Row) => void;
};

/**
 * One server page of a log: a table on a wide screen, a stack of cards on a phone (each card the
 * columns' headers and cells), a bar while it loads and a message when nothing matches.
 */
export function PagedLog<Row extends { id: number }>({ label, columns, page, failed, empty, pageIndex, onPageChange, onOpen }: PagedLogProps<Row>) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  if (!page) return failed ? null : <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (page.count === 0 || page.data.length === 0) return <Alert severity="info">{translate(empty)}</Alert>;
  // Enter on the row itself: a link inside it opens on its own.
  const openOnEnter = (row: Row) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen?.(row);
  };
  const rows = isSmall ? (
    <Stack spacing={1} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {page.data.map((row) => {
        const content = (
          <CardContent sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, overflowWrap: 'anywhere' }}>
            {columns.map((column) => [
              <span key={`${column.header}-h`} style={{ opacity: 0.7 }}>
                {column.header}
              </span>,
              <span key={`${column.header}-c`}>{column.cell(row)}</span>,
            ])}
          </CardContent>
        );
        // A tap anywhere on the card opens it; not a button, since the card holds links and buttons
        // of its own: the keyboard opens the row through its link.
        return (
          <Card component="li" key={row.id} variant="outlined" {...(onOpen && { onClick: () => onOpen(row), sx: { cursor: 'pointer' } })}>
            {content}
          </Card>
        );
      })}
    </Stack>
  ) : (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {page.data.map((row) => (
            <TableRow
              key={row.id}
              hover={Boolean(onOpen)}
              {...(onOpen && { tabIndex: 0, onClick: () => onOpen(row), onKeyDown: openOnEnter(row), sx: { cursor: 'pointer' } })}
            >
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={{ verticalAlign: 'top' }}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
  return (
    <Card variant={isSmall ? 'elevation' : 'outlined'} elevation={0}>
      {rows}
      <PageFooter count={page.count} page={pageIndex} onPageChange={onPageChange} />
    </Card>
  );
}
