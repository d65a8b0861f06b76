import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { broadcast, broadcastRecipient } from '../db/schema';

/**
 * Marks a running broadcast completed once no recipient is waiting (queued) or in the outbox
 * (sending): called when a step finds nobody left and when a broadcast's message settles.
 */
export async function completeIfDone(tx: Executor, id_broadcast: number) {
  await tx
    .update(broadcast)
    .set({ status: 'completed', finished_at: sql`now()` })
    .where(
      and(
        eq(broadcast.id, id_broadcast),
        eq(broadcast.status, 'running'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(broadcastRecipient)
            .where(and(eq(broadcastRecipient.id_broadcast, id_broadcast), inArray(broadcastRecipient.status, ['queued', 'sending']))),
        ),
      ),
    );
}
