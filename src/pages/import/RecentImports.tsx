import { Button, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportBatch } from '../../../domain/records';
import { formatCount, formatDateTime } from '../../format';
import { ActionsHeaderCell } from '../../records/ActionsHeaderCell';
import { ScrollingTable } from '../../records/ScrollingTable';

/** The company's latest batches, each of which can be opened again. */
export function RecentImports({ batches, onOpen }: { batches: ImportBatch[]; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="import-recent-title">
      <Typography id="import-recent-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.import.recent_title')}
      </Typography>
      {batches.length === 0 ? (
        <Typography color="text.secondary">{translate('app.import.recent_empty')}</Typography>
      ) : (
        <ScrollingTable label={translate('app.import.recent_title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.import.file_name')}</TableCell>
                <TableCell>{translate('app.import.status')}</TableCell>
                <TableCell>{translate('app.import.created_at')}</TableCell>
                <TableCell align="right">{translate('app.import.imported')}</TableCell>
                <TableCell align="right">{translate('app.import.duplicates')}</TableCell>
                <TableCell align="right">{translate('app.import.invalid')}</TableCell>
                <ActionsHeaderCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {batches.map((batch) => (
                <TableRow key={batch.id}>
                  <TableCell>{batch.file_name}</TableCell>
                  <TableCell>{translate(`app.import.statuses.${batch.status}`)}</TableCell>
                  <TableCell>{formatDateTime(batch.created_at)}</TableCell>
                  <TableCell align="right">{formatCount(batch.imported)}</TableCell>
                  <TableCell align="right">{formatCount(batch.duplicates)}</TableCell>
                  <TableCell align="right">{formatCount(batch.invalid)}</TableCell>
                  <TableCell>
                    <Button size="small" aria-label={`${translate('app.import.open')} ${batch.file_name}`} onClick={() => onOpen(batch.id)}>
                      {translate('app.import.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
        </ScrollingTable>
      )}
    </section>
  );
}
