import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXPORTS } from '../../domain/apiPaths';
import type { Activity } from '../../domain/records';
import { RESOURCES } from '../../domain/resources';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

const ACTIVITY = RESOURCES['setting/aktivitasUser'].path;

const entry = (fields: Partial<Activity>): Activity => ({
  id: 1,
  id_user: 7,
  user_name: 'Budi Santoso',
  id_integration_key: null,
  integration_key_name: null,
  action: 'create',
  entity: 'prospect',
  id_entity: 41,
  detail: null,
  ip: null,
  user_agent: null,
  created_at: '2026-03-02T03:00:00Z',
  link_id: 41,
  ...fields,
});

const ENTRIES = [
  entry({ id: 3 }),
  entry({ id: 2, action: 'create', entity: 'follow_up', id_entity: 90, link_id: 41 }),
  entry({ id: 1, action: 'approve', entity: 'order', id_entity: 12, link_id: null, user_name: null, id_user: null }),
];

let asked: Record<string, unknown>[];

beforeEach(() => {
  logIn();
  answerAdministrator();
  asked = [];
  server.use(
    mock.get(ACTIVITY, ({ request }) => {
      const filter = JSON.parse(new URL(request.url).searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      asked.push(filter);
      const rows = ENTRIES.filter((row) => !filter.entity || row.entity === filter.entity);
      return HttpResponse.json(rows, { headers: { 'Content-Range': `activity 0-${Math.max(rows.length - 1, 0)}/${rows.length}` } });
    }),
    mock.get('/api/user/v1/members', () => HttpResponse.json([{ id: 7, name: 'Budi Santoso' }], { headers: { 'Content-Range': 'members 0-0/1' } })),
  );
});

describe('Aktivitas Pengguna', () => {
  it('lists the entries in words, each linking to its record when it has one', async () => {
    renderApp('/setting/aktivitasUser');
    expect(await screen.findByRole('link', { name: 'Buka data Prospek #41' })).toHaveAttribute('href', '/prospect/41/show');
    // A follow-up is shown on its prospect's page.
    expect(screen.getByRole('link', { name: 'Buka data Follow up #90' })).toHaveAttribute('href', '/prospect/41/show');
    expect(screen.getByText('Menyetujui')).toBeInTheDocument();
    expect(screen.getByText('Pengguna terhapus')).toBeInTheDocument();
    expect(screen.getByText('Tidak ada halaman')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Order #12/ })).toBeNull();
  });

  it("names the integration key where a person's name would be", async () => {
    const byKey = entry({ id: 9, id_user: null, user_name: null, id_integration_key: 4, integration_key_name: 'Formulir situs' });
    server.use(mock.get(ACTIVITY, () => HttpResponse.json([byKey], { headers: { 'Content-Range': 'activity 0-0/1' } })));
    renderApp('/setting/aktivitasUser');
    expect(await screen.findByText('Kunci integrasi: Formulir situs')).toBeInTheDocument();
    expect(screen.queryByText('Pengguna terhapus')).toBeNull();
  });

  it('exports the current filter on the server', async () => {
    const sent: unknown[] = [];
    server.use(
      mock.post(EXPORTS, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { id: 5, id_user: 7, kind: 'activity', format: 'csv', filter: {}, status: 'queued', rows_total: null, rows_done: 0, file: null, error: null, created_at: '2026-03-02T03:00:00Z', finished_at: null },
          { status: 201 },
        );
      }),
      mock.get(`${EXPORTS}/5`, () =>
        HttpResponse.json({ id: 5, id_user: 7, kind: 'activity', format: 'csv', filter: {}, status: 'running', rows_total: 10, rows_done: 5, file: null, error: null, created_at: '2026-03-02T03:00:00Z', finished_at: null }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/setting/aktivitasUser?filter=${encodeURIComponent('{"entity":"order"}')}`);
    await screen.findByText('Menyetujui');
    await waitFor(() => expect(asked.at(-1)).toEqual({ entity: 'order' }));
    await user.click(screen.getByRole('button', { name: 'Ekspor daftar ini (Aktivitas Pengguna) sesuai filter' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'activity', format: 'csv', filter: { entity: 'order' } }]));
    const dialog = await screen.findByRole('dialog', { name: 'Ekspor Aktivitas Pengguna' });
    expect(within(dialog).getByRole('link', { name: 'Buka Export Data' })).toBeInTheDocument();
  });
});
