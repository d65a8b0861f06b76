import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ExportRecord } from '../../../domain/schemas/exportJob';
import type { AppDataProvider } from '../../dataProvider';
import type { ExportRequest } from '../../dataProvider/exportsApi';
import { useNotifyFailure } from '../../layout/useNotifyFailure';

/** How often an unfinished export's progress is asked for. */
const PROGRESS_POLL_MS = 1000;

const isFinished = (record: Pick<ExportRecord, 'status'>) => record.status === 'done' || record.status === 'failed';

const RECENT_KEY = ['exports', 'recent'];

/** The caller's recent exports, refreshed while one of them is still running. */
export function useRecentExports() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: RECENT_KEY,
    queryFn: () => dataProvider.recentExports(),
    refetchInterval: (query) => (query.state.data?.every(isFinished) === false ? PROGRESS_POLL_MS : false),
  });
}

/** One export, polled until it is done or failed. */
export function useExportProgress(id: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['exports', id],
    queryFn: () => dataProvider.exportStatus(id!),
    enabled: id !== undefined,
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : PROGRESS_POLL_MS),
  });
}

/** Starts an export on the server; the recent list then shows it too. */
export function useStartExport() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  return useMutation({
    mutationFn: (request: ExportRequest) => dataProvider.startExport(request),
    onSuccess: (created) => {
      queryClient.setQueryData(['exports', created.id], created);
      void queryClient.invalidateQueries({ queryKey: RECENT_KEY });
    },
    onError: (error) => notifyFailure('app.export.start_failed', error),
  });
}
