import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { metaParamValues } from '../../../domain/metaTemplate';
import { renderTemplate, type TemplateValues } from '../../../domain/whatsappTemplate';
import type { Executor } from '../../db/connection';
import { product, prospect, user, waOptOut } from '../../db/schema';
import { forbidden } from '../../plugins/errors';
import { inScope, usersInScope } from '../../plugins/scope';
import type { Member } from '../../plugins/session';
import { MAX_RECIPIENTS, type AudienceInput } from '../../../domain/schemas/broadcast';

/**
 * The recipients of a broadcast: read in one statement, rendered here with the same renderTemplate
 * the template page previews with, and sorted into those to send and those skipped with a reason.
 */

type Source = { id_prospect: number | null; id_user_target: number | null; name: string | null; phone: string | null; values: TemplateValues };

export type Recipient = {
  id_prospect: number | null;
  id_user_target: number | null;
  name: string | null;
  phone: string | null;
  body: string;
  /** Through the Cloud API: the values of the approved template's variables. */
  meta_params: string[] | null;
  status: 'queued' | 'skipped';
  reason: string | null;
};

export const SKIP_REASONS = {
  missing: 'Nomor kosong',
  invalid: 'Nomor tidak valid',
  duplicate: 'Nomor ganda',
  optedOut: 'Penerima meminta berhenti (BERHENTI)',
  cancelled: 'Dibatalkan',
} as const;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const list = <T>(value: T | T[] | undefined) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** Every id named must be one the caller reaches; another company's or out of scope is refused, not ignored. */
async function ensureReachable(ids: number[] | undefined, count: (ids: number[]) => Promise<number>) {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  if ((await count(unique)) !== unique.length) throw forbidden();
}

async function prospectSources(tx: Executor, member: Member, filter: Extract<AudienceInput, { kind: 'prospect' }>['filter']) {
  const reach = and(eq(prospect.id_company, member.id_company), inScope(member, prospect.id_user, prospect.id_group));
  await ensureReachable(filter.ids, async (ids) => {
    const [found] = await tx.select({ n: sql<number>`count(*)::int` }).from(prospect).where(and(reach, inArray(prospect.id, ids)));
    return found.n;
  });
  const statuses = list(filter.status);
  const sources = list(filter.source);
  const conditions: (SQL | undefined)[] = [
    reach,
    statuses?.length ? inArray(prospect.status, statuses) : undefined,
    sources?.length ? inArray(prospect.source, sources) : undefined,
    filter.id_group ? eq(prospect.id_group, filter.id_group) : undefined,
    filter.q ? or(ilike(prospect.name, like(filter.q)), ilike(prospect.phone, like(filter.q))) : undefined,
    filter.ids?.length ? inArray(prospect.id, filter.ids) : undefined,
  ];
  const rows = await tx
    .select({
      id: prospect.id,
      nama: prospect.name,
      phone: sql<string | null>`coalesce(nullif(${prospect.whatsapp}, ''), ${prospect.phone})`,
      telepon: prospect.phone,
      kota: prospect.kota,
      status: prospect.status,
      motor: product.name,
    })
    .from(prospect)
    .leftJoin(product, eq(product.id, prospect.id_product))
    .where(and(...conditions))
    .orderBy(prospect.id)
    .limit(MAX_RECIPIENTS + 1);
  return rows.map(
    ({ id, phone, ...values }): Source => ({ id_prospect: id, id_user_target: null, name: values.nama, phone, values }),
  );
}

/** The company's active users with a number that the member reaches, by group and name. */
export function usersWithPhone(member: Member, filter: { group?: number; name?: string; ids?: number[] }) {
  return and(
    eq(user.id_company, member.id_company),
    eq(user.status, 'active'),
    sql`coalesce(${user.phone_number}, '') <> ''`,
    usersInScope(member),
    filter.group ? eq(user.id_group, filter.group) : undefined,
    filter.name ? ilike(user.name, like(filter.name)) : undefined,
    filter.ids?.length ? inArray(user.id, filter.ids) : undefined,
  );
}

async function userSources(tx: Executor, member: Member, filter: Extract<AudienceInput, { kind: 'user' }>) {
  await ensureReachable(filter.ids, async (ids) => {
    const [found] = await tx.select({ n: sql<number>`count(*)::int` }).from(user).where(usersWithPhone(member, { ids }));
    return found.n;
  });
  const rows = await tx
    .select({ id: user.id, name: user.name, phone: user.phone_number })
    .from(user)
    .where(usersWithPhone(member, filter))
    .orderBy(user.id)
    .limit(MAX_RECIPIENTS + 1);
  return rows.map(
    ({ id, name, phone }): Source => ({ id_prospect: null, id_user_target: id, name, phone, values: { nama: name, telepon: phone } }),
  );
}

const E164_ID = /^\+62\d{8,13}$/;

/** The E.164 form of a number as people type it (0812…, 62812…, +62 812-…); undefined when it is not a number. */
function e164(raw: string | null): string | undefined {
  if (!raw?.trim()) return undefined;
  if (E164_ID.test(raw)) return raw;
  const parsed = parsePhoneNumberFromString(raw, 'ID');
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * The broadcast's recipients with their messages: the first of each number is sent, a later one is
 * a duplicate; numbers that opted out, and missing or invalid ones, are skipped with the reason.
 */
export async function recipientsOf(tx: Executor, member: Member, audience: AudienceInput, body: string, sender: TemplateValues, metaParams?: readonly string[]) {
  const sources = audience.kind === 'prospect' ? await prospectSources(tx, member, audience.filter) : await userSources(tx, member, audience);
  const phones = sources.map((source) => e164(source.phone));
  const known = [...new Set(phones.filter((phone): phone is string => phone !== undefined))];
  const optedOut = new Set(
    known.length
      ? (await tx.select({ phone: waOptOut.phone }).from(waOptOut).where(and(eq(waOptOut.id_company, member.id_company), inArray(waOptOut.phone, known)))).map(
          (row) => row.phone,
        )
      : [],
  );
  const seen = new Set<string>();
  return sources.map((source, index): Recipient => {
    const phone = phones[index];
    const skip = (reason: string, kept: string | null = null): Recipient => ({ ...base, phone: kept, status: 'skipped', reason });
    const values = { ...sender, ...source.values };
    const base = {
      id_prospect: source.id_prospect,
      id_user_target: source.id_user_target,
      name: source.name,
      body: renderTemplate(body, values),
      meta_params: metaParams ? metaParamValues(metaParams, values) : null,
    };
    if (!phone) return skip(source.phone?.trim() ? SKIP_REASONS.invalid : SKIP_REASONS.missing);
    if (seen.has(phone)) return skip(SKIP_REASONS.duplicate);
    seen.add(phone);
    if (optedOut.has(phone)) return skip(SKIP_REASONS.optedOut, phone);
    return { ...base, phone, status: 'queued', reason: null };
  });
}
