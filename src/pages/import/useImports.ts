import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { IMPORT_ACTIVE } from '../../../domain/imports';
import type { ImportBatch } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';

/** How often a batch that is still running is asked for its progress. */
const PROGRESS_POLL_MS = 1000;

const isActive = (batch?: ImportBatch) => !!batch && IMPORT_ACTIVE.includes(batch.status);
/** A batch whose run or whose forecast of the file is still to finish. */
const isWorking = (batch?: ImportBatch) => isActive(batch) || batch?.forecast?.state === 'running';

/** The company's latest batches; asked again while one of them runs. */
export function useImportBatches() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['imports'],
    queryFn: () => dataProvider.importBatches(),
    refetchInterval: (query) => (query.state.data?.some(isActive) ? PROGRESS_POLL_MS : false),
  });
}

/** One batch, followed while it runs or forecasts: the progress survives a reload because it lives on the server. */
export function useImportBatch(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['imports', id],
    queryFn: () => dataProvider.importBatch(id),
    refetchInterval: (query) => (isWorking(query.state.data) ? PROGRESS_POLL_MS : false),
  });
}

/** After a change: the batch and the list answer again. */
export function useRefreshImports() {
  const queryClient = useQueryClient();
  return useCallback(
    (batch?: ImportBatch) => {
      if (batch) queryClient.setQueryData(['imports', batch.id], batch);
      return queryClient.invalidateQueries({ queryKey: ['imports'] });
    },
    [queryClient],
  );
}
