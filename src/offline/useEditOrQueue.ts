import { useNotify, useRedirect, type Identifier, type RaRecord } from 'react-admin';
import { useUpdateOrQueue, type MaybeQueued } from './useCreateOrQueue';

/** A field left out, undefined or null is empty alike: a form sets null on fields the record leaves out. */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The form's values that differ from the record it opened with: what the edit changes. */
export const changedFields = (data: Partial<RaRecord>, previous: Partial<RaRecord> | undefined): Partial<RaRecord> =>
  Object.fromEntries(Object.entries(data).filter(([field, value]) => !sameValue(value, previous?.[field])));

type UpdateParams = { resource?: string; id?: Identifier; data?: Partial<RaRecord>; previousData?: Partial<RaRecord> };

/**
 * An edit form's save that survives having no signal, as its `mutationFn`: it sends only the
 * fields the user changed, so a change that waited on the device does not write back what others
 * changed meanwhile. `describe` names it in the list of waiting changes.
 */
export function useEditOrQueue(describe: (previous: Partial<RaRecord>) => string) {
  const updateOrQueue = useUpdateOrQueue();
  return ({ resource, id, data = {}, previousData = {} }: UpdateParams): Promise<MaybeQueued> => {
    if (!resource || id === undefined) throw new Error('useEditOrQueue needs the resource and the id');
    // The record's own id rather than the one read from the address (a string there).
    return updateOrQueue({ resource, id: previousData.id ?? id, data: changedFields(data, previousData), label: describe(previousData) });
  };
}

/**
 * An edit page's `mutationOptions` that survive having no signal: saved or kept on the device, the
 * record's page opens with the matching notice.
 */
export function useEditOrQueueOptions(resource: string, describe: (previous: Partial<RaRecord>) => string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const mutationFn = useEditOrQueue(describe);
  const onSuccess = (saved: MaybeQueued) => {
    notify(saved.queued ? 'app.offline.queued' : 'ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('show', resource, saved.id);
  };
  return { mutationFn, onSuccess };
}
