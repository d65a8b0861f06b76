import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SECURITY_RULES } from '../../domain/apiPaths';
import type { SecurityRules, SecurityRulesChange } from '../../domain/schemas/securityRules';
import { server } from './msw';
import { answerAdministrator, answerRole, renderApp } from './renderApp';
import { logIn } from './session';
import { accessibilityFindings } from './accessibilityFindings';

const DEFAULTS: SecurityRules = {
  min_password_length: 8,
  force_password_change: false,
  session_days: 30,
  login_failure_limit: 10,
  lock_minutes: 15,
  two_step: 'off',
  updated_at: null,
  own_two_step: false,
};

let rules: SecurityRules;
let saved: SecurityRulesChange[];

beforeEach(() => {
  logIn();
  rules = { ...DEFAULTS };
  saved = [];
  server.use(
    mock.get(SECURITY_RULES, () => HttpResponse.json({ data: rules })),
    mock.put(SECURITY_RULES, async ({ request }) => {
      const change = (await request.json()) as SecurityRulesChange;
      saved.push(change);
      rules = { ...rules, ...change, updated_at: '2026-11-29T04:00:00Z' };
      return HttpResponse.json({ data: rules });
    }),
  );
});

describe('Aturan Keamanan', () => {
  it('shows the rules with their help, and passes axe', async () => {
    answerAdministrator();
    const { container } = renderApp('/setting/keamanan');
    expect(await screen.findByRole('spinbutton', { name: /^Panjang minimal kata sandi/ })).toHaveValue(8);
    expect(screen.getByRole('spinbutton', { name: /^Lama sesi/ })).toHaveValue(30);
    expect(screen.getByRole('spinbutton', { name: /^Batas gagal login/ })).toHaveValue(10);
    expect(screen.getByRole('spinbutton', { name: /^Lama penguncian/ })).toHaveValue(15);
    expect(screen.getByRole('radio', { name: 'Tidak diwajibkan' })).toBeChecked();
    expect(screen.getByText('Minimal 8 karakter; aturan ini hanya dapat menaikkannya.')).toBeInTheDocument();
    expect(await accessibilityFindings(container)).toEqual([]);
  });

  it('saves every rule at once', async () => {
    answerAdministrator();
    const user = userEvent.setup();
    renderApp('/setting/keamanan');
    const length = await screen.findByRole('spinbutton', { name: /^Panjang minimal kata sandi/ });
    await user.clear(length);
    await user.type(length, '12');
    await user.click(screen.getByRole('switch', { name: /^Wajib ganti kata sandi/ }));
    await user.click(screen.getByRole('button', { name: 'Simpan aturan' }));
    expect(await screen.findByText('Aturan keamanan disimpan. Sesi yang sedang berjalan tidak berakhir.')).toBeInTheDocument();
    expect(saved).toEqual([{ min_password_length: 12, force_password_change: true, session_days: 30, login_failure_limit: 10, lock_minutes: 15, two_step: 'off' }]);
  });

  it('refuses a floor below 8 before sending, and warns before requiring two-step of an administrator who has none', async () => {
    answerAdministrator();
    const user = userEvent.setup();
    renderApp('/setting/keamanan');
    const length = await screen.findByRole('spinbutton', { name: /^Panjang minimal kata sandi/ });
    await user.clear(length);
    await user.type(length, '6');
    await user.click(screen.getByRole('radio', { name: 'Administrator' }));
    expect(await screen.findByText(/^Aktifkan dulu verifikasi dua langkah untuk akun anda sendiri/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka Profil' })).toHaveAttribute('href', '/profil');
    await user.click(screen.getByRole('button', { name: 'Simpan aturan' }));
    expect(await screen.findByText(/8/, { selector: '.MuiFormHelperText-root.Mui-error' })).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('is not there for a Sales, who asks for nothing', async () => {
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    renderApp('/setting/keamanan');
    expect(await screen.findByText('Halaman yang anda cari mungkin tidak ada atau telah dipindahkan.')).toBeInTheDocument();
    server.events.removeListener('request:start', listener);
    expect(asked).not.toContain(SECURITY_RULES);
  });
});
