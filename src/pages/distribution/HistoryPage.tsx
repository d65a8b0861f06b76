import { Alert, Button, Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LinearProgress, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Batch } from '../../dataProvider/distributionTypes';
import { formatDateTime } from '../../format';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { PageFooter, PER_PAGE } from './PageFooter';
import { BatchDetailDialog } from './BatchDetailDialog';
import { SettingPage } from '../../layout/setting/SettingPage';

/** /setting/historyDistribution (Riwayat Distribusi): every batch, newest first, paged on the server. */
function DistributionHistory() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.distribution.history.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const { data, error } = useQuery({
    queryKey: ['distribution', 'batches', page],
    queryFn: () => dataProvider.distributionBatches({ limit: PER_PAGE, offset: page * PER_PAGE }),
  });
  useEffect(() => {
    if (error) notifyFailure('app.distribution.history.failed', error);
  }, [error, notifyFailure]);
  const who = (batch: Batch) => (batch.trigger === 'rule' ? t('rule') : (batch.actor_name ?? ''));
  const recipients = (batch: Batch) => batch.recipients.map((r) => `${r.name ?? '—'} (${r.count})`).join(', ');
  return (
    <>
      {!data ? (
        !error && <LinearProgress />
      ) : data.count === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('empty')}
        </Alert>
      ) : (
        <Card sx={{ mt: 2 }}>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('detail')}</TableCell>
                  <TableCell>{t('when')}</TableCell>
                  <TableCell>{t('who')}</TableCell>
                  <TableCell>{t('method')}</TableCell>
                  <TableCell align="right">{t('total')}</TableCell>
                  <TableCell>{t('recipients')}</TableCell>
                  <TableCell>{t('status')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((batch) => (
                  <TableRow key={batch.id}>
                    <TableCell>
                      <Button size="small" onClick={() => setOpen(batch.id)} aria-label={`${t('detail')} ${formatDateTime(batch.created_at)}`}>
                        {t('detail')}
                      </Button>
                    </TableCell>
                    <TableCell>{formatDateTime(batch.created_at)}</TableCell>
                    <TableCell>{who(batch)}</TableCell>
                    <TableCell>{translate(`app.distribution.method.${batch.method}`)}</TableCell>
                    <TableCell align="right">{batch.total}</TableCell>
                    <TableCell>{recipients(batch)}</TableCell>
                    <TableCell>{batch.undone_at ? t('undone', { when: formatDateTime(batch.undone_at) }) : t('active')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PageFooter count={data.count} page={page} onPageChange={setPage} />
        </Card>
      )}
      {open !== null && <BatchDetailDialog id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export default function HistoryPage() {
  // Asked for inside the page's access rule: nothing is requested for (and no failure shown to) a refused user.
  return (
    <SettingPage show="distribusiData" title="app.setting_menu.riwayat_distribusi" guide="distribusi-data">
      <DistributionHistory />
    </SettingPage>
  );
}
