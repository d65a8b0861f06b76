import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTEGRATION_KEYS } from '../../domain/apiPaths';
import type { PermissionRow } from '../../domain/permissions';
import type { IntegrationKey } from '../../src/dataProvider/integrationKeysApi';
import { server } from './msw';
import { answerAdministrator, answerRole, renderApp } from './renderApp';
import { logIn } from './session';

const PLAIN_KEY = 'ik_R4nd0mK3yThatIsShownOnlyOnce0123456789abcd';

const keyRecord = (fields: Partial<IntegrationKey>): IntegrationKey => ({
  id: 1,
  name: 'Formulir situs',
  prefix: 'ik_R4nd0m',
  permissions: [{ name_module: 'Prospect', access: 'enabled', import: 'none', export: 'Not Set' }],
  created_by: 7,
  creator_name: 'Budi Santoso',
  expires_at: null,
  revoked_at: null,
  last_used_at: null,
  last_used_ip: null,
  created_at: '2026-11-24T03:00:00Z',
  status: 'active',
  ...fields,
});

let keys: IntegrationKey[];
let created: { name: string; permissions: PermissionRow[]; expires_at: string | null }[];
let revoked: string[];

beforeEach(() => {
  logIn();
  keys = [];
  created = [];
  revoked = [];
  answerAdministrator();
  server.use(
    mock.get(INTEGRATION_KEYS, () => HttpResponse.json({ data: keys })),
    mock.post(INTEGRATION_KEYS, async ({ request }) => {
      const body = (await request.json()) as (typeof created)[number];
      created.push(body);
      const record = keyRecord({ id: 2, name: body.name, permissions: body.permissions });
      keys = [record, ...keys];
      return HttpResponse.json({ data: { ...record, key: PLAIN_KEY } }, { status: 201 });
    }),
    mock.delete(`${INTEGRATION_KEYS}/:id`, ({ params }) => {
      revoked.push(String(params.id));
      keys = keys.map((key) => (String(key.id) === params.id ? { ...key, status: 'revoked' as const, revoked_at: '2026-11-24T05:00:00Z' } : key));
      return HttpResponse.json({ data: keys.find((key) => String(key.id) === params.id) });
    }),
  );
});

describe('Kunci Integrasi', () => {
  it('says so when there are no keys yet', async () => {
    renderApp('/setting/integration_keys');
    expect(await screen.findByText('Belum ada kunci integrasi.')).toBeInTheDocument();
  });

  it('creates a key with the chosen modules and shows it once, with a copy button and a warning', async () => {
    const user = userEvent.setup();
    renderApp('/setting/integration_keys');
    await user.click(await screen.findByRole('button', { name: 'Buat kunci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buat kunci integrasi' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nama/ }), 'Leasing Adira');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Akses Prospek' }));
    // Modules a key may never open cannot be ticked.
    expect(within(dialog).getByRole('checkbox', { name: 'Akses Chat WhatsApp' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Buat' }));

    const shown = await screen.findByRole('dialog', { name: 'Kunci "Leasing Adira" dibuat' });
    expect(within(shown).getByRole('textbox', { name: 'Kunci integrasi' })).toHaveValue(PLAIN_KEY);
    expect(within(shown).getByText('Salin kunci ini sekarang. Kunci ini tidak akan ditampilkan lagi.')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Salin kunci' })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'Leasing Adira', expires_at: null });
    expect(created[0].permissions.find((row) => row.name_module === 'Prospect')?.access).toBe('enabled');
    expect(created[0].permissions.find((row) => row.name_module === 'Order')?.access).toBe('none');

    await user.click(within(shown).getByRole('button', { name: 'Saya sudah menyimpannya' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Once closed, the key is nowhere on the page: the list shows only its prefix.
    expect(await screen.findByRole('rowheader', { name: 'Leasing Adira' })).toBeInTheDocument();
    expect(screen.queryByText(PLAIN_KEY)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(PLAIN_KEY)).not.toBeInTheDocument();
    expect(screen.getByText('ik_R4nd0m…')).toBeInTheDocument();
  });

  it('revokes a key only after the confirmation', async () => {
    const user = userEvent.setup();
    keys = [keyRecord({ last_used_at: '2026-11-24T04:00:00Z', last_used_ip: '127.0.0.1' })];
    renderApp('/setting/integration_keys');
    await user.click(await screen.findByRole('button', { name: 'Cabut kunci Formulir situs' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cabut kunci "Formulir situs"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cabut kunci Formulir situs' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cabut' }));
    await waitFor(() => expect(revoked).toEqual(['1']));
    expect(await screen.findByText('Dicabut')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cabut kunci Formulir situs' })).not.toBeInTheDocument();
  });

  it('is not there for a salesperson', async () => {
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    renderApp('/setting/integration_keys');
    expect(await screen.findByText('Halaman yang anda cari mungkin tidak ada atau telah dipindahkan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buat kunci' })).not.toBeInTheDocument();
  });
});
