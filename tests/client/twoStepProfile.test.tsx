import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROFILE, TWO_STEP } from '../../domain/apiPaths';
import type { TwoStepStatus } from '../../domain/schemas/securityRules';
import { server } from './msw';
import { answerAdministrator, renderApp, USER_DETAIL } from './renderApp';
import { logIn } from './session';

const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Salesforce:budi%40majumotor.co.id?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Salesforce' };
const CODES = Array.from({ length: 10 }, (_, i) => `kode${i}-abcde`);

let status: TwoStepStatus;
let posted: { path: string; body: unknown }[];

beforeEach(() => {
  logIn();
  answerAdministrator();
  status = { enabled: false, required: true, recovery_codes_left: 0 };
  posted = [];
  const keep = async (request: Request) => posted.push({ path: new URL(request.url).pathname, body: await request.json().catch(() => null) });
  server.use(
    mock.get(PROFILE, () => HttpResponse.json({ data: { ...USER_DETAIL, whatsapp_number: null, push_muted: [], company_name: 'PT Maju Motor', pending_email: null, pending_email_expires_at: null } })),
    mock.get(TWO_STEP, () => HttpResponse.json({ data: status })),
    mock.post(`${TWO_STEP}/setup`, async ({ request }) => (await keep(request), HttpResponse.json({ data: SETUP }))),
    mock.post(`${TWO_STEP}/confirm`, async ({ request }) => {
      await keep(request);
      status = { enabled: true, required: true, recovery_codes_left: 10 };
      return HttpResponse.json({ data: { recovery_codes: CODES } });
    }),
    mock.post(`${TWO_STEP}/disable`, async ({ request }) => {
      await keep(request);
      status = { enabled: false, required: true, recovery_codes_left: 0 };
      return HttpResponse.json({ data: status });
    }),
  );
});

const section = async () => screen.findByRole('region', { name: 'Verifikasi dua langkah' });

describe('two-step login on Profil', () => {
  it('sets up an authenticator with the QR or the key and a code, and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    renderApp('/profil');
    const card = await section();
    expect(await within(card).findByText('Perusahaan anda mewajibkan verifikasi dua langkah untuk akun anda.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Siapkan aplikasi autentikator' }));
    expect(await within(card).findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeInTheDocument();
    expect(within(card).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = within(card).getByRole('textbox', { name: /^Kode dari aplikasi/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '246810');
    await user.click(within(card).getByRole('button', { name: 'Aktifkan' }));

    const list = await within(card).findByRole('list', { name: 'Kode pemulihan' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(card).getByText(/^Kode ini hanya ditampilkan sekali/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Saya sudah menyimpannya' }));
    expect(await within(card).findByText('Aktif. Sisa kode pemulihan: 10.')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Kode pemulihan' })).not.toBeInTheDocument();
    expect(posted).toEqual([
      { path: `${TWO_STEP}/setup`, body: null },
      { path: `${TWO_STEP}/confirm`, body: { code: '246810' } },
    ]);
  });

  it('turns it off with the password, after saying the company will ask again', async () => {
    status = { enabled: true, required: true, recovery_codes_left: 7 };
    const user = userEvent.setup();
    renderApp('/profil');
    const card = await section();
    await user.click(await within(card).findByRole('button', { name: 'Matikan verifikasi dua langkah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Matikan verifikasi dua langkah?' });
    expect(within(dialog).getByText(/login berikutnya akan meminta anda menyiapkannya lagi/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Kata sandi/), 'rahasia-123');
    await user.click(within(dialog).getByRole('button', { name: 'Matikan verifikasi dua langkah' }));
    expect(await within(card).findByText('Belum aktif.')).toBeInTheDocument();
    expect(posted).toEqual([{ path: `${TWO_STEP}/disable`, body: { password: 'rahasia-123' } }]);
  });
});
