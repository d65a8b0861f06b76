import { seedActivityLog } from './activity';
import { seedCollabs } from './collabs';
import { createSeedFaker, type SeedContext } from './context';
import { buildEvents } from './events';
import { seedFollowUps } from './followUps';
import { seedLeasingPartners } from './leasing';
import { seedNotifications } from './notifications';
import { seedOrders } from './orders';
import { seedProducts } from './products';
import { seedProspects } from './prospects';
import { seedTargets } from './targets';
import { seedTeam } from './team';
import { seedTemplates } from './templates';
import { seedVisits } from './visits';

/** Six months of a dealer's work in a company just created, inside the seed's transaction. */
export async function fillDemoCompany(target: Omit<SeedContext, 'faker'>, team: Parameters<typeof seedTeam>[1]) {
  const ctx: SeedContext = { ...target, faker: createSeedFaker() };
  const people = await seedTeam(ctx, team);
  const products = await seedProducts(ctx);
  const prospects = await seedProspects(ctx, people, products);
  const followUps = await seedFollowUps(ctx, people, prospects);
  const collabs = await seedCollabs(ctx, people, prospects);
  const partners = await seedLeasingPartners(ctx);
  const orders = await seedOrders(ctx, people, prospects, products, partners);
  const adminEvents = await seedNotifications(ctx, people, buildEvents(people, { prospects, followUps, collabs, orders }));
  await seedActivityLog(ctx, people, adminEvents);
  await seedVisits(ctx, people, prospects);
  await seedTargets(ctx, people);
  await seedTemplates(ctx, people);
}
