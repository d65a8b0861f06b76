import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY } from '../../domain/apiPaths';
import { FAQ, parseFaq } from '../../src/guide/faq';
import { server } from './msw';
import { answerRole, renderApp } from './renderApp';
import { logIn } from './session';

// The client tests define no build: the version is stubbed (this file runs in its own worker, vitest.config.ts).
vi.mock('../../src/version/build', () => ({ appVersion: () => '1.4.2', runningBuild: () => '2026-03-02T03:00:00.000Z' }));

/** The company record as GET /company answers a salesperson (no registration code), its e-mail not set. */
const COMPANY_RECORD = {
  id: 3,
  name: 'PT Maju Motor Sejahtera',
  address: 'Jl. Ir. H. Juanda No. 128, Bandung',
  phone: '+6281234567890',
  email: null,
  followup_approval: true,
};

function openAsSales(record: Record<string, unknown>) {
  logIn();
  answerRole('Sales', { Prospect: { access: 'enabled' } });
  server.use(mock.get(COMPANY, () => HttpResponse.json({ data: record })));
  renderApp('/bantuan');
}

const contactPart = async () => {
  const part = (await screen.findByRole('heading', { level: 2, name: 'Hubungi dealer' })).closest('section');
  if (!part) throw new Error('no contact section');
  return within(part as HTMLElement);
};

describe('Bantuan (/bantuan)', () => {
  it('gives a salesperson the dealer’s phone to call and its WhatsApp, from the company record', async () => {
    openAsSales(COMPANY_RECORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bantuan' })).toBeInTheDocument();
    const contact = await contactPart();
    expect(await contact.findByRole('link', { name: '0812-3456-7890' })).toHaveAttribute('href', 'tel:+6281234567890');
    const chat = contact.getByRole('link', { name: 'Chat WhatsApp 0812-3456-7890' });
    expect(chat).toHaveAttribute('href', 'https://wa.me/6281234567890');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(contact.getByText('PT Maju Motor Sejahtera')).toBeInTheDocument();
    expect(contact.getByText('Jl. Ir. H. Juanda No. 128, Bandung')).toBeInTheDocument();
    // No e-mail set: nothing is said about one.
    expect(contact.queryByText('Email')).toBeNull();
    expect(contact.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('shows the dealer’s e-mail once Pengaturan Instansi has one', async () => {
    openAsSales({ ...COMPANY_RECORD, email: 'halo@majumotor.co.id' });
    const contact = await contactPart();
    expect(await contact.findByRole('link', { name: 'halo@majumotor.co.id' })).toHaveAttribute('href', 'mailto:halo@majumotor.co.id');
  });

  it('says so when the dealer filled in no contact', async () => {
    openAsSales({ ...COMPANY_RECORD, phone: null, address: null, email: '' });
    const contact = await contactPart();
    expect(await contact.findByText(/Dealer belum mengisi kontaknya/)).toBeInTheDocument();
    expect(contact.queryAllByRole('link')).toEqual([]);
  });

  it('offers to try again when the record cannot be loaded', async () => {
    let calls = 0;
    logIn();
    answerRole('Sales', { Prospect: { access: 'enabled' } });
    server.use(
      mock.get(COMPANY, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Server sibuk' }, { status: 400 }) : HttpResponse.json({ data: COMPANY_RECORD });
      }),
    );
    const user = userEvent.setup();
    renderApp('/bantuan');
    const contact = await contactPart();
    expect(await contact.findByText(/Kontak dealer tidak dapat dimuat: Server sibuk/)).toBeInTheDocument();
    await user.click(contact.getByRole('button', { name: 'Coba lagi' }));
    expect(await contact.findByRole('link', { name: '0812-3456-7890' })).toBeInTheDocument();
  });

  it('shows the app’s version, answers questions on demand and leads to the guide', async () => {
    openAsSales(COMPANY_RECORD);
    const user = userEvent.setup();
    const version = await screen.findByRole('heading', { level: 2, name: 'Versi aplikasi' });
    expect(version.closest('section')).toHaveTextContent('Versi 1.4.2');
    // When this build was made, in the phone's own time.
    expect(version.closest('section')).toHaveTextContent(/Dibangun \d\d-\d\d-2026 \d\d:\d\d/);

    const question = screen.getByRole('button', { name: FAQ[0].question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('region', { name: FAQ[0].question })).getByText(/Lupa kata sandi\?/)).toBeVisible();

    expect(screen.getByRole('link', { name: 'Buka Panduan Pengguna' })).toHaveAttribute('href', '/panduan');
    await waitFor(() => expect(document.title).toMatch(/^Bantuan · /));
  });
});

describe('the questions’ file', () => {
  it('reads each "## " line as a question and the text under it as its answer', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(8);
    expect(parseFaq('## Satu?\n\nJawaban **satu**.\n\n## Dua?\nJawaban dua.')).toEqual([
      { id: 'tanya-1', question: 'Satu?', answer: 'Jawaban **satu**.' },
      { id: 'tanya-2', question: 'Dua?', answer: 'Jawaban dua.' },
    ]);
    expect(() => parseFaq('## Tanpa jawaban?\n')).toThrow(/question 1 of src\/guide\/faq\.md/);
  });
});
