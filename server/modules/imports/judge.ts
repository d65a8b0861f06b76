import { problem, renderProblem, type Problem } from '../../../domain/errors';
import type { DatabaseHandle } from '../../db/connection';
import { judgeCells, type RowRules, type StagedProspect } from './rowRules';
import type { FileRecord } from './parse';

/**
 * Verdicts a chunk of rows at a time: the row rules, then, whatever they found, a phone seen earlier
 * in the file (accepted or not) or already held by an open prospect of the company (one query per
 * chunk, naming that prospect) makes the row a duplicate.
 */

export type JudgedRow = { row: number; cells: string[] } & (
  | { verdict: 'ok'; prospect: StagedProspect; warning: Problem | null }
  | { verdict: 'invalid' | 'duplicate'; reason: Problem }
);

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

export class Judge {
  /** Phone → the row that brought it first, over the whole file. */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly database: DatabaseHandle,
    private readonly id_company: number,
    private readonly rules: RowRules,
  ) {}

  /** The verdict, and the phone to look for among the company's prospects (none for a duplicate of the file). */
  private verdict(row: number, cells: string[]): [JudgedRow, string | null] {
    const { phone, ...verdict } = judgeCells(cells, this.rules);
    if (phone) {
      const first = this.seen.get(phone);
      if (first !== undefined) return [{ row, cells, verdict: 'duplicate', reason: problem('import.row.duplicate_in_file', { row: first }) }, null];
      this.seen.set(phone, row);
    }
    return [{ row, cells, ...verdict }, phone];
  }

  /** Verdicts for the records (blank ones already left out), in file order. */
  async judge(records: readonly FileRecord[]): Promise<JudgedRow[]> {
    const judged = records.map(({ row, cells }) => this.verdict(row, cells));
    const phones = judged.flatMap(([, phone]) => (phone ? [phone] : []));
    const existing = await openProspectsByPhone(this.database, this.id_company, phones);
    return judged.map(([entry, phone]) => {
      const held = phone ? existing.get(phone) : undefined;
      if (!held) return entry;
      const { id, name, owner } = held;
      return { row: entry.row, cells: entry.cells, verdict: 'duplicate', reason: problem('prospect.phone_taken', { id, name, owner }) };
    });
  }
}

/** The reason as the report and the preview write it (Indonesian). */
export const reasonText = (reason: Problem) => renderProblem(reason);
