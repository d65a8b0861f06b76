import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY } from '../../domain/apiPaths';
import type { CompanyRecord } from '../../domain/schemas/company';
import { server } from './msw';
import { answerAdministrator, answerRole, renderApp, USER_DETAIL } from './renderApp';
import { logIn } from './session';
import { companyRecord } from './companyRecord';

const SALES = { id: 21, id_role: 3, id_company: 3, name: 'Yudi Permana' };

let company: CompanyRecord;
let changes: Record<string, unknown>[];
let codesMade: number;

beforeEach(() => {
  logIn();
  answerAdministrator();
  company = companyRecord();
  changes = [];
  codesMade = 0;
  server.use(
    mock.get(COMPANY, () => HttpResponse.json({ data: company })),
    mock.put(COMPANY, async ({ request }) => {
      const change = (await request.json()) as Record<string, unknown>;
      changes.push(change);
      company = { ...company, ...change };
      return HttpResponse.json({ data: company });
    }),
    mock.post(`${COMPANY}/logo`, () => {
      company = { ...company, logo: 'logo-baru.webp' };
      return HttpResponse.json({ data: company });
    }),
    mock.delete(`${COMPANY}/logo`, () => {
      company = { ...company, logo: null };
      return HttpResponse.json({ data: company });
    }),
    mock.post(`${COMPANY}/code`, () => {
      codesMade += 1;
      company = { ...company, code: 'BARU45' };
      return HttpResponse.json({ data: company });
    }),
  );
});

const section = (name: string) => screen.findByRole('region', { name });

describe('Pengaturan Instansi', () => {
  it("saves the company's profile, with a number as Indonesians type it", async () => {
    const user = userEvent.setup();
    renderApp('/setting/instansi');
    const profile = await section('Profil perusahaan');
    expect(within(profile).getByLabelText(/^Telepon/)).toHaveValue('(022) 7123456');
    await user.type(within(profile).getByLabelText(/^Email/), 'kantor@majumotor.co.id');
    await user.click(within(profile).getByRole('button', { name: 'Simpan profil' }));
    await waitFor(() => expect(changes).toEqual([{ name: 'PT Maju Motor Sejahtera', address: 'Jl. Soekarno-Hatta 100, Bandung', phone: '(022) 7123456', email: 'kantor@majumotor.co.id' }]));
    expect(await screen.findByText('Profil perusahaan disimpan.')).toBeInTheDocument();
  });

  it('changes the time zone and working hours, and refuses hours that end before they start', async () => {
    const user = userEvent.setup();
    renderApp('/setting/instansi');
    const work = await section('Zona waktu dan jam kerja');
    await user.click(within(work).getByRole('combobox', { name: /^Zona waktu/ }));
    await user.click(await screen.findByRole('option', { name: 'WITA (Waktu Indonesia Tengah)' }));
    await user.click(within(work).getByRole('checkbox', { name: 'Sabtu' }));
    const end = within(work).getByLabelText(/^Jam selesai kerja/);
    await user.clear(end);
    await user.type(end, '07:00');
    await user.click(within(work).getByRole('button', { name: 'Simpan jam kerja' }));
    expect(await within(work).findByText('Jam selesai kerja harus setelah jam mulai kerja.')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await user.clear(end);
    await user.type(end, '16:30');
    await user.click(within(work).getByRole('button', { name: 'Simpan jam kerja' }));
    await waitFor(() => expect(changes).toEqual([{ time_zone: 'Asia/Makassar', work_days: [1, 2, 3, 4, 5], work_start: '08:00', work_end: '16:30' }]));
  });

  it('shows the registration code with its QR, and makes a new one only after asking', async () => {
    const user = userEvent.setup();
    renderApp('/setting/instansi');
    const code = await section('Kode perusahaan');
    expect(within(code).getByText('MAJU23')).toBeInTheDocument();
    expect(within(code).getByRole('img', { name: 'QR tautan pendaftaran dengan kode MAJU23' })).toBeInTheDocument();
    expect(within(code).getByText(`${window.location.origin}/register?kode=MAJU23`)).toBeInTheDocument();

    await user.click(within(code).getByRole('button', { name: 'Salin kode' }));
    expect(await navigator.clipboard.readText()).toBe('MAJU23');

    await user.click(within(code).getByRole('button', { name: 'Buat kode baru' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Kode MAJU23 langsung tidak berlaku lagi/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(codesMade).toBe(0);

    await user.click(within(code).getByRole('button', { name: 'Buat kode baru' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buat kode baru' }));
    expect(await within(code).findByText('BARU45')).toBeInTheDocument();
    expect(codesMade).toBe(1);
  });

  it('uploads the logo, which the top bar then shows in place of the app mark, and removes it', async () => {
    server.use(mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [{ ...USER_DETAIL, company_logo: company.logo }] })));
    const user = userEvent.setup();
    renderApp('/setting/instansi');
    const topBarLogo = () => within(screen.getByRole('banner')).getByRole('link', { name: 'Dasbor' }).querySelector('img');
    const logo = await section('Logo');
    expect(within(logo).getByText('Belum ada logo: bilah atas memakai logo aplikasi.')).toBeInTheDocument();
    await user.upload(within(logo).getByLabelText('Unggah logo', { selector: 'input' }), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await within(logo).findByRole('img', { name: 'Logo PT Maju Motor Sejahtera' })).toHaveAttribute('src', '/files/company/logo-baru.webp');
    await waitFor(() => expect(topBarLogo()).toHaveAttribute('src', '/files/company/logo-baru.webp'));
    await user.click(within(logo).getByRole('button', { name: 'Hapus logo' }));
    expect(await within(logo).findByRole('button', { name: 'Unggah logo' })).toBeInTheDocument();
    await waitFor(() => expect(topBarLogo()).toBeNull());
  });

  it('turns the follow-up approval rule off', async () => {
    const user = userEvent.setup();
    renderApp('/setting/instansi');
    const rules = await section('Aturan');
    await user.click(within(rules).getByRole('switch'));
    await waitFor(() => expect(changes).toEqual([{ followup_approval: false }]));
  });

  it('is not there for a salesperson', async () => {
    logIn(SALES, 'token-yudi');
    answerRole('Sales', { Prospect: { access: 'enabled' } }, SALES);
    renderApp('/setting/instansi');
    expect(await screen.findByRole('heading', { name: 'Page Not Found', level: 1 })).toBeInTheDocument();
  });
});
