import { describe, expect, it } from 'vitest';
import { browserForFile, fitsTheScreen, PHONE_WIDTH } from './browser';

/** Neng sells for Cabang Dago; her phone links WhatsApp through the demo's stand-in (WA_TRANSPORT=fake). */
const NENG = 'neng@majumotor.co.id';
const NENG_WA = '+6281377770001';

const loggedIn = browserForFile();

describe('WhatsApp (issue 13)', () => {
  it('links a number by QR on a phone', async () => {
    const neng = await loggedIn(NENG, PHONE_WIDTH);
    await neng.goto('/whatsapp/sinkronisasi');
    await expect.poll(() => neng.getByRole('img', { name: 'Kode QR untuk menautkan WhatsApp' }).count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);
    await neng.getByLabel('Nomor WhatsApp demo').fill(NENG_WA);
    await neng.getByRole('button', { name: 'Simulasikan pindai QR (mode demo)' }).click();
    await expect.poll(() => neng.getByText(`Terhubung dengan nomor ${NENG_WA}`).count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);
  });
});
