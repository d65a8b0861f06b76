import { http as mock, HttpResponse } from 'msw';
import { server } from '../msw';

export type Sent = { url: string; body: unknown };

export const MEMBERS = [
  { id: 11, name: 'Sari Wulandari' },
  { id: 12, name: 'Joko Prasetyo' },
  { id: 13, name: 'Rina Marlina' },
];
export const PROSPECTS = [
  { id: 101, name: 'Ahmad Fauzi' },
  { id: 102, name: 'Dewi Lestari' },
];
export const PRODUCTS = [{ id: 5, name: 'Honda Vario 160' }];

/** Answers a getMany (`filter={"id":[…]}`) from `rows`. */
const byIds = (rows: { id: number }[]) => ({ request }: { request: Request }) => {
  const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as { id?: number[] };
  const found = rows.filter((row) => filter.id?.includes(row.id) ?? true);
  return HttpResponse.json(found, { headers: { 'Content-Range': `items 0-${found.length}/${found.length}` } });
};

/** The names the screens look up (members, prospects and motorcycles) and the company's rules. */
export function answerLookups() {
  server.use(
    mock.get('/api/master/v1/company', () => HttpResponse.json({ data: { followup_approval: true } })),
    mock.get('/api/user/v1/members', byIds(MEMBERS)),
    mock.get('/api/prospect/v1/prospect', byIds(PROSPECTS)),
    mock.get('/api/master/v1/product', byIds(PRODUCTS)),
  );
}

/** Answers the queue's list with `rows` and keeps each list query's filter, sort and range. */
export function answerQueue(path: string, rows: { id: number }[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    mock.get(path, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(rows, { headers: { 'Content-Range': `items 0-${rows.length - 1}/${rows.length}` } });
    }),
  );
  return queries;
}

/** Answers every decision under `path` with `answer`, keeping what was sent. */
export function answerDecisions(path: string, answer: () => Response) {
  const sent: Sent[] = [];
  server.use(
    mock.post(`${path}/*`, async ({ request }) => {
      sent.push({ url: new URL(request.url).pathname, body: await request.json() });
      return answer();
    }),
  );
  return sent;
}

export const decided = (ids: number[], message: string) => () => HttpResponse.json({ data: ids, message });

export const alreadyDecided = (message = 'Pengajuan ini sudah diproses sebelumnya.') => () =>
  HttpResponse.json({ message }, { status: 409 });
