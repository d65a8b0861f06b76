import { describe, expect, it } from 'vitest';
import { cellText, internationalPhone, neutralised, rupiahText } from '../../server/modules/exports/cells';

describe('export cells', () => {
  it('neutralises every cell a spreadsheet would run as a formula, and only those', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralised(`${start}1+1`)).toBe(`'${start}1+1`);
    for (const plain of ['Budi', '1+1', ' =1', '', "'=1"]) expect(neutralised(plain)).toBe(plain);
  });

  it('writes phones as +62 and amounts in Rupiah', () => {
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
