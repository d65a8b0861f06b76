import { Chip, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ErrorLanguage } from '../../../domain/errors';
import type { ImportPreviewRow } from '../../../domain/records';
import { readErrorEnvelope } from '../../dataProvider/errorEnvelope';
import { ScrollingTable } from '../../records/ScrollingTable';

const VERDICT_COLOR = { ok: 'success', duplicate: 'warning', invalid: 'error' } as const;

/** The first rows of the file as the run would judge them, each with its verdict and reason. */
export function PreviewTable({ headers, rows }: { headers: string[]; rows: ImportPreviewRow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!rows.length) return <Typography>{translate('app.import.preview_empty')}</Typography>;
  const reasonOf = (row: ImportPreviewRow) => (row.reason ? (readErrorEnvelope(row.reason, locale as ErrorLanguage).message ?? row.message) : '');
  return (
    <ScrollingTable label={translate('app.import.preview_title', { count: rows.length })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.import.row')}</TableCell>
            <TableCell>{translate('app.import.verdict')}</TableCell>
            <TableCell>{translate('app.import.reason')}</TableCell>
            {headers.map((header, index) => (
              <TableCell key={`${index}-${header}`}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.row_number}>
              <TableCell>{row.row_number}</TableCell>
              <TableCell>
                <Chip size="small" color={VERDICT_COLOR[row.verdict]} label={translate(`app.import.verdicts.${row.verdict}`)} />
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>{reasonOf(row)}</TableCell>
              {headers.map((header, index) => (
                <TableCell key={`${index}-${header}`}>{row.cells[index] ?? ''}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
    </ScrollingTable>
  );
}
