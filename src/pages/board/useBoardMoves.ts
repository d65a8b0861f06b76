import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useUpdateOrQueue } from '../../offline/useCreateOrQueue';
import { labelOf, PROSPECT_STATUS_CHOICES } from '../../records/choices';
import { messageOf } from '../../records/errors';
import type { Prospect } from '../../../domain/records';
import type { ProspectStatus } from '../../../domain/vocabularies';

/** Cards on their way to another column: shown there at once, while the server is asked. */
export type Moves = Readonly<Record<number, Prospect>>;

const without = (moves: Moves, id: number): Moves => Object.fromEntries(Object.entries(moves).filter(([key]) => Number(key) !== id));

/**
 * Moving a card is optimistic: it jumps to its new column, the status is saved, and the columns
 * are reloaded before the card lets go of its temporary place. A refused move puts it back and says
 * why. Without signal the new status waits on the device (docs/client.md, Changes made without
 * signal) and the card keeps its new place.
 */
export function useBoardMoves() {
  const updateOrQueue = useUpdateOrQueue();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [moves, setMoves] = useState<Moves>({});

  const move = useCallback(
    async (record: Prospect, status: ProspectStatus) => {
      if (record.status === status) return;
      setMoves((current) => ({ ...current, [record.id]: { ...record, status } }));
      let queued = false;
      try {
        const label = translate('app.offline.change.status', { name: record.name, status: translate(labelOf(PROSPECT_STATUS_CHOICES, status)) });
        queued = (await updateOrQueue({ resource: 'prospect', id: record.id, data: { status }, label })).queued === true;
        if (queued) notify('app.offline.queued', { type: 'info' });
        else await queryClient.refetchQueries({ queryKey: ['prospect', 'getInfiniteList'] });
      } catch (error) {
        notify('app.records.board.move_failed', {
          type: 'error',
          messageArgs: { name: record.name, message: translate(messageOf(error), { _: messageOf(error) }) },
        });
      } finally {
        if (!queued) setMoves((current) => without(current, record.id));
      }
    },
    [updateOrQueue, queryClient, notify, translate],
  );

  return { moves, move };
}
