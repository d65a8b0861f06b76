import { activityLog } from '../db/schema';
import { HOUR, MINUTE, insertAll, startOfDayWib, type SeedContext } from './context';
import { newestFirst, type DemoEvent } from './events';
import type { Team, User } from './team';

const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; SM-A356E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const LOGGED_EVENTS = 12;

/** The newest of the administrator's notified events, plus this morning's office logins. */
export async function seedActivityLog(ctx: SeedContext, team: Team, events: readonly DemoEvent[]): Promise<void> {
  const { tx, faker, now, companyId } = ctx;
  const office = new Set([team.admin.id, ...team.supervisors.map((s) => s.id)]);
  // Telkom IndiHome / Telkomsel address space, one fixed address per user.
  const ipOf = new Map(team.everyone.map((u) => [u.id, `36.72.${faker.number.int(255)}.${faker.number.int({ min: 1, max: 254 })}`]));
  const origin = (u: User) => ({ ip: ipOf.get(u.id) ?? null, user_agent: office.has(u.id) ? DESKTOP_AGENT : PHONE_AGENT });

  const morning = new Date(Math.min(now.getTime(), startOfDayWib(now).getTime() + 8 * HOUR));
  const logins = [team.admin, ...team.supervisors].map((u) => ({
    id_company: companyId,
    id_user: u.id,
    action: 'login',
    entity: 'session',
    id_entity: null,
    detail: null,
    ...origin(u),
    created_at: new Date(morning.getTime() - faker.number.int({ min: 0, max: 45 }) * MINUTE),
  }));

  const actions = newestFirst(events)
    .slice(0, LOGGED_EVENTS)
    .map((e) => ({
      id_company: companyId,
      id_user: e.actor.id,
      action: e.action,
      entity: e.entity,
      id_entity: e.id_entity,
      detail: { aksi: e.aksi, ...(e.nama_prospect ? { nama_prospect: e.nama_prospect } : {}), ...(e.nama_order ? { nama_order: e.nama_order } : {}) },
      ...origin(e.actor),
      created_at: e.at,
    }));

  await insertAll(tx, activityLog, [...logins, ...actions]);
}
