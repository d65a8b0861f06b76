import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE } from '../../domain/apiPaths';
import { server } from './msw';
import { answerAdministrator, renderApp, USER_DETAIL } from './renderApp';
import { logIn } from './session';

beforeEach(() => {
  logIn();
  answerAdministrator();
});

afterEach(() => {
  document.documentElement.lang = 'id';
});

/** Keeps what the client saves on the profile, which the user's identity then answers, as the server does. */
function answerProfileSave() {
  const saved: unknown[] = [];
  let detail = USER_DETAIL;
  server.use(
    mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [detail] })),
    mock.put(PROFILE, async ({ request }) => {
      const body = (await request.json()) as { language: string };
      saved.push(body);
      detail = { ...detail, ...body };
      return HttpResponse.json({ data: { ...detail, whatsapp_number: null, push_muted: [], pending_email: null, pending_email_expires_at: null } });
    }),
  );
  return saved;
}

describe('the language menu', () => {
  it('offers each language in its own name, switches the interface and the page language, and keeps the choice on the profile', async () => {
    const saved = answerProfileSave();
    const user = userEvent.setup();
    renderApp('/dashboard');
    // The identity, whose kept language the layout takes, has loaded: the user menu names the user.
    await screen.findByRole('button', { name: 'Menu pengguna Budi Santoso, inisial BS' });
    await user.click(await screen.findByRole('button', { name: 'Bahasa / Language' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['Bahasa Indonesia', 'id'],
      ['English', 'en'],
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: /^User menu/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language / Bahasa' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(saved).toEqual([{ language: 'en' }]));
  });

  it('takes the language kept on the profile, chosen on another device, when the session starts', async () => {
    server.use(mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [{ ...USER_DETAIL, language: 'en' }] })));
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome, Budi Santoso')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
