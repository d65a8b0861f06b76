import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getStoredUser } from '../../authProvider/session';
import { providerApi } from '../../dataProvider/providerApi';
import type { PengajuanKind } from '../../../domain/vocabularies';
import { onPengajuanChanged } from '../../notifications/pengajuanChanged';

const QUERY_KEY = 'pengajuanCount';

/**
 * The pending counts of the given approval queues, refreshed whenever a queue may have changed
 * (a live event, or a decision made on an approval screen). A failed count reads 0 and is only
 * logged (docs/product.md).
 */
export function usePengajuanCounts(kinds: readonly PengajuanKind[]): Partial<Record<PengajuanKind, number>> {
  const user = getStoredUser();
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: [QUERY_KEY, user?.id, kind],
      // docs/api.md: the registration queue is the company's.
      queryFn: () =>
        user ? providerApi.countPengajuan(kind, user.id, kind === 'user' ? user.id_company : undefined) : 0,
      enabled: user !== undefined,
      retry: false,
    })),
  });

  useEffect(
    () =>
      onPengajuanChanged((kind) => {
        void queryClient.invalidateQueries({ queryKey: kind ? [QUERY_KEY, user?.id, kind] : [QUERY_KEY] });
      }),
    [queryClient, user?.id],
  );

  return Object.fromEntries(kinds.map((kind, index) => [kind, results[index].data ?? 0]));
}
