import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { SidewaysStrip } from '../records/layout';
import type { Prospect } from '../../domain/records';
import { PROSPECT_STATUSES, type ProspectStatus } from '../../domain/vocabularies';
import { BoardColumn } from './board/BoardColumn';
import { columnCoordinates } from './board/columnKeyboard';
import { useBoardAccessibility } from './board/useBoardAccessibility';
import { useBoardMoves } from './board/useBoardMoves';
import { useFocusFollowsCard } from './board/useFocusFollowsCard';

const isStatus = (value: unknown): value is ProspectStatus => PROSPECT_STATUSES.some((status) => status === value);

/**
 * /prospect/index_copy: prospects as a board by status, Low → Medium → Hot → Deal / Not Deal.
 * The columns scroll sideways on a phone, one column per screen.
 */
export default function ProspectBoardPage() {
  const { moves, move } = useBoardMoves();
  const accessibility = useBoardAccessibility();
  const translate = useTranslate();
  const focus = useFocusFollowsCard();
  const moveByMenu = (record: Prospect, status: ProspectStatus) => {
    focus.follow(record.id);
    void move(record, status);
  };
  const sensors = useSensors(
    // A few pixels before a drag starts, so that a click on the handle stays a click.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    const record = (active.data.current as { record?: Prospect } | undefined)?.record;
    if (record && over && isStatus(over.id)) void move(record, over.id);
  };
  return (
    <>
      <Title title="app.records.board.title" />
      <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={dropped}>
        <SidewaysStrip>
          {/* It scrolls sideways: focusable, so that the arrow keys scroll it too. */}
          <Box
            tabIndex={0}
            role="region"
            aria-label={translate('app.records.board.title')}
            sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', scrollSnapType: 'x mandatory', py: 2, alignItems: 'flex-start' }}
          >
            {PROSPECT_STATUSES.map((status) => (
              <BoardColumn key={status} status={status} moves={moves} onMove={moveByMenu} landing={focus.landing} />
            ))}
          </Box>
        </SidewaysStrip>
      </DndContext>
    </>
  );
}
