import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type RaRecord } from 'react-admin';
import { getStoredUser } from '../authProvider/session';
import { gotNoAnswer } from '../dataProvider/answerStatus';
import { enqueue, newChangeKey } from './outbox';
import { outboxQueryKey } from './useOutbox';

/** The stand-in answer of a change kept on the device: `queued` tells the form it did not arrive yet. */
export type MaybeQueued = RaRecord & { queued?: true };

type CreateParams = { resource?: string; data?: Partial<RaRecord>; meta?: Record<string, unknown> };

/**
 * A create that survives having no signal, as a react-admin form's `mutationFn` (with `networkMode:
 * 'always'` in its mutation options, so that it runs offline). Online it is sent at once, named by
 * a new key; offline, or when it gets no answer, it waits on the device under that same key (it
 * may have arrived: the key makes a second sending harmless) and answers a stand-in marked
 * `queued`. `describe` says what was made, for the list of waiting changes.
 */
export function useCreateOrQueue(describe: (data: Partial<RaRecord>) => string) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return async ({ resource, data = {}, meta }: CreateParams): Promise<MaybeQueued> => {
    if (!resource) throw new Error('useCreateOrQueue needs the resource');
    const key = newChangeKey();
    if (onlineManager.isOnline()) {
      try {
        return (await dataProvider.create(resource, { data, meta: { ...meta, idempotencyKey: key } })).data;
      } catch (error) {
        if (!gotNoAnswer(error)) throw error;
      }
    }
    const userId = getStoredUser()?.id;
    if (userId === undefined) throw new Error('a change is kept on the device only for a signed-in user');
    await enqueue(userId, { key, resource, data, label: describe(data), queuedAt: new Date().toISOString() });
    await queryClient.invalidateQueries({ queryKey: outboxQueryKey(userId) });
    return { ...data, id: `queued-${key}`, queued: true };
  };
}
