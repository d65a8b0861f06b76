import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../domain/permissions';
import { fakeApi } from './records/fakeApi';
import { answerRole, renderApp } from './renderApp';
import { logIn } from './session';

const everything = Object.fromEntries(MODULES.map((name) => [name, { access: 'enabled', import: 'enabled', export: 'all' }]));

// The top bar's title is the page's h1 (docs/accessibility.md): a page that shows a title or a
// heading of its own (the dashboard's greeting, the settings home's copy for phones, the 404's big
// title) adds no second one, and a list that shows none (the prospects) still has it.
describe('every page inside the layout has one h1, and it names the page', () => {
  it.each([
    ['/prospect', 'Prospek'],
    ['/dashboard', 'Dasbor'],
    ['/setting/indexx', 'Pengaturan'],
    ['/halaman-yang-tidak-ada', 'Page Not Found'],
  ])('%s: “%s”', async (path, name) => {
    logIn();
    answerRole('Administrator', everything);
    fakeApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${name} · Salesforce Dealer`);
  });
});
