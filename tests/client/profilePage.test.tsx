import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PROFILE, PROFILE_PATHS, TWO_STEP } from '../../domain/apiPaths';
import type { Profile } from '../../domain/schemas/profile';
import ProfilePage from '../../src/pages/profile/ProfilePage';
import { renderInAdmin } from './approval/admin';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

const BUDI: Profile = {
  id: 7,
  email: 'budi@majumotor.co.id',
  name: 'Budi Santoso',
  npm: 'MM-001',
  phone_number: '+6281234567890',
  whatsapp_number: null,
  photo: null,
  language: 'id',
  push_muted: [],
  role_name: 'Administrator',
  group_name: 'Cabang Depok',
  company_name: 'PT Maju Motor Sejahtera',
  pending_email: null,
  pending_email_expires_at: null,
};

type Call = { method: string; path: string; body: unknown };

/** '0857-1111-2222' → '+6285711112222', as the server stores an Indonesian number. */
const stored = (phone: unknown) => (typeof phone === 'string' && phone ? `+62${phone.replace(/\D/g, '').replace(/^0/, '')}` : null);

/** A server holding the profile: it answers every Profil call and records what was sent. */
function answerProfile(start: Partial<Profile> = {}) {
  let profile: Profile = { ...BUDI, ...start };
  const calls: Call[] = [];
  const keep = (method: string, path: string, body: unknown) => calls.push({ method, path: new URL(path).pathname, body });
  server.use(
    mock.get(PROFILE, () => HttpResponse.json({ data: profile })),
    // The two-step card (twoStepProfile.test.tsx) reads its state beside the profile.
    mock.get(TWO_STEP, () => HttpResponse.json({ data: { enabled: false, required: false, recovery_codes_left: 0 } })),
    mock.put(PROFILE, async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      keep('PUT', request.url, body);
      const numbers = {
        ...('phone_number' in body ? { phone_number: stored(body.phone_number) } : {}),
        ...('whatsapp_number' in body ? { whatsapp_number: stored(body.whatsapp_number) } : {}),
      };
      profile = { ...profile, ...body, ...numbers };
      return HttpResponse.json({ data: profile });
    }),
    mock.post(PROFILE_PATHS.photo, async ({ request }) => {
      const file = (await request.formData()).get('file');
      keep('POST', request.url, file && typeof file !== 'string' ? file.type : file);
      profile = { ...profile, photo: 'a1b2c3.png' };
      return HttpResponse.json({ data: profile });
    }),
    mock.delete(PROFILE_PATHS.photo, ({ request }) => {
      keep('DELETE', request.url, null);
      profile = { ...profile, photo: null };
      return HttpResponse.json({ data: profile });
    }),
    mock.post(PROFILE_PATHS.password, async ({ request }) => {
      const body = (await request.json()) as { current_password: string };
      keep('POST', request.url, body);
      if (body.current_password !== 'sandi-lama-1') {
        const wrong = { code: 'profile.wrong_password', params: {} };
        return HttpResponse.json({ ...wrong, message: 'Kata sandi saat ini salah.', errors: { current_password: 'Kata sandi saat ini salah.' }, fields: { current_password: wrong } }, { status: 403 });
      }
      return HttpResponse.json({ message: 'Kata sandi berhasil diubah.' });
    }),
    mock.post(PROFILE_PATHS.email, async ({ request }) => {
      const body = (await request.json()) as { email: string };
      keep('POST', request.url, body);
      profile = { ...profile, pending_email: body.email, pending_email_expires_at: '2026-11-21T03:00:00.000Z' };
      return HttpResponse.json({ message: 'Tautan konfirmasi telah dikirim.', data: profile }, { status: 202 });
    }),
  );
  return calls;
}

const renderProfile = (roleName = 'Administrator') => renderInAdmin(<ProfilePage />, '/profil', [], roleName);
const section = (name: string) => screen.findByRole('region', { name });

describe('Profil', () => {
  it('is in the user menu, after Kalender, and shows who the user is, numbers as Indonesians read them', async () => {
    logIn();
    answerAdministrator();
    answerProfile();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /^Menu pengguna/ }));
    const [, second] = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(second).toHaveTextContent('Profil');
    await user.click(second);
    await waitFor(() => expect(window.location.pathname).toBe('/profil'));

    const photo = await section('Foto');
    expect(within(photo).getByText('Administrator · Cabang Depok')).toBeInTheDocument();
    expect(within(photo).getByText('PT Maju Motor Sejahtera')).toBeInTheDocument();
    const data = await section('Data diri');
    expect(within(data).getByLabelText(/^Nama/)).toHaveValue('Budi Santoso');
    expect(within(data).getByLabelText(/^Nomor HP/)).toHaveValue('0812-3456-7890');
    expect(within(data).getByLabelText(/^Nomor WhatsApp/)).toHaveValue('');
  });

  it('says why it could not load and loads again on Coba lagi', async () => {
    let asked = 0;
    server.use(
      mock.get(PROFILE, () => {
        asked += 1;
        return asked === 1 ? HttpResponse.json({ code: 'server_error', params: {}, message: 'Server sibuk.' }, { status: 500 }) : HttpResponse.json({ data: BUDI });
      }),
    );
    renderProfile();
    expect(await screen.findByText(/^Gagal memuat profil: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await section('Data diri')).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('checks a number before sending, then saves name and numbers and shows them as stored', async () => {
    const calls = answerProfile();
    const user = userEvent.setup();
    renderProfile();
    const data = await section('Data diri');
    await user.type(within(data).getByLabelText(/^Nomor WhatsApp/), '12345');
    await user.click(within(data).getByRole('button', { name: 'Simpan data diri' }));
    expect(await within(data).findByText('Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(within(data).getByLabelText(/^Nomor WhatsApp/));
    await user.type(within(data).getByLabelText(/^Nomor WhatsApp/), '0857 1111 2222');
    await user.clear(within(data).getByLabelText(/^Nomor HP/));
    await user.click(within(data).getByRole('button', { name: 'Simpan data diri' }));
    expect(await screen.findByText('Data diri disimpan.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', path: PROFILE, body: { name: 'Budi Santoso', phone_number: null, whatsapp_number: '0857 1111 2222' } }]);
    await waitFor(() => expect(within(data).getByLabelText(/^Nomor WhatsApp/)).toHaveValue('0857-1111-2222'));
  });

  it('uploads, replaces and removes the photo, and refuses a file that is no image before sending it', async () => {
    const calls = answerProfile();
    const user = userEvent.setup({ applyAccept: false });
    renderProfile();
    const photo = await section('Foto');
    await user.upload(within(photo).getByLabelText('Unggah foto', { selector: 'input' }), new File(['teks'], 'catatan.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Pilih file gambar (JPG, PNG atau WebP).')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.upload(within(photo).getByLabelText('Unggah foto', { selector: 'input' }), new File(['png'], 'saya.png', { type: 'image/png' }));
    expect(await screen.findByText('Foto profil disimpan.')).toBeInTheDocument();
    expect(await within(photo).findByRole('button', { name: 'Ganti foto' })).toBeInTheDocument();
    await user.click(within(photo).getByRole('button', { name: 'Hapus foto' }));
    expect(await screen.findByText('Foto profil dihapus.')).toBeInTheDocument();
    expect(await within(photo).findByRole('button', { name: 'Unggah foto' })).toBeInTheDocument();
    expect(calls.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', PROFILE_PATHS.photo, 'image/png'],
      ['DELETE', PROFILE_PATHS.photo, null],
    ]);
  });

  it('changes the password: a mismatch is caught here, a wrong current one beside its field, then it is sent and cleared', async () => {
    const calls = answerProfile();
    const user = userEvent.setup();
    renderProfile();
    const password = await section('Kata sandi');
    const fill = async (current: string, next: string, again: string) => {
      for (const [label, value] of [[/^Kata sandi saat ini/, current], [/^Kata sandi baru/, next], [/^Konfirmasi kata sandi/, again]] as const) {
        await user.clear(within(password).getByLabelText(label));
        await user.type(within(password).getByLabelText(label), value);
      }
      await user.click(within(password).getByRole('button', { name: 'Ganti kata sandi' }));
    };
    await fill('sandi-lama-1', 'sandi-baru-1', 'sandi-beda-1');
    expect(await within(password).findByText('Konfirmasi kata sandi tidak sama dengan kata sandi.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await fill('tebakan-salah', 'sandi-baru-1', 'sandi-baru-1');
    expect(await within(password).findByText('Kata sandi saat ini salah.')).toBeInTheDocument();

    await fill('sandi-lama-1', 'sandi-baru-1', 'sandi-baru-1');
    expect(await screen.findByText('Kata sandi berhasil diubah. Sesi di perangkat lain telah diakhiri.')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([
      { current_password: 'tebakan-salah', password: 'sandi-baru-1' },
      { current_password: 'sandi-lama-1', password: 'sandi-baru-1' },
    ]);
    await waitFor(() => expect(within(password).getByLabelText(/^Kata sandi saat ini/)).toHaveValue(''));
  });

  it('asks for a new e-mail with the current password and shows the address waiting for its link', async () => {
    const calls = answerProfile();
    const user = userEvent.setup();
    renderProfile();
    const email = await section('Email');
    expect(within(email).getByText('Email saat ini: budi@majumotor.co.id')).toBeInTheDocument();
    await user.type(within(email).getByLabelText(/^Email baru/), 'budi.baru@dealer.test');
    await user.type(within(email).getByLabelText(/^Kata sandi saat ini/), 'sandi-lama-1');
    await user.click(within(email).getByRole('button', { name: 'Kirim tautan konfirmasi' }));
    expect(await screen.findByText('Tautan konfirmasi telah dikirim ke email baru anda.')).toBeInTheDocument();
    expect(await within(email).findByText(/^Menunggu konfirmasi budi\.baru@dealer\.test\. Buka tautan/)).toBeInTheDocument();
    expect(within(email).getByText('Email saat ini: budi@majumotor.co.id')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: PROFILE_PATHS.email, body: { email: 'budi.baru@dealer.test', current_password: 'sandi-lama-1' } }]);
  });

  it('switches the language at once and keeps it on the profile', async () => {
    const calls = answerProfile();
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section('Bahasa')).getByRole('radio', { name: 'English' }));
    expect(await section('About me')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await waitFor(() => expect(calls).toEqual([{ method: 'PUT', path: PROFILE, body: { language: 'en' } }]));
  });

  it('silences a kind of notification on the device; only an Administrator is offered the system’s notices', async () => {
    const calls = answerProfile();
    const user = userEvent.setup();
    renderProfile();
    const notifications = await section('Notifikasi');
    expect(within(notifications).getByText(/belum diaktifkan untuk aplikasi ini/)).toBeInTheDocument();
    const collaboration = within(notifications).getByRole('switch', { name: 'Pengajuan dan keputusan kolaborasi' });
    expect(await within(notifications).findByRole('switch', { name: 'Pemberitahuan sistem' })).toBeChecked();
    await user.click(collaboration);
    expect(collaboration).not.toBeChecked();
    await user.click(within(notifications).getByRole('switch', { name: 'Pengajuan dan keputusan order' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([{ push_muted: ['collaboration'] }, { push_muted: ['collaboration', 'orders'] }]);
  });

  it('offers a salesperson the kinds they receive, without the system’s notices', async () => {
    answerProfile({ role_name: 'Sales' });
    renderProfile('Sales');
    const notifications = await section('Notifikasi');
    await waitFor(() => expect(within(notifications).getAllByRole('switch')).toHaveLength(5));
    expect(within(notifications).queryByRole('switch', { name: 'Pemberitahuan sistem' })).toBeNull();
  });
});
