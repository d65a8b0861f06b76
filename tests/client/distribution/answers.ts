import { http as mock, HttpResponse } from 'msw';
import { DISTRIBUTION_PATHS } from '../../../domain/apiPaths';
import { server } from '../msw';

export const RECIPIENTS = {
  users: [
    { id_user: 11, name: 'Yudi Permana', id_group: 1, open: 4 },
    { id_user: 12, name: 'Neng Rahmawati', id_group: 1, open: 9 },
  ],
  groups: [{ id: 1, name: 'Tim Bandung' }],
};

export const plan = (counts: [number, number], left_over = 0) => ({
  method: 'round_robin',
  chosen: counts[0] + counts[1] + left_over,
  assigned: counts[0] + counts[1],
  left_over,
  shares: RECIPIENTS.users.map((u, i) => ({ ...u, room: null, count: counts[i] })),
});

/** Distribusi Data's calls as a test sees them; what the page sends is kept in `sent`. */
export function answerDistribution(preview = plan([5, 5])) {
  const sent: { path: string; body: unknown }[] = [];
  const keep = async (path: string, request: Request) => sent.push({ path, body: await request.json() });
  server.use(
    mock.get(DISTRIBUTION_PATHS.recipients, () => HttpResponse.json({ data: RECIPIENTS })),
    mock.get(DISTRIBUTION_PATHS.rule, () =>
      HttpResponse.json({ data: { active: false, method: 'rotation', capacity: null, user_ids: [], group_ids: [], updated_at: null } }),
    ),
    mock.put(DISTRIBUTION_PATHS.rule, async ({ request }) => {
      await keep('rule', request);
      return HttpResponse.json({ data: { ...(sent.at(-1)?.body as object), updated_at: '2026-11-24T08:00:00Z' } });
    }),
    mock.post(DISTRIBUTION_PATHS.preview, async ({ request }) => {
      await keep('preview', request);
      return HttpResponse.json({ data: preview });
    }),
    mock.post(DISTRIBUTION_PATHS.apply, async ({ request }) => {
      await keep('apply', request);
      return HttpResponse.json({ data: { ...preview, id_batch: 9 } }, { status: 201 });
    }),
  );
  return sent;
}
