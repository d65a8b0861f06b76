import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { WA_DEMO_INCOMING } from '../../domain/apiPaths';
import { RESOURCES } from '../../domain/resources';
import { apiSession, browserForFile, fitsTheScreen, pageCall, PHONE_WIDTH, snackbar } from './browser';

/** Neng sells for Cabang Dago; her phone links WhatsApp through the demo's stand-in (WA_TRANSPORT=fake). */
const NENG = 'neng@majumotor.co.id';
const NENG_WA = '+6281377770001';
/** The same number as Indonesians read it, as the page shows it. */
const NENG_WA_READ = '0813-7777-0001';

const loggedIn = browserForFile();

/** A contact writes to the page user's linked number: the demo's stand-in phone (WA_DEMO_INCOMING). */
const contactWrites = (page: Page, from: string, body: string) => pageCall(page, 'POST', WA_DEMO_INCOMING, { from, body, name: 'Pelanggan' });

/** The recipients' log of the open broadcast on a phone: a card each. */
const recipientCards = (page: Page) => page.getByRole('list', { name: 'Penerima siaran' }).getByRole('listitem').allTextContents();

describe('WhatsApp', () => {
  it('links a number by QR on a phone, broadcasts a template to five prospects and reads the log per recipient, then receives a message and answers it with a template', async () => {
    // Five prospects of Neng's that no other test has, made before her page opens (one session per user).
    const stamp = String(Date.now()).slice(-6);
    const prefix = `Siaran ${stamp}`;
    const api = await apiSession(NENG, inject('password'));
    for (let i = 1; i <= 5; i += 1) {
      await api.call('POST', RESOURCES.prospect.path, { name: `${prefix} ${i}`, phone: `0813${stamp}${String(i).padStart(2, '0')}` });
    }

    const neng = await loggedIn(NENG, PHONE_WIDTH);
    await neng.goto('/whatsapp/sinkronisasi');
    await expect.poll(() => neng.getByRole('img', { name: 'Kode QR untuk menautkan WhatsApp' }).count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);
    await neng.getByLabel('Nomor WhatsApp demo').fill(NENG_WA);
    await neng.getByRole('button', { name: 'Simulasikan pindai QR (mode demo)' }).click();
    await expect.poll(() => neng.getByText(`Terhubung dengan nomor ${NENG_WA_READ}`).count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);

    await neng.goto('/setting/broadcast/create');
    // The risk of broadcasting from her own number is said before she types anything.
    await neng.getByText(/^Pesan siaran dikirim dari nomor WhatsApp anda yang tertaut\. Hati-hati/).waitFor();
    await neng.getByLabel('Nama siaran').fill(`Promo ${stamp}`);
    await neng.getByRole('combobox', { name: 'Template pesan' }).click();
    await neng.getByRole('option', { name: 'Promo akhir bulan' }).click();
    await neng.getByLabel('Cari prospek (nama atau nomor)').fill(prefix);
    await neng.getByRole('button', { name: 'Pratinjau' }).click();
    const preview = neng.getByRole('region', { name: 'Pratinjau penerima' });
    await expect.poll(() => preview.getByRole('status').textContent()).toBe('5 penerima akan dikirimi pesan, 0 dilewati (dari 5).');
    // The message itself, its {nama} filled with the prospect's name.
    expect(await preview.getByRole('listitem').first().locator('p').nth(1).textContent()).toContain(prefix);
    expect(await fitsTheScreen(neng)).toBe(true);
    await neng.getByRole('button', { name: 'Kirim sekarang' }).click();
    await expect.poll(() => snackbar(neng).textContent()).toBe('Pesan siaran dibuat. Pesan dikirim bertahap dengan jeda acak.');
    await neng.waitForURL('**/setting/broadcast');

    await neng.getByRole('link', { name: `Promo ${stamp}` }).click();
    await neng.waitForURL(/\/setting\/broadcast\/\d+$/);
    await expect.poll(async () => (await recipientCards(neng)).filter((card) => card.includes('Terkirim')).length).toBe(5);
    expect(await fitsTheScreen(neng)).toBe(true);

    // The first prospect answers on WhatsApp while Neng has the conversation open: it appears live.
    await neng.goto('/setting/chat');
    await neng.getByRole('link', { name: new RegExp(`${prefix} 1`) }).click();
    await neng.waitForURL(/\/setting\/chat\/\d+$/);
    const conversation = neng.getByRole('list', { name: 'Pesan' });
    await expect.poll(() => conversation.getByRole('listitem').count()).toBe(1);
    const question = `Masih ada promonya? ${stamp}`;
    await contactWrites(neng, `+62813${stamp}01`, question);
    await expect.poll(() => conversation.getByText(question).count()).toBe(1);

    // She answers with a template, filled for this prospect; WhatsApp (the stand-in) accepts it.
    await neng.getByRole('combobox', { name: 'Pilih template' }).click();
    await neng.getByRole('option', { name: 'Pengingat follow up' }).click();
    await neng.getByRole('button', { name: 'Kirim template' }).click();
    await expect.poll(() => conversation.getByRole('listitem').count()).toBe(3);
    const reply = conversation.getByRole('listitem').last();
    expect(await reply.textContent()).toContain(`${prefix} 1`);
    await expect.poll(() => reply.getByRole('img', { name: 'Terkirim' }).count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);
  });
});
