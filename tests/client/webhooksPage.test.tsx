import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint } from '../../domain/schemas/webhook';
import WebhooksPage from '../../src/pages/webhooks/WebhooksPage';
import { renderInAdmin } from './approval/admin';
import { server } from './msw';

const WEBHOOKS = '/api/master/v1/webhooks';
const endpoint = (id: number, url: string, status: WebhookEndpoint['status']): WebhookEndpoint => ({
  id,
  url,
  description: 'DMS dealer',
  events: ['prospect.created', 'order.approved'],
  status,
  failed_in_row: 0,
  paused_at: null,
  created_at: '2026-11-20T03:00:00Z',
  updated_at: '2026-11-20T03:00:00Z',
  last_delivery: id === 1 ? { id: 'd1', event: 'prospect.created', status: 'delivered', created_at: '2026-11-24T03:00:00Z' } : null,
});

/** A server holding `rows`, recording every call that changes something. */
function answerWebhooks(rows: WebhookEndpoint[]) {
  const calls: string[] = [];
  server.use(
    mock.get(WEBHOOKS, () => HttpResponse.json({ data: rows })),
    mock.post(WEBHOOKS, async ({ request }) => {
      const body = (await request.json()) as { url: string; events: WebhookEndpoint['events'] };
      calls.push(`create ${JSON.stringify(body)}`);
      const row = { ...endpoint(rows.length + 1, body.url, 'active'), events: body.events };
      rows.push(row);
      return HttpResponse.json({ data: { ...row, secret: 'whsec_rahasia' } }, { status: 201 });
    }),
    mock.post(`${WEBHOOKS}/:id/:action`, ({ params }) => {
      calls.push(`${String(params.action)} ${String(params.id)}`);
      return HttpResponse.json({ data: rows.find((r) => r.id === Number(params.id)) }, { status: params.action === 'ping' ? 202 : 200 });
    }),
    mock.get(`${WEBHOOKS}/:id/deliveries`, () =>
      HttpResponse.json({
        data: [
          {
            id: 'd1',
            event: 'prospect.created',
            status: 'delivered',
            created_at: '2026-11-24T03:00:00Z',
            attempts: 2,
            next_attempt_at: '2026-11-24T03:00:00Z',
            finished_at: '2026-11-24T03:01:00Z',
            payload: '{}',
            attempt_log: [
              { attempt: 1, started_at: '2026-11-24T03:00:00Z', duration_ms: 12, status_code: 500, response_body: 'rusak', error: 'HTTP 500' },
              { attempt: 2, started_at: '2026-11-24T03:01:00Z', duration_ms: 9, status_code: 200, response_body: 'ok', error: null },
            ],
          },
        ],
        count: 1,
      }),
    ),
  );
  return { calls };
}

const render = () => renderInAdmin(<WebhooksPage />, '/setting/webhooks', [], 'Administrator');

describe('Webhook page', () => {
  it('shows the empty state, then adds an endpoint and shows its secret once', async () => {
    const { calls } = answerWebhooks([]);
    render();
    expect(await screen.findByText(/Belum ada webhook/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah webhook' });
    const url = within(dialog).getByRole('textbox', { name: /Alamat URL/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://dms.dealer.co.id/hook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Pilih minimal satu peristiwa.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Prospek baru/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    const secret = await screen.findByRole('dialog', { name: 'Rahasia webhook' });
    expect(within(secret).getByDisplayValue('whsec_rahasia')).toBeInTheDocument();
    expect(calls[0]).toBe(`create ${JSON.stringify({ url: 'https://dms.dealer.co.id/hook', description: '', events: ['prospect.created'] })}`);
  });

  it('lists endpoints with status and last delivery, pings, resumes, and shows the attempts', async () => {
    const { calls } = answerWebhooks([endpoint(1, 'https://dms.dealer.co.id/hook', 'active'), endpoint(2, 'https://leasing.test/hook', 'paused')]);
    render();
    const items = within(await screen.findByRole('list', { name: 'Webhook' })).getAllByRole('listitem');
    expect(within(items[0]).getByText('Aktif')).toBeInTheDocument();
    expect(within(items[0]).getByText('Terkirim')).toBeInTheDocument();
    expect(within(items[1]).getByText('Dijeda')).toBeInTheDocument();
    expect(within(items[1]).getByText(/Belum pernah/)).toBeInTheDocument();

    await userEvent.click(within(items[0]).getByRole('button', { name: 'Kirim uji coba untuk webhook https://dms.dealer.co.id/hook' }));
    expect(await screen.findByText('Uji coba dikirim.')).toBeInTheDocument();
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Aktifkan untuk webhook https://leasing.test/hook' }));
    await vi.waitFor(() => expect(calls).toEqual(['ping 1', 'resume 2']));

    await userEvent.click(within(items[0]).getByRole('button', { name: 'Riwayat untuk webhook https://dms.dealer.co.id/hook' }));
    const deliveries = await screen.findByRole('dialog', { name: /Riwayat pengiriman/ });
    expect(await within(deliveries).findByText(/Percobaan 1 .* 500 .* rusak/)).toBeInTheDocument();
    expect(within(deliveries).getByText(/Percobaan 2 .* 200/)).toBeInTheDocument();
  });
});
