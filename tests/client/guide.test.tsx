import { readdirSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUIDE_TOPICS } from '../../src/guide/topicIds';
import { GUIDE, parseTopic, parseTopics } from '../../src/guide/topics';
import { fakeApi } from './records/fakeApi';
import { answerRole, renderApp } from './renderApp';
import { logIn } from './session';

const TOPICS_FOLDER = path.resolve(import.meta.dirname, '../../src/guide/topics');

/** A salesperson of the seeded Sales role: the records' modules, no import, no distribution. */
function logInAsSales() {
  logIn();
  answerRole('Sales', {
    Prospect: { access: 'enabled' },
    'Follow Up': { access: 'enabled' },
    Collaboration: { access: 'enabled' },
    Order: { access: 'enabled' },
    Visum: { access: 'enabled' },
    Broadcast: { access: 'enabled' },
  });
}

/** The titles of the topics listed under a part's heading, in their order. */
async function topicsUnder(heading: string) {
  const part = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section');
  if (!part) throw new Error(`no section under "${heading}"`);
  return within(part)
    .getAllByRole('heading', { level: 3 })
    .map((topic) => topic.textContent?.replace(/Untuk .*$/, ''));
}

const topicButton = (title: RegExp) => screen.getByRole('button', { name: title });

/** The page's count of topics found, a polite live region (the layout has live regions of its own). */
const count = () => within(screen.getByRole('main')).getByRole('status');

describe('the guide’s files', () => {
  it('are one topic per file, each named in GUIDE_TOPICS in the files’ order, with a title, its roles and a text', () => {
    const files = readdirSync(TOPICS_FOLDER).filter((name) => name.endsWith('.md'));
    expect(files).toHaveLength(GUIDE_TOPICS.length);
    expect(GUIDE.map((topic) => topic.id)).toEqual([...GUIDE_TOPICS]);
    for (const topic of GUIDE) {
      expect(topic.title).not.toBe('');
      expect(topic.roles.length).toBeGreaterThan(0);
      expect(topic.body.length).toBeGreaterThan(200);
    }
    expect(GUIDE.find((topic) => topic.id === 'import-data')?.roles).toEqual(['Supervisor', 'Administrator']);
  });

  it('says which file is out of shape, and how', () => {
    const good = '# Order (SPK)\nPeran: Sales, Supervisor\n\nTeks.';
    expect(parseTopic('40-order.md', good)).toMatchObject({ id: 'order', title: 'Order (SPK)', roles: ['Sales', 'Supervisor'], body: 'Teks.' });
    expect(() => parseTopic('order.md', good)).toThrow(/order\.md: the file name must be <NN>-<id>\.md/);
    expect(() => parseTopic('90-kalender.md', good)).toThrow(/"kalender" is not in GUIDE_TOPICS/);
    expect(() => parseTopic('40-order.md', 'Order\nPeran: Sales\n\nTeks.')).toThrow(/first line must be "# Title"/);
    expect(() => parseTopic('40-order.md', '# Order\n\nTeks.')).toThrow(/second line must be "Peran:/);
    expect(() => parseTopic('40-order.md', '# Order\nPeran: Sales, Kasir\n\nTeks.')).toThrow(/unknown roles Kasir/);
    // Ordered by the number the names start with, not as text: 9 before 10.
    const ordered = parseTopics({ './topics/10-visum.md': '# Visum\nPeran: Sales\n\nA.', './topics/9-order.md': '# Order\nPeran: Sales\n\nB.' });
    expect(ordered.map((topic) => topic.id)).toEqual(['order', 'visum']);
  });
});

describe('Panduan Pengguna (/panduan)', () => {
  it('lists the user’s role’s topics first, then the others', async () => {
    logInAsSales();
    renderApp('/panduan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panduan Pengguna' })).toBeInTheDocument();
    expect(await topicsUnder('Untuk peran anda (Sales)')).toEqual([
      'Mencatat prospek',
      'Follow up',
      'Visum (kunjungan)',
      'Order (SPK)',
      'Penjualan kredit',
      'Persetujuan (approval)',
      'Pesan siaran (broadcast)',
      'Laporan',
    ]);
    expect(await topicsUnder('Topik lain')).toEqual(['Import data', 'Distribusi data', 'Nomor WhatsApp Business']);
    expect(count()).toHaveTextContent('11 topik');
    // Closed until opened; each says whom it is for.
    const imports = topicButton(/^Import data/);
    expect(imports).toHaveAttribute('aria-expanded', 'false');
    expect(imports).toHaveTextContent('Untuk Supervisor, Administrator');
  });

  it('a dealer’s own role, which the guide does not name, gets every topic in one list', async () => {
    logIn();
    answerRole('Kepala Bengkel', { Prospect: { access: 'enabled' } });
    renderApp('/panduan');
    expect(await topicsUnder('Semua topik')).toHaveLength(GUIDE_TOPICS.length);
    expect(screen.queryByRole('heading', { name: /Untuk peran anda/ })).toBeNull();
  });

  it('searches the titles and texts, says how many match, and says so when none does', async () => {
    logInAsSales();
    const user = userEvent.setup();
    renderApp('/panduan');
    const search = await screen.findByRole('searchbox', { name: 'Cari panduan' });

    // A word of one topic's text, typed in another case: only that topic is left, under its part.
    await user.type(search, 'KAPASITAS');
    await waitFor(() => expect(count()).toHaveTextContent('1 topik cocok dengan "KAPASITAS"'));
    expect(await topicsUnder('Topik lain')).toEqual(['Distribusi data']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Untuk peran anda (Sales)' })).toBeNull();

    // Every word must be there, in the title or the text.
    await user.clear(search);
    await user.type(search, 'leasing tenor');
    await waitFor(() => expect(count()).toHaveTextContent('3 topik cocok dengan "leasing tenor"'));
    expect(await topicsUnder('Untuk peran anda (Sales)')).toEqual(['Mencatat prospek', 'Order (SPK)', 'Penjualan kredit']);

    await user.clear(search);
    await user.type(search, 'helikopter');
    expect(count()).toHaveTextContent('Tidak ada topik yang cocok dengan "helikopter".');
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(search).toHaveValue('');
    expect(count()).toHaveTextContent('11 topik');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(GUIDE_TOPICS.length);
  });

  it('opens the topic an address’s anchor names, with its text drawn from Markdown', async () => {
    logInAsSales();
    renderApp('/panduan#import-data');
    await waitFor(() => expect(topicButton(/^Import data/)).toHaveAttribute('aria-expanded', 'true'));
    expect(topicButton(/^Follow up/)).toHaveAttribute('aria-expanded', 'false');
    const topic = screen.getByRole('region', { name: /^Import data/ });
    expect(within(topic).getByRole('heading', { level: 4, name: 'Langkah impor' })).toBeInTheDocument();
    // '**Mulai impor**' is bold, and a link of the app goes through its router.
    expect(within(topic).getByText('Mulai impor').tagName).toBe('STRONG');
    expect(within(topic).getByRole('link', { name: 'Distribusi data' })).toHaveAttribute('href', '/panduan#distribusi-data');
    // The keyboard starts at the topic.
    expect(topicButton(/^Import data/)).toHaveFocus();
  });

  it('a page’s guide link opens its topic', async () => {
    logInAsSales();
    fakeApi({ prospect: [{ id: 1, id_user: 7, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot' }] });
    const user = userEvent.setup();
    renderApp('/prospect');
    expect(await screen.findByText('Sari Wulandari')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Panduan halaman ini' }));
    await waitFor(() => expect(topicButton(/^Mencatat prospek/)).toHaveAttribute('aria-expanded', 'true'));
    expect(window.location.pathname).toBe('/panduan');
    expect(window.location.hash).toBe('#mencatat-prospek');
  });
});
