import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHECK_QR_WA, REQUEST_QR_WA, UNLINK_WA, WA_DEMO_SCAN } from '../../domain/apiPaths';
import type { LinkState } from '../../domain/schemas/whatsapp';
import { server } from './msw';
import { renderApp } from './renderApp';
import { logIn } from './session';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h1v1H0z"/></svg>';
const state = (over: Partial<LinkState>): LinkState => ({
  status: 'disconnected',
  phone: null,
  qr_svg: null,
  qr_expires_at: null,
  linked_at: null,
  demo: false,
  ...over,
});

/** The server's side of one account's link, as the fake transport would move it. */
function answerLink(initial: LinkState) {
  let current = initial;
  const calls: string[] = [];
  server.use(
    mock.post(REQUEST_QR_WA, () => {
      calls.push('request');
      if (current.status !== 'linked') current = state({ status: 'waiting', qr_svg: SVG, qr_expires_at: '2026-11-24T10:03:00.000Z', demo: current.demo });
      return HttpResponse.json({ data: current });
    }),
    mock.get(CHECK_QR_WA, () => HttpResponse.json({ data: current })),
    mock.post(WA_DEMO_SCAN, async ({ request }) => {
      calls.push(`scan ${((await request.json()) as { phone: string }).phone}`);
      current = state({ status: 'linked', phone: '+6281298765432', linked_at: '2026-11-24T10:01:00.000Z', demo: true });
      return HttpResponse.json({ message: 'Kode QR dipindai.' });
    }),
    mock.post(UNLINK_WA, () => {
      calls.push('unlink');
      current = state({ demo: current.demo });
      return HttpResponse.json({ data: current });
    }),
  );
  return calls;
}

describe('/whatsapp/step', () => {
  it('guides a visitor through linking, step by step', async () => {
    renderApp('/whatsapp/step');
    expect(await screen.findByRole('heading', { name: 'Cara Menghubungkan WhatsApp' })).toBeInTheDocument();
    const steps = within(screen.getAllByRole('list')[0]).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[2]).toHaveTextContent('Perangkat tertaut › Tautkan perangkat');
    expect(screen.getByRole('link', { name: 'Mulai Sinkronisasi' })).toHaveAttribute('href', '/whatsapp/sinkronisasi');
  });
});

describe('/whatsapp/sinkronisasi', () => {
  it('explains and offers the login to a visitor, and never asks for a QR', async () => {
    const calls = answerLink(state({}));
    renderApp('/whatsapp/sinkronisasi');
    expect(await screen.findByText(/Masuk dulu untuk menghubungkan WhatsApp anda/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('img')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the QR to the signed-in user, links in demo mode, and unlinks after a confirmation', async () => {
    logIn();
    const calls = answerLink(state({ demo: true }));
    const user = userEvent.setup();
    renderApp('/whatsapp/sinkronisasi');
    expect(await screen.findByRole('img', { name: 'Kode QR untuk menautkan WhatsApp' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText('Menunggu dipindai')).toHaveAttribute('role', 'status');

    const phone = screen.getByLabelText(/Nomor WhatsApp demo/);
    await user.clear(phone);
    await user.type(phone, '081298765432');
    await user.click(screen.getByRole('button', { name: 'Simulasikan pindai QR (mode demo)' }));
    expect(await screen.findByText('Terhubung dengan nomor 0812-9876-5432')).toBeInTheDocument();
    expect(screen.getByText('Terhubung')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Putuskan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Putuskan WhatsApp?');
    await user.click(within(dialog).getByRole('button', { name: 'Putuskan' }));
    expect(await screen.findByText('Nomor WhatsApp anda belum terhubung dengan aplikasi.')).toBeInTheDocument();
    expect(calls.filter((call) => call !== 'request')).toEqual(['scan 081298765432', 'unlink']);
  });

  it('offers a new QR when the last one expired', async () => {
    logIn();
    server.use(
      mock.post(REQUEST_QR_WA, () => HttpResponse.json({ data: state({ status: 'expired' }) })),
      mock.get(CHECK_QR_WA, () => HttpResponse.json({ data: state({ status: 'expired' }) })),
    );
    renderApp('/whatsapp/sinkronisasi');
    expect(await screen.findByText('Kode QR tidak dipindai tepat waktu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minta kode QR baru' })).toBeEnabled();
  });
});
