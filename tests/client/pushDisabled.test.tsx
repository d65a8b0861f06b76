import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

const imported = vi.hoisted(() => new Set<string>());
vi.mock('firebase/app', () => {
  imported.add('firebase/app');
  return {};
});
vi.mock('firebase/messaging', () => {
  imported.add('firebase/messaging');
  return {};
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('browser push without Firebase configured', () => {
  it('never loads Firebase nor asks the browser, and the app works', async () => {
    // Four of the five variables are not enough.
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'kunci-api');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'dealer-crm');
    vi.stubEnv('VITE_FIREBASE_MESSAGING_SENDER_ID', '1234567890');
    vi.stubEnv('VITE_FIREBASE_APP_ID', '1:1234567890:web:abc');
    vi.stubEnv('VITE_FIREBASE_VAPID_KEY', '');
    const requestPermission = vi.fn();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    logIn();
    answerAdministrator();
    renderApp('/dashboard');
    expect(await screen.findByText('Selamat datang, Budi Santoso')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(imported).toEqual(new Set());
    expect(requestPermission).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });
});
