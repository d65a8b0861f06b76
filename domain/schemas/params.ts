import { z } from 'zod';
import { problem, renderProblem } from '../errors';
import { FIRST_YEAR, LAST_YEAR, wholeNumberIn } from './fields';

/**
 * The query parameters the lists answering `{data, count}` share (docs/api.md, Lists and their
 * parameters): a page's limit and offset, and a day. Ids are `idField` (fields.ts). Each refuses
 * what is not its kind with 422 on the parameter, and the API document states its bounds.
 */

/** The furthest a page may start: far past any company's rows, so a larger offset is a mistake or a probe. */
export const MAX_OFFSET = 10_000_000;

/** How many rows a page holds: 1 to `max`, `fallback` when not given. */
export const pageLimit = (max: number, fallback: number) => wholeNumberIn(`Limit harus bilangan bulat antara 1 dan ${max}.`, 1, max).default(fallback);

/** Where a page starts: 0 (the default) to MAX_OFFSET. */
export const pageOffset = wholeNumberIn(`Offset harus bilangan bulat antara 0 dan ${MAX_OFFSET}.`, 0, MAX_OFFSET).default(0);

/** A day, `YYYY-MM-DD`, that exists on the calendar and falls in FIRST_YEAR–LAST_YEAR; never a number. */
export const dayParam = (name: string) => {
  const message = renderProblem(problem('list.parameter_day_invalid', { name, first_year: FIRST_YEAR, last_year: LAST_YEAR }));
  return z.iso.date({ error: message }).refine((day) => {
    const year = Number(day.slice(0, 4));
    return year >= FIRST_YEAR && year <= LAST_YEAR;
  }, message);
};
