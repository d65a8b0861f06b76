import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Confirm, LinearProgress, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { InvitationRecord } from '../../../domain/schemas/invitation';
import { INVITATION_STATUSES, type InvitationStatus } from '../../../domain/vocabularies';
import type { AppDataProvider } from '../../dataProvider';
import { formatDateTime } from '../../format';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { PageFooter, PER_PAGE } from '../distribution/PageFooter';

export const INVITATIONS_KEY = ['users', 'invitations'];

const CHIP_COLOR: Record<InvitationStatus, 'info' | 'success' | 'default' | 'warning'> = {
  pending: 'info',
  accepted: 'success',
  revoked: 'default',
  expired: 'warning',
};

/** Still able to register someone, or out of date: both can be sent again or withdrawn. */
const isOpen = (status: InvitationStatus) => status === 'pending' || status === 'expired';

/** The company's invitations, newest first, by status, paged on the server; resend and withdraw. */
export function InvitationList() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.users.invitations.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [status, setStatus] = useState<InvitationStatus | ''>('');
  const [page, setPage] = useState(0);
  const [revoking, setRevoking] = useState<InvitationRecord | null>(null);
  const { data, error } = useQuery({
    queryKey: [...INVITATIONS_KEY, status, page],
    queryFn: () => dataProvider.invitations({ status: status || undefined, limit: PER_PAGE, offset: page * PER_PAGE }),
  });
  useEffect(() => {
    if (error) notifyFailure('app.users.invitations.load_failed', error);
  }, [error, notifyFailure]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
  const resend = useMutation({
    mutationFn: (invitation: InvitationRecord) => dataProvider.resendInvitation(invitation.id),
    onSuccess: (_, invitation) => {
      notify('app.users.invitations.resent', { type: 'success', messageArgs: { email: invitation.email } });
      return refresh();
    },
    onError: (failure) => notifyFailure('app.users.invitations.resend_failed', failure),
  });
  const revoke = useMutation({
    mutationFn: (invitation: InvitationRecord) => dataProvider.revokeInvitation(invitation.id),
    onSuccess: (_, invitation) => {
      setRevoking(null);
      notify('app.users.invitations.revoked', { type: 'success', messageArgs: { email: invitation.email } });
      return refresh();
    },
    onError: (failure) => {
      setRevoking(null);
      notifyFailure('app.users.invitations.revoke_failed', failure);
    },
  });

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('title')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('filter')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as InvitationStatus | '');
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('all')}</MenuItem>
            {INVITATION_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`status_${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
      {!data ? (
        !error && <LinearProgress />
      ) : data.count === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {status ? t('empty_filtered') : t('empty')}
        </Alert>
      ) : (
        <>
          <List aria-labelledby={headingId}>
            {data.data.map((invitation) => (
              <ListItem key={invitation.id} divider sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
                  <Chip size="small" color={CHIP_COLOR[invitation.status]} label={t(`status_${invitation.status}`)} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {[invitation.role_name, invitation.group_name].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('sent_at')}: {formatDateTime(invitation.sent_at)} · {t('expires_at')}: {formatDateTime(invitation.expires_at)}
                </Typography>
                {isOpen(invitation.status) && (
                  <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                    <Button
                      size="small"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(invitation)}
                      aria-label={t('resend_label', { email: invitation.email })}
                    >
                      {t('resend')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setRevoking(invitation)} aria-label={t('revoke_label', { email: invitation.email })}>
                      {t('revoke')}
                    </Button>
                  </Box>
                )}
              </ListItem>
            ))}
          </List>
          <PageFooter count={data.count} page={page} onPageChange={setPage} />
        </>
      )}
      <Confirm
        isOpen={revoking !== null}
        loading={revoke.isPending}
        title="app.users.invitations.revoke_title"
        content="app.users.invitations.revoke_content"
        translateOptions={{ email: revoking?.email ?? '' }}
        confirm="app.users.invitations.revoke"
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
