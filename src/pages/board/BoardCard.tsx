import { useDraggable } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Card, Link, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MemberField, PhoneField, ProductField } from '../../records/fields';
import { TAP_TARGET } from '../../records/tapTarget';
import type { Prospect } from '../../../domain/records';
import type { ProspectStatus } from '../../../domain/vocabularies';
import { CardMoveMenu } from './CardMoveMenu';
import type { Landing } from './useFocusFollowsCard';

type BoardCardProps = {
  record: Prospect;
  pending: boolean;
  onMove: (record: Prospect, status: ProspectStatus) => void;
  landing: Landing;
};

/**
 * A prospect on the board. It moves by its handle (mouse, touch, or Space and the arrow keys) or by
 * its menu; the handle alone takes the drag, so the page still scrolls under a finger.
 */
export function BoardCard({ record, pending, onMove, landing }: BoardCardProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: record.id,
    data: { record },
    disabled: pending,
    attributes: { roleDescription: translate('app.records.board.card') },
  });
  return (
    <RecordContextProvider value={record}>
      <Card
        ref={setNodeRef}
        variant="outlined"
        aria-busy={pending}
        style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
        sx={{ position: 'relative', zIndex: isDragging ? 2 : 'auto', opacity: pending ? 0.6 : 1, boxShadow: isDragging ? 4 : 0 }}
      >
        <Stack direction="row" sx={{ alignItems: 'flex-start', p: 1, gap: 0.5 }}>
          <Box
            component="span"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={translate('app.records.board.drag', { name: record.name })}
            sx={{ display: 'flex', p: 0.5, color: 'text.secondary', cursor: pending ? 'progress' : 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link ref={landing(record.id)} component={RouterLink} to={createPath({ resource: 'prospect', id: record.id, type: 'show' })} underline="hover" sx={TAP_TARGET}>
              <Typography variant="subtitle2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                {record.name}
              </Typography>
            </Link>
            <Typography variant="body2" component="div">
              <PhoneField source="phone" />
            </Typography>
            <Typography variant="body2" component="div" color="text.secondary">
              <ProductField source="id_product" />
            </Typography>
            <Typography variant="caption" component="div" color="text.secondary">
              <MemberField source="id_user" />
            </Typography>
          </Box>
          <CardMoveMenu record={record} disabled={pending} onMove={onMove} />
        </Stack>
      </Card>
    </RecordContextProvider>
  );
}
