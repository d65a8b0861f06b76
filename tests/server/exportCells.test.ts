import { describe, expect, it } from 'vitest';
import { cellText, internationalPhone, nationalPhone, neutralised, rupiahText } from '../../server/modules/exports/cells';

describe('export cells', () => {
  it('neutralises every cell a spreadsheet would run as a formula, and only those', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralised(`${start}1+1`)).toBe(`'${start}1+1`);
    for (const plain of ['Budi', '1+1', ' =1', '', "'=1"]) expect(neutralised(plain)).toBe(plain);
  });

  it('writes a phone in CSV as Indonesians type it, which no spreadsheet runs or turns into a number', () => {
    expect(cellText('phone', '+6285912345678')).toBe('0859-1234-5678');
    expect(cellText('phone', '+628123456789')).toBe('0812-3456-789');
    expect(cellText('phone', '0812 3456 7890')).toBe('0812-3456-7890');
    // The same shape answered from memory for another number of that prefix and length.
    expect(nationalPhone('+6285998765432')).toBe('0859-9876-5432');
    expect(neutralised(cellText('phone', '+6285912345678'))).toBe('0859-1234-5678');
    // A number that is not Indonesian keeps its country code, and so its apostrophe.
    expect(neutralised(cellText('phone', '+12025550101'))).toBe("'+12025550101");
  });

  it('writes phones in a workbook as +62 and amounts in Rupiah', () => {
    expect(internationalPhone('0812-3456-7890')).toBe('+6281234567890');
    expect(internationalPhone('6281234567890')).toBe('+6281234567890');
    expect(internationalPhone('+6281234567890')).toBe('+6281234567890');
    expect(rupiahText(25_000_000)).toBe('Rp 25.000.000');
    expect(rupiahText(950)).toBe('Rp 950');
    expect(rupiahText(-1_500)).toBe('-Rp 1.500');
    expect(cellText('rupiah', null)).toBe('');
    expect(cellText('integer', 0)).toBe('0');
  });
});
