import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Page } from '../../dataProvider/types';
import type { HistoryFilter } from '../../dataProvider/messageHistoryApi';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { PER_PAGE } from '../distribution/PageFooter';

type Paging = { limit: number; offset: number };
/** The dataProvider's call of the log. */
export type LogFetch<Row> = (dataProvider: AppDataProvider, filter: HistoryFilter, paging: Paging) => Promise<Page<Row>>;

/**
 * One log's filter and server page: a new filter starts again from the first page; a failure is
 * told once, in the page's words.
 */
export function useLogPage<Row>(
  name: string,
  fetch: LogFetch<Row>,
  initial: HistoryFilter,
  failedText: string,
  /** Asks again at this interval while the page shows work in progress (a running broadcast). */
  refetchWhile?: { ms: number; busy: (page: Page<Row>) => boolean },
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: ['wa-history', name, filter, page],
    queryFn: () => fetch(dataProvider, filter, { limit: PER_PAGE, offset: page * PER_PAGE }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (refetchWhile && current.state.data && refetchWhile.busy(current.state.data) ? refetchWhile.ms : false),
  });
  useEffect(() => {
    if (query.error) notifyFailure(failedText, query.error);
  }, [query.error, notifyFailure, failedText]);
  const changeFilter = (next: HistoryFilter) => {
    setFilter(next);
    setPage(0);
  };
  return { filter, changeFilter, page, setPage, data: query.data, failed: Boolean(query.error) };
}
