import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { summaryQuery, todayQuery } from '../../src/pages/dashboard/queries';
import { createQueryClient } from '../../src/queryClient';
import { answerLayout } from './renderApp';
import { logIn } from './session';

describe('the query client', () => {
  it('counts the dashboard’s answers, kept fresh a while, stale again after any save the app makes', async () => {
    logIn();
    answerLayout();
    const queryClient = createQueryClient();
    const today = todayQuery(dataProvider);
    const summary = summaryQuery(dataProvider);
    await queryClient.fetchQuery(today);
    await queryClient.fetchQuery(summary);
    await queryClient.fetchQuery({ queryKey: ['unrelated'], queryFn: () => 'kept', staleTime: 30_000 });
    expect(queryClient.getQueryState(today.queryKey)?.isInvalidated).toBe(false);

    // A follow-up recorded on a prospect's page, a status changed, a visit saved: any mutation.
    await queryClient.getMutationCache().build(queryClient, { mutationFn: () => Promise.resolve('saved') }).execute(undefined);

    expect(queryClient.getQueryState(today.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(summary.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['unrelated'])?.isInvalidated).toBe(false);
  });
});
