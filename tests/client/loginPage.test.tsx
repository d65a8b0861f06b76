import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { ADMIN, logIn } from './session';

afterEach(() => vi.restoreAllMocks());

const submit = () => screen.findByRole('button', { name: 'Masuk' });

describe('the login page', () => {
  it('tells which fields are missing or wrong, without calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await submit());
    expect(await screen.findByText('Email wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Kata sandi wajib diisi.')).toBeInTheDocument();

    await user.type(await screen.findByLabelText(/^Email/), 'budi@');
    await user.click(await submit());
    expect(await screen.findByText('Format email tidak valid.')).toBeInTheDocument();
  });

  it("shows the server's answer to wrong credentials and stays on /login", async () => {
    server.use(mock.post('/api/user/v1/auth/login', () => HttpResponse.json({ message: 'Email atau kata sandi salah.' }, { status: 401 })));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'budi@majumotor.co.id');
    await user.type(await screen.findByLabelText(/^Kata sandi/), 'salah-sekali');
    await user.click(await submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau kata sandi salah.');
    expect(window.location.pathname).toBe('/login');
    expect(Cookies.get('token')).toBeUndefined();
  });

  it('shows the message of a rate-limited or pending account', async () => {
    server.use(
      mock.post('/api/user/v1/auth/login', () =>
        HttpResponse.json({ message: 'Akun anda masih menunggu persetujuan administrator.' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'baru@majumotor.co.id');
    await user.type(await screen.findByLabelText(/^Kata sandi/), 'rahasia-123');
    await user.click(await submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Akun anda masih menunggu persetujuan administrator.');
  });

  it('opens the dashboard, greeting the user by name, with its figures asked for once', async () => {
    answerAdministrator();
    server.use(mock.post('/api/user/v1/auth/login', () => HttpResponse.json({ data: [{ ...ADMIN, token: 'token-baru' }] })));
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'budi@majumotor.co.id');
    await user.type(await screen.findByLabelText(/^Kata sandi/), 'rahasia-123');
    await user.click(await submit());
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(Cookies.get('token')).toBe('token-baru');
    // Asked for while the app's shell loads, and not again by the page that mounts just after.
    await screen.findByRole('link', { name: /^Total prospek/ });
    server.events.removeListener('request:start', listener);
    expect(asked.filter((path) => path === '/api/dashboard/v1/summary' || path === '/api/dashboard/v1/today').sort()).toEqual([
      '/api/dashboard/v1/summary',
      '/api/dashboard/v1/today',
    ]);
  });

  it('links to registration and to the forgotten password page', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute('href', '/forgot_password');
  });
});

describe('routes and the session', () => {
  it('sends a visitor with a session from /login to /dashboard', async () => {
    logIn();
    answerAdministrator();
    renderApp('/login');
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('sends the root to /login without a session', async () => {
    renderApp('/');
    expect(await submit()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('sends a protected route to /login and says why', async () => {
    renderApp('/dashboard');
    expect(await screen.findByText('Silahkan login, untuk melanjutkan.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('ends a session taken by another device: /login, the message, and no cookies left', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs the failed call
    logIn();
    Cookies.set('token_fcm', 'push');
    answerAdministrator();
    server.use(mock.get('/api/user/v1/users', () => HttpResponse.json({ message: 'Sesi tidak berlaku.' }, { status: 401 })));
    renderApp('/setting/users');
    expect(await screen.findByText('Akun anda telah dipakai pada perangkat lain')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(Cookies.get()).toEqual({});
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('opens the public pages without a session', async () => {
    renderApp('/whatsapp/sinkronisasi');
    expect(await screen.findByRole('heading', { name: 'Sinkronisasi WhatsApp' })).toBeInTheDocument();
    // What the user sees, not window.location: an app of an earlier test, unmounted, may still end
    // its lost session by pushing /login onto the shared history.
    expect(screen.queryByRole('button', { name: 'Masuk' })).toBeNull();
    expect(screen.queryByText('Silahkan login, untuk melanjutkan.')).toBeNull();
  });
});
