import { problem, renderProblem, type Problem } from '../../../domain/errors';
import { simplify } from '../../../domain/imports';
import type { DatabaseHandle } from '../../db/connection';
import { judgeCells, type RowRules, type StagedProspect } from './rowRules';
import type { FileRecord } from './parse';

/**
 * Verdicts a chunk of rows at a time: the row rules, a phone seen earlier in the file, and a phone
 * already held by an open prospect of the company (one query per chunk, naming that prospect).
 */

export type JudgedRow =
  | { row: number; verdict: 'ok'; prospect: StagedProspect }
  | { row: number; verdict: 'invalid' | 'duplicate'; reason: Problem; cells: string[] };

export type OpenProspect = { phone: string; id: number; name: string; owner: string };

/** The company's open prospects (not Deal or Not Deal) holding any of the phones. */
export async function openProspectsByPhone(database: DatabaseHandle, id_company: number, phones: string[]) {
  const found = phones.length
    ? await database.query<OpenProspect>(
        `select p.phone, p.id, p.name, coalesce(u.name, '') as owner
           from prospect p left join app_user u on u.id = p.id_user
          where p.id_company = $1 and p.phone = any($2::text[]) and p.status not in ('Deal', 'Not Deal')`,
        [id_company, phones],
      )
    : [];
  return new Map(found.map((prospect) => [prospect.phone, prospect]));
}

/** The company's motorcycles by every name a file may give them. */
export async function productNames(database: DatabaseHandle, id_company: number): Promise<Map<string, number>> {
  // Sold models first: a name shared with a model no longer sold means the one on sale.
  const rows = await database.query<{ id: number; name: string; brand: string | null; type_code: string | null }>(
    'select id, name, brand, type_code from product where id_company = $1 order by active desc, id',
    [id_company],
  );
  const names = new Map<string, number>();
  for (const { id, name, brand, type_code } of rows) {
    for (const spelling of [name, type_code, brand ? `${brand} ${name}` : null]) {
      const key = spelling ? simplify(spelling) : '';
      if (key && !names.has(key)) names.set(key, id);
    }
  }
  return names;
}

export class Judge {
  /** Phone → the row that brought it first, over the whole file. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly id_company: number,
    private readonly rules: RowRules,
  ) {}

  private verdict(row: number, cells: string[]): JudgedRow {
    const verdict = judgeCells(cells, this.rules);
    if (verdict.verdict !== 'ok') return { row, verdict: verdict.verdict, reason: verdict.reason, cells };
    const { prospect } = verdict;
    const first = this.seen.get(prospect.phone);
    if (first !== undefined) return { row, verdict: 'duplicate', reason: problem('import.row.duplicate_in_file', { row: first }), cells };
    this.seen.set(prospect.phone, row);
    return { row, verdict: 'ok', prospect };
  }

  /** Verdicts for the records (blank ones already left out), in file order. */
  async judge(records: readonly FileRecord[]): Promise<JudgedRow[]> {
    const judged = records.map(({ row, cells }) => this.verdict(row, cells));
    const phones = judged.flatMap((entry) => (entry.verdict === 'ok' ? [entry.prospect.phone] : []));
    const existing = await openProspectsByPhone(this.database, this.id_company, phones);
    if (!existing.size) return judged;
    return judged.map((entry, index) => {
      const held = entry.verdict === 'ok' ? existing.get(entry.prospect.phone) : undefined;
      if (!held) return entry;
      const { id, name, owner } = held;
      return { row: entry.row, verdict: 'duplicate', reason: problem('prospect.phone_taken', { id, name, owner }), cells: records[index].cells };
    });
  }
}

/** The reason as the report and the preview write it (Indonesian). */
export const reasonText = (reason: Problem) => renderProblem(reason);
