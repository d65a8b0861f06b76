import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { WebhookEvent } from '../../domain/webhooks';
import type { BulkWriter, Executor } from '../db/connection';
import { EVENTS_CHANNEL } from '../plugins/events';

/**
 * The outbox of webhooks (docs/webhooks.md): a change writes one delivery per subscribed active
 * endpoint and record in its own transaction, and announces it; the announcement reaches the
 * instances only when that transaction commits, and one of them queues the sending. A rolled-back
 * change leaves no delivery and sends nothing; a committed one stays in the table until sent.
 */
function deliveriesOf(id_company: number, event: WebhookEvent, records: unknown[]): SQL {
  const announcement = JSON.stringify({ type: 'webhook', id_company });
  return sql`
    with inserted as (
      insert into webhook_delivery (id, id_company, id_endpoint, event, payload)
      select x.id, x.id_company, x.id_endpoint, ${event},
             jsonb_build_object('id', x.id, 'type', ${event}::text, 'created_at', ${new Date().toISOString()}::text,
                                'id_company', x.id_company, 'data', x.data)::text
        from (select gen_random_uuid()::text as id, e.id_company, e.id as id_endpoint, r.data
                from webhook_endpoint e
                cross join jsonb_array_elements(${JSON.stringify(records)}::jsonb) as r(data)
               where e.id_company = ${id_company} and e.status = 'active'
                 and e.events @> jsonb_build_array(${event}::text)) x
      returning 1
    )
    select pg_notify(${EVENTS_CHANNEL}, ${announcement}) from (select 1 from inserted limit 1) announced`;
}

/** Writes the deliveries of an event about these records (as the API answers them) in the caller's transaction. */
export async function emitWebhooks(tx: Executor, id_company: number, event: WebhookEvent, records: unknown[]) {
  if (records.length) await tx.execute(deliveriesOf(id_company, event, records));
}

const dialect = new PgDialect();

/** The same inside a bulk writer's transaction (an import's commit). */
export async function emitWebhooksIn(bulk: Pick<BulkWriter, 'query'>, id_company: number, event: WebhookEvent, records: unknown[]) {
  if (!records.length) return;
  const { sql: text, params } = dialect.sqlToQuery(deliveriesOf(id_company, event, records));
  await bulk.query(text, params);
}
