import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TopToolbar, useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { DeactivateDialog } from './DeactivateDialog';
import { TwoStepResetAction } from './TwoStepResetAction';

/**
 * The edit page's actions: Nonaktifkan for an active user (not oneself), Aktifkan kembali for a
 * deactivated one, and an Administrator's 'Nonaktifkan verifikasi dua langkah' for another member.
 */
export function UserStatusActions() {
  const translate = useTranslate();
  const user = useRecordContext();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [deactivating, setDeactivating] = useState(false);
  const reactivate = useMutation({
    mutationFn: () => dataProvider.reactivateUser(Number(user?.id)),
    onSuccess: () => {
      notify('app.users.deactivate.reactivated', { type: 'success', messageArgs: { name: user?.name } });
      refresh();
    },
    onError: (error) => notifyFailure('app.users.deactivate.reactivate_failed', error),
  });
  if (!user) return null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <TwoStepResetAction user={user} />
      {user.status === 'active' && identity && identity.id !== user.id && (
        <Button color="error" onClick={() => setDeactivating(true)}>
          {translate('app.users.deactivate.action')}
        </Button>
      )}
      {user.status === 'disabled' && (
        <Button disabled={reactivate.isPending} onClick={() => reactivate.mutate()}>
          {translate('app.users.deactivate.reactivate')}
        </Button>
      )}
      {deactivating && <DeactivateDialog user={user} onClose={() => setDeactivating(false)} onDeactivated={refresh} />}
    </TopToolbar>
  );
}
