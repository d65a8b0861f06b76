import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChipColor } from '../../records/choices';

/** Which vocabulary a status belongs to (app.message_history.<family>.<status>). */
export type StatusFamily = 'message_status' | 'recipient_status' | 'broadcast_status';

const COLORS: Record<string, ChipColor> = {
  queued: 'default',
  scheduled: 'default',
  sending: 'info',
  running: 'info',
  sent: 'primary',
  delivered: 'primary',
  read: 'success',
  completed: 'success',
  failed: 'error',
  cancelled: 'error',
  paused: 'warning',
  skipped: 'warning',
};

type HistoryStatusChipProps = { family: StatusFamily; status: string; reason?: string | null };

/** A message's, recipient's or broadcast's status in words, with the reason of a failure or a skip under it. */
export function HistoryStatusChip({ family, status, reason }: HistoryStatusChipProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color={COLORS[status] ?? 'default'} label={translate(`app.message_history.${family}.${status}`, { _: status })} />
      {reason && (
        <Typography variant="caption" color="text.secondary">
          {reason}
        </Typography>
      )}
    </Stack>
  );
}
