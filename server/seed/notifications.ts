import { notification } from '../db/schema';
import { insertAll, type SeedContext } from './context';
import { newestFirst, type DemoEvent, type EventPools } from './events';
import type { Team, User } from './team';

type Delivery = { recipient: User; event: DemoEvent; unread: boolean };

/** The newest `unreadProspek` Prospek and `unreadOrder` Order notifications are unread, the rest read. */
function deliver(recipient: User, events: DemoEvent[], unreadProspek: number, unreadOrder: number): Delivery[] {
  const seen = { Prospek: 0, Order: 0 };
  return newestFirst(events).map((event) => {
    seen[event.tipe] += 1;
    const unread = seen[event.tipe] <= (event.tipe === 'Prospek' ? unreadProspek : unreadOrder);
    return { recipient, event, unread };
  });
}

/**
 * The administrator hears about everything; a supervisor about their own group; a salesperson about
 * decisions on their work and requests to collaborate. Returns what the administrator was told.
 */
export async function seedNotifications(ctx: SeedContext, team: Team, pools: EventPools): Promise<DemoEvent[]> {
  const adminEvents = [
    ...pools.prospectsAdded.slice(0, 6),
    ...pools.followUpsAdded.slice(0, 6),
    ...pools.collabsRequested.slice(0, 4),
    ...pools.ordersSubmitted.slice(0, 6),
    ...pools.statusesChanged.slice(0, 3),
  ];

  const deliveries: Delivery[] = [
    ...deliver(team.admin, adminEvents, 6, 4),
    ...team.supervisors.flatMap((supervisor) => {
      const ofGroup = (events: DemoEvent[]) => events.filter((e) => e.actor.id_group === supervisor.id_group);
      return deliver(
        supervisor,
        [
          ...ofGroup(pools.prospectsAdded).slice(0, 1),
          ...ofGroup(pools.followUpsAdded).slice(0, 2),
          ...ofGroup(pools.collabsRequested).slice(0, 1),
          ...ofGroup(pools.ordersSubmitted).slice(0, 1),
        ],
        2,
        1,
      );
    }),
    ...team.sales.flatMap((member) => deliver(member, (pools.forSales.get(member.id) ?? []).slice(0, 3), 1, 1)),
  ];

  await insertAll(
    ctx.tx,
    notification,
    deliveries.map(({ recipient, event, unread }) => ({
      id_company: ctx.companyId,
      id_user: recipient.id,
      id_actor: event.actor.id,
      id_data: event.id_data,
      tipe: event.tipe,
      status: unread ? ('N' as const) : ('Y' as const),
      nama_user: event.actor.name,
      aksi: event.aksi,
      nama_prospect: event.nama_prospect,
      nama_order: event.nama_order,
      created_at: event.at,
    })),
  );
  return adminEvents;
}
