import { http as mock, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeSessionEndReason } from '../../src/authProvider/session';
import { SessionExpiredError, http, postForm } from '../../src/dataProvider/http';
import { i18nProvider } from '../../src/i18n';
import { server } from './msw';
import { logIn } from './session';

describe('the http layer', () => {
  it('sends the session token and the application key on every call', async () => {
    logIn();
    let headers: Headers | undefined;
    server.use(
      mock.get('/api/master/v1/notifikasi/unread', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ count: 2 });
      }),
    );
    await http.get('/api/master/v1/notifikasi/unread', { params: { id_user: 7 } });
    expect(headers?.get('authorization')).toBe('Bearer token-budi');
    expect(headers?.get('x-app-key')).toBe('sf-web');
  });

  it('drops empty query values and keeps 0 and false', async () => {
    logIn();
    let query: URLSearchParams | undefined;
    server.use(
      mock.get('/api/chat/v1/wa/rooms', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ data: [], count: 0 });
      }),
    );
    await http.get('/api/chat/v1/wa/rooms', {
      params: { id_user: 7, search: '', group: null, name: undefined, offset: 0, all: false },
    });
    expect([...(query?.keys() ?? [])].sort()).toEqual(['all', 'id_user', 'offset']);
    expect(query?.get('offset')).toBe('0');
  });

  it('turns a 401 into an HttpError with the status and the server message', async () => {
    logIn();
    server.use(mock.get('/api/master/v1/notifikasi', () => HttpResponse.json({ message: 'Sesi tidak berlaku.' }, { status: 401 })));
    const error = await http.get('/api/master/v1/notifikasi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Sesi tidak berlaku.' });
  });

  it('ends the session on a 401 from any call, not only the data provider’s (docs/product.md)', async () => {
    logIn();
    Cookies.set('token_fcm', 'push');
    const lost = vi.fn();
    window.addEventListener('sf:session-lost', lost);
    server.use(mock.get('/api/master/v1/notifikasi/unread', () => HttpResponse.json({ message: 'x' }, { status: 401 })));
    await http.get('/api/master/v1/notifikasi/unread').catch(() => undefined);
    window.removeEventListener('sf:session-lost', lost);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(Cookies.get()).toEqual({});
    expect(localStorage.getItem('user')).toBeNull();
    expect(takeSessionEndReason()).toBe('Akun anda telah dipakai pada perangkat lain');
  });

  it('says so when the 401 is a deactivated account', async () => {
    logIn();
    const body = { message: 'Akun anda dinonaktifkan. Hubungi administrator perusahaan anda.', code: 'auth.account_disabled', params: {} };
    server.use(mock.get('/api/master/v1/notifikasi/unread', () => HttpResponse.json(body, { status: 401 })));
    await http.get('/api/master/v1/notifikasi/unread').catch(() => undefined);
    expect(takeSessionEndReason()).toBe('Akun anda dinonaktifkan. Hubungi administrator perusahaan anda.');
  });

  it('does not treat a wrong password at login as a lost session', async () => {
    server.use(mock.post('/api/user/v1/auth/login', () => HttpResponse.json({ message: 'Email atau kata sandi salah.' }, { status: 401 })));
    await http.post('/api/user/v1/auth/login', { email: 'a@b.id', password: 'x' }).catch(() => undefined);
    expect(takeSessionEndReason()).toBeUndefined();
  });

  it("maps the server's per-field errors into the HttpError body", async () => {
    logIn();
    server.use(
      mock.post('/api/user/v1/users', () =>
        HttpResponse.json(
          { message: 'Data yang dikirim tidak valid.', errors: { email: 'Email sudah terdaftar.' } },
          { status: 422 },
        ),
      ),
    );
    const error = await http.post('/api/user/v1/users', { email: 'a@b.id' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, body: { errors: { email: 'Email sudah terdaftar.' } } });
  });

  describe('renders coded errors in the interface language', () => {
    const PHONE_TAKEN = { code: 'prospect.phone_taken', params: { id: 123, name: 'Sari', owner: 'Andi' } };
    const SENTENCE = 'Nomor telepon ini sudah terdaftar pada prospek "Sari" (#123) milik Andi.';
    const refuse = (body: object) => {
      logIn();
      server.use(mock.post('/api/prospect/v1/prospect', () => HttpResponse.json(body, { status: 409 })));
      return http.post('/api/prospect/v1/prospect', {}).catch((e: unknown) => e);
    };
    afterEach(() => i18nProvider.changeLocale('id'));

    it('in Indonesian by default, keeping the code and its parameters', async () => {
      const error = await refuse({ ...PHONE_TAKEN, message: SENTENCE, errors: { phone: SENTENCE }, fields: { phone: PHONE_TAKEN } });
      expect(error).toMatchObject({ message: SENTENCE, body: { errors: { phone: SENTENCE }, problem: PHONE_TAKEN } });
    });

    it('in English once the user chose English', async () => {
      await i18nProvider.changeLocale('en');
      const english = 'This phone number is already registered on prospect "Sari" (#123) of Andi.';
      const error = await refuse({ ...PHONE_TAKEN, message: SENTENCE, errors: { phone: SENTENCE }, fields: { phone: PHONE_TAKEN } });
      expect(error).toMatchObject({ message: english, body: { errors: { phone: english }, problem: PHONE_TAKEN } });
    });

    it("falls back to the server's message for a code it does not know", async () => {
      await i18nProvider.changeLocale('en');
      const error = await refuse({ code: 'newer.code', params: {}, message: 'Pesan dari versi server yang lebih baru.', errors: { name: 'Nama sudah dipakai.' } });
      expect(error).toMatchObject({ message: 'Pesan dari versi server yang lebih baru.', body: { errors: { name: 'Nama sudah dipakai.' } } });
    });
  });

  it('says so when the server cannot be reached', async () => {
    logIn();
    server.use(mock.get('/api/master/v1/notifikasi', () => HttpResponse.error()));
    const error = await http.get('/api/master/v1/notifikasi').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'ra.notification.http_error' });
  });

  it('refuses a call that needs a session when the token is gone, without sending it', async () => {
    let sent = false;
    server.use(
      mock.get('/api/master/v1/notifikasi', () => {
        sent = true;
        return HttpResponse.json({ data: [], count: 0 });
      }),
    );
    const error = await http.get('/api/master/v1/notifikasi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(sent).toBe(false);
  });

  it('lets the auth calls through without a session, and posts forms url-encoded', async () => {
    let contentType: string | null = null;
    let body = '';
    server.use(
      mock.post('/api/user/v1/auth/forgot_password', async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.text();
        return HttpResponse.json({ data: [], message: 'Tautan terkirim.' });
      }),
    );
    const answer = await postForm<{ message: string }>('/api/user/v1/auth/forgot_password', { email: 'a@b.id', all: false });
    expect(answer.message).toBe('Tautan terkirim.');
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(body).get('email')).toBe('a@b.id');
    expect(new URLSearchParams(body).get('all')).toBe('false');
  });
});
