import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_KEYS, PROFILE, PROFILE_PATHS, AUTH_PATHS, USER_DETAIL } from '../../domain/apiPaths';
import { MODULES } from '../../domain/permissions';
import type { Profile } from '../../domain/schemas/profile';
import type { NewNotification } from '../../server/plugins/notifier';
import { digest, newToken } from '../../server/plugins/session';
import type { PushMessage } from '../../server/push';
import { apiClient } from './helpers/api';
import { DEMO_PASSWORD, startDemoApp, type Demo, type Session } from './helpers/demo';
import { APP_KEY, type TestApp } from './helpers/testApp';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const pushed: PushMessage[] = [];
const push = { send: async (message: PushMessage) => (pushed.push(message), 'sent' as const) };

let t: TestApp;
let demo: Demo;
let admin: Session;
let sales: Session;

beforeAll(async () => {
  ({ t, demo, admin, sales } = await startDemoApp({ push }));
});
afterAll(() => t.close());

const profileOf = async (session: Session) => {
  const response = await session.api.get(PROFILE);
  expect(response.statusCode).toBe(200);
  return response.json().data as Profile;
};
const row = async (id: number) =>
  (
    await t.database.query<{ email: string; name: string; phone_number: string | null; whatsapp_number: string | null; photo: string | null }>(
      'select email, name, phone_number, whatsapp_number, photo from app_user where id = $1',
      [id],
    )
  )[0];
const anonymous = () => apiClient(t.app);
const loginWith = (email: string, password: string) => anonymous().json('POST', AUTH_PATHS.login, { email, password });

/**
 * Another device of the user that is still signed in. A login ends every other session, so the
 * second device is written the way a session is kept: the digest of its token.
 */
async function otherDevice(session: Session) {
  const token = newToken();
  await t.database.query(`insert into session (id_user, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [session.id, digest(token)]);
  return apiClient(t.app, token);
}

const linkIn = (text: string) => {
  const match = /http:\/\/sales\.test\/confirm_email\/(\S+)/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1];
};

describe('reading and changing one’s own profile', () => {
  it('answers the caller’s own profile, with role, group, company and no pending e-mail', async () => {
    const profile = await profileOf(sales);
    expect(profile).toMatchObject({ id: sales.id, email: sales.email, name: sales.name, role_name: 'Sales', language: 'id', push_muted: [], pending_email: null });
    expect(profile.company_name).toBe('PT Maju Motor Sejahtera');
    expect((await profileOf(admin)).id).toBe(admin.id);
  });

  it('changes only the caller’s row, whatever id the body names', async () => {
    const before = await row(admin.id);
    const changed = await sales.api.json('PUT', PROFILE, { id: admin.id, name: 'Yudi Baru' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: sales.id, name: 'Yudi Baru' });
    expect((await row(sales.id)).name).toBe('Yudi Baru');
    expect(await row(admin.id)).toEqual(before);
  });

  it('needs a signed-in person: no session is 401, an integration key 403', async () => {
    expect((await anonymous().get(PROFILE)).statusCode).toBe(401);
    const rows = MODULES.map((name_module) => ({ name_module, access: name_module === 'Prospect' ? 'enabled' : 'none', import: 'none', export: 'Not Set' }));
    const created = await admin.api.json('POST', INTEGRATION_KEYS, { name: 'Kunci profil', permissions: rows });
    const key = apiClient(t.app, created.json().data.key as string);
    expect((await key.get(PROFILE)).statusCode).toBe(403);
    expect((await key.json('PUT', PROFILE, { name: 'Bukan orang' })).statusCode).toBe(403);
  });

  it('stores phone and WhatsApp numbers as +62…, clears an empty one, and refuses one that is no phone', async () => {
    const saved = await sales.api.json('PUT', PROFILE, { phone_number: '0812 3456 7001', whatsapp_number: '0857-1111-2222' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ phone_number: '+6281234567001', whatsapp_number: '+6285711112222' });

    const refused = await sales.api.json('PUT', PROFILE, { whatsapp_number: '12345' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.whatsapp_number).toBe('Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890.');
    expect((await row(sales.id)).whatsapp_number).toBe('+6285711112222');

    const cleared = await sales.api.json('PUT', PROFILE, { whatsapp_number: '' });
    expect(cleared.json().data.whatsapp_number).toBeNull();
    expect((await row(sales.id)).phone_number).toBe('+6281234567001');
  });

  it('refuses an empty name, an unknown language and an unknown notification kind, changing nothing', async () => {
    const before = await row(sales.id);
    const name = await sales.api.json('PUT', PROFILE, { name: '  ' });
    expect(name.statusCode).toBe(422);
    expect(name.json().errors.name).toBe('Nama wajib diisi.');
    expect((await sales.api.json('PUT', PROFILE, { language: 'jv' })).statusCode).toBe(422);
    expect((await sales.api.json('PUT', PROFILE, { push_muted: ['orders', 'gosip'] })).statusCode).toBe(422);
    expect(await row(sales.id)).toEqual(before);
  });

  it('keeps the language, which the user’s identity carries to every device', async () => {
    expect((await sales.api.json('PUT', PROFILE, { language: 'en' })).json().data.language).toBe('en');
    const detail = await sales.api.form('POST', USER_DETAIL, { id: sales.id });
    expect(detail.json().data[0].language).toBe('en');
    await sales.api.json('PUT', PROFILE, { language: 'id' });
  });
});

describe('the photo', () => {
  const upload = (session: Session, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'saya.png');
    return t.app.inject({ method: 'POST', url: PROFILE_PATHS.photo, headers: { authorization: `Bearer ${session.token}`, 'x-app-key': APP_KEY }, payload: form });
  };
  const served = (photo: string) => t.app.inject({ url: `/files/users/${photo}` });

  it('is uploaded, replaced (the old file goes) and removed, and is served to the avatar', async () => {
    const first = await upload(sales, PNG);
    expect(first.statusCode).toBe(200);
    const firstPhoto = first.json().data.photo as string;
    expect((await served(firstPhoto)).statusCode).toBe(200);

    const secondPhoto = (await upload(sales, PNG)).json().data.photo as string;
    expect(secondPhoto).not.toBe(firstPhoto);
    expect((await served(firstPhoto)).statusCode).toBe(404);
    expect((await row(sales.id)).photo).toBe(secondPhoto);

    const removed = await sales.api.json('DELETE', PROFILE_PATHS.photo);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.photo).toBeNull();
    expect((await served(secondPhoto)).statusCode).toBe(404);
  });

  it('refuses a file that is no image and keeps the photo there was', async () => {
    const kept = (await upload(admin, PNG)).json().data.photo as string;
    const refused = await upload(admin, Buffer.from('<script>alert(1)</script>'));
    expect(refused.statusCode).toBe(422);
    expect((await row(admin.id)).photo).toBe(kept);
  });
});

describe('changing the password', () => {
  it('refuses a wrong current password with 403, keeping the session and the password', async () => {
    const supervisor = await demo.loginAs('Supervisor');
    const wrong = await supervisor.api.json('POST', PROFILE_PATHS.password, { current_password: 'bukan-sandinya', password: 'sandi-baru-123' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'profile.wrong_password', errors: { current_password: 'Kata sandi saat ini salah.' } });
    expect((await supervisor.api.get(PROFILE)).statusCode).toBe(200);
    expect((await loginWith(supervisor.email, 'sandi-baru-123')).statusCode).toBe(401);
  });

  it('holds the new one to the password rules and to being new', async () => {
    const short = await sales.api.json('POST', PROFILE_PATHS.password, { current_password: DEMO_PASSWORD, password: 'pendek' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toBe('Kata sandi minimal 8 karakter.');
    const same = await sales.api.json('POST', PROFILE_PATHS.password, { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(same.json().code).toBe('profile.password_unchanged');
  });

  it('ends every other session of the user and every reset link, and keeps the caller’s session', async () => {
    const person = await demo.loginAs('Sales', 1);
    const elsewhere = await otherDevice(person);
    expect((await elsewhere.get(PROFILE)).statusCode).toBe(200);
    await anonymous().json('POST', AUTH_PATHS.forgotPassword, { email: person.email });
    const resetId = /forgot_password\/[^/\s]+\/(\S+)/.exec(t.outbox.at(-1)!.text)![1];

    const changed = await person.api.json('POST', PROFILE_PATHS.password, { current_password: DEMO_PASSWORD, password: 'sandi-baru-123' });
    expect(changed.statusCode).toBe(200);
    expect((await person.api.get(PROFILE)).statusCode).toBe(200);
    expect((await elsewhere.get(PROFILE)).statusCode).toBe(401);
    const reset = await anonymous().json('POST', AUTH_PATHS.resetPassword, { email: person.email, id: resetId, password: 'sandi-lain-123' });
    expect(reset.statusCode).toBe(422);
    expect((await loginWith(person.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await loginWith(person.email, 'sandi-baru-123')).statusCode).toBe(200);
  });

  it('limits wrong current passwords as logins are: past ten, even the right one waits', async () => {
    const person = await demo.loginAs('Sales', 2);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await person.api.json('POST', PROFILE_PATHS.password, { current_password: `tebakan-${attempt}`, password: 'sandi-baru-123' });
      expect(wrong.statusCode).toBe(403);
    }
    const blocked = await person.api.json('POST', PROFILE_PATHS.password, { current_password: DEMO_PASSWORD, password: 'sandi-baru-123' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Terlalu banyak percobaan kata sandi yang salah. Coba lagi dalam 15 menit.');
    expect((await person.api.get(PROFILE)).statusCode).toBe(200);
  });
});

describe('changing the e-mail', () => {
  it('needs the current password and a free address, and mails nothing otherwise', async () => {
    const before = t.outbox.length;
    const wrong = await sales.api.json('POST', PROFILE_PATHS.email, { email: 'yudi.baru@dealer.test', current_password: 'salah-sandi' });
    expect(wrong.statusCode).toBe(403);
    const taken = await sales.api.json('POST', PROFILE_PATHS.email, { email: admin.email.toUpperCase(), current_password: DEMO_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.email).toBe('Email sudah terdaftar. Gunakan email lain.');
    const invalid = await sales.api.json('POST', PROFILE_PATHS.email, { email: 'bukan-email', current_password: DEMO_PASSWORD });
    expect(invalid.statusCode).toBe(422);
    expect(t.outbox.length).toBe(before);
  });

  it('changes only once the link mailed to the new address is opened, once; the old address is told', async () => {
    const oldEmail = sales.email;
    const requested = await sales.api.json('POST', PROFILE_PATHS.email, { email: 'Yudi.Baru@Dealer.test', current_password: DEMO_PASSWORD });
    expect(requested.statusCode).toBe(202);
    expect(requested.json().data).toMatchObject({ email: oldEmail, pending_email: 'yudi.baru@dealer.test' });
    const mail = t.outbox.at(-1)!;
    expect(mail.to).toBe('yudi.baru@dealer.test');
    const token = linkIn(mail.text);
    expect((await row(sales.id)).email).toBe(oldEmail);
    expect((await loginWith(oldEmail, DEMO_PASSWORD)).statusCode).toBe(200);

    const confirmed = await anonymous().json('POST', AUTH_PATHS.confirmEmail, { token });
    expect(confirmed.statusCode).toBe(200);
    expect((await row(sales.id)).email).toBe('yudi.baru@dealer.test');
    const notice = t.outbox.at(-1)!;
    expect(notice.to).toBe(oldEmail);
    expect(notice.text).toContain('yudi.baru@dealer.test');
    const relogged = await loginWith('yudi.baru@dealer.test', DEMO_PASSWORD);
    expect(relogged.statusCode).toBe(200);
    sales = { ...sales, email: 'yudi.baru@dealer.test', token: relogged.json().data[0].token, api: apiClient(t.app, relogged.json().data[0].token) };
    expect((await profileOf(sales)).pending_email).toBeNull();

    const again = await anonymous().json('POST', AUTH_PATHS.confirmEmail, { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('profile.email_link_invalid');
  });

  it('refuses an expired link, and one a newer request replaced', async () => {
    await sales.api.json('POST', PROFILE_PATHS.email, { email: 'yudi.lama@dealer.test', current_password: DEMO_PASSWORD });
    const replaced = linkIn(t.outbox.at(-1)!.text);
    await sales.api.json('POST', PROFILE_PATHS.email, { email: 'yudi.kedua@dealer.test', current_password: DEMO_PASSWORD });
    const newest = linkIn(t.outbox.at(-1)!.text);
    expect((await anonymous().json('POST', AUTH_PATHS.confirmEmail, { token: replaced })).statusCode).toBe(422);

    await t.database.query(`update email_change set expires_at = now() - interval '1 minute' where id_user = $1 and used_at is null`, [sales.id]);
    expect((await anonymous().json('POST', AUTH_PATHS.confirmEmail, { token: newest })).statusCode).toBe(422);
    expect((await row(sales.id)).email).toBe('yudi.baru@dealer.test');
    expect((await profileOf(sales)).pending_email).toBeNull();
  });
});

describe('notification settings', () => {
  const about = (recipient: Session, aksi: NewNotification['aksi']): NewNotification => ({
    id_company: recipient.id_company,
    id_user: recipient.id,
    id_actor: null,
    nama_user: 'Rina Supervisor',
    aksi,
    tipe: 'Prospek',
    id_data: 1,
    nama_prospect: 'Budi Hartono',
  });

  it('the notifier pushes no silenced kind to the device, while the bell keeps it', async () => {
    await sales.api.form('PUT', '/api/user/v1/user/update_fcm', { id: sales.id, fcm_token: 'perangkat-yudi' });
    const saved = await sales.api.json('PUT', PROFILE, { push_muted: ['collaboration', 'collaboration'] });
    expect(saved.json().data.push_muted).toEqual(['collaboration']);
    pushed.length = 0;

    const [silenced] = await t.app.notifier.transaction((_tx, notify) => notify([about(sales, 'pengajuan kolaborasi')]));
    await t.app.notifier.transaction((_tx, notify) => notify([about(sales, 'follow up')]));
    await expect.poll(() => pushed.length).toBe(1);
    expect(pushed[0].body).toBe('Rina Supervisor telah melakukan follow up pada prospek Budi Hartono');
    const bell = (await sales.api.get('/api/master/v1/notifikasi', { id_user: sales.id, limit: 5, offset: 0 })).json().data as { id: number }[];
    expect(bell.map((n) => n.id)).toContain(silenced.id);

    await sales.api.json('PUT', PROFILE, { push_muted: [] });
    await t.app.notifier.transaction((_tx, notify) => notify([about(sales, 'pengajuan kolaborasi')]));
    await expect.poll(() => pushed.length).toBe(2);
  });
});
