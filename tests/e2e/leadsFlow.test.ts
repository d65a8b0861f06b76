import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { badge, bell, browserForFile, fitsTheScreen, panel, PHONE_WIDTH, rows, snackbar } from './browser';

/** Neng sells for Cabang Dago; she receives the imported prospects. */
const NENG = { email: 'neng@majumotor.co.id', name: 'Neng Rahmawati' };

const loggedIn = browserForFile();

/**
 * A file as people send them: semicolons, a BOM, CRLF, headers half Indonesian half English, phones
 * typed every which way, a quoted cell with a comma and a line break, a blank line, an invalid phone
 * (with a formula-looking note), the first phone again, and a status in odd case. Phones and names
 * are new on every run.
 */
function messyFile() {
  const run = String(Date.now()).slice(-7);
  const phone = (last: number) => `812${run}${last}`;
  const names = ['Siti Aminah', 'Budi Santoso', 'Rina Wulandari', 'Dedi Kurnia'].map((name) => `${name} ${run}`);
  const lines = [
    'Nama Lengkap;No. HP;Alamat;Kota;STATUS;Notes',
    `${names[0]};0${phone(1)};Jl. Dago 1;Bandung; hot ;`,
    `${names[1]};62${phone(2)};"Jl. Riau 5, RT 03\r\nCitarum";Bandung;medium;`,
    '',
    `${names[2]};+62 ${phone(3).slice(0, 3)}-${phone(3).slice(3, 7)}-${phone(3).slice(7)};;Cimahi;LOW;`,
    `${names[3]};(0${phone(4).slice(0, 3)}) ${phone(4).slice(3)};;Bandung;;`,
    `Nomor Salah ${run};12345;;Bandung;Hot;=1+2`,
    `Siti Lagi ${run};+62${phone(1)};;Bandung;Hot;`,
  ];
  const buffer = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  return { names, buffer, invalidName: `Nomor Salah ${run}`, duplicatePhone: `+62${phone(1)}`, duplicateName: `Siti Lagi ${run}` };
}

/** A labelled select (MUI's combobox names itself by its label and its value). */
const select = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: label });

/** The figure of a result count, the group its label names. */
const resultCount = async (page: Page, label: string) => ((await page.getByRole('group', { name: label, exact: true }).textContent()) ?? '').slice(label.length);

describe('leads from a messy file to a salesperson (Import Data, Distribusi Data)', () => {
  it('the Administrator imports, downloads the rejected rows and distributes; the recipient sees it live on a phone', async () => {
    const file = messyFile();
    // The recipient has her page open before anything is distributed, on a phone.
    const neng = await loggedIn(NENG.email, PHONE_WIDTH);
    // Everything read first, so that only a notice arriving live can show a count again.
    await bell(neng).click();
    await expect.poll(() => panel(neng).getByRole('heading', { name: 'Notifikasi' }).isVisible()).toBe(true);
    await panel(neng).getByRole('button', { name: 'Tandai semua di baca' }).click();
    await expect.poll(() => badge(neng).count()).toBe(0);
    await neng.keyboard.press('Escape');
    await expect.poll(() => panel(neng).count()).toBe(0);

    // Upload.
    const admin = await loggedIn(inject('adminEmail'));
    await admin.goto('/setting/Import');
    const chooseFile = admin.getByRole('button', { name: 'Pilih berkas' });
    const another = admin.getByRole('button', { name: 'Impor berkas lain' });
    await chooseFile.or(another).first().waitFor();
    // The page opens on the latest batch when there is one.
    if (await another.isVisible()) await another.click();
    await admin.getByLabel('Berkas CSV atau XLSX').setInputFiles({ name: 'prospek-pameran.csv', mimeType: 'text/csv', buffer: file.buffer });

    // The guessed mapping.
    const guesses = { 'Nama Lengkap': 'Nama', 'No. HP': 'No HP', Alamat: 'Alamat', Kota: 'Kota', STATUS: 'Status', Notes: 'Catatan' };
    for (const [header, field] of Object.entries(guesses)) {
      await expect.poll(() => select(admin, `Kolom "${header}"`).textContent()).toBe(field);
    }
    await admin.getByRole('radio', { name: 'Belum dibagikan (List Distribusi)' }).check();

    // The preview's verdicts, a row per data row (the blank line is skipped).
    const preview = admin.getByRole('table', { name: /^Pratinjau/ }).getByRole('row');
    const verdictOf = (text: string) => preview.filter({ hasText: text }).getByRole('cell').nth(1).textContent();
    await expect.poll(() => preview.count()).toBe(1 + 6);
    // Rows are numbered as a spreadsheet shows the file: the quoted line break stays in its row, the blank line counts.
    const numbers = (await preview.all()).slice(1).map((row) => row.getByRole('cell').first().textContent());
    expect(await Promise.all(numbers)).toEqual(['2', '3', '5', '6', '7', '8']);
    for (const name of file.names) expect(await verdictOf(name)).toBe('Siap diimpor');
    expect(await verdictOf(file.invalidName)).toBe('Tidak valid');
    expect(await preview.filter({ hasText: file.invalidName }).textContent()).toContain('Nomor HP "12345" bukan nomor ponsel Indonesia yang valid.');
    expect(await verdictOf(file.duplicateName)).toBe('Duplikat');
    expect(await preview.filter({ hasText: file.duplicateName }).textContent()).toContain(`Nomor HP sama dengan baris 2 pada berkas ini.`);
    // The quoted cell stays one cell, comma and line break included.
    expect(await preview.filter({ hasText: file.names[1] }).textContent()).toContain('Jl. Riau 5, RT 03');

    // The forecast of the whole file, before anything is written.
    await expect.poll(() => resultCount(admin, 'Akan diimpor')).toBe('4');
    expect(await resultCount(admin, 'Duplikat')).toBe('1');
    expect(await resultCount(admin, 'Tidak valid')).toBe('1');

    // The run and its counts.
    await admin.getByRole('button', { name: 'Mulai impor' }).click();
    await expect.poll(() => resultCount(admin, 'Diimpor')).toBe('4');
    expect(await resultCount(admin, 'Duplikat')).toBe('1');
    expect(await resultCount(admin, 'Tidak valid')).toBe('1');

    // The rejected rows: original cells and the reason; the formula is neutralised.
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Unduh laporan baris (ditolak dan dengan catatan)' }).click()]);
    const rejected = await readFile(await download.path(), 'utf8');
    const lines = rejected.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Nama Lengkap,No. HP,Alamat,Kota,STATUS,Notes,Baris,Alasan');
    // A leading + is neutralised too, as Export Data does; the import reads such a phone back.
    expect(lines.slice(1)).toEqual([
      `${file.invalidName},12345,,Bandung,Hot,'=1+2,7,"Nomor HP ""12345"" bukan nomor ponsel Indonesia yang valid."`,
      `${file.duplicateName},'${file.duplicatePhone},,Bandung,Hot,,8,Nomor HP sama dengan baris 2 pada berkas ini.`,
    ]);

    // Distribution of the batch, to Neng.
    await admin.getByRole('link', { name: 'Bagikan prospek impor ini' }).click();
    await admin.waitForURL('**/setting/Assignment?id_import=*');
    const batch = new URL(admin.url()).searchParams.get('id_import');
    const prospects = admin.getByRole('region', { name: 'Pilih prospek' });
    expect(await prospects.getByRole('radio', { name: 'Prospek dengan filter' }).isChecked()).toBe(true);
    expect(await prospects.getByRole('spinbutton', { name: 'Nomor batch impor' }).inputValue()).toBe(batch);
    // The standing rule below has a 'Sales penerima' of its own.
    await select(admin.getByRole('region', { name: 'Pilih penerima' }), 'Sales penerima').fill('Neng');
    await admin.getByRole('option', { name: new RegExp(`^${NENG.name}`) }).click();
    await admin.getByRole('button', { name: 'Lihat pratinjau' }).click();
    await expect.poll(() => admin.getByText('4 prospek dipilih, 4 akan dibagikan.').isVisible()).toBe(true);
    const share = admin.getByRole('table', { name: 'Pratinjau pembagian' }).getByRole('row').filter({ hasText: NENG.name });
    expect(await share.getByRole('cell').last().textContent()).toBe('4');
    await admin.getByRole('button', { name: 'Bagikan', exact: true }).click();
    const confirm = admin.getByRole('dialog');
    expect(await confirm.textContent()).toContain('Bagikan 4 prospek kepada 1 orang sekarang?');
    await confirm.getByRole('button', { name: 'Bagikan', exact: true }).click();
    await expect.poll(() => snackbar(admin).textContent()).toBe('4 prospek telah dibagikan.');

    // Neng's bell rings without a reload; the notice leads to her list, which holds the prospects.
    await expect.poll(async () => Number(await badge(neng).textContent())).toBe(1);
    await bell(neng).click();
    const notice = rows(neng).filter({ hasText: `Admin Demo telah melakukan pembagian prospek pada prospek ${file.names[0]} dan 3 prospek lainnya` });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await fitsTheScreen(neng)).toBe(true);
    await notice.click();
    await expect.poll(() => notice.filter({ hasText: 'Belum dibaca' }).count()).toBe(0);
    await notice.click();
    await neng.waitForURL('**/prospect?**');
    await expect.poll(() => panel(neng).count()).toBe(0);
    for (const name of file.names) {
      await expect.poll(() => neng.getByText(name).filter({ visible: true }).count()).toBeGreaterThan(0);
    }
    expect(await neng.getByText(file.duplicateName).count()).toBe(0);
    expect(await fitsTheScreen(neng)).toBe(true);
    await neng.context().close();
    await admin.context().close();
  });
});
