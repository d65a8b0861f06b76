import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { failureMessage, useNotifyFailure } from '../../layout/useNotifyFailure';
import { fieldErrorsOf } from '../../records/errors';
import { ChoiceField } from '../approval/ChoiceField';
import { INVITATIONS_KEY } from './InvitationList';

const ALL_BY_NAME = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

/** The invitation form: email, role and an optional group; the list below shows the new invitation. */
export function InviteForm() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.users.invite.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const headingId = useId();
  const roles = useGetList('setting/permission', ALL_BY_NAME);
  const groups = useGetList('setting/group', ALL_BY_NAME);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Identifier | ''>('');
  const [group, setGroup] = useState<Identifier | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const invite = useMutation({
    mutationFn: () => dataProvider.inviteUser({ email: email.trim(), id_role: Number(role), id_group: group === '' ? null : Number(group) }),
    onSuccess: () => {
      notify('app.users.invite.sent', { type: 'success', messageArgs: { email: email.trim() } });
      setEmail('');
      setSubmitted(false);
      return queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
    onError: (error) => {
      if (!fieldErrorsOf(error).email) notifyFailure('app.users.invite.failed', error);
    },
  });
  const emailError = (submitted && !email.trim() ? t('email_required') : undefined) ?? fieldErrorsOf(invite.error).email;
  const roleError = roles.error ? failureMessage(roles.error, translate) : submitted && role === '' ? t('role_required') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!email.trim() || role === '') return;
    invite.mutate();
  };

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('intro')}
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }} sx={{ alignItems: { md: 'flex-start' } }}>
            <TextField
              label={t('email')}
              type="email"
              required
              fullWidth
              margin="dense"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                invite.reset();
              }}
              error={!!emailError}
              helperText={emailError ?? ' '}
            />
            <ChoiceField label={t('role')} value={role} onChange={setRole} options={roles.data} error={roleError} />
            <TextField
              select
              fullWidth
              margin="dense"
              label={t('group')}
              value={groups.data ? group : ''}
              onChange={(event) => setGroup(event.target.value === '' ? '' : Number(event.target.value))}
              helperText={groups.error ? failureMessage(groups.error, translate) : ' '}
              // A select with nothing chosen shows its label inside it.
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{t('no_group')}</MenuItem>
              {(groups.data ?? []).map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {t('submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
