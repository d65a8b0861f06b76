import LinkOffIcon from '@mui/icons-material/LinkOff';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Form, PasswordInput, SaveButton, TextInput, required, useTranslate } from 'react-admin';
import type { CloudAccountInput, CloudAccountRecord } from '../../../domain/schemas/whatsappCloud';
import { whatsappCloudApi, type CloudAccountAnswer } from '../../dataProvider/whatsappCloudApi';
import { formatDateTime } from '../../format';
import { PageSection } from '../../layout/PageSection';
import { fieldErrorsAfter } from '../../profile/profileQuery';
import { useSavedChange } from '../../records/useSavedChange';
import { CLOUD_ACCOUNT_QUERY } from './cloudAccountQuery';

const numberFormat = new Intl.NumberFormat('id-ID');

/** What Meta said of the connected number, and what to paste into Meta's app settings. */
function ConnectedNumber({ account }: { account: CloudAccountRecord }) {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ['app.wa_business.number', [account.display_phone, account.verified_name].filter(Boolean).join(' · ') || account.phone_number_id],
    ['app.wa_business.quality', account.quality_rating ?? '–'],
    [
      'app.wa_business.limit',
      account.messaging_limit === null ? translate('app.wa_business.unlimited') : translate('app.wa_business.limit_value', { count: numberFormat.format(account.messaging_limit) }),
    ],
    ['app.wa_business.checked', account.checked_at ? formatDateTime(account.checked_at) : '–'],
    ['app.wa_business.webhook_url', account.webhook_url],
    ['app.wa_business.verify_token', account.verify_token],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(label)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The business number: connected (Meta's details, the webhook to paste, disconnecting) or the form
 * that connects one. Saving again with the token and secret left empty keeps the stored ones and
 * reads the number's messaging limit from Meta anew.
 */
export function CloudAccountSection({ answer }: { answer: CloudAccountAnswer }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const keep = (saved: CloudAccountAnswer) => queryClient.setQueryData(CLOUD_ACCOUNT_QUERY, saved);
  const connect = useSavedChange('wa-cloud-account', whatsappCloudApi.connect, keep, {
    saved: 'app.wa_business.connected',
    failed: 'app.wa_business.connect_failed',
    showsFieldErrors: true,
  });
  const disconnect = useSavedChange('wa-cloud-account', whatsappCloudApi.disconnect, keep, {
    saved: 'app.wa_business.disconnected',
    failed: 'app.wa_business.disconnect_failed',
  });
  const account = answer.data;
  const secretValidate = account ? undefined : required();
  return (
    <PageSection title="app.wa_business.cloud_title" intro="app.wa_business.cloud_intro">
      <Stack spacing={2}>
        {answer.demo ? <Alert severity="info">{translate('app.wa_business.demo')}</Alert> : null}
        {account ? <ConnectedNumber account={account} /> : null}
        <Form
          defaultValues={{ phone_number_id: account?.phone_number_id ?? '', business_account_id: account?.business_account_id ?? '', access_token: '', app_secret: '' }}
          onSubmit={(values: Record<string, unknown>) => {
            const { phone_number_id, business_account_id, access_token, app_secret } = values as Record<keyof CloudAccountInput, string>;
            return fieldErrorsAfter(
              connect.mutateAsync({ phone_number_id, business_account_id, ...(access_token ? { access_token } : {}), ...(app_secret ? { app_secret } : {}) }),
            );
          }}
        >
          <Stack>
            <TextInput source="phone_number_id" label="app.wa_business.phone_number_id" validate={required()} inputProps={{ inputMode: 'numeric' }} />
            <TextInput source="business_account_id" label="app.wa_business.business_account_id" validate={required()} inputProps={{ inputMode: 'numeric' }} />
            <PasswordInput
              source="access_token"
              label="app.wa_business.access_token"
              validate={secretValidate}
              helperText={account ? 'app.wa_business.secret_kept' : 'app.wa_business.access_token_help'}
              autoComplete="off"
            />
            <PasswordInput source="app_secret" label="app.wa_business.app_secret" validate={secretValidate} helperText={account ? 'app.wa_business.secret_kept' : false} autoComplete="off" />
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <SaveButton label={account ? 'app.wa_business.save' : 'app.wa_business.connect'} icon={<SaveIcon />} alwaysEnable />
              {account ? (
                <Button color="error" variant="outlined" startIcon={<LinkOffIcon />} onClick={() => setConfirming(true)}>
                  {translate('app.wa_business.disconnect')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Form>
      </Stack>
      <Confirm
        isOpen={confirming}
        title="app.wa_business.disconnect_title"
        content="app.wa_business.disconnect_content"
        confirm="app.wa_business.disconnect"
        onConfirm={() => {
          setConfirming(false);
          disconnect.mutate(undefined);
        }}
        onClose={() => setConfirming(false)}
      />
    </PageSection>
  );
}
