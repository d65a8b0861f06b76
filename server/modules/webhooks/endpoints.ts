import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import type { Database, Executor } from '../../db/connection';
import { webhookAttempt, webhookDelivery, webhookEndpoint } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../plugins/errors';
import { publish } from '../../plugins/events';
import { checkEndpoint, RefusedAddress, type AddressRules, type Resolve } from '../../webhooks/address';

/** The endpoint's columns the API answers: never its sealed secret nor its company. */
const { secret: _secret, id_company: _company, ...columns } = getTableColumns(webhookEndpoint);

/** Refuses an address outside the rules (docs/webhooks.md, Address rules) on the `url` field. */
export async function allowedUrl(url: string, rules: AddressRules, resolve?: Resolve) {
  try {
    return (await checkEndpoint(url, rules, resolve)).toString();
  } catch (error) {
    if (error instanceof RefusedAddress) throw fieldError(422, 'url', problem('webhook.address_refused'));
    throw error;
  }
}

/** The company's endpoints with their latest delivery, or one of them (another company's id: 404). */
export async function endpointsOf(db: Executor, id_company: number, id?: number) {
  const rows = await db
    .select(columns)
    .from(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id_company, id_company), id === undefined ? undefined : eq(webhookEndpoint.id, id)))
    .orderBy(webhookEndpoint.id);
  if (id !== undefined && !rows.length) throw notFound();
  const latest = rows.length
    ? await db
        .selectDistinctOn([webhookDelivery.id_endpoint], {
          id_endpoint: webhookDelivery.id_endpoint,
          id: webhookDelivery.id,
          event: webhookDelivery.event,
          status: webhookDelivery.status,
          created_at: webhookDelivery.created_at,
        })
        .from(webhookDelivery)
        .where(inArray(webhookDelivery.id_endpoint, rows.map((r) => r.id)))
        .orderBy(webhookDelivery.id_endpoint, desc(webhookDelivery.created_at))
    : [];
  const byEndpoint = new Map(latest.map(({ id_endpoint, ...delivery }) => [id_endpoint, delivery]));
  return rows.map((row) => ({ ...row, last_delivery: byEndpoint.get(row.id) ?? null }));
}

export const oneEndpoint = async (db: Executor, id_company: number, id: number) => (await endpointsOf(db, id_company, id))[0];

/** A test delivery ('ping') to one endpoint, written and announced like any event. */
export async function queuePing(tx: Executor, endpoint: { id: number; id_company: number; status: string }) {
  if (endpoint.status !== 'active') throw new AppError(409, problem('webhook.paused'));
  const id = randomUUID();
  const payload = JSON.stringify({ id, type: 'ping', created_at: new Date().toISOString(), id_company: endpoint.id_company, data: { id_endpoint: endpoint.id } });
  await tx.insert(webhookDelivery).values({ id, id_company: endpoint.id_company, id_endpoint: endpoint.id, event: 'ping', payload });
  await publish(tx, { type: 'webhook', id_company: endpoint.id_company });
  return id;
}

/** A page of an endpoint's deliveries, newest first, each with its attempts. */
export async function deliveriesOf(db: Database, id_endpoint: number, limit: number, offset: number) {
  const where = eq(webhookDelivery.id_endpoint, id_endpoint);
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(webhookDelivery).where(where).orderBy(desc(webhookDelivery.created_at), desc(webhookDelivery.id)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(webhookDelivery).where(where),
  ]);
  const attempts = rows.length
    ? await db.select().from(webhookAttempt).where(inArray(webhookAttempt.id_delivery, rows.map((r) => r.id))).orderBy(webhookAttempt.attempt)
    : [];
  const data = rows.map(({ id_company: _c, id_endpoint: _e, queued_at: _q, locked_until: _l, ...delivery }) => ({
    ...delivery,
    attempt_log: attempts.filter((a) => a.id_delivery === delivery.id).map(({ id: _id, id_delivery: _d, ...attempt }) => attempt),
  }));
  return { data, count };
}
