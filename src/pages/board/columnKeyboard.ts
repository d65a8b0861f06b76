import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * With the keyboard a card jumps a whole column per arrow key (dnd-kit's default moves it 25 px),
 * which is what a person moving a card between statuses means.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { collisionRect, droppableRects, over } = context;
  if (!collisionRect || (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left)) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const here = over ? columns.findIndex(([id]) => id === over.id) : -1;
  const target = columns[here + (event.code === KeyboardCode.Right ? 1 : -1)];
  if (!target) return currentCoordinates;
  const [, rect] = target;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: currentCoordinates.y };
};
