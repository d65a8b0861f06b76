import { Box, LinearProgress, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { BROADCAST_STATUSES } from '../../../domain/vocabularies';
import type { BroadcastLogEntry } from '../../dataProvider/messageHistoryApi';
import { formatDateTime } from '../../format';
import { SettingPage } from '../../layout/setting/SettingPage';
import { KindExportButton } from '../../records/KindExportButton';
import { BroadcastControls } from '../broadcast/BroadcastControls';
import { HistoryFilters } from './HistoryFilters';
import { HistoryStatusChip } from './HistoryStatusChip';
import { PagedLog, type LogColumn } from './PagedLog';
import { useLogPage } from './useLogPage';

export const BROADCAST_LOG_ROUTE = '/setting/riwayatPesanSiaran';

/** The recipients whose message has gone its way (sent, delivered, read), failed or was skipped: not those still in the outbox. */
const doneOf = (entry: BroadcastLogEntry) => entry.total - entry.queued - entry.sending;
const delivered = (entry: BroadcastLogEntry) => entry.sent + entry.delivered + entry.read;

function Progress({ entry }: { entry: BroadcastLogEntry }) {
  const translate = useTranslate();
  const percent = entry.total ? Math.round((doneOf(entry) / entry.total) * 100) : 0;
  return (
    <Box sx={{ minWidth: 160 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={translate('app.message_history.broadcasts.progress_label', { name: entry.name })} />
      <Typography variant="caption" color="text.secondary">
        {translate('app.message_history.broadcasts.counts', { done: doneOf(entry), total: entry.total, sent: delivered(entry), failed: entry.failed, skipped: entry.skipped })}
      </Typography>
      {entry.status === 'running' && entry.waiting_for && entry.waiting_until ? (
        <Typography variant="caption" component="p" color="warning.dark">
          {translate(`app.message_history.broadcasts.waiting.${entry.waiting_for}`, { time: formatDateTime(entry.waiting_until) })}
        </Typography>
      ) : null}
      <Typography variant="caption" component="p" color="text.secondary">
        {translate(`app.message_history.broadcasts.transport.${entry.transport}`)}
      </Typography>
    </Box>
  );
}

/** Progress moves while a broadcast runs: the list asks again meanwhile. */
const LIVE = { ms: 3000, busy: (page: { data: BroadcastLogEntry[] }) => page.data.some((entry) => entry.status === 'running') };

type BroadcastsProps = {
  /** The page's path; a broadcast opens at `<base>/:id`. */
  base: string;
  /** The sender's own page (Pesan Siaran): steering buttons instead of the Administrator's person filter and export. */
  own?: boolean;
};

export function Broadcasts({ base, own = false }: BroadcastsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string) => translate(`app.message_history.broadcasts.${key}`);
  const log = useLogPage('broadcastLog', (dataProvider, filter, paging) => dataProvider.broadcastLog(filter, paging), {}, 'app.message_history.broadcasts.failed', LIVE);
  const pathOf = (entry: BroadcastLogEntry) => `${base}/${entry.id}`;
  const columns: LogColumn<BroadcastLogEntry>[] = [
    {
      header: t('name'),
      cell: (entry) => (
        <MuiLink component={Link} to={pathOf(entry)} onClick={(event) => event.stopPropagation()}>
          {entry.name}
        </MuiLink>
      ),
    },
    { header: t('sender'), cell: (entry) => entry.user_name ?? translate('app.message_history.unknown_person') },
    { header: t('created'), cell: (entry) => formatDateTime(entry.created_at) },
    { header: t('status'), cell: (entry) => <HistoryStatusChip family="broadcast_status" status={entry.status} /> },
    { header: t('progress'), cell: (entry) => <Progress entry={entry} /> },
    ...(own ? [{ header: t('actions'), cell: (entry: BroadcastLogEntry) => <BroadcastControls entry={entry} /> }] : []),
  ];
  const { status, ...rest } = log.filter;
  return (
    <>
      <HistoryFilters
        filter={log.filter}
        onChange={log.changeFilter}
        fields={own ? ['search', 'period'] : ['person', 'search', 'period']}
        statusFamily="broadcast_status"
        statuses={BROADCAST_STATUSES}
        // The export's status is the recipients'; the list's is the broadcasts'.
        actions={own ? undefined : <KindExportButton kind="broadcast" filter={{ ...rest, broadcast_status: status ?? '' }} />}
      />
      <PagedLog
        label={t('label')}
        columns={columns}
        page={log.data}
        failed={log.failed}
        empty="app.message_history.broadcasts.empty"
        pageIndex={log.page}
        onPageChange={log.setPage}
        onOpen={(entry) => navigate(pathOf(entry))}
      />
    </>
  );
}

/** /setting/riwayatPesanSiaran (Administrator with Template Whatsapp): the broadcasts, each opening its recipients. */
export default function BroadcastLogPage() {
  // The log is asked for inside the page's access rule: nothing is requested for a refused user.
  return (
    <SettingPage show="riwayatPesan" title="app.setting_menu.riwayat_pesan_siaran">
      <Broadcasts base={BROADCAST_LOG_ROUTE} />
    </SettingPage>
  );
}
