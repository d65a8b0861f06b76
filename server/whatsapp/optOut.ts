import type { Executor } from '../db/connection';
import { waOptOut } from '../db/schema';

/** The words a recipient replies to stop broadcasts (docs/whatsapp.md, Broadcasts). */
const STOP_WORDS = new Set(['BERHENTI', 'STOP']);

const isStopWord = (body: string) => STOP_WORDS.has(body.trim().toUpperCase());

/** Records the number as opted out of the company's broadcasts when the message is exactly a stop word. */
export async function optOutOnStopWord(tx: Executor, incoming: { id_company: number; phone: string; body: string }) {
  if (!isStopWord(incoming.body)) return;
  await tx.insert(waOptOut).values({ id_company: incoming.id_company, phone: incoming.phone }).onConflictDoNothing();
}
