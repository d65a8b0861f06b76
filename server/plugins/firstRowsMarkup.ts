import { htmlEscape } from 'escape-goat';
import { dealerMoment } from './dealerMoment';
import { formatPhone } from '../../domain/phoneFormat';
import { PROSPECT_STATUS_LABELS } from '../../domain/vocabularyLabels';
import type { z } from 'zod';
import type { TimeZone } from '../../domain/timeZones';
import { prospectRecord } from '../../domain/schemas/prospect';

/** What a row shows, read from the list's answer. */
export const firstRow = prospectRecord.pick({ id: true, name: true, phone: true, status: true, next_follow_up: true });
type FirstRow = z.output<typeof firstRow>;

/**
 * What the list's phone rows show under the name: the phone and the next follow-up. The server
 * knows no reader's clock: it writes the time in the company's zone (Pengaturan Instansi), which
 * is the phones' own at the dealer; the app's rows that replace these within seconds write the phone's.
 */
const detailOf = (row: FirstRow, zone: TimeZone) =>
  [formatPhone(row.phone), row.next_follow_up ? dealerMoment(row.next_follow_up, zone) : '']
    .filter(Boolean)
    .join(' · ');

/** Name, status and details in one block of text, as the list's phone rows read (index.html's styles). */
const rowMarkup = (zone: TimeZone) => (row: FirstRow) =>
  htmlEscape`<li><a href="/prospect/${String(row.id)}/show"><span class="name">${row.name}</span> <span class="status">${PROSPECT_STATUS_LABELS[row.status]}</span><br><span class="detail">${detailOf(row, zone)}</span></a></li>`;

/**
 * The first page of the prospect list as plain HTML, the way the client's list draws it on a phone
 * (name; phone · next follow-up; status), each row a link to the prospect. Every value is escaped.
 */
export const firstRowsMarkup = (rows: readonly FirstRow[], total: number, zone: TimeZone) =>
  `<main aria-labelledby="first-rows-title"><h1 id="first-rows-title">Prospek</h1><ul>${rows.map(rowMarkup(zone)).join('')}</ul>` +
  htmlEscape`<p class="count">${String(rows.length)} dari ${String(total)} prospek</p></main>`;
