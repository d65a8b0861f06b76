import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw';
import { ADMIN, logIn } from '../session';
import { fakeApi } from './fakeApi';
import { renderRecords } from './render';

function openCreateAs(role_name: string) {
  logIn(ADMIN);
  server.use(
    mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [{ ...ADMIN, email: 'budi@majumotor.co.id', role_name, id_group: 2, group_name: 'Cabang Depok', photo: null }] })),
    mock.post('/api/user/v1/roles/get_permission', () =>
      HttpResponse.json({ data: ['Prospect', 'groups'].map((name_module) => ({ name_module, access: 'enabled', import: 'none', export: 'Not Set' })) }),
    ),
  );
  const api = fakeApi({ product: [], members: [{ id: 7, name: 'Budi Santoso' }] });
  renderRecords('/prospect/create');
  return api;
}

describe('a prospect created without an owner', () => {
  it('lets an Administrator leave it Belum dibagikan, sending no owner', async () => {
    const api = openCreateAs('Administrator');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Belum dibagikan' }));
    expect(screen.queryByRole('combobox', { name: /^Pemilik/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nama/), 'Sari W');
    await user.type(screen.getByLabelText(/^Nomor telepon/), '0812 9876 5432');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0].body).toMatchObject({ name: 'Sari W', id_user: null });
    expect(api.writes()[0].body).not.toHaveProperty('leave_unassigned');
  });

  it('is not offered to a supervisor', async () => {
    openCreateAs('Supervisor');
    expect(await screen.findByRole('combobox', { name: /^Pemilik/ })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Belum dibagikan' })).not.toBeInTheDocument();
  });
});
