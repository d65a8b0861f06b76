import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODULES, type PermissionRow } from '../../domain/permissions';
import type { StreamHandlers } from '../../src/dataProvider/notificationStream';
import { server } from './msw';
import { answerLayout, renderApp, USER_DETAIL } from './renderApp';
import { logIn } from './session';

const streams = vi.hoisted(() => [] as StreamHandlers[]);
vi.mock('../../src/dataProvider/notificationStream', () => ({
  openNotificationStream(_id_user: number, handlers: StreamHandlers) {
    streams.push(handlers);
    return () => undefined;
  },
}));

const ROLES = [
  { id: 1, name: 'Administrator', description: 'Akses penuh' },
  { id: 3, name: 'Sales', description: 'Tenaga penjual' },
];

const closed = (name_module: string): PermissionRow => ({ name_module, access: 'none', import: 'none', export: 'Not Set' });
const rowsWith = (open: Record<string, Partial<PermissionRow>>) => MODULES.map((m) => ({ ...closed(m), ...open[m] }));

/** The logged-in Administrator's own rows, which the test may change as the server would. */
let ownRows: PermissionRow[];
/** The bodies of the matrix PUTs. */
let sent: { id: string; body: { data: PermissionRow[] } }[];

function answerServer(matrices: Record<number, PermissionRow[]>, saveAnswer?: () => Response) {
  answerLayout();
  server.use(
    mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [USER_DETAIL] })),
    mock.post('/api/user/v1/roles/get_permission', () => HttpResponse.json({ data: ownRows })),
    mock.get('/api/user/v1/role', () => HttpResponse.json(ROLES, { headers: { 'Content-Range': `role 0-1/${ROLES.length}` } })),
    mock.get('/api/user/v1/role/:id', ({ params }) => HttpResponse.json(ROLES.find((r) => String(r.id) === params.id))),
    mock.get('/api/user/v1/role/:id/permission', ({ params }) => HttpResponse.json({ data: matrices[Number(params.id)] })),
    mock.put('/api/user/v1/role/:id/permission', async ({ params, request }) => {
      const body = (await request.json()) as { data: PermissionRow[] };
      sent.push({ id: String(params.id), body });
      return saveAnswer?.() ?? HttpResponse.json({ data: body.data });
    }),
  );
}

const SALES_ROWS = rowsWith({ Prospect: { access: 'enabled', import: 'enabled', export: 'own' }, Order: { access: 'enabled' } });
const ADMIN_ROWS = rowsWith(Object.fromEntries(MODULES.map((m) => [m, { access: 'enabled', import: 'enabled', export: 'all' }])));

const matrix = () => screen.findByRole('table', { name: 'Hak akses role Sales' });
const menuEntry = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Menu pengaturan' })).queryByRole('link', { name });

beforeEach(() => {
  streams.length = 0;
  sent = [];
  ownRows = rowsWith({ user_management: { access: 'enabled' }, groups: { access: 'enabled' }, Roles: { access: 'enabled' } });
  logIn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Hak Akses matrix', () => {
  it('shows every module with its access, import and export, named for each control', async () => {
    answerServer({ 3: SALES_ROWS });
    renderApp('/setting/permission/role?id=3');
    const table = await matrix();
    expect(within(table).getAllByRole('row')).toHaveLength(MODULES.length + 1);
    expect(within(table).getByRole('rowheader', { name: 'Target (Setting Task)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Akses Prospek' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Impor Prospek' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Akses Motor' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Ekspor Prospek' })).toHaveDisplayValue('Data sendiri');
    expect(screen.getByRole('combobox', { name: 'Ekspor Order' })).toHaveDisplayValue('Belum diatur');
    expect(screen.getByRole('button', { name: 'Simpan hak akses' })).toBeDisabled();
  });

  it('sends the whole matrix in one PUT and says it was saved', async () => {
    answerServer({ 3: SALES_ROWS });
    const user = userEvent.setup();
    renderApp('/setting/permission/role?id=3');
    await matrix();
    await user.click(screen.getByRole('checkbox', { name: 'Akses Motor' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ekspor Order' }), 'Data grup');
    await user.click(screen.getByRole('checkbox', { name: 'Impor Prospek' }));
    await user.click(screen.getByRole('button', { name: 'Simpan hak akses' }));

    expect(await screen.findByText('Hak akses role Sales disimpan.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].id).toBe('3');
    expect(sent[0].body.data).toEqual(
      MODULES.map((m) => {
        const stored = SALES_ROWS.find((r) => r.name_module === m)!;
        if (m === 'Product') return { ...stored, access: 'enabled' };
        if (m === 'Order') return { ...stored, export: 'group' };
        if (m === 'Prospect') return { ...stored, import: 'none' };
        return stored;
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan hak akses' })).toBeDisabled());
  });

  it("shows the server's refusal and keeps the changes", async () => {
    answerServer({ 3: SALES_ROWS }, () =>
      HttpResponse.json(
        { code: 'role.last_user_management', params: {}, message: 'Perubahan ditolak: minimal satu role harus tetap memiliki akses Kelola Pengguna.' },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    renderApp('/setting/permission/role?id=3');
    await matrix();
    await user.click(screen.getByRole('checkbox', { name: 'Akses Chat WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Simpan hak akses' }));
    expect(
      await screen.findByText('Gagal menyimpan hak akses : Perubahan ditolak: minimal satu role harus tetap memiliki akses Kelola Pengguna.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Akses Chat WhatsApp' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Simpan hak akses' })).toBeEnabled();
  });

  it('keeps the Administrator’s user management and Hak Akses fixed', async () => {
    answerServer({ 1: ADMIN_ROWS });
    renderApp('/setting/permission/role?id=1');
    await screen.findByRole('table', { name: 'Hak akses role Administrator' });
    expect(screen.getByText('Role Administrator selalu memiliki akses Kelola Pengguna dan Hak Akses.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Akses Kelola Pengguna' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Akses Hak Akses' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Akses Prospek' })).toBeEnabled();
  });

  it('asks before leaving with unsaved changes, and the role chooser waits for them', async () => {
    answerServer({ 3: SALES_ROWS });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    renderApp('/setting/permission/role?id=3');
    await matrix();
    await user.click(screen.getByRole('checkbox', { name: 'Akses Motor' }));
    expect(screen.getByText('Simpan atau batalkan perubahan sebelum memilih role lain.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ubah nama dan deskripsi' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Sebagian perubahan anda belum disimpan. Apakah anda yakin ingin mengabaikannya?'));
    expect(screen.getByRole('checkbox', { name: 'Akses Motor' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Batalkan perubahan' }));
    expect(screen.getByRole('checkbox', { name: 'Akses Motor' })).not.toBeChecked();
  });

  it('asks for a role when none is named, and opens the chosen one', async () => {
    answerServer({ 3: SALES_ROWS });
    const user = userEvent.setup();
    renderApp('/setting/permission/role');
    expect(await screen.findByText('Pilih role untuk mengatur hak aksesnya.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Pilih role' }));
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await matrix();
    expect(window.location.search).toBe('?id=3');
  });

  it('is on the role’s edit page too, and the role list links to it', async () => {
    answerServer({ 3: SALES_ROWS });
    const user = userEvent.setup();
    renderApp('/setting/permission');
    await user.click(await screen.findByRole('link', { name: 'Atur hak akses role Sales' }));
    await matrix();
    expect(window.location.pathname + window.location.search).toBe('/setting/permission/role?id=3');
    renderApp('/setting/permission/3');
    expect(await screen.findByRole('textbox', { name: /Nama peran/ })).toHaveValue('Sales');
    expect(within(await matrix()).getByRole('checkbox', { name: 'Akses Prospek' })).toBeChecked();
  });
});

describe('a live change of the role’s rows', () => {
  it('updates the setting menu without a new login', async () => {
    answerServer({});
    renderApp('/setting/indexx');
    await waitFor(() => expect(menuEntry('Hak Akses')).toBeInTheDocument());
    expect(menuEntry('Motor')).not.toBeInTheDocument();
    expect(streams).toHaveLength(1);

    ownRows = rowsWith({ user_management: { access: 'enabled' }, Product: { access: 'enabled' } });
    act(() => streams[0].onPermissions());
    await waitFor(() => expect(menuEntry('Motor')).toBeInTheDocument());
    expect(menuEntry('Hak Akses')).not.toBeInTheDocument();
    expect(menuEntry('Kelola Grup')).not.toBeInTheDocument();
  });

  it('refuses the page the user is on once it became forbidden', async () => {
    answerServer({ 3: SALES_ROWS });
    renderApp('/setting/permission/role?id=3');
    await matrix();
    ownRows = rowsWith({ user_management: { access: 'enabled' } });
    act(() => streams[0].onPermissions());
    expect(await screen.findByText('Anda tidak memiliki izin untuk mengakses halaman ini')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Hak akses role Sales' })).not.toBeInTheDocument();
  });
});
