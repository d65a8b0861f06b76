import { http as mock, HttpResponse } from 'msw';
import { server } from '../msw';

/** The paths of the records' resources (docs/api.md). */
export const PATHS = {
  prospect: '/api/prospect/v1/prospect',
  followup: '/api/prospect/v1/followup',
  collab: '/api/prospect/v1/collab',
  order: '/api/order/v1/order',
  product: '/api/master/v1/product',
  members: '/api/user/v1/members',
  visum: '/api/master/v1/visum',
  leasing: '/api/master/v1/leasing',
  application: '/api/order/v1/leasing-application',
} as const;

export type Row = { id: number } & Record<string, unknown>;
export type Sent = { method: string; path: string; query: Record<string, unknown>; body: unknown };

const json = (text: string | null) => (text ? (JSON.parse(text) as unknown) : undefined);

/** Rows whose fields equal the filter's values (an array means "one of"); q and follow_up are the server's business. */
function matches(row: Row, filter: Record<string, unknown>) {
  return Object.entries(filter).every(([field, wanted]) => {
    if (field === 'q' || field === 'follow_up') return true;
    return Array.isArray(wanted) ? wanted.includes(row[field]) : row[field] === wanted;
  });
}

/**
 * A small in-memory provider API in the ra-data-simple-rest convention: lists with Content-Range,
 * reads, creates and updates, every request kept in `sent`. Tests override single answers with server.use.
 */
export function fakeApi(tables: Partial<Record<keyof typeof PATHS | 'simulation', Row[]>>) {
  const sent: Sent[] = [];
  const data = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.map((row) => ({ ...row }))])) as Record<
    string,
    Row[]
  >;
  for (const [name, path] of Object.entries(PATHS)) {
    const rows = (data[name] ??= []);
    const note = async (request: Request) => {
      const url = new URL(request.url);
      const query = Object.fromEntries([...url.searchParams].map(([key, value]) => [key, json(value)]));
      const text = request.method === 'GET' ? null : await request.text();
      const entry = { method: request.method, path: url.pathname, query, body: json(text) };
      sent.push(entry);
      return entry;
    };
    server.use(
      mock.get(path, async ({ request }) => {
        const { query } = await note(request);
        const found = rows.filter((row) => matches(row, (query.filter as Record<string, unknown>) ?? {}));
        const [start, end] = (query.range as [number, number] | undefined) ?? [0, found.length - 1];
        const page = found.slice(start, end + 1);
        const last = page.length ? start + page.length - 1 : start;
        return HttpResponse.json(page, { headers: { 'Content-Range': `${name} ${start}-${last}/${found.length}` } });
      }),
      mock.get(`${path}/:id`, async ({ request, params }) => {
        await note(request);
        const row = rows.find((r) => r.id === Number(params.id));
        return row ? HttpResponse.json(row) : HttpResponse.json({ message: 'Data tidak ditemukan.' }, { status: 404 });
      }),
      mock.post(path, async ({ request }) => {
        const { body } = await note(request);
        const row = { ...(body as object), id: Math.max(100, ...rows.map((r) => r.id)) + 1 } as Row;
        rows.push(row);
        return HttpResponse.json(row, { status: 201 });
      }),
      mock.put(`${path}/:id`, async ({ request, params }) => {
        const { body } = await note(request);
        const row = rows.find((r) => r.id === Number(params.id));
        if (!row) return HttpResponse.json({ message: 'Data tidak ditemukan.' }, { status: 404 });
        Object.assign(row, body);
        return HttpResponse.json(row);
      }),
    );
  }
  // A prospect's credit simulations (docs/leasing.md), kept with the prospect they were made on.
  const simulations = (data.simulation ??= []);
  server.use(
    mock.get(`${PATHS.prospect}/:id/simulation`, ({ params }) => HttpResponse.json(simulations.filter((s) => s.id_prospect === Number(params.id)))),
    mock.post(`${PATHS.prospect}/:id/simulation`, async ({ request, params }) => {
      const body = (await request.json()) as { id_product: number };
      sent.push({ method: 'POST', path: new URL(request.url).pathname, query: {}, body });
      const motor = data.product?.find((p) => p.id === body.id_product)?.name;
      const row = { ...body, id: simulations.length + 1, id_prospect: Number(params.id), motor, offers: [], created_at: new Date().toISOString() } as Row;
      simulations.unshift(row);
      return HttpResponse.json(row, { status: 201 });
    }),
  );
  return { sent, data, writes: () => sent.filter((s) => s.method !== 'GET') };
}
