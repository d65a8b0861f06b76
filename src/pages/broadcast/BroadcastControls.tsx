import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { BroadcastControl } from '../../dataProvider/broadcastApi';
import type { BroadcastLogEntry } from '../../dataProvider/messageHistoryApi';
import { useNotifyFailure } from '../../layout/useNotifyFailure';

/** What a broadcast in each status may do next. */
const CONTROLS: Record<BroadcastLogEntry['status'], BroadcastControl[]> = {
  scheduled: ['pause', 'cancel'],
  running: ['pause', 'cancel'],
  paused: ['resume', 'cancel'],
  cancelled: [],
  completed: [],
};

/** Pause, resume or cancel one's broadcast; cancelling asks first. */
export function BroadcastControls({ entry }: { entry: BroadcastLogEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const control = useMutation({
    mutationFn: (action: BroadcastControl) => dataProvider.controlBroadcast(entry.id, action),
    onSuccess: (_data, action) => {
      setConfirming(false);
      notify(`app.broadcast.done.${action}`, { type: 'info' });
      void queryClient.invalidateQueries({ queryKey: ['wa-history'] });
    },
    onError: (error) => notifyFailure('app.broadcast.control_failed', error),
  });
  const actions = CONTROLS[entry.status];
  if (!actions.length) return null;
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          color={action === 'cancel' ? 'error' : 'primary'}
          disabled={control.isPending}
          aria-label={translate(`app.broadcast.${action}_named`, { name: entry.name })}
          onClick={() => (action === 'cancel' ? setConfirming(true) : control.mutate(action))}
        >
          {translate(`app.broadcast.${action}`)}
        </Button>
      ))}
      <Confirm
        isOpen={confirming}
        loading={control.isPending}
        title="app.broadcast.cancel_title"
        content="app.broadcast.cancel_content"
        translateOptions={{ name: entry.name }}
        confirm="app.broadcast.cancel"
        onConfirm={() => control.mutate('cancel')}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
