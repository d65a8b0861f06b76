import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { CreatedIntegrationKey, IntegrationKey } from '../../dataProvider/integrationKeysApi';
import { SettingPage } from '../../layout/setting/SettingPage';
import { failureMessage, useNotifyFailure } from '../../layout/useNotifyFailure';
import { CreateKeyDialog } from './CreateKeyDialog';
import { KeyTable } from './KeyTable';
import { NewKeyDialog } from './NewKeyDialog';

const QUERY_KEY = ['integrationKeys'];

function IntegrationKeys() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.integration_keys.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const keys = useQuery({ queryKey: QUERY_KEY, queryFn: () => dataProvider.integrationKeys() });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedIntegrationKey | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);
  const revoke = useMutation({
    mutationFn: (key: IntegrationKey) => dataProvider.revokeIntegrationKey(key.id),
    onSuccess: (key) => {
      notify('app.integration_keys.revoked', { type: 'success', messageArgs: { name: key.name } });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (error) => notifyFailure('app.integration_keys.revoke_failed', error),
    onSettled: () => setRevoking(null),
  });

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
        <Box sx={{ mt: 2 }}>
          {keys.isPending && <LinearProgress aria-label={t('list_label')} />}
          {keys.isError && <Alert severity="error">{t('load_failed', { message: failureMessage(keys.error, translate) })}</Alert>}
          {keys.data?.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
          {keys.data && keys.data.length > 0 && <KeyTable keys={keys.data} onRevoke={setRevoking} />}
        </Box>
      </CardContent>
      <CreateKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
          void queryClient.invalidateQueries({ queryKey: QUERY_KEY });
        }}
      />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <Confirm
        isOpen={revoking !== null}
        loading={revoke.isPending}
        title="app.integration_keys.revoke_title"
        content="app.integration_keys.revoke_content"
        translateOptions={{ name: revoking?.name ?? '' }}
        confirm="app.integration_keys.revoke"
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}

/** /setting/integration_keys (Kunci Integrasi, Administrators only): the company's integration keys. */
export default function IntegrationKeysPage() {
  // The keys are asked for inside the page's access rule: nothing is requested for a refused user.
  return (
    <SettingPage show="kunciIntegrasi" title="app.setting_menu.kunci_integrasi">
      <IntegrationKeys />
    </SettingPage>
  );
}
