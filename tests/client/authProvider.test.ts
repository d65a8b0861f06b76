import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, forgetAccessSubject, forgetIdentity } from '../../src/authProvider';
import { takeSessionEndReason } from '../../src/authProvider/session';
import { SessionExpiredError } from '../../src/dataProvider/http';
import { server } from './msw';
import { ADMIN, logIn } from './session';

const LOGIN_ANSWER = { data: [{ ...ADMIN, token: 'token-baru' }] };

const DETAIL = {
  id: 7,
  email: 'budi@majumotor.co.id',
  name: 'Budi Santoso',
  npm: 'MM-001',
  phone_number: '+6281234567890',
  photo: 'budi.jpg',
  role_name: 'Sales',
  id_role: 1,
  id_company: 3,
  id_group: 2,
  group_name: 'Cabang Depok',
  invited_email: null,
};

const PERMISSIONS = [
  { name_module: 'Prospect', access: 'enabled', import: 'none', export: 'own' },
  { name_module: 'user_management', access: 'none', import: 'none', export: 'Not Set' },
];

/** The detail and permission calls, counting how often each is made. */
function answerSession() {
  const calls = { detail: 0, permission: 0 };
  server.use(
    mock.post('/api/user/v1/user/detail', () => {
      calls.detail += 1;
      return HttpResponse.json({ data: [DETAIL] });
    }),
    mock.post('/api/user/v1/roles/get_permission', async ({ request }) => {
      calls.permission += 1;
      expect(new URLSearchParams(await request.text()).get('id_role')).toBe('1');
      return HttpResponse.json({ data: PERMISSIONS });
    }),
  );
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('checkAuth', () => {
  it('rejects without the token cookie, with the message of docs/product.md', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: 'Silahkan login, untuk melanjutkan.' });
  });

  it('resolves with the token cookie', async () => {
    logIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError', () => {
  it('on 401 clears every cookie, the stored user and token, and rejects with the message of docs/product.md', async () => {
    logIn();
    Cookies.set('token_fcm', 'push');
    await expect(authProvider.checkError(new HttpError('Sesi tidak berlaku.', 401))).rejects.toEqual({
      message: 'Akun anda telah dipakai pada perangkat lain',
    });
    expect(Cookies.get()).toEqual({});
    expect(localStorage.getItem('user')).toBeNull();
    expect(takeSessionEndReason()).toBe('Akun anda telah dipakai pada perangkat lain');
  });

  it('on a call that found no token, rejects with the session-expired message', async () => {
    logIn();
    await expect(authProvider.checkError(new SessionExpiredError())).rejects.toEqual({
      message: 'Sesi anda telah habis, silahkan login kembali',
    });
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('keeps the session on 403 and on other errors', async () => {
    logIn();
    await expect(authProvider.checkError(new HttpError('Dilarang.', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('Rusak.', 500))).resolves.toBeUndefined();
    expect(Cookies.get('token')).toBe('token-budi');
  });

  it('a data call made without a token ends in the session-expired message', async () => {
    const { dataProvider } = await import('../../src/dataProvider');
    const error = await dataProvider.unreadCount(7).catch((e: unknown) => e);
    await expect(authProvider.checkError(error)).rejects.toEqual({ message: 'Sesi anda telah habis, silahkan login kembali' });
  });
});

describe('login', () => {
  it('stores the token cookie and the user, and asks for the permission rows without waiting for them', async () => {
    const calls = answerSession();
    let body: unknown;
    server.use(
      mock.post('/api/user/v1/auth/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(LOGIN_ANSWER);
      }),
    );
    await authProvider.login({ email: 'budi@majumotor.co.id', password: 'rahasia-123' });
    expect(body).toEqual({ email: 'budi@majumotor.co.id', password: 'rahasia-123' });
    expect(Cookies.get('token')).toBe('token-baru');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(ADMIN);
    await expect.poll(() => calls.permission).toBe(1);
  });

  it("rejects with the server's message and keeps no session", async () => {
    server.use(mock.post('/api/user/v1/auth/login', () => HttpResponse.json({ message: 'Email atau kata sandi salah.' }, { status: 401 })));
    await expect(authProvider.login({ email: 'a@b.id', password: 'salah-salah' })).rejects.toMatchObject({
      status: 401,
      message: 'Email atau kata sandi salah.',
    });
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('logout', () => {
  it('tells the server, then removes all cookies and the stored user, and goes to /login', async () => {
    logIn();
    Cookies.set('token_fcm', 'push');
    Cookies.set('pilihan', 'x');
    let authorization: string | null = null;
    server.use(
      mock.post('/api/user/v1/auth/logout', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(authorization).toBe('Bearer token-budi');
    expect(Cookies.get()).toEqual({});
    expect(localStorage.getItem('user')).toBeNull();
    expect(takeSessionEndReason()).toBeUndefined();
  });

  it('still ends the session when the server call fails', async () => {
    logIn();
    server.use(mock.post('/api/user/v1/auth/logout', () => HttpResponse.error()));
    await authProvider.logout({});
    expect(Cookies.get()).toEqual({});
  });
});

describe('getIdentity and canAccess', () => {
  it('maps the user detail to the identity, with the photo path', async () => {
    logIn();
    answerSession();
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({
      id: 7,
      fullName: 'Budi Santoso',
      avatar: '/files/users/budi.jpg',
      role_name: 'Sales',
      group_name: 'Cabang Depok',
    });
  });

  it('decides with permissions.ts and asks the server once per session', async () => {
    logIn();
    const calls = answerSession();
    const canAccess = authProvider.canAccess!;
    expect(await canAccess({ resource: 'prospect', action: 'list' })).toBe(true);
    expect(await canAccess({ resource: 'setting/users', action: 'list' })).toBe(false);
    expect(await canAccess({ resource: 'prospect', action: 'export' })).toBe(true);
    expect(calls).toEqual({ detail: 1, permission: 1 });
  });

  it('without signal, stands in with the last answers of the session, until it ends', async () => {
    logIn();
    answerSession();
    const canAccess = authProvider.canAccess!;
    expect(await canAccess({ resource: 'prospect', action: 'list' })).toBe(true);

    // The app opened again with no network: nothing answers, the device still knows.
    forgetIdentity();
    forgetAccessSubject();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mock.post('/api/user/v1/user/detail', () => HttpResponse.error()),
      mock.post('/api/user/v1/roles/get_permission', () => HttpResponse.error()),
      mock.post('/api/user/v1/auth/logout', () => HttpResponse.error()),
    );
    expect(await canAccess({ resource: 'prospect', action: 'list' })).toBe(true);
    expect(await canAccess({ resource: 'setting/users', action: 'list' })).toBe(false);
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({ fullName: 'Budi Santoso' });

    await authProvider.logout({});
    logIn();
    expect(await canAccess({ resource: 'prospect', action: 'list' })).toBe(false);
  });

  it('denies, and only logs, when the permissions cannot be fetched', async () => {
    logIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [DETAIL] })),
      mock.post('/api/user/v1/roles/get_permission', () => HttpResponse.json({ message: 'Gagal.' }, { status: 500 })),
    );
    expect(await authProvider.canAccess!({ resource: 'prospect', action: 'list' })).toBe(false);
    expect(logged).toHaveBeenCalled();
  });
});
