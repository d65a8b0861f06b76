import { and, eq, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { distributionBatch, distributionItem, prospect } from '../../db/schema';
import type { Member } from '../../plugins/session';
import type { ZoneHolder } from '../../plugins/dealerDay';
import { DEFAULT_TIME_ZONE } from '../../../domain/timeZones';
import { createdFrom, createdTo } from '../prospects/prospectQuery';
import { prospectManaged } from '../prospects/visibility';
import type { Source } from '../../../domain/schemas/distribution';
import { CLOSED_PROSPECT_STATUSES } from '../../../domain/vocabularies';
import { followedUpSince } from './touched';


/** Received by `id_user` in a batch at least `days` old, still theirs, and never followed up since. */
function untouchedFor(id_user: number, days: number): SQL {
  const received = sql`exists (
    select 1 from ${distributionItem} join ${distributionBatch} on ${distributionBatch.id} = ${distributionItem.id_batch}
     where ${distributionItem.id_prospect} = ${prospect.id} and ${distributionItem.id_user} = ${id_user}
       and ${distributionItem.undone_at} is null
       and ${distributionBatch.created_at} <= now() - make_interval(days => ${days})
       and not ${followedUpSince(prospect.id, distributionBatch.created_at)})`;
  return and(eq(prospect.id_user, id_user), received) as SQL;
}

function chosenBy(source: Source, zone: ZoneHolder): SQL | undefined {
  switch (source.kind) {
    case 'unassigned':
      return isNull(prospect.id_user);
    case 'ids':
      // One parameter however many ids: PostgreSQL takes at most 65,535 parameters per statement.
      return sql`${prospect.id} in (select jsonb_array_elements_text(${JSON.stringify(source.ids)}::jsonb)::int)`;
    case 'untouched':
      return untouchedFor(source.id_user, source.days);
    case 'filter':
      return and(
        source.status === undefined ? undefined : eq(prospect.status, source.status),
        source.source === undefined ? undefined : eq(prospect.source, source.source),
        source.id_product === undefined ? undefined : eq(prospect.id_product, source.id_product),
        source.id_group === undefined ? undefined : eq(prospect.id_group, source.id_group),
        source.id_user === undefined ? undefined : eq(prospect.id_user, source.id_user),
        source.unassigned ? isNull(prospect.id_user) : undefined,
        source.id_import === undefined ? undefined : eq(prospect.id_import, source.id_import),
        source.created_from ? createdFrom(source.created_from, zone) : undefined,
        source.created_to ? createdTo(source.created_to, zone) : undefined,
      );
  }
}

/**
 * The prospects a distribution may take: the company's open ones matching the source, either
 * waiting in List Distribusi or managed by the member (all for an Administrator, a supervisor's
 * group). The standing rule (no member) takes only unassigned ones.
 */
/** The standing rule picks new prospects by id, never by dates: no day of a zone is ever read for it. */
const STANDING_RULE_ZONE: ZoneHolder = { time_zone: DEFAULT_TIME_ZONE };

export function chosenProspects(id_company: number, source: Source, member: Member | null): SQL {
  const reach = member ? or(isNull(prospect.id_user), prospectManaged(member) ?? sql`true`) : isNull(prospect.id_user);
  return and(eq(prospect.id_company, id_company), notInArray(prospect.status, [...CLOSED_PROSPECT_STATUSES]), reach, chosenBy(source, member ?? STANDING_RULE_ZONE)) as SQL;
}
