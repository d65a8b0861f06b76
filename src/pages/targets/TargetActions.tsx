import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { previousMonth } from '../../../domain/targets';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { TARGETS_KEY } from './useTargetProgress';

/** A write of Setting Task that refreshes every target query once it is done. */
function useTargetWrite<Input, Output>(write: (dataProvider: AppDataProvider, input: Input) => Promise<Output>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => write(dataProvider, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TARGETS_KEY] }),
  });
}

type ConfirmProps = { open: boolean; onClose: () => void };

/** 'Salin bulan lalu' after its confirmation: last month's targets into `month`, those already set kept. */
export function CopyConfirm({ month, open, onClose }: ConfirmProps & { month: string }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const copy = useTargetWrite((dataProvider, into: string) => dataProvider.copyTargets(into));
  return (
    <Confirm
      isOpen={open}
      loading={copy.isPending}
      title="app.targets.copy_title"
      content="app.targets.copy_content"
      translateOptions={{ month, previous: previousMonth(month) }}
      onClose={onClose}
      onConfirm={() =>
        copy.mutate(month, {
          onSuccess: (done) => notify('app.targets.copied', { type: 'success', messageArgs: done }),
          onError: (error) => notifyFailure('app.targets.copy_failed', error),
          onSettled: onClose,
        })
      }
    />
  );
}

/** 'Bagi rata' after its confirmation: a group's target over its active members. */
export function SplitConfirm({ target, onClose }: { target: { id: number; name: string } | null; onClose: () => void }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const split = useTargetWrite((dataProvider, id: number) => dataProvider.splitTarget(id));
  return (
    <Confirm
      isOpen={target !== null}
      loading={split.isPending}
      title="app.targets.split_title"
      content="app.targets.split_content"
      translateOptions={{ name: target?.name ?? '' }}
      onClose={onClose}
      onConfirm={() =>
        target &&
        split.mutate(target.id, {
          onSuccess: (done) => notify('app.targets.split_done', { type: 'success', messageArgs: { members: done.members } }),
          onError: (error) => notifyFailure('app.targets.split_failed', error),
          onSettled: onClose,
        })
      }
    />
  );
}
