import SendIcon from '@mui/icons-material/Send';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { metaTemplateProblems } from '../../../domain/metaTemplate';
import type { WaTemplate } from '../../../domain/records';
import { META_TEMPLATE_CATEGORIES, type MetaTemplateStatus } from '../../../domain/vocabularies';
import { whatsappCloudApi } from '../../dataProvider/whatsappCloudApi';
import { useNotifyFailure } from '../../layout/useNotifyFailure';

const SEVERITY: Record<MetaTemplateStatus, 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'info',
  approved: 'success',
  rejected: 'error',
  paused: 'warning',
  disabled: 'error',
};

/**
 * The template's review at Meta (docs/whatsapp.md, Templates on Meta), below its form: its status
 * and Meta's reason, what Meta would refuse in the saved text, and sending it (again) for review.
 * Broadcasts through the business number, and replies outside the 24-hour window, take only an
 * approved template.
 */
export function MetaReviewPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const record = useRecordContext<WaTemplate>();
  const headingId = useId();
  const [category, setCategory] = useState<(typeof META_TEMPLATE_CATEGORIES)[number]>(record?.meta_category ?? 'marketing');
  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
  };
  const submit = useMutation({
    mutationFn: () => whatsappCloudApi.sendForReview(record?.id as number, category),
    onSuccess: () => done('app.template.meta.sent'),
    onError: (error) => notifyFailure('app.template.meta.send_failed', error),
  });
  const sync = useMutation({
    mutationFn: whatsappCloudApi.syncReviews,
    onSuccess: () => done('app.template.meta.synced'),
    onError: (error) => notifyFailure('app.template.meta.sync_failed', error),
  });
  if (!record) return null;
  const problems = metaTemplateProblems(record.body);
  const status = record.meta_status;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate('app.template.meta.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.template.meta.intro')}
      </Typography>
      <Alert severity={status ? SEVERITY[status] : 'info'} role="status">
        {translate(status ? `app.template.meta.status.${status}` : 'app.template.meta.status.none')}
        {record.meta_reason ? ` ${translate('app.template.meta.reason', { reason: record.meta_reason })}` : ''}
      </Alert>
      {problems.map((problem) => (
        <Alert key={problem} severity="warning">
          {problem}
        </Alert>
      ))}
      <TextField
        select
        label={translate('app.template.meta.category')}
        value={category}
        onChange={(event) => setCategory(event.target.value as typeof category)}
        helperText={translate(`app.template.meta.category_help.${category}`)}
        sx={{ maxWidth: 360 }}
      >
        {META_TEMPLATE_CATEGORIES.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`app.template.meta.categories.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<SendIcon />} disabled={problems.length > 0 || submit.isPending} onClick={() => submit.mutate()}>
          {translate(status ? 'app.template.meta.send_again' : 'app.template.meta.send')}
        </Button>
        <Button startIcon={<SyncIcon />} disabled={sync.isPending} onClick={() => sync.mutate()}>
          {translate('app.template.meta.sync')}
        </Button>
      </Stack>
    </Stack>
  );
}
