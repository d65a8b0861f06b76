import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, CHAT_ROOMS, CHECK_QR_WA, MST_STATUS_CHAT } from '../../domain/apiPaths';
import type { ChatMessage, ChatRoom } from '../../domain/schemas/chat';
import { announceChatChanged } from '../../src/notifications/chatChanged';
import { server } from './msw';
import { answerRole, renderApp } from './renderApp';
import { logIn } from './session';

const SALES = { id: 21, id_role: 3, id_company: 3, name: 'Yudi Permana' };

const room = (over: Partial<ChatRoom>): ChatRoom => ({
  id: 5,
  id_user: SALES.id,
  phone: '+6281234500001',
  transport: 'linked',
  name: 'Pak Darto',
  id_prospect: 40,
  prospect_name: 'Pak Darto',
  id_status: null,
  status_name: null,
  status_color: null,
  last_message: 'Motornya ready?',
  last_message_at: '2026-11-24T03:00:00.000Z',
  last_incoming_at: '2026-11-24T03:00:00.000Z',
  unread: 1,
  ...over,
});
const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  id_room: 5,
  direction: 'in',
  transport: 'linked',
  body: 'Motornya ready?',
  status: 'received',
  error: null,
  id_template: null,
  created_at: '2026-11-24T03:00:00.000Z',
  sent_at: null,
  ...over,
});

/** A Sales user with Chat, whose server answers these rooms and keeps the replies sent. */
function answerChat(rooms: ChatRoom[], messages: ChatMessage[]) {
  logIn(SALES, 'token-yudi');
  answerRole('Sales', { Chat: { access: 'enabled' } }, SALES);
  const sent: unknown[] = [];
  const thread = [...messages];
  server.use(
    mock.get(CHECK_QR_WA, () => HttpResponse.json({ data: { status: 'linked', phone: '+6281200000021', qr_svg: null, qr_expires_at: null, linked_at: null, demo: true } })),
    mock.get(CHAT_ROOMS, () => HttpResponse.json({ data: rooms, count: rooms.length })),
    mock.get(CHAT_MESSAGES, () => HttpResponse.json({ data: thread, count: thread.length })),
    mock.get(MST_STATUS_CHAT, () => HttpResponse.json({ data: [{ id: 1, name: 'Baru', color: '#1976d2', sort_order: 0 }], count: 1 })),
    mock.get('/api/master/v1/template', () => HttpResponse.json([], { headers: { 'Content-Range': 'setting/template 0-0/0' } })),
    mock.post(CHAT_MESSAGES, async ({ request }) => {
      const body = (await request.json()) as { id_room: number; body: string };
      sent.push(body);
      const reply = message({ id: thread.length + 1, direction: 'out', body: body.body, status: 'queued' });
      thread.unshift(reply);
      return HttpResponse.json({ data: reply }, { status: 201 });
    }),
  );
  return { sent, thread };
}

describe('Chat WhatsApp', () => {
  it('lists the conversations, opens one, and sends the owner’s reply', async () => {
    const { sent } = answerChat([room({})], [message({})]);
    const user = userEvent.setup();
    renderApp('/setting/chat');
    await user.click(await screen.findByRole('link', { name: /Pak Darto/ }));
    const conversation = await screen.findByRole('list', { name: 'Pesan' });
    expect(within(conversation).getByText('Motornya ready?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka prospek' })).toHaveAttribute('href', '/prospect/40/show');

    await user.type(screen.getByLabelText('Tulis balasan'), 'Ready, Pak. Mau test ride?');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await within(conversation).findByText('Ready, Pak. Mau test ride?')).toBeInTheDocument();
    expect(sent).toEqual([{ id_room: 5, body: 'Ready, Pak. Mau test ride?' }]);
    expect(within(conversation).getByRole('img', { name: 'Dalam antrean' })).toBeInTheDocument();
  });

  it('shows a new message when the live stream announces it', async () => {
    const { thread } = answerChat([room({})], [message({})]);
    renderApp('/setting/chat/5');
    const conversation = await screen.findByRole('list', { name: 'Pesan' });
    await within(conversation).findByText('Motornya ready?');
    thread.unshift(message({ id: 2, body: 'Bisa kredit?' }));
    announceChatChanged(5);
    expect(await within(conversation).findByText('Bisa kredit?')).toBeInTheDocument();
  });

  it('names a contact without a name by their number as Indonesians read it', async () => {
    answerChat([room({ name: null, last_message: null })], [message({})]);
    renderApp('/setting/chat/5');
    expect(await screen.findByRole('heading', { name: '0812-3450-0001' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /0812-3450-0001/ })).toBeInTheDocument();
    const rooms = screen.getByRole('list', { name: 'Percakapan' });
    expect(within(rooms).getAllByText('0812-3450-0001')).toHaveLength(2);
    expect(screen.queryByText(/\+62/)).toBeNull();
  });

  it('on the business number, offers only the templates Meta approved once the 24-hour window has closed', async () => {
    const { sent } = answerChat([room({ transport: 'cloud', last_incoming_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })], [message({})]);
    const template = (id: number, name: string, meta_status: string | null) => ({ id, name, body: `Halo {nama}, ${name}`, active: true, meta_status });
    const templates = [template(1, 'Promo akhir bulan', 'approved'), template(2, 'Pengingat follow up', null)];
    server.use(mock.get('/api/master/v1/template', () => HttpResponse.json(templates, { headers: { 'Content-Range': 'setting/template 0-1/2' } })));
    const user = userEvent.setup();
    renderApp('/setting/chat/5');
    expect(await screen.findByText(/^Sudah lebih dari 24 jam sejak pesan terakhir pelanggan/)).toBeInTheDocument();
    expect(screen.getByText(/lewat WhatsApp Business/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Tulis balasan')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Template disetujui Meta' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Promo akhir bulan']);
    await user.click(screen.getByRole('option', { name: 'Promo akhir bulan' }));
    await user.click(screen.getByRole('button', { name: 'Kirim template' }));
    await waitFor(() => expect(sent).toEqual([{ id_room: 5, id_template: 1 }]));
  });

  it('on the business number within the window, says until when free text may answer', async () => {
    answerChat([room({ transport: 'cloud', last_incoming_at: new Date(Date.now() - 3_600_000).toISOString() })], [message({})]);
    renderApp('/setting/chat/5');
    expect(await screen.findByText(/^Pesan bebas bisa dikirim sampai/)).toBeInTheDocument();
    expect(screen.getByLabelText('Tulis balasan')).toBeInTheDocument();
  });

  it('lets a reader of someone else’s conversation read it without a reply box', async () => {
    answerChat([room({ id_user: 99 })], [message({})]);
    renderApp('/setting/chat/5');
    expect(await screen.findByText(/Anda hanya dapat membaca percakapan ini/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Tulis balasan')).toBeNull();
  });
});
