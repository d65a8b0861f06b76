import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { browserForFile, fitsTheScreen, PHONE_WIDTH } from './browser';
import { REPORT_FIGURES } from '../../domain/reports';

/** Dewi sells for Cabang Dago; Laporan counts her own prospects. */
const DEWI = 'dewi@majumotor.co.id';

const loggedIn = browserForFile();

describe('Laporan on a phone', () => {
  it('a salesperson exports her own report as a workbook, a sheet per figure, and downloads it', async () => {
    const page = await loggedIn(DEWI, PHONE_WIDTH);
    await page.goto('/laporan');
    const funnel = page.getByRole('region', { name: 'Corong penjualan' });
    const newProspects = funnel.getByRole('row', { name: /Prospek baru/ }).getByRole('cell').first();
    // Read before the export's dialog opens: a modal dialog hides the page from the accessibility tree.
    const shown = (await newProspects.textContent())?.replace(/\D/g, '');
    expect(await fitsTheScreen(page)).toBe(true);

    await page.getByRole('button', { name: 'Ekspor XLSX: Laporan sesuai filter' }).click();
    const download = page.getByRole('dialog', { name: 'Ekspor Laporan' }).getByRole('button', { name: /^Unduh ekspor Laporan #\d+$/ });
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^ekspor-laporan-\d+\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    // The summary, then a sheet per figure (tests/server/reports.test.ts checks each one's name and numbers).
    expect(workbook.worksheets).toHaveLength(1 + REPORT_FIGURES.length);
    expect(workbook.worksheets[1].name).toBe('Corong penjualan');
    const summary = workbook.getWorksheet('Laporan')!;
    const scopeRow = summary.getSheetValues().find((row) => Array.isArray(row) && row[1] === 'Lingkup') as unknown[];
    expect(scopeRow[2]).toBe('Data sendiri');
    // The workbook's count of new prospects is the page's.
    const written = (workbook.getWorksheet('Corong penjualan')!.getRow(2).getCell(2).value as number).toString();
    expect(written).toBe(shown);
  });
});
