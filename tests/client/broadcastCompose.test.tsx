import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { BROADCASTS } from '../../domain/apiPaths';
import type { BroadcastChannel } from '../../domain/schemas/broadcast';
import { accessibilityFindings } from './accessibilityFindings';
import { server } from './msw';
import { answerRole, renderApp } from './renderApp';
import { logIn } from './session';

/** Buat Pesan Siaran says which WhatsApp will send before anything is typed (docs/whatsapp.md, Two transports). */

const template = (id: number, name: string, meta_status: string | null) => ({ id, name, body: `Halo {nama}, ${name}`, active: true, meta_status });
const TEMPLATES = [template(1, 'Promo akhir bulan', 'approved'), template(2, 'Pengingat follow up', null)];

function answerChannel(channel: BroadcastChannel) {
  server.use(
    mock.get(`${BROADCASTS}/channel`, () => HttpResponse.json({ data: channel })),
    mock.get('/api/master/v1/template', () => HttpResponse.json(TEMPLATES, { headers: { 'Content-Range': 'setting/template 0-1/2' } })),
  );
}
const optionsOfTemplate = async () => {
  await userEvent.setup().click(screen.getByRole('combobox', { name: /^Template pesan/ }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
};

beforeEach(() => {
  logIn();
  answerRole('Sales', { Prospect: { access: 'enabled' }, Broadcast: { access: 'enabled' } });
});

describe('Buat Pesan Siaran', () => {
  it('through the business number, says Meta’s limit and offers only the templates Meta approved, and passes axe', async () => {
    answerChannel({ transport: 'cloud', daily_limit: 2000, phone_linked: false });
    const { container } = renderApp('/setting/broadcast/create');
    expect(await screen.findByText(/^Pesan siaran dikirim lewat nomor WhatsApp Business perusahaan .* 2\.000 penerima per 24 jam/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sinkronisasi WhatsApp' })).toBeNull();
    expect(await accessibilityFindings(container)).toEqual([]);
    expect(await optionsOfTemplate()).toEqual(['Promo akhir bulan']);
  });

  it('through a linked phone, names the risk and the daily cap, and sends an unlinked salesperson to link theirs', async () => {
    answerChannel({ transport: 'linked', daily_limit: 50, phone_linked: false });
    renderApp('/setting/broadcast/create');
    expect(await screen.findByText(/^Pesan siaran dikirim dari nomor WhatsApp anda yang tertaut\. Hati-hati: WhatsApp dapat memblokir .* paling banyak 50 pesan per hari\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sinkronisasi WhatsApp' })).toHaveAttribute('href', '/whatsapp/sinkronisasi');
    expect(await optionsOfTemplate()).toEqual(['Promo akhir bulan', 'Pengingat follow up']);
  });

  it('with neither, says why and who can change it, and previews nothing', async () => {
    answerChannel({ transport: null, daily_limit: 50, phone_linked: true });
    const user = userEvent.setup();
    renderApp('/setting/broadcast/create');
    expect(await screen.findByText(/^Pesan siaran belum bisa dikirim: .* Minta Administrator mengaturnya di Pengaturan WhatsApp\.$/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Nama siaran/ }), 'Promo Desember');
    await user.click(screen.getByRole('combobox', { name: /^Template pesan/ }));
    await user.click(await screen.findByRole('option', { name: 'Promo akhir bulan' }));
    expect(screen.getByRole('button', { name: 'Pratinjau' })).toBeDisabled();
  });

  it('says when it could not check, and checks again on Coba lagi', async () => {
    answerChannel({ transport: 'cloud', daily_limit: 2000, phone_linked: false });
    let refused = true;
    server.use(mock.get(`${BROADCASTS}/channel`, () => (refused ? HttpResponse.json({ message: 'Akses ditolak.' }, { status: 403 }) : undefined)));
    const user = userEvent.setup();
    renderApp('/setting/broadcast/create');
    expect(await screen.findByText('Gagal memeriksa nomor WhatsApp untuk pesan siaran: Akses ditolak.')).toBeInTheDocument();
    refused = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText(/^Pesan siaran dikirim lewat nomor WhatsApp Business perusahaan/)).toBeInTheDocument();
  });
});
