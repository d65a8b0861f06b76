import { useDroppable } from '@dnd-kit/core';
import { Alert, Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useInfiniteGetList, useTranslate } from 'react-admin';
import { labelOf, PROSPECT_STATUS_CHOICES } from '../../records/choices';
import { messageOf } from '../../records/errors';
import type { Prospect } from '../../../domain/records';
import type { ProspectStatus } from '../../../domain/vocabularies';
import { BoardCard } from './BoardCard';
import type { Moves } from './useBoardMoves';
import type { Landing } from './useFocusFollowsCard';

/** Each column shows this many cards at first, and this many more per 'Muat lagi'. */
const COLUMN_PAGE = 50;

type BoardColumnProps = {
  status: ProspectStatus;
  moves: Moves;
  onMove: (record: Prospect, status: ProspectStatus) => void;
  landing: Landing;
};

/** One status: its prospects, newest first, with the column's total in the header. */
export function BoardColumn({ status, moves, onMove, landing }: BoardColumnProps) {
  const translate = useTranslate();
  const { data, total, hasNextPage, fetchNextPage, isFetchingNextPage, isPending, error } = useInfiniteGetList<Prospect>('prospect', {
    filter: { status },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: COLUMN_PAGE },
  });
  const { setNodeRef, isOver } = useDroppable({ id: status });

  const loaded = data?.pages.flatMap((page) => page.data) ?? [];
  // Cards moving in are shown first; cards moving out are hidden until the server has answered.
  const arriving = Object.values(moves).filter((moved) => moved.status === status && !loaded.some((r) => r.id === moved.id));
  const staying = loaded.filter((record) => (moves[record.id]?.status ?? status) === status);
  const leaving = loaded.length - staying.length;
  const cards = [...arriving, ...staying.map((record) => moves[record.id] ?? record)];
  const count = total === undefined ? undefined : total - leaving + arriving.length;
  const label = translate(labelOf(PROSPECT_STATUS_CHOICES, status));
  const headingId = `board-column-${status.replace(/\s+/g, '-')}`;

  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      sx={{
        flex: '0 0 auto',
        width: { xs: '85vw', sm: 280 },
        scrollSnapAlign: 'start',
        p: 1,
        borderRadius: 1,
        bgcolor: isOver ? 'action.selected' : 'action.hover',
        transition: 'background-color 150ms',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2">
          {label}
        </Typography>
        {count === undefined ? null : <Chip size="small" label={count} aria-label={translate('app.records.board.total', { count })} />}
      </Stack>
      {isPending ? <LinearProgress /> : null}
      {error ? <Alert severity="error">{translate(messageOf(error), { _: messageOf(error) })}</Alert> : null}
      <Stack sx={{ gap: 1 }}>
        {cards.map((record) => (
          <BoardCard key={record.id} record={record} pending={moves[record.id] !== undefined} onMove={onMove} landing={landing} />
        ))}
      </Stack>
      {hasNextPage ? (
        <Button onClick={() => fetchNextPage()} disabled={isFetchingNextPage} sx={{ mt: 1 }} fullWidth>
          {translate('app.records.board.load_more')}
        </Button>
      ) : null}
    </Box>
  );
}
