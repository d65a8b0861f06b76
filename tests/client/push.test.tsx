import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { ADMIN, logIn } from './session';

const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn((config: object) => ({ name: '[DEFAULT]', config })),
  getApps: vi.fn(() => []),
  getMessaging: vi.fn(() => ({ messaging: true })),
  getToken: vi.fn(async () => 'fcm-token-123'),
}));
vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp, getApps: firebase.getApps }));
vi.mock('firebase/messaging', () => ({ getMessaging: firebase.getMessaging, getToken: firebase.getToken }));

const CONFIG = {
  VITE_FIREBASE_API_KEY: 'kunci-api',
  VITE_FIREBASE_PROJECT_ID: 'dealer-crm',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'vapid-publik',
};

const registration = { scope: '/' };
const register = vi.fn(async (_url: string, _options?: RegistrationOptions) => registration);
const alert = vi.fn();

/** A browser whose notification permission is `permission`; requesting it answers `answer`. */
function browserWithNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

function answerUpdateFcm() {
  const sent: Record<string, string>[] = [];
  server.use(
    mock.put('/api/user/v1/user/update_fcm', async ({ request }) => {
      sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return HttpResponse.json({ data: [] });
    }),
  );
  return sent;
}

async function openApp() {
  renderApp('/dashboard');
  await screen.findByText('Selamat datang, Budi Santoso');
}

beforeEach(() => {
  for (const [name, value] of Object.entries(CONFIG)) vi.stubEnv(name, value);
  vi.stubGlobal('alert', alert);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  logIn();
  answerAdministrator();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.clearAllMocks();
});

describe('browser push, with Firebase configured', () => {
  it('granted: fetches the token with the VAPID key and the worker, sends it, keeps it in token_fcm', async () => {
    browserWithNotifications('granted');
    const sent = answerUpdateFcm();
    await openApp();
    await waitFor(() => expect(sent).toEqual([{ id: String(ADMIN.id), fcm_token: 'fcm-token-123' }]));
    await waitFor(() => expect(Cookies.get('token_fcm')).toBe('fcm-token-123'));
    expect(firebase.initializeApp).toHaveBeenCalledWith({
      apiKey: 'kunci-api',
      projectId: 'dealer-crm',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abc',
    });
    const workerUrl = new URL(register.mock.calls[0][0], 'http://localhost');
    expect(workerUrl.pathname).toBe('/firebase-messaging-sw.js');
    expect(Object.fromEntries(workerUrl.searchParams)).toEqual(firebase.initializeApp.mock.calls[0][0]);
    // Not `/`, which the app's own worker holds: the same scope would replace it.
    expect(register.mock.calls[0][1]).toEqual({ scope: '/firebase-cloud-messaging-push-scope' });
    expect(firebase.getToken).toHaveBeenCalledWith({ messaging: true }, { vapidKey: 'vapid-publik', serviceWorkerRegistration: registration });
    expect(alert).not.toHaveBeenCalled();
  });

  it('default: asks the browser, and a grant does the same', async () => {
    const requestPermission = browserWithNotifications('default', 'granted');
    const sent = answerUpdateFcm();
    await openApp();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(Cookies.get('token_fcm')).toBe('fcm-token-123'));
  });

  it('default: a refusal to the question fetches no token', async () => {
    const requestPermission = browserWithNotifications('default', 'denied');
    await openApp();
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    expect(firebase.getToken).not.toHaveBeenCalled();
    expect(Cookies.get('token_fcm')).toBeUndefined();
  });

  it("denied: alerts 'Aktifkan Dulu Notifikasi'", async () => {
    const requestPermission = browserWithNotifications('denied');
    await openApp();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Aktifkan Dulu Notifikasi'));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(firebase.getToken).not.toHaveBeenCalled();
  });

  it("without notifications in the browser: alerts 'This browser does not support desktop notification'", async () => {
    await openApp();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This browser does not support desktop notification'));
    expect(firebase.getToken).not.toHaveBeenCalled();
  });
});
