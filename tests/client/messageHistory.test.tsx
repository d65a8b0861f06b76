import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROADCAST_DETAIL_LOG, BROADCAST_LOG, EXPORTS, MESSAGE_HISTORY } from '../../domain/apiPaths';
import type { BroadcastLogEntry, BroadcastRecipientLog, SentMessage } from '../../src/dataProvider/messageHistoryApi';
import { formatDateTime } from '../../src/format';
import { loadLazyRoutesFirst } from './lazyRoutes';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';
import { stubPhoneScreen } from './phoneScreen';

loadLazyRoutesFirst();

const message = (fields: Partial<SentMessage>): SentMessage => ({
  id: 1,
  transport: 'linked',
  created_at: '2026-03-02T03:05:00Z',
  sent_at: '2026-03-02T03:05:10Z',
  id_user: 8,
  user_name: 'Sari Dewi',
  phone: '+6281200000001',
  contact_name: 'Budi Santoso',
  id_prospect: 41,
  body: 'Halo Budi, promo Lebaran',
  status: 'read',
  error: null,
  id_broadcast: null,
  broadcast_name: null,
  ...fields,
});

const MESSAGES = [
  message({ id: 2 }),
  message({ id: 1, id_prospect: null, contact_name: null, phone: '+6281300000002', status: 'failed', error: 'Nomor tidak terdaftar di WhatsApp', broadcast_name: 'Promo Lebaran' }),
];

const BROADCAST: BroadcastLogEntry = {
  id: 12,
  name: 'Promo Lebaran',
  id_user: 8,
  user_name: 'Sari Dewi',
  status: 'running',
  transport: 'linked',
  waiting_until: null,
  waiting_for: null,
  scheduled_at: '2026-03-02T03:00:00Z',
  started_at: '2026-03-02T03:00:00Z',
  finished_at: null,
  total: 4,
  queued: 1,
  // In the outbox, so not done yet.
  sending: 1,
  sent: 1,
  delivered: 0,
  read: 0,
  failed: 1,
  skipped: 0,
  created_at: '2026-03-02T02:59:00Z',
};

const RECIPIENTS: BroadcastRecipientLog[] = [
  { id: 1, name: 'Budi Santoso', phone: '+6281200000001', status: 'sent', reason: null, sent_at: '2026-03-02T03:01:00Z', updated_at: '2026-03-02T03:01:00Z', id_prospect: 41, id_user_target: null },
  { id: 2, name: 'Joko', phone: '+6281300000002', status: 'skipped', reason: 'Nomor memilih berhenti', sent_at: null, updated_at: '2026-03-02T03:01:00Z', id_prospect: null, id_user_target: null },
];

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

let asked: Record<string, Record<string, string>[]>;
let exported: unknown[];

function allowTemplates(modules: string[]) {
  server.use(
    mock.post('/api/user/v1/roles/get_permission', () =>
      HttpResponse.json({ data: modules.map((name_module) => ({ name_module, access: 'enabled', import: 'none', export: 'Not Set' })) }),
    ),
  );
}

beforeEach(() => {
  logIn();
  answerAdministrator();
  allowTemplates(['Template Whatsapp']);
  asked = { messages: [], broadcasts: [], recipients: [] };
  exported = [];
  const record = (name: string, request: Request) => {
    const query = queryOf(request);
    asked[name].push(query);
    return query;
  };
  server.use(
    mock.get(MESSAGE_HISTORY, ({ request }) => {
      const query = record('messages', request);
      const rows = MESSAGES.filter((row) => !query.status || row.status === query.status);
      return HttpResponse.json({ data: rows, count: rows.length });
    }),
    mock.get(BROADCAST_LOG, ({ request }) => {
      record('broadcasts', request);
      return HttpResponse.json({ data: [BROADCAST], count: 1 });
    }),
    mock.get(BROADCAST_DETAIL_LOG, ({ request }) => {
      const query = record('recipients', request);
      const rows = RECIPIENTS.filter((row) => !query.status || row.status === query.status);
      return HttpResponse.json({ data: rows, count: rows.length });
    }),
    mock.get('/api/user/v1/members', () => HttpResponse.json([{ id: 8, name: 'Sari Dewi' }], { headers: { 'Content-Range': 'members 0-0/1' } })),
    mock.post(EXPORTS, async ({ request }) => {
      const body = (await request.json()) as { kind: string };
      exported.push(body);
      return HttpResponse.json(
        { id: 5, id_user: 7, kind: body.kind, format: 'csv', filter: {}, status: 'queued', rows_total: null, rows_done: 0, file: null, error: null, created_at: '2026-03-02T03:00:00Z', finished_at: null },
        { status: 201 },
      );
    }),
    mock.get(`${EXPORTS}/5`, () =>
      HttpResponse.json({ id: 5, id_user: 7, kind: 'message', format: 'csv', filter: {}, status: 'running', rows_total: 10, rows_done: 5, file: null, error: null, created_at: '2026-03-02T03:00:00Z', finished_at: null }),
    ),
  );
});

describe('Riwayat Pesan', () => {
  it('lists the messages with their time, sender, contact (linked to its prospect) and status in words', async () => {
    renderApp('/setting/riwayatPesan');
    const table = await screen.findByRole('table', { name: 'Pesan terkirim' });
    expect(within(table).getByRole('link', { name: 'Budi Santoso (0812-0000-0001)' })).toHaveAttribute('href', '/prospect/41/show');
    expect(within(table).getByText('0813-0000-0002')).toBeInTheDocument();
    expect(within(table).getAllByText(formatDateTime('2026-03-02T03:05:00Z'))).toHaveLength(2);
    expect(within(table).getByText('Dibaca')).toBeInTheDocument();
    expect(within(table).getByText('Gagal')).toBeInTheDocument();
    expect(within(table).getByText('Nomor tidak terdaftar di WhatsApp')).toBeInTheDocument();
    expect(within(table).getByText('Siaran: Promo Lebaran')).toBeInTheDocument();
  });

  it('sends its filters to the server and exports them', async () => {
    // The keys follow one another with no pause at all: however slow the machine, a query asked
    // between two of them could only come from each key, not from a pause in the typing.
    const user = userEvent.setup({ delay: null });
    renderApp('/setting/riwayatPesan');
    await screen.findByRole('table', { name: 'Pesan terkirim' });
    await user.type(screen.getByLabelText('Kontak (nomor atau nama)'), 'budi');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Gagal' }));
    await waitFor(() => expect(asked.messages.at(-1)).toEqual({ contact: 'budi', status: 'failed', limit: '25', offset: '0' }));
    // The typed filter is asked for once the typing pauses, not once per key.
    expect(asked.messages.filter((query) => query.contact !== undefined && query.contact !== 'budi')).toEqual([]);
    expect(await screen.findByText('Nomor tidak terdaftar di WhatsApp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ekspor daftar ini (Riwayat Pesan) sesuai filter' }));
    await waitFor(() => expect(exported).toEqual([{ kind: 'message', format: 'csv', filter: { contact: 'budi', status: 'failed' } }]));
    expect(await screen.findByRole('dialog', { name: 'Ekspor Riwayat Pesan' })).toBeInTheDocument();
  });

  it('tells when nothing matches', async () => {
    server.use(mock.get(MESSAGE_HISTORY, () => HttpResponse.json({ data: [], count: 0 })));
    renderApp('/setting/riwayatPesan');
    expect(await screen.findByText('Belum ada pesan yang cocok dengan filter ini.')).toBeInTheDocument();
  });

  it('is not there for an Administrator without Template Whatsapp', async () => {
    allowTemplates(['Roles']);
    renderApp('/setting/riwayatPesan');
    expect(await screen.findByText(/Halaman yang anda cari mungkin tidak ada/)).toBeInTheDocument();
    expect(asked.messages).toEqual([]);
  });
});

describe('Riwayat Pesan Siaran', () => {
  it('lists the broadcasts with their progress and opens one by Enter, whose recipients filter by status', async () => {
    const user = userEvent.setup();
    renderApp('/setting/riwayatPesanSiaran');
    const table = await screen.findByRole('table', { name: 'Siaran' });
    expect(within(table).getByText('Berjalan')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar', { name: 'Kemajuan siaran Promo Lebaran' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(table).getByText('2 dari 4 · terkirim 1 · gagal 1 · dilewati 0')).toBeInTheDocument();
    const row = within(table).getByText('Sari Dewi').closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    const recipients = await screen.findByRole('table', { name: 'Penerima siaran' });
    expect(asked.recipients.at(-1)).toEqual({ id_broadcast: '12', limit: '25', offset: '0' });
    expect(within(recipients).getByText('Dilewati')).toBeInTheDocument();
    expect(within(recipients).getByText('Nomor memilih berhenti')).toBeInTheDocument();
    expect(within(recipients).getByText('0813-0000-0002')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Terkirim' }));
    await waitFor(() => expect(asked.recipients.at(-1)).toEqual({ id_broadcast: '12', status: 'sent', limit: '25', offset: '0' }));
    await waitFor(() => expect(screen.queryByText('Joko')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Ekspor daftar ini (Riwayat Pesan Siaran) sesuai filter' }));
    await waitFor(() => expect(exported).toEqual([{ kind: 'broadcast', format: 'csv', filter: { id_broadcast: '12', status: 'sent' } }]));
  });

  it("sends the broadcasts' filters, and exports them as the recipients of those broadcasts", async () => {
    const user = userEvent.setup();
    renderApp('/setting/riwayatPesanSiaran');
    await screen.findByRole('table', { name: 'Siaran' });
    await user.type(screen.getByLabelText('Nama siaran'), 'promo');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Selesai' }));
    await waitFor(() => expect(asked.broadcasts.at(-1)).toEqual({ search: 'promo', status: 'completed', limit: '25', offset: '0' }));
    await user.click(screen.getByRole('button', { name: 'Ekspor daftar ini (Riwayat Pesan Siaran) sesuai filter' }));
    await waitFor(() => expect(exported).toEqual([{ kind: 'broadcast', format: 'csv', filter: { search: 'promo', broadcast_status: 'completed' } }]));
  });
});

describe('on a phone (360 px)', () => {
  beforeEach(() => {
    stubPhoneScreen();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the messages as cards', async () => {
    renderApp('/setting/riwayatPesan');
    const messages = await screen.findByRole('list', { name: 'Pesan terkirim' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(messages).getByText('Nomor tidak terdaftar di WhatsApp')).toBeInTheDocument();
  });

  it('shows the broadcasts as cards, a card opening its recipients', async () => {
    const user = userEvent.setup();
    renderApp('/setting/riwayatPesanSiaran');
    const broadcasts = await screen.findByRole('list', { name: 'Siaran' });
    await user.click(within(broadcasts).getByText('Sari Dewi'));
    expect(await screen.findByRole('list', { name: 'Penerima siaran' })).toBeInTheDocument();
    expect(asked.recipients.at(-1)).toMatchObject({ id_broadcast: '12' });
  });
});
