import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { InvitationRecord } from '../../domain/schemas/invitation';
import InvitationsPage from '../../src/pages/users/InvitationsPage';
import { renderInAdmin } from './approval/admin';
import { server } from './msw';

const USERS = '/api/user/v1/users';
const invitation = (id: string, email: string, status: InvitationRecord['status']): InvitationRecord => ({
  id,
  email,
  id_role: 3,
  role_name: 'Sales',
  id_group: 1,
  group_name: 'Tim Bandung',
  invited_by_name: 'Budi Santoso',
  status,
  sent_at: '2026-11-20T03:00:00Z',
  expires_at: '2026-11-27T03:00:00Z',
  created_at: '2026-11-20T03:00:00Z',
});
const list = (rows: unknown[]) => HttpResponse.json(rows, { headers: { 'Content-Range': `items 0-${rows.length - 1}/${rows.length}` } });

/** A server holding `rows`: answers the list (by status) and records every call that changes one. */
function answerInvitations(rows: InvitationRecord[]) {
  const calls: string[] = [];
  const asked: string[] = [];
  server.use(
    mock.get('/api/user/v1/role', () => list([{ id: 1, name: 'Administrator' }, { id: 3, name: 'Sales' }])),
    mock.get('/api/user/v1/group', () => list([{ id: 1, name: 'Tim Bandung' }])),
    mock.get(`${USERS}/invitations`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status ?? '');
      const data = rows.filter((row) => !status || row.status === status);
      return HttpResponse.json({ data, count: data.length });
    }),
    mock.post(`${USERS}/invitations/:id/:action`, ({ params }) => {
      calls.push(`${String(params.action)} ${String(params.id)}`);
      const row = rows.find((r) => r.id === params.id)!;
      if (params.action === 'revoke') row.status = 'revoked';
      return HttpResponse.json({ message: 'ok' });
    }),
    mock.post(`${USERS}/invite`, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      calls.push(`invite ${JSON.stringify(body)}`);
      if (body.email === 'ada@dealer.test') {
        return HttpResponse.json(
          { message: 'Data tidak valid', errors: { email: 'Email sudah terdaftar. Gunakan email lain.' } },
          { status: 409 },
        );
      }
      rows.unshift(invitation('baru', body.email, 'pending'));
      return HttpResponse.json({ data: { id: 'baru', link: 'x' }, message: 'Undangan telah dikirim.' }, { status: 201 });
    }),
  );
  return { calls, asked };
}

const render = () => renderInAdmin(<InvitationsPage />, '/setting/users_register', ['user_management', 'Roles', 'groups']);
const invitations = () => screen.findByRole('list', { name: 'Daftar undangan' });

describe('Undang Pengguna', () => {
  it('lists the invitations with their status, and filters by status', async () => {
    const { asked } = answerInvitations([invitation('a', 'andi@dealer.test', 'pending'), invitation('b', 'sri@dealer.test', 'accepted')]);
    render();
    const items = within(await invitations()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Menunggu')).toBeInTheDocument();
    expect(within(items[1]).getByText('Diterima')).toBeInTheDocument();
    // An accepted invitation can be neither sent again nor withdrawn.
    expect(within(items[1]).queryByRole('button')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status undangan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kedaluwarsa' }));
    expect(await screen.findByText('Tidak ada undangan dengan status ini.')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('expired');
  });

  it('says so when there is no invitation yet', async () => {
    answerInvitations([]);
    render();
    expect(await screen.findByText('Belum ada undangan.')).toBeInTheDocument();
  });

  it('resends an invitation', async () => {
    const { calls } = answerInvitations([invitation('a', 'andi@dealer.test', 'expired')]);
    render();
    await invitations();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang undangan ke andi@dealer.test' }));
    expect(await screen.findByText('Undangan ke andi@dealer.test telah dikirim ulang.')).toBeInTheDocument();
    expect(calls).toEqual(['resend a']);
  });

  it('revokes an invitation only after the confirmation', async () => {
    const { calls } = answerInvitations([invitation('a', 'andi@dealer.test', 'pending')]);
    render();
    await invitations();
    await userEvent.click(screen.getByRole('button', { name: 'Cabut undangan ke andi@dealer.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cabut undangan?' });
    expect(within(dialog).getByText('Tautan undangan ke andi@dealer.test tidak akan bisa dipakai lagi.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cabut' }));
    expect(await screen.findByText('Undangan ke andi@dealer.test telah dicabut.')).toBeInTheDocument();
    expect(calls).toEqual(['revoke a']);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Daftar undangan' })).getByText('Dicabut')).toBeInTheDocument());
  });

  it('invites by email into a role and group, and shows the server’s refusal beside the email', async () => {
    const { calls } = answerInvitations([]);
    render();
    await screen.findByText('Belum ada undangan.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim undangan' }));
    expect(await screen.findByText('Email wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Pilih role.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@dealer.test');
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Grup' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tim Bandung' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim undangan' }));
    expect(await screen.findByText('Email sudah terdaftar. Gunakan email lain.')).toBeInTheDocument();

    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'baru@dealer.test');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim undangan' }));
    expect(await screen.findByText('Undangan telah dikirim ke baru@dealer.test.')).toBeInTheDocument();
    expect(calls.at(-1)).toBe(`invite ${JSON.stringify({ email: 'baru@dealer.test', id_role: 3, id_group: 1 })}`);
    expect(await within(await invitations()).findByText('baru@dealer.test')).toBeInTheDocument();
  });
});
