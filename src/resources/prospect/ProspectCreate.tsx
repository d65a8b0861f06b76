import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import { useCreateOrQueue, type MaybeQueued } from '../../offline/useCreateOrQueue';
import { useFixedChange } from '../../offline/useFixedChange';
import { ownerOfNew } from './OwnerInputs';
import { ProspectForm } from './ProspectForm';

/**
 * A new prospect, opened on its page once made. Made without signal, it waits on the device
 * (offline/useCreateOrQueue.ts) and the list opens instead: the prospect has no page until it arrives.
 * Opened from a refused one's 'Perbaiki', it starts from what was typed and replaces it once saved.
 */
export default function ProspectCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const createOrQueue = useCreateOrQueue((data) => translate('app.offline.change.prospect', { name: String(data.name ?? '') }));
  const dropFixed = useFixedChange();
  const onSuccess = (created: MaybeQueued) => {
    void dropFixed();
    if (created.queued) {
      notify('app.offline.queued', { type: 'info' });
      redirect('list', 'prospect');
      return;
    }
    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('show', 'prospect', created.id, created);
  };
  return (
    <Create
      transform={(data) => withoutStaleCredit(ownerOfNew(data))}
      mutationOptions={{ onSuccess, mutationFn: createOrQueue }}
    >
      <ProspectForm />
    </Create>
  );
}
