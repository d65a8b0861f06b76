import { CardContent } from '@mui/material';
import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import type { MaybeQueued } from '../../offline/useCreateOrQueue';
import { useEditOrQueue } from '../../offline/useEditOrQueue';
import { ProspectForm } from './ProspectForm';
import { ProspectPhoto } from './ProspectPhoto';

/**
 * Pessimistic, so that the server's answer (a duplicate phone, a field error) reaches the form.
 * Saved without signal, the changed fields wait on the device (offline/useEditOrQueue.ts).
 */
export default function ProspectEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const editOrQueue = useEditOrQueue((previous) => translate('app.offline.change.prospect_edit', { name: String(previous.name ?? '') }));
  const onSuccess = (saved: MaybeQueued) => {
    notify(saved.queued ? 'app.offline.queued' : 'ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('show', 'prospect', saved.id);
  };
  return (
    <Edit mutationMode="pessimistic" transform={withoutStaleCredit} mutationOptions={{ onSuccess, mutationFn: editOrQueue, networkMode: 'always' }}>
      <CardContent sx={{ pb: 0 }}>
        <ProspectPhoto />
      </CardContent>
      <ProspectForm />
    </Edit>
  );
}
