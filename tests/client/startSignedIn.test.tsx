import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { summaryQuery, todayQuery } from '../../src/pages/dashboard/queries';
import { createQueryClient } from '../../src/queryClient';
import { fetchAheadForSession } from '../../src/startSignedIn';
import { answerAdministrator } from './renderApp';
import { logIn } from './session';

describe('a visit that starts signed in', () => {
  it('on /dashboard, where the installed app opens, asks for its summary and "Hari ini" into the app’s query client', async () => {
    logIn();
    answerAdministrator();
    const queryClient = createQueryClient();
    fetchAheadForSession('/dashboard', queryClient);
    await waitFor(() => expect(queryClient.getQueryData(summaryQuery(dataProvider).queryKey)).toMatchObject({ scope: 'company' }));
    await waitFor(() => expect(queryClient.getQueryData(todayQuery(dataProvider).queryKey)).toHaveProperty('due'));
  });
});
