import type { Collab } from './collabs';
import type { FollowUp } from './followUps';
import type { Order } from './orders';
import type { Prospect } from './prospects';
import type { Team, User } from './team';
import { AKSI, type Aksi } from '../../domain/notifications';

/** Something a user did that others are told about (notification) and that is logged (activity_log). */
export type DemoEvent = {
  actor: User;
  aksi: Aksi;
  at: Date;
  tipe: 'Prospek' | 'Order';
  id_data: number;
  nama_prospect: string | null;
  nama_order: string | null;
  action: string;
  entity: string;
  id_entity: number;
};

/** Each list newest first. */
export type EventPools = {
  prospectsAdded: DemoEvent[];
  followUpsAdded: DemoEvent[];
  collabsRequested: DemoEvent[];
  ordersSubmitted: DemoEvent[];
  statusesChanged: DemoEvent[];
  /** What reaches one salesperson: decisions on their work and requests to collaborate, by user id. */
  forSales: Map<number, DemoEvent[]>;
};

type Entity = { entity: string; id_entity: number; action: string };

export const newestFirst = (events: readonly DemoEvent[]) => [...events].sort((a, b) => b.at.getTime() - a.at.getTime());

export function buildEvents(
  team: Team,
  data: { prospects: readonly Prospect[]; followUps: readonly FollowUp[]; collabs: readonly Collab[]; orders: readonly Order[] },
): EventPools {
  const userById = new Map(team.everyone.map((u) => [u.id, u]));
  const prospectById = new Map(data.prospects.map((p) => [p.id, p]));
  const who = (id: number | null) => userById.get(id ?? -1) ?? team.admin;

  const aboutProspect = (idProspect: number, actor: User, aksi: Aksi, at: Date, what: Entity): DemoEvent[] => {
    const p = prospectById.get(idProspect);
    return p ? [{ tipe: 'Prospek', id_data: p.id, nama_prospect: p.name, nama_order: null, actor, aksi, at, ...what }] : [];
  };
  const aboutOrder = (o: Order, actor: User, aksi: Aksi, at: Date, action: string): DemoEvent => ({
    tipe: 'Order',
    id_data: o.id,
    nama_prospect: null,
    nama_order: o.number,
    actor,
    aksi,
    at,
    action,
    entity: 'order',
    id_entity: o.id,
  });

  const pendingCollabs = data.collabs.filter((c) => c.status === 'pending');
  const collabEvent = (c: Collab) =>
    aboutProspect(c.id_prospect, who(c.id_user), AKSI.collabRequested, c.created_at, {
      action: 'request',
      entity: 'collab',
      id_entity: c.id,
    });

  const forSales = new Map<number, DemoEvent[]>();
  const tell = (recipient: number, events: DemoEvent[]) =>
    forSales.set(recipient, [...(forSales.get(recipient) ?? []), ...events]);
  for (const f of data.followUps) {
    if (f.status !== 'approved' || !f.decided_at) continue;
    tell(
      f.id_user,
      aboutProspect(f.id_prospect, who(f.decided_by), AKSI.followUpApproved, f.decided_at, {
        action: 'approve',
        entity: 'follow_up',
        id_entity: f.id,
      }),
    );
  }
  for (const o of data.orders) {
    if ((o.status !== 'approved' && o.status !== 'rejected') || !o.decided_at) continue;
    const approved = o.status === 'approved';
    tell(o.id_user, [aboutOrder(o, who(o.decided_by), approved ? AKSI.orderApproved : AKSI.orderRejected, o.decided_at, approved ? 'approve' : 'reject')]);
  }
  for (const c of pendingCollabs) tell(c.id_user_target, collabEvent(c));
  for (const [recipient, events] of forSales) forSales.set(recipient, newestFirst(events));

  return {
    prospectsAdded: newestFirst(
      data.prospects.flatMap((p) =>
        aboutProspect(p.id, who(p.id_user), AKSI.prospectAdded, p.created_at, { action: 'create', entity: 'prospect', id_entity: p.id }),
      ),
    ),
    followUpsAdded: newestFirst(
      data.followUps
        .filter((f) => f.status === 'pending')
        .flatMap((f) =>
          aboutProspect(f.id_prospect, who(f.id_user), AKSI.followUp, f.done_at ?? f.created_at, {
            action: 'create',
            entity: 'follow_up',
            id_entity: f.id,
          }),
        ),
    ),
    collabsRequested: newestFirst(pendingCollabs.flatMap(collabEvent)),
    ordersSubmitted: newestFirst(
      data.orders.filter((o) => o.status === 'pending').map((o) => aboutOrder(o, who(o.id_user), AKSI.orderRequested, o.created_at, 'create')),
    ),
    statusesChanged: newestFirst(
      data.prospects
        .filter((p) => p.status === 'Hot')
        .flatMap((p) =>
          aboutProspect(p.id, who(p.id_user), AKSI.statusChanged, p.updated_at, {
            action: 'update_status',
            entity: 'prospect',
            id_entity: p.id,
          }),
        ),
    ),
    forSales,
  };
}
