import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { company, waAccount, waCloudAccount } from '../../db/schema';
import type { Member } from '../../plugins/session';

/**
 * Which WhatsApp the member's next broadcast would go through, before anything is typed: the
 * business number when the company has one, else the sender's linked phone when an Administrator
 * turned that on, else none (docs/whatsapp.md, Two transports). Readable by everyone who may
 * broadcast, unlike the business number's settings.
 */
export async function broadcastChannel(db: Executor, member: Member) {
  const [row] = await db
    .select({
      cloud: sql<boolean>`${waCloudAccount.id_company} is not null`,
      cloud_limit: waCloudAccount.messaging_limit,
      linked_broadcasts: company.linked_broadcasts,
      linked_cap: company.linked_broadcast_cap,
      phone_linked: sql<boolean>`exists (select 1 from ${waAccount} where ${and(
        eq(waAccount.id_company, member.id_company),
        eq(waAccount.id_user, member.id),
        eq(waAccount.status, 'linked'),
      )})`,
    })
    .from(company)
    .leftJoin(waCloudAccount, eq(waCloudAccount.id_company, company.id))
    .where(eq(company.id, member.id_company));
  if (row.cloud) return { transport: 'cloud' as const, daily_limit: row.cloud_limit, phone_linked: row.phone_linked };
  return { transport: row.linked_broadcasts ? ('linked' as const) : null, daily_limit: row.linked_cap, phone_linked: row.phone_linked };
}
