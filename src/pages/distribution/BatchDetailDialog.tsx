import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, LinearProgress, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { formatDateTime } from '../../format';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { PageFooter, PER_PAGE } from './PageFooter';

/** A batch's rows, a page at a time, and taking back its untouched prospects after a confirmation. */
export function BatchDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.distribution.history.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const { data } = useQuery({
    queryKey: ['distribution', 'batch', id, page],
    queryFn: () => dataProvider.distributionBatch(id, { limit: PER_PAGE, offset: page * PER_PAGE }),
  });
  const undo = useMutation({
    mutationFn: () => dataProvider.undoDistribution(id),
    onSuccess: ({ returned }) => {
      notify('app.distribution.history.undo_done', { type: 'success', messageArgs: { n: returned } });
      void queryClient.invalidateQueries({ queryKey: ['distribution'] });
    },
    onError: (error) => notifyFailure('app.distribution.history.undo_failed', error),
    onSettled: () => setConfirming(false),
  });
  const owner = (name: string | null) => name ?? t('unassigned');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{data ? t('detail_title', { when: formatDateTime(data.batch.created_at) }) : t('detail')}</DialogTitle>
      <DialogContent>
        {!data ? (
          <LinearProgress />
        ) : (
          <>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('detail')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('prospect')}</TableCell>
                    <TableCell>{t('recipient')}</TableCell>
                    <TableCell>{t('previous')}</TableCell>
                    <TableCell>{t('status')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.map((item) => (
                    <TableRow key={item.id}>
                      <TableCell>{item.prospect_name}</TableCell>
                      <TableCell>{owner(item.user_name)}</TableCell>
                      <TableCell>{owner(item.previous_name)}</TableCell>
                      <TableCell>
                        {item.undone_at ? t('undone', { when: formatDateTime(item.undone_at) }) : item.undoable ? t('undoable') : t('active')}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PageFooter count={data.count} page={page} onPageChange={setPage} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {data && data.batch.undoable > 0 && (
          <Button color="error" onClick={() => setConfirming(true)} disabled={undo.isPending}>
            {t('undo')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        loading={undo.isPending}
        title="app.distribution.history.undo_title"
        content="app.distribution.history.undo_confirm"
        translateOptions={{ n: data?.batch.undoable ?? 0 }}
        confirm="app.distribution.history.undo"
        cancel="app.distribution.cancel"
        onConfirm={() => undo.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
