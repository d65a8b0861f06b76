import { Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useGetIdentity, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { isAdministrator } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';

/**
 * 'Nonaktifkan verifikasi dua langkah' for an Administrator looking at another member who has it on: the
 * way back for a member who lost both their phone and their recovery codes (docs/api.md, Security).
 * Not offered on one's own account, whose two-step login is Profil's.
 */
export function TwoStepResetAction({ user }: { user: RaRecord }) {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [confirming, setConfirming] = useState(false);
  const id = Number(user.id);
  const offered = subject !== undefined && isAdministrator(subject) && identity !== undefined && identity.id !== user.id;
  const queryKey = ['users', 'two_step', id];
  const status = useQuery({ queryKey, queryFn: () => dataProvider.memberTwoStep(id), enabled: offered });
  const name = String(user.name);
  const reset = useMutation({
    mutationFn: () => dataProvider.resetMemberTwoStep(id),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer);
      setConfirming(false);
      notify('app.users.two_step_reset.done', { type: 'success', messageArgs: { name } });
    },
    onError: (error) => {
      setConfirming(false);
      notifyFailure('app.users.two_step_reset.failed', error);
    },
  });
  if (!offered || !status.data?.enabled) return null;
  return (
    <>
      <Button color="warning" onClick={() => setConfirming(true)}>
        {translate('app.users.two_step_reset.action')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={reset.isPending}
        title="app.users.two_step_reset.title"
        content={status.data.required ? 'app.users.two_step_reset.content_required' : 'app.users.two_step_reset.content'}
        translateOptions={{ name }}
        confirm="app.users.two_step_reset.confirm"
        confirmColor="warning"
        onConfirm={() => reset.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
