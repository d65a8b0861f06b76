import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

beforeEach(() => {
  logIn();
  answerAdministrator();
});

afterEach(() => {
  document.documentElement.lang = 'id';
});

describe('the language menu', () => {
  it('offers each language in its own name and switches the interface and the page language', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
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
  });
});
