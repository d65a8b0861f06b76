import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

export const PER_PAGE = 25;

type PageFooterProps = { count: number; page: number; onPageChange: (page: number) => void };

/** A server-paged table's footer, 25 rows a page, in the interface language (MUI's own texts are English). */
export function PageFooter({ count, page, onPageChange }: PageFooterProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, next) => onPageChange(next)}
      rowsPerPage={PER_PAGE}
      rowsPerPageOptions={[PER_PAGE]}
      labelDisplayedRows={({ from, to, count: total }) => translate('app.distribution.pages.range', { from, to, count: total })}
      getItemAriaLabel={(type) => translate(`app.distribution.pages.${type}`)}
    />
  );
}
