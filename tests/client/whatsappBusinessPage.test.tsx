import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY, WA_CLOUD_ACCOUNT } from '../../domain/apiPaths';
import type { CompanyRecord } from '../../domain/schemas/company';
import type { CloudAccountRecord } from '../../domain/schemas/whatsappCloud';
import { accessibilityFindings } from './accessibilityFindings';
import { companyRecord } from './companyRecord';
import { server } from './msw';
import { answerAdministrator, answerRole, renderApp } from './renderApp';
import { logIn } from './session';

const CONNECTED: CloudAccountRecord = {
  phone_number_id: '109876543210',
  business_account_id: '209876543210',
  display_phone: '+62 811-2000-3000',
  verified_name: 'Maju Motor',
  quality_rating: 'GREEN',
  messaging_limit: 1000,
  checked_at: '2026-11-29T04:00:00Z',
  webhook_url: 'https://sales.majumotor.co.id/api/whatsapp/v1/cloud/webhook/3',
  verify_token: 'tokenverifikasi123',
};

let account: CloudAccountRecord | null;
let company: CompanyRecord;
let sent: { account: Record<string, unknown>[]; company: Record<string, unknown>[] };

beforeEach(() => {
  logIn();
  account = null;
  company = companyRecord();
  sent = { account: [], company: [] };
  server.use(
    mock.get(WA_CLOUD_ACCOUNT, () => HttpResponse.json({ data: account, demo: false })),
    mock.put(WA_CLOUD_ACCOUNT, async ({ request }) => {
      sent.account.push((await request.json()) as Record<string, unknown>);
      account = CONNECTED;
      return HttpResponse.json({ data: account, demo: false });
    }),
    mock.delete(WA_CLOUD_ACCOUNT, () => {
      account = null;
      return HttpResponse.json({ data: null, demo: false });
    }),
    mock.get(COMPANY, () => HttpResponse.json({ data: company })),
    mock.put(COMPANY, async ({ request }) => {
      const change = (await request.json()) as Record<string, unknown>;
      sent.company.push(change);
      company = { ...company, ...change };
      return HttpResponse.json({ data: company });
    }),
  );
});

describe('Pengaturan WhatsApp', () => {
  it('connects the business number, then shows what Meta said and what to paste into Meta, and passes axe', async () => {
    answerAdministrator();
    const user = userEvent.setup();
    const { container } = renderApp('/setting/whatsapp-business');
    await user.type(await screen.findByRole('textbox', { name: /^Phone number ID/ }), CONNECTED.phone_number_id);
    await user.type(screen.getByRole('textbox', { name: /^WhatsApp Business Account ID/ }), CONNECTED.business_account_id);
    await user.type(screen.getByLabelText(/^Access token permanen/), 'EAAGrahasia');
    await user.type(screen.getByLabelText(/^App secret/), 'rahasiaapp');
    await user.click(screen.getByRole('button', { name: 'Hubungkan nomor' }));
    expect(await screen.findByText(/^Nomor WhatsApp Business terhubung/)).toBeInTheDocument();
    expect(sent.account).toEqual([{ phone_number_id: CONNECTED.phone_number_id, business_account_id: CONNECTED.business_account_id, access_token: 'EAAGrahasia', app_secret: 'rahasiaapp' }]);
    expect(await screen.findByText('1.000 penerima unik per 24 jam')).toBeInTheDocument();
    expect(screen.getByText(CONNECTED.webhook_url)).toBeInTheDocument();
    expect(screen.getByText(CONNECTED.verify_token)).toBeInTheDocument();
    expect(await accessibilityFindings(container)).toEqual([]);
  });

  it('checks a connected number again keeping its secrets, and asks before disconnecting it', async () => {
    account = CONNECTED;
    answerAdministrator();
    const user = userEvent.setup();
    renderApp('/setting/whatsapp-business');
    await user.click(await screen.findByRole('button', { name: 'Simpan dan periksa ulang' }));
    await screen.findByText(/^Nomor WhatsApp Business terhubung/);
    expect(sent.account).toEqual([{ phone_number_id: CONNECTED.phone_number_id, business_account_id: CONNECTED.business_account_id }]);
    await user.click(screen.getByRole('button', { name: 'Putuskan nomor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Putuskan nomor WhatsApp Business?' });
    await user.click(within(dialog).getByRole('button', { name: 'Putuskan nomor' }));
    expect(await screen.findByText('Nomor WhatsApp Business diputuskan.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hubungkan nomor' })).toBeInTheDocument();
  });

  it('names the risk before broadcasts through linked numbers are turned on', async () => {
    answerAdministrator();
    const user = userEvent.setup();
    renderApp('/setting/whatsapp-business');
    expect(await screen.findByText(/^WhatsApp dapat memblokir nomor yang mengirim pesan massal/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Izinkan pesan siaran lewat nomor tertaut' }));
    const cap = screen.getByRole('spinbutton', { name: /^Batas harian per sales/ });
    await user.clear(cap);
    await user.type(cap, '30');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Pengaturan pesan siaran disimpan.')).toBeInTheDocument();
    expect(sent.company).toEqual([{ linked_broadcasts: true, linked_broadcast_cap: 30 }]);
  });

  it('is not there for a Sales', async () => {
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    renderApp('/setting/whatsapp-business');
    expect(await screen.findByText('Halaman yang anda cari mungkin tidak ada atau telah dipindahkan.')).toBeInTheDocument();
  });
});
