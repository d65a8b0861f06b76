import { http as mock, HttpResponse } from 'msw';
import { TARGET_PATHS } from '../../domain/apiPaths';

/** A month without targets, as Setting Task and the dashboard's target card read it. */
const noTargets = (month: string) => {
  const none = { prospects: 0, follow_ups: 0, visits: 0, orders: 0, deals: 0 };
  return { month, scope: 'company', headline: { target: null, actual: none }, groups: [], users: [] };
};

/** The dashboard's target card asks for this month's progress: answered with no target set. */
export const answerNoTargets = mock.get(TARGET_PATHS.progress, ({ request }) =>
  HttpResponse.json({ data: noTargets(new URL(request.url).searchParams.get('month') ?? '') }),
);
