import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { getStoredUser } from '../authProvider/session';
import { dequeue, type QueuedChange } from './outbox';
import { outboxQueryKey } from './useOutbox';

/**
 * What a refused change's 'Perbaiki' passes to its form: what was typed (react-admin's form reads
 * `record` from the location's state) and the change the corrected one replaces.
 */
export type FixState = { record: Record<string, unknown>; replacesQueued: QueuedChange };

/**
 * In a form opened by 'Perbaiki': once the corrected change is saved (sent, or kept on the device
 * anew), the refused one leaves the outbox. Elsewhere it does nothing.
 */
export function useFixedChange(): () => Promise<void> {
  const replaced = (useLocation().state as Partial<FixState> | null)?.replacesQueued;
  const queryClient = useQueryClient();
  return async () => {
    const userId = getStoredUser()?.id;
    if (replaced === undefined || userId === undefined) return;
    await dequeue(userId, replaced);
    await queryClient.invalidateQueries({ queryKey: outboxQueryKey(userId) });
  };
}
