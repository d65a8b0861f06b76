import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** Every query of Setting Task starts with this key, so one invalidation refreshes them all after a write. */
export const TARGETS_KEY = 'targets';

/** A month's targets and progress in the caller's scope (the page and the dashboard card). */
export function useTargetProgress(month: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [TARGETS_KEY, 'progress', month],
    queryFn: () => dataProvider.targetProgress(month),
    retry: false,
  });
}
