import { TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The header of a table's column of buttons: a header cell is never empty, screen readers name the column by it. */
export function ActionsHeaderCell() {
  const translate = useTranslate();
  return <TableCell>{translate('app.table_actions')}</TableCell>;
}
