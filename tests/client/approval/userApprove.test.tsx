import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import UserApprovePage from '../../../src/pages/approval/UserApprovePage';
import { server } from '../msw';
import { renderInAdmin } from './admin';
import { listenForPengajuanChanged } from './pengajuanChanged';
import { alreadyDecided, answerDecisions, answerQueue, decided } from './queueServer';

const PATH = '/api/user/v1/users';
const ROUTE = '/setting/userApprove';

const REGISTRATION = {
  id: 21,
  name: 'Eko Saputra',
  email: 'eko@majumotor.co.id',
  phone_number: '+6281211112222',
  id_role: 3,
  id_group: null,
  status: 'pending',
  created_at: '2025-03-09T08:30:00',
};

const listed = (rows: { id: number; name: string }[]) => () =>
  HttpResponse.json(rows, { headers: { 'Content-Range': `items 0-${rows.length - 1}/${rows.length}` } });

function answerRolesAndGroups() {
  server.use(
    mock.get('/api/user/v1/role', listed([{ id: 1, name: 'Administrator' }, { id: 3, name: 'Sales' }, { id: 4, name: 'Supervisor' }])),
    mock.get('/api/user/v1/group', listed([{ id: 5, name: 'Cabang Depok' }, { id: 6, name: 'Cabang Bogor' }])),
  );
}

async function openApproval() {
  const user = userEvent.setup();
  renderInAdmin(<UserApprovePage />, ROUTE);
  const row = (await screen.findByText('Eko Saputra')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Setujui' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

async function choose(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, field: RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the registration approval screen', () => {
  it('lists pending registrations, newest first, each decided on its own', async () => {
    const queries = answerQueue(PATH, [REGISTRATION]);
    renderInAdmin(<UserApprovePage />, ROUTE);
    const row = (await screen.findByText('Eko Saputra')).closest('tr') as HTMLElement;
    expect(within(row).getByText('eko@majumotor.co.id')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '0812-1111-2222' })).toHaveAttribute('href', 'tel:+6281211112222');
    expect(within(row).getByText('09-03-2025 08:30')).toBeInTheDocument();
    expect(queries[0].get('filter')).toBe('{"status":"pending"}');
    expect(queries[0].get('sort')).toBe('["created_at","DESC"]');
    // The server has no bulk call for registrations: no selection.
    expect(within(row).queryByRole('checkbox')).toBeNull();
  });

  it('approves with the role and the group chosen in the dialog', async () => {
    const changed = listenForPengajuanChanged();
    answerQueue(PATH, [REGISTRATION]);
    answerRolesAndGroups();
    const sent = answerDecisions(PATH, () => HttpResponse.json({ message: 'Pendaftaran disetujui.' }));
    const { user, dialog } = await openApproval();
    expect(within(dialog).getByText('Setujui pendaftaran Eko Saputra')).toBeInTheDocument();
    // The role it registered with is proposed; a group must be chosen.
    expect(await within(dialog).findByRole('combobox', { name: /Role/ })).toHaveTextContent('Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(within(dialog).getByText('Pilih grup.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await choose(user, dialog, /Role/, 'Supervisor');
    await choose(user, dialog, /Grup/, 'Cabang Bogor');
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));

    expect(await screen.findByText('Pendaftaran disetujui.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: `${PATH}/21/approve`, body: { id_role: 4, id_group: 6 } }]);
    expect(changed).toHaveBeenCalled();
  });

  it('rejects only with a reason', async () => {
    answerQueue(PATH, [REGISTRATION]);
    const sent = answerDecisions(PATH, decided([21], 'Pendaftaran ditolak.'));
    const user = userEvent.setup();
    renderInAdmin(<UserApprovePage />, ROUTE);
    const row = (await screen.findByText('Eko Saputra')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(within(dialog).getByText('Alasan penolakan wajib diisi.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Alasan penolakan/), 'Bukan karyawan dealer kami');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('Pendaftaran ditolak.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: `${PATH}/21/reject`, body: { reason: 'Bukan karyawan dealer kami' } }]);
  });

  it("shows the server's message when the registration was already decided", async () => {
    answerQueue(PATH, [REGISTRATION]);
    answerRolesAndGroups();
    answerDecisions(PATH, alreadyDecided('Pendaftaran ini sudah diproses sebelumnya.'));
    const { user, dialog } = await openApproval();
    await choose(user, dialog, /Grup/, 'Cabang Depok');
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(await screen.findByText('Pendaftaran ini sudah diproses sebelumnya.')).toBeInTheDocument();
  });
});
