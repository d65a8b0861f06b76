import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { messageOf } from '../../records/errors';
import type { Prospect } from '../../../domain/records';
import type { ProspectStatus } from '../../../domain/vocabularies';

/** Cards on their way to another column: shown there at once, while the server is asked. */
export type Moves = Readonly<Record<number, Prospect>>;

const without = (moves: Moves, id: number): Moves => Object.fromEntries(Object.entries(moves).filter(([key]) => Number(key) !== id));

/**
 * Moving a card is optimistic: it jumps to its new column, the status is saved, and the columns
 * are reloaded before the card lets go of its temporary place. A refused move puts it back and says why.
 */
export function useBoardMoves() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [moves, setMoves] = useState<Moves>({});

  const move = useCallback(
    async (record: Prospect, status: ProspectStatus) => {
      if (record.status === status) return;
      setMoves((current) => ({ ...current, [record.id]: { ...record, status } }));
      try {
        await dataProvider.update<Prospect>('prospect', { id: record.id, data: { status }, previousData: record });
        await queryClient.refetchQueries({ queryKey: ['prospect', 'getInfiniteList'] });
      } catch (error) {
        notify('app.records.board.move_failed', {
          type: 'error',
          messageArgs: { name: record.name, message: translate(messageOf(error), { _: messageOf(error) }) },
        });
      } finally {
        setMoves((current) => without(current, record.id));
      }
    },
    [dataProvider, queryClient, notify, translate],
  );

  return { moves, move };
}
