import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { htmlEscape } from 'escape-goat';
import { DATE_TIME_FORMAT } from '../../domain/dateFormat';
import { formatPhone } from '../../domain/phoneFormat';
import { PROSPECT_STATUS_LABELS } from '../../domain/vocabularyLabels';
import type { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../../domain/timeZones';
import { prospectRecord } from '../../domain/schemas/prospect';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The server knows no reader's clock, and these rows are drawn before anything says whose company
 * the reader is in: it writes West Indonesia Time, the default zone; the app's rows that replace
 * them within seconds write the phone's own.
 */
const FIRST_ROWS_TIME_ZONE = DEFAULT_TIME_ZONE;

/** What a row shows, read from the list's answer. */
export const firstRow = prospectRecord.pick({ id: true, name: true, phone: true, status: true, next_follow_up: true });
type FirstRow = z.output<typeof firstRow>;

/** What the list's phone rows show under the name: the phone and the next follow-up. */
const detailOf = (row: FirstRow) =>
  [formatPhone(row.phone), row.next_follow_up ? dayjs(row.next_follow_up).tz(FIRST_ROWS_TIME_ZONE).format(DATE_TIME_FORMAT) : '']
    .filter(Boolean)
    .join(' · ');

/** Name, status and details in one block of text, as the list's phone rows read (index.html's styles). */
const rowMarkup = (row: FirstRow) =>
  htmlEscape`<li><a href="/prospect/${String(row.id)}/show"><span class="name">${row.name}</span> <span class="status">${PROSPECT_STATUS_LABELS[row.status]}</span><br><span class="detail">${detailOf(row)}</span></a></li>`;

/**
 * The first page of the prospect list as plain HTML, the way the client's list draws it on a phone
 * (name; phone · next follow-up; status), each row a link to the prospect. Every value is escaped.
 */
export const firstRowsMarkup = (rows: readonly FirstRow[], total: number) =>
  `<main aria-labelledby="first-rows-title"><h1 id="first-rows-title">Prospek</h1><ul>${rows.map(rowMarkup).join('')}</ul>` +
  htmlEscape`<p class="count">${String(rows.length)} dari ${String(total)} prospek</p></main>`;
