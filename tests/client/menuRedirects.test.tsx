import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

describe('the second menu reading of docs/product.md', () => {
  it.each([
    ['/', '/dashboard'],
    ['/orders', '/order'],
    ['/import', '/setting/Import'],
    ['/export', '/setting/Export'],
    ['/assignment', '/setting/Assignment'],
    ['/setting/user', '/setting/users'],
    ['/studio', '/setting/template'],
    ['/prospect', '/prospect'],
    ['/setting/group', '/setting/group'],
    ['/setting/permission', '/setting/permission'],
  ])('%s leads to %s', async (from, to) => {
    logIn();
    answerAdministrator();
    renderApp(from);
    await waitFor(() => expect(window.location.pathname).toBe(to));
  });
});
