import { LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { whatsappCloudApi } from '../../dataProvider/whatsappCloudApi';
import { useCompany } from '../company/useCompany';
import { LoadFailure } from '../../layout/LoadFailure';
import { SettingPage } from '../../layout/setting/SettingPage';
import { CloudAccountSection } from './CloudAccountSection';
import { LinkedBroadcastsSection } from './LinkedBroadcastsSection';
import { CLOUD_ACCOUNT_QUERY } from './cloudAccountQuery';

function WhatsAppBusinessContent() {
  const translate = useTranslate();
  const account = useQuery({ queryKey: CLOUD_ACCOUNT_QUERY, queryFn: whatsappCloudApi.account, retry: false });
  const company = useCompany();
  const failed = account.error ?? company.error;
  return (
    <Stack spacing={2} sx={{ py: 2, width: '100%', maxWidth: 720, mx: 'auto' }}>
      {failed ? (
        <LoadFailure error={failed} message="app.wa_business.load_failed" onRetry={() => void Promise.all([account.refetch(), company.refetch()])} />
      ) : account.data && company.data ? (
        <>
          <CloudAccountSection answer={account.data} />
          <LinkedBroadcastsSection company={company.data} hasCloud={account.data.data !== null} />
        </>
      ) : (
        <LinearProgress aria-label={translate('app.wa_business.loading')} />
      )}
    </Stack>
  );
}

/**
 * /setting/whatsapp-business: Pengaturan WhatsApp, for the Administrator (docs/whatsapp.md, Two
 * transports): the company's WhatsApp Business number on Meta's Cloud API, and whether broadcasts
 * may go through salespeople's linked phones.
 */
export default function WhatsAppBusinessPage() {
  return (
    <SettingPage show="pengaturanWhatsapp" title="app.wa_business.title" guide="whatsapp-business">
      <WhatsAppBusinessContent />
    </SettingPage>
  );
}
