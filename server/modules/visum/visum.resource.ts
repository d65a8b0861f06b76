import { and, inArray, ne } from 'drizzle-orm';
import { problem } from '../../../domain/errors';
import { visum } from '../../db/schema';
import { fieldError, forbidden } from '../../plugins/errors';
import { VISUM_DEVICE_TIME_MAX_HOURS } from '../../../domain/limits';
import { defineResource } from '../../plugins/resource';
import { personOnly } from '../../plugins/auth';
import { dataScope } from '../../plugins/scope';
import { actorOf, logActivity } from '../../plugins/activityLog';
import { createdFromOf, createdToOf } from '../../plugins/dealerDay';
import { visibleProspect } from '../prospects/visibility';
import { prospectPlaceOf } from '../prospects/prospectPlace';
import { createProspectOnVisit } from './newProspect';
import { visumVisible } from './visibility';

/** A phone's clock may run a little ahead of the server's: that much is taken as now. */
const DEVICE_CLOCK_AHEAD_MS = 5 * 60_000;

/**
 * The phone's time of a visit recorded without signal, taken only within the last
 * VISUM_DEVICE_TIME_MAX_HOURS; a time a little ahead of the server's clock is now.
 */
function deviceTimeOf(claimed: Date): Date {
  const now = Date.now();
  const oldest = now - VISUM_DEVICE_TIME_MAX_HOURS * 3_600_000;
  if (claimed.getTime() < oldest || claimed.getTime() > now + DEVICE_CLOCK_AHEAD_MS) {
    throw fieldError(422, 'recorded_offline_at', problem('visum.device_time_out_of_range', { hours: VISUM_DEVICE_TIME_MAX_HOURS }));
  }
  return new Date(Math.min(claimed.getTime(), now));
}

/**
 * /setting/visum: field visit reports. Every member reads the visits of their scope (the menu
 * always shows Data Visum); recording needs the 'Visum' module, which every seeded role has.
 */
export const visumResource = defineResource({
  resource: 'setting/visum',
  readModule: null,
  searchable: [visum.notes],
  visible: visumVisible,
  filters: {
    id_user: visum.id_user,
    id_group: visum.id_group,
    id_prospect: visum.id_prospect,
    purpose: visum.purpose,
    created_from: createdFromOf(visum.visited_at),
    created_to: createdToOf(visum.visited_at),
  },
  defaultSort: 'visited_at',
  // Where the visitor stood, named after the prospect met there.
  places: { latitude: visum.latitude, longitude: visum.longitude, name: prospectPlaceOf(visum.id_prospect).name, status: visum.purpose },
  async createRow(tx, caller, { new_prospect, id_prospect, recorded_offline_at, ...visit }) {
    const recorder = personOnly(caller);
    const deviceTime = recorded_offline_at ? deviceTimeOf(recorded_offline_at) : null;
    const met = new_prospect
      ? await createProspectOnVisit(tx, caller, new_prospect, visit.purpose)
      : id_prospect
        ? (await visibleProspect(tx, caller, id_prospect)).id
        : null;
    // Otherwise visited_at is left to the database's clock.
    const time = deviceTime ? { visited_at: deviceTime, time_from_device: true } : {};
    return { ...visit, ...time, id_prospect: met, id_user: recorder.id, id_group: recorder.id_group };
  },
  async updateRow(_tx, caller, input, current) {
    if (current.id_user !== personOnly(caller).id) throw forbidden(problem('visum.not_recorder'));
    return input;
  },
  async beforeDelete(tx, caller, ids) {
    // A visit is a person's: an integration key reads visits but neither records, corrects nor deletes one.
    if (dataScope(personOnly(caller)).kind === 'company') return;
    const others = await tx
      .select({ id: visum.id })
      .from(visum)
      .where(and(inArray(visum.id, ids), ne(visum.id_user, caller.id)))
      .limit(1);
    if (others.length) throw forbidden(problem('visum.not_deletable'));
  },
  async afterCreate(tx, caller, created) {
    await logActivity(tx, { id_company: caller.id_company, ...actorOf(caller), action: 'create', entity: 'visum', id_entity: created.id });
  },
});
