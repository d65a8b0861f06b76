import type { Announcements, DragEndEvent, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { labelOf, PROSPECT_STATUS_CHOICES } from '../../records/choices';
import type { Prospect } from '../../../domain/records';

type Active = DragEndEvent['active'];

const nameOf = (active: Active) => (active.data.current as { record?: Prospect } | undefined)?.record?.name ?? '';

/** What a screen reader says while a card is moved by keyboard, in Indonesian (dnd-kit speaks English). */
export function useBoardAccessibility(): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const translate = useTranslate();
  return useMemo(() => {
    const column = (id: unknown) => translate(labelOf(PROSPECT_STATUS_CHOICES, String(id)));
    const say = (key: string, active: Active, over?: { id: unknown } | null) =>
      translate(`app.records.board.${key}`, { name: nameOf(active), status: over ? column(over.id) : '' });
    return {
      screenReaderInstructions: { draggable: translate('app.records.board.instructions') },
      announcements: {
        onDragStart: ({ active }) => say('picked', active),
        onDragOver: ({ active, over }) => (over ? say('over', active, over) : say('not_over', active)),
        onDragEnd: ({ active, over }) => (over ? say('dropped', active, over) : say('not_over', active)),
        onDragCancel: ({ active }) => say('cancelled', active),
      },
    };
  }, [translate]);
}
