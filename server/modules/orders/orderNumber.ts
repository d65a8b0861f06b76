import { and, eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { order } from '../../db/schema';
import type { TimeZone } from '../../../domain/timeZones';
import { dealerClock } from '../../plugins/dealerDay';

/** Serialises numbering per company; any constant works if every instance uses the same. */
const NUMBER_LOCK = 7_310_003;

/** The next SPK number of the month in the dealer's time zone: SPK/2026/11/000124. */
export async function nextOrderNumber(tx: Executor, id_company: number, zone: TimeZone, now = new Date()) {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK}, ${id_company})`);
  const clock = dealerClock(now, zone);
  const prefix = `SPK/${clock.getUTCFullYear()}/${String(clock.getUTCMonth() + 1).padStart(2, '0')}/`;
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(substring(${order.number} from '[0-9]+$')::int), 0)` })
    .from(order)
    .where(and(eq(order.id_company, id_company), like(order.number, `${prefix}%`)));
  return `${prefix}${String(Number(last) + 1).padStart(6, '0')}`;
}
