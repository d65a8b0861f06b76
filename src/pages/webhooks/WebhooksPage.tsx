import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Confirm, LinearProgress, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { WebhookEndpoint, WebhookInput } from '../../../domain/schemas/webhook';
import type { AppDataProvider } from '../../dataProvider';
import { formatDateTime } from '../../format';
import { SettingPage } from '../../layout/setting/SettingPage';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { DeliveriesDialog } from './DeliveriesDialog';
import { SecretDialog } from './SecretDialog';
import { WebhookForm } from './WebhookForm';
import { DELIVERY_COLOR, eventKey, WEBHOOKS_KEY } from './webhookStatus';

type Action = 'pause' | 'resume' | 'ping' | 'rotate' | 'delete';

/** /setting/webhooks (Webhook, Administrators): the company's endpoints, docs/webhooks.md. */
export default function WebhooksPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.webhooks.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [viewing, setViewing] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const { data, error } = useQuery({ queryKey: WEBHOOKS_KEY, queryFn: () => dataProvider.webhooks() });
  useEffect(() => {
    if (error) notifyFailure('app.webhooks.load_failed', error);
  }, [error, notifyFailure]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });

  const save = useMutation({
    mutationFn: async (input: WebhookInput) => {
      if (editing === 'new') return (await dataProvider.createWebhook(input)).secret;
      if (editing) await dataProvider.updateWebhook(editing.id, input);
      return null;
    },
    onSuccess: (made) => {
      setEditing(null);
      setSecret(made);
      notify('app.webhooks.saved', { type: 'success' });
      return refresh();
    },
    onError: (failure) => notifyFailure('app.webhooks.save_failed', failure),
  });
  const act = useMutation({
    mutationFn: async ({ endpoint, action }: { endpoint: WebhookEndpoint; action: Action }) => {
      if (action === 'rotate') setSecret(await dataProvider.rotateWebhookSecret(endpoint.id));
      else if (action === 'delete') await dataProvider.deleteWebhook(endpoint.id);
      else await dataProvider.webhookAction(endpoint.id, action);
    },
    onSuccess: (_, { action }) => {
      setDeleting(null);
      if (action === 'ping') notify('app.webhooks.ping_sent', { type: 'success' });
      if (action === 'delete') notify('app.webhooks.deleted', { type: 'success' });
      return refresh();
    },
    onError: (failure) => {
      setDeleting(null);
      notifyFailure('app.webhooks.action_failed', failure);
    },
  });

  const actionButton = (endpoint: WebhookEndpoint, action: Exclude<Action, 'delete'>) => (
    <Button size="small" disabled={act.isPending} onClick={() => act.mutate({ endpoint, action })} aria-label={t('action_label', { action: t(action), url: endpoint.url })}>
      {t(action)}
    </Button>
  );

  return (
    <SettingPage show="webhook" title="app.setting_menu.webhook">
      <Card component="section" aria-labelledby={headingId}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography id={headingId} variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Button variant="contained" onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('intro')}
          </Typography>
        </CardContent>
        {!data ? (
          !error && <LinearProgress />
        ) : data.length === 0 ? (
          <Alert severity="info" sx={{ m: 2 }}>
            {t('empty')}
          </Alert>
        ) : (
          <List aria-labelledby={headingId}>
            {data.map((endpoint) => (
              <ListItem key={endpoint.id} divider sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{endpoint.url}</Typography>
                  <Chip size="small" color={endpoint.status === 'active' ? 'success' : 'warning'} label={t(`status_${endpoint.status}`)} />
                </Box>
                {endpoint.description && (
                  <Typography variant="body2" color="text.secondary">
                    {endpoint.description}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  {endpoint.events.map((event) => translate(eventKey(event))).join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="div" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {t('last_delivery')}:{' '}
                  {endpoint.last_delivery ? (
                    <>
                      {formatDateTime(endpoint.last_delivery.created_at)}
                      <Chip size="small" variant="outlined" color={DELIVERY_COLOR[endpoint.last_delivery.status]} label={t(`delivery_${endpoint.last_delivery.status}`)} />
                    </>
                  ) : (
                    t('never')
                  )}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => setEditing(endpoint)} aria-label={t('edit_label', { url: endpoint.url })}>
                    {t('edit')}
                  </Button>
                  {actionButton(endpoint, endpoint.status === 'active' ? 'pause' : 'resume')}
                  {endpoint.status === 'active' && actionButton(endpoint, 'ping')}
                  {actionButton(endpoint, 'rotate')}
                  <Button size="small" onClick={() => setViewing(endpoint)} aria-label={t('action_label', { action: t('deliveries'), url: endpoint.url })}>
                    {t('deliveries')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(endpoint)} aria-label={t('action_label', { action: t('delete'), url: endpoint.url })}>
                    {t('delete')}
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
        )}
      </Card>
      {editing && <WebhookForm endpoint={editing === 'new' ? null : editing} saving={save.isPending} onSave={(input) => save.mutate(input)} onClose={() => setEditing(null)} />}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {viewing && <DeliveriesDialog endpoint={viewing} onClose={() => setViewing(null)} />}
      <Confirm
        isOpen={deleting !== null}
        loading={act.isPending}
        title="app.webhooks.delete_title"
        content="app.webhooks.delete_content"
        translateOptions={{ url: deleting?.url ?? '' }}
        confirm="app.webhooks.delete"
        onConfirm={() => deleting && act.mutate({ endpoint: deleting, action: 'delete' })}
        onClose={() => setDeleting(null)}
      />
    </SettingPage>
  );
}
