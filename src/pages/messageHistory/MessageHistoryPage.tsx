import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CHAT_MESSAGE_STATUSES } from '../../../domain/vocabularies';
import type { SentMessage } from '../../dataProvider/messageHistoryApi';
import { formatDateTime } from '../../format';
import { SettingPage } from '../../layout/setting/SettingPage';
import { KindExportButton } from '../../records/KindExportButton';
import { HistoryFilters } from './HistoryFilters';
import { HistoryStatusChip } from './HistoryStatusChip';
import { PagedLog, type LogColumn } from './PagedLog';
import { useLogPage } from './useLogPage';
import { formatPhone } from '../../../domain/phoneFormat';

/** How much of a message the table shows; the rest is in the chat and the export. */
const EXCERPT = 80;
const excerpt = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT - 1)}…` : body);
/** A sent message's own statuses (an incoming one is never listed). */
const SENT_STATUSES = CHAT_MESSAGE_STATUSES.filter((status) => status !== 'received');

function Contact({ message }: { message: SentMessage }) {
  const phone = formatPhone(message.phone);
  const text = message.contact_name ? `${message.contact_name} (${phone})` : phone;
  if (message.id_prospect === null) return <>{text}</>;
  return (
    <MuiLink component={Link} to={`/prospect/${message.id_prospect}/show`} onClick={(event) => event.stopPropagation()}>
      {text}
    </MuiLink>
  );
}

function SentMessages() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.message_history.messages.${key}`, options);
  const log = useLogPage('messageHistory', (dataProvider, filter, paging) => dataProvider.messageHistory(filter, paging), {}, 'app.message_history.messages.failed');
  const columns: LogColumn<SentMessage>[] = [
    { header: t('when'), cell: (message) => formatDateTime(message.created_at) },
    { header: t('sender'), cell: (message) => message.user_name ?? translate('app.message_history.unknown_person') },
    { header: t('contact'), cell: (message) => <Contact message={message} /> },
    {
      header: t('message'),
      cell: (message) => (
        <>
          {excerpt(message.body)}
          {message.broadcast_name && (
            <Typography variant="caption" color="text.secondary" component="div">
              {t('broadcast', { name: message.broadcast_name })}
            </Typography>
          )}
        </>
      ),
    },
    { header: t('status'), cell: (message) => <HistoryStatusChip family="message_status" status={message.status} reason={message.error} /> },
  ];
  return (
    <>
      <HistoryFilters
        filter={log.filter}
        onChange={log.changeFilter}
        fields={['person', 'contact', 'period']}
        statusFamily="message_status"
        statuses={SENT_STATUSES}
        actions={<KindExportButton kind="message" filter={log.filter} />}
      />
      <PagedLog label={t('label')} columns={columns} page={log.data} failed={log.failed} empty="app.message_history.messages.empty" pageIndex={log.page} onPageChange={log.setPage} />
    </>
  );
}

/** /setting/riwayatPesan (Administrator with Template Whatsapp): every message the company's users sent. */
export default function MessageHistoryPage() {
  // The log is asked for inside the page's access rule: nothing is requested for a refused user.
  return (
    <SettingPage show="riwayatPesan" title="app.setting_menu.riwayat_pesan">
      <SentMessages />
    </SettingPage>
  );
}
