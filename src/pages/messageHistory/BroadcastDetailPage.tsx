import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { BROADCAST_RECIPIENT_STATUSES } from '../../../domain/vocabularies';
import type { BroadcastRecipientLog } from '../../dataProvider/messageHistoryApi';
import { formatDateTime } from '../../format';
import { SettingPage } from '../../layout/setting/SettingPage';
import { KindExportButton } from '../../records/KindExportButton';
import { BROADCAST_LOG_ROUTE } from './BroadcastLogPage';
import { HistoryFilters } from './HistoryFilters';
import { HistoryStatusChip } from './HistoryStatusChip';
import { PagedLog, type LogColumn } from './PagedLog';
import { useLogPage } from './useLogPage';
import { formatPhone } from '../../../domain/phoneFormat';

/** While messages of the page wait for their turn or the outbox, their fate is asked for again. */
const WAITING = { ms: 3000, busy: (page: { data: BroadcastRecipientLog[] }) => page.data.some((row) => row.status === 'queued' || row.status === 'sending') };

type RecipientsProps = {
  id: string;
  /** The list it was opened from, and that link's words. */
  back: { to: string; label: string };
  /** The Administrator's page exports the log; the sender's own does not. */
  exportable: boolean;
};

export function Recipients({ id, back, exportable }: RecipientsProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.message_history.recipients.${key}`, options);
  const log = useLogPage(
    'broadcastDetailLog',
    (dataProvider, filter, paging) => dataProvider.broadcastDetailLog(filter, paging),
    { id_broadcast: id },
    'app.message_history.recipients.failed',
    WAITING,
  );
  const columns: LogColumn<BroadcastRecipientLog>[] = [
    { header: t('name'), cell: (recipient) => recipient.name ?? '—' },
    { header: t('phone'), cell: (recipient) => (recipient.phone ? formatPhone(recipient.phone) : '—') },
    { header: t('status'), cell: (recipient) => <HistoryStatusChip family="recipient_status" status={recipient.status} reason={recipient.reason} /> },
    { header: t('sent_at'), cell: (recipient) => (recipient.sent_at ? formatDateTime(recipient.sent_at) : '—') },
  ];
  return (
    <>
      <Button component={Link} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
        {translate(back.label)}
      </Button>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {t('title', { id })}
      </Typography>
      <HistoryFilters
        filter={log.filter}
        onChange={log.changeFilter}
        fields={[]}
        statusFamily="recipient_status"
        statuses={BROADCAST_RECIPIENT_STATUSES}
        actions={exportable ? <KindExportButton kind="broadcast" filter={log.filter} /> : undefined}
      />
      <PagedLog label={t('label')} columns={columns} page={log.data} failed={log.failed} empty="app.message_history.recipients.empty" pageIndex={log.page} onPageChange={log.setPage} />
    </>
  );
}

/** /setting/riwayatPesanSiaran/:id: one broadcast's recipients and what became of each message. */
export default function BroadcastDetailPage() {
  const { id = '' } = useParams();
  return (
    <SettingPage show="riwayatPesan" title="app.setting_menu.riwayat_pesan_siaran">
      <Recipients key={id} id={id} back={{ to: BROADCAST_LOG_ROUTE, label: 'app.message_history.recipients.back' }} exportable />
    </SettingPage>
  );
}
