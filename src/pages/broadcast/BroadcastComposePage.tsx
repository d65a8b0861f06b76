import { Box, Button, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { WaTemplate } from '../../../domain/records';
import { PROSPECT_STATUS_LABELS } from '../../../domain/vocabularyLabels';
import { PROSPECT_STATUSES } from '../../../domain/vocabularies';
import type { AppDataProvider } from '../../dataProvider';
import type { BroadcastDraft } from '../../dataProvider/broadcastApi';
import { SettingPage } from '../../layout/setting/SettingPage';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { BROADCAST_ROUTE } from './BroadcastPage';
import { BroadcastChannelNotice } from './BroadcastChannelNotice';
import { BroadcastPreviewList } from './BroadcastPreviewList';

type Form = { name: string; id_template: string; kind: 'prospect' | 'user'; status: string; q: string; userName: string; scheduled_at: string };
const EMPTY: Form = { name: '', id_template: '', kind: 'prospect', status: '', q: '', userName: '', scheduled_at: '' };

function draftOf(form: Form): BroadcastDraft {
  const recipients: BroadcastDraft['recipients'] =
    form.kind === 'prospect'
      ? { kind: 'prospect', filter: { ...(form.status ? { status: [form.status] } : {}), ...(form.q.trim() ? { q: form.q.trim() } : {}) } }
      : { kind: 'user', ...(form.userName.trim() ? { name: form.userName.trim() } : {}) };
  return {
    name: form.name.trim(),
    id_template: Number(form.id_template),
    recipients,
    ...(form.scheduled_at ? { scheduled_at: new Date(form.scheduled_at).toISOString() } : {}),
  };
}

function Compose() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [form, setForm] = useState(EMPTY);
  const set = <K extends keyof Form>(field: K) => (value: Form[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    preview.reset();
  };
  const templates = useGetList<WaTemplate>('setting/template', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { active: true } });
  const channel = useQuery({ queryKey: ['broadcast', 'channel'], queryFn: () => dataProvider.broadcastChannel() });
  const cloud = channel.data?.transport === 'cloud';
  // Through the business number Meta takes only approved templates; the others would be refused at preview.
  const offered = (templates.data ?? []).filter((template) => !cloud || template.meta_status === 'approved');
  const preview = useMutation({ mutationFn: () => dataProvider.previewBroadcast(draftOf(form)), onError: (error) => notifyFailure('app.broadcast.failed', error) });
  const create = useMutation({
    mutationFn: () => dataProvider.createBroadcast(draftOf(form)),
    onSuccess: () => {
      notify('app.broadcast.created', { type: 'info' });
      navigate(BROADCAST_ROUTE);
    },
    onError: (error) => notifyFailure('app.broadcast.failed', error),
  });
  const ready = form.name.trim() !== '' && form.id_template !== '' && Boolean(channel.data?.transport);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) preview.mutate();
  };
  const t = (key: string) => translate(`app.broadcast.${key}`);
  return (
    <Box component="form" onSubmit={submit} sx={{ maxWidth: 720, mt: 2 }}>
      <Stack spacing={2}>
        <BroadcastChannelNotice query={channel} />
        <TextField label={t('name')} value={form.name} onChange={(event) => set('name')(event.target.value)} required inputProps={{ maxLength: 120 }} />
        <TextField select label={t('template')} value={form.id_template} onChange={(event) => set('id_template')(event.target.value)} required helperText={templates.data && !offered.length ? t(cloud ? 'no_approved_templates' : 'no_templates') : undefined}>
          {offered.map((template) => (
            <MenuItem key={template.id} value={String(template.id)}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {t('audience')}
          </Typography>
          <RadioGroup row value={form.kind} onChange={(event) => set('kind')(event.target.value as Form['kind'])}>
            <FormControlLabel value="prospect" control={<Radio />} label={t('audience_prospect')} />
            <FormControlLabel value="user" control={<Radio />} label={t('audience_user')} />
          </RadioGroup>
        </Box>
        {form.kind === 'prospect' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label={t('prospect_status')} value={form.status} onChange={(event) => set('status')(event.target.value)} sx={{ minWidth: 200 }}>
              <MenuItem value="">{t('all_statuses')}</MenuItem>
              {PROSPECT_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {PROSPECT_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t('prospect_search')} value={form.q} onChange={(event) => set('q')(event.target.value)} fullWidth />
          </Stack>
        ) : (
          <TextField label={t('user_name')} value={form.userName} onChange={(event) => set('userName')(event.target.value)} />
        )}
        <TextField
          label={t('schedule')}
          type="datetime-local"
          value={form.scheduled_at}
          onChange={(event) => set('scheduled_at')(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="outlined" disabled={!ready || preview.isPending}>
            {t('preview')}
          </Button>
          <Button variant="contained" disabled={!preview.data?.queued || create.isPending} onClick={() => create.mutate()}>
            {form.scheduled_at ? t('send_later') : t('send_now')}
          </Button>
        </Stack>
        {preview.data ? <BroadcastPreviewList preview={preview.data} /> : null}
      </Stack>
    </Box>
  );
}

/** /setting/broadcast/create: a broadcast from a template to prospects or users, previewed before it is sent or scheduled. */
export default function BroadcastComposePage() {
  return (
    <SettingPage show="pesanSiaran" title="app.broadcast.compose_title">
      <Compose />
    </SettingPage>
  );
}
