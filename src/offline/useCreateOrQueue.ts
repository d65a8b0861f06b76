import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { getStoredUser } from '../authProvider/session';
import { gotNoAnswer } from '../dataProvider/answerStatus';
import { enqueue, newChangeKey } from './outbox';
import { outboxQueryKey } from './useOutbox';

/** The stand-in answer of a change kept on the device: `queued` tells the form it did not arrive yet. */
export type MaybeQueued = RaRecord & { queued?: true };

/** A new record (no `id`) or a change to one; a new visit may bring its photo, kept with it when it waits. */
type Write = { resource: string; id?: Identifier; data: Partial<RaRecord>; label: string; photo?: Blob };

/**
 * A write that survives having no signal. Online it is sent at once, named by a new key (a photo is
 * then the caller's to post); offline, or when it gets no answer, it waits on the device under that
 * same key (it may have arrived: the key makes a second sending harmless), with its photo, and
 * answers a stand-in marked `queued`.
 */
export function useSendOrKeep() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return useCallback(async ({ resource, id, data, label, photo }: Write, meta?: Record<string, unknown>): Promise<MaybeQueued> => {
    const key = newChangeKey();
    if (onlineManager.isOnline()) {
      const withKey = { ...meta, idempotencyKey: key };
      try {
        const sent =
          id === undefined
            ? await dataProvider.create(resource, { data, meta: withKey })
            : await dataProvider.update(resource, { id, data, previousData: { id }, meta: withKey });
        return sent.data;
      } catch (error) {
        if (!gotNoAnswer(error)) throw error;
      }
    }
    const userId = getStoredUser()?.id;
    if (userId === undefined) throw new Error('a change is kept on the device only for a signed-in user');
    const kept = photo ? { bytes: await photo.arrayBuffer(), type: photo.type } : undefined;
    await enqueue(userId, { key, resource, ...(id === undefined ? {} : { id }), data, label, queuedAt: new Date().toISOString() }, kept);
    await queryClient.invalidateQueries({ queryKey: outboxQueryKey(userId) });
    return { ...data, id: id ?? `queued-${key}`, queued: true };
  }, [dataProvider, queryClient]);
}

type CreateParams = { resource?: string; data?: Partial<RaRecord>; meta?: Record<string, unknown> };

/**
 * A create that survives having no signal, as a react-admin form's `mutationFn` (saves run offline
 * too, queryClient.ts). `describe` says what was made, for the list of waiting changes.
 */
export function useCreateOrQueue(describe: (data: Partial<RaRecord>) => string) {
  const sendOrKeep = useSendOrKeep();
  return async ({ resource, data = {}, meta }: CreateParams): Promise<MaybeQueued> => {
    if (!resource) throw new Error('useCreateOrQueue needs the resource');
    return sendOrKeep({ resource, data, label: describe(data) }, meta);
  };
}

/** A change to a record (its new status, say) that survives having no signal, the same way. */
export function useUpdateOrQueue() {
  const sendOrKeep = useSendOrKeep();
  return useCallback((write: Required<Omit<Write, 'photo'>>) => sendOrKeep(write), [sendOrKeep]);
}
