import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toSafeCsv } from '../../../src/records/csvExport';

describe('the CSV export of users, groups and roles', () => {
  it('writes formula-like cells so that a spreadsheet shows them instead of running them', () => {
    const csv = toSafeCsv([
      { id: 1, name: "=cmd|' /C calc'!A0", email: '+62812@x.test', npm: '-1+1', description: '@SUM(A1)' },
      { id: 2, name: 'Budi Santoso', email: 'budi@majumotor.co.id', npm: null, description: 'Tim\tA' },
    ]);
    const [, first, second] = Papa.parse<string[]>(csv.trim()).data;
    for (const cell of first.slice(1)) expect(cell.startsWith("'")).toBe(true);
    expect(first[1]).toBe("'=cmd|' /C calc'!A0");
    expect(second.slice(1, 3)).toEqual(['Budi Santoso', 'budi@majumotor.co.id']);
  });
});
