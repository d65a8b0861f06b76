import type { Faker } from '@faker-js/faker';
import { roundTo } from '../../domain/instalment';
import { PROSPECT_SOURCES, PROSPECT_STATUSES, prospect } from '../db/schema';
import {
  DAY,
  HOUR,
  between,
  daysAgo,
  insertAll,
  mobilePhone,
  officeSlot,
  startOfDayWib,
  type SeedContext,
} from './context';
import type { Product } from './products';
import { productWeights } from './products';
import { BANDUNG_AREAS, LEASINGS, PROSPECT_NOTES, TENORS } from './reference';
import type { Team } from './team';

export type Prospect = typeof prospect.$inferSelect;
type ProspectStatus = (typeof PROSPECT_STATUSES)[number];

/** 300 prospects; the Deal count matches the accepted orders that orders.ts plans. */
const STATUS_COUNTS: Record<ProspectStatus, number> = { Low: 80, Medium: 75, Hot: 65, Deal: 36, 'Not Deal': 44 };

const SOURCE_WEIGHTS: Record<(typeof PROSPECT_SOURCES)[number], number> = {
  'walk-in': 25,
  pameran: 15,
  roadshow: 8,
  referral: 12,
  website: 6,
  'media sosial': 18,
  leasing: 6,
  'repeat order': 6,
  lainnya: 4,
};

const TENOR_WEIGHTS = TENORS.map((value) => ({ value, weight: value >= 29 ? 3 : value >= 23 ? 2 : 1 }));

const JITTER = 0.004;

function personName(faker: Faker): string {
  const sex = faker.person.sexType();
  const first = faker.person.firstName(sex);
  let last = faker.person.lastName(sex);
  while (last === first) last = faker.person.lastName(sex);
  return `${first} ${last}`;
}

/** Open prospects get a next follow-up: about a third overdue, a fifth today, the rest upcoming. */
function nextFollowUp(faker: Faker, now: Date, createdAt: Date): Date {
  const today = startOfDayWib(now);
  const bucket = faker.number.float({ min: 0, max: 1 });
  if (bucket < 0.3) {
    const overdue = officeSlot(faker, new Date(today.getTime() - faker.number.int({ min: 1, max: 10 }) * DAY));
    if (overdue > createdAt) return overdue;
  }
  if (bucket < 0.5) return officeSlot(faker, today);
  return officeSlot(faker, new Date(today.getTime() + faker.number.int({ min: 1, max: 14 }) * DAY));
}

export async function seedProspects(ctx: SeedContext, team: Team, products: readonly Product[]): Promise<Prospect[]> {
  const { tx, faker, now, companyId } = ctx;
  const statuses = faker.helpers.shuffle(
    PROSPECT_STATUSES.flatMap((status) => Array.from({ length: STATUS_COUNTS[status] }, () => status)),
  );
  const sourceWeights = PROSPECT_SOURCES.map((value) => ({ value, weight: SOURCE_WEIGHTS[value] }));
  const weightedProducts = productWeights(products);
  const phones = new Set<string>();

  const rows = statuses.map((status, index) => {
    const owner = faker.helpers.arrayElement(team.sales);
    const closed = status === 'Deal' || status === 'Not Deal';
    const created_at = between(faker, daysAgo(now, 180), new Date(now.getTime() - (status === 'Deal' ? 7 * DAY : HOUR)));
    const area = faker.helpers.arrayElement(BANDUNG_AREAS);
    const interest = faker.helpers.weightedArrayElement(weightedProducts);
    const payment =
      status === 'Low' && faker.datatype.boolean(0.3)
        ? null
        : faker.helpers.weightedArrayElement([
            { value: 'cash' as const, weight: 3 },
            { value: 'kredit' as const, weight: 7 },
          ]);
    const kredit = payment === 'kredit';
    const phone = mobilePhone(faker, phones);
    const source = index < PROSPECT_SOURCES.length ? PROSPECT_SOURCES[index] : faker.helpers.weightedArrayElement(sourceWeights);
    return {
      id_company: companyId,
      id_user: owner.id,
      id_group: owner.id_group,
      name: personName(faker),
      phone,
      whatsapp: faker.datatype.boolean(0.85) ? phone : null,
      address: `${faker.helpers.arrayElement(area.streets)} No. ${faker.number.int({ min: 1, max: 250 })}, RT ${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/RW ${String(faker.number.int({ min: 1, max: 15 })).padStart(2, '0')}`,
      kelurahan: area.kelurahan,
      kecamatan: area.kecamatan,
      kota: 'Bandung',
      provinsi: 'Jawa Barat',
      latitude: faker.number.float({ min: area.latitude - JITTER, max: area.latitude + JITTER, fractionDigits: 6 }),
      longitude: faker.number.float({ min: area.longitude - JITTER, max: area.longitude + JITTER, fractionDigits: 6 }),
      source,
      id_product: interest.id,
      payment,
      leasing: kredit ? faker.helpers.arrayElement(LEASINGS).name : null,
      down_payment: kredit ? roundTo(interest.price_otr * faker.number.float({ min: 0.1, max: 0.3 }), 100_000) : null,
      tenor: kredit ? faker.helpers.weightedArrayElement(TENOR_WEIGHTS) : null,
      status,
      next_follow_up: closed ? null : nextFollowUp(faker, now, created_at),
      notes: faker.datatype.boolean(0.35) ? faker.helpers.arrayElement(PROSPECT_NOTES) : null,
      created_at,
      updated_at: between(faker, created_at, now),
    };
  });

  // Ids grow with created_at, as they would have in real use.
  rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  return insertAll(tx, prospect, rows);
}
