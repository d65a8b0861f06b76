import { visum } from '../db/schema';
import type { VISUM_PURPOSES } from '../../domain/vocabularies';
import { between, daysAgo, insertAll, type SeedContext } from './context';
import type { Prospect } from './prospects';
import { BANDUNG_AREAS } from './reference';
import type { Team } from './team';

const VISIT_DAYS = 60;
/** Degrees (about 150 m): how far from the prospect's address a phone's location lands. */
const PLACE_JITTER = 0.0015;
const NOTES: Record<(typeof VISUM_PURPOSES)[number], string[]> = {
  rumah: ['Survei rumah untuk pengajuan kredit', 'Antar brosur dan simulasi cicilan', 'Konsumen minta test ride di rumah'],
  perusahaan: ['Presentasi pembelian armada kantor', 'Kunjungan ke bagian HRD untuk program karyawan'],
  pameran: ['Jaga booth pameran di mal', 'Pameran akhir pekan di lapangan kecamatan'],
  lainnya: ['Antar STNK ke konsumen', 'Koordinasi dengan leasing'],
};

/**
 * Two months of field visits: each salesperson at some of their prospects' homes (near the
 * prospect's place), at companies and exhibitions somewhere in Bandung; about one in ten without a location, as happens
 * when a phone refuses it. No photos: the demo has no pictures to show.
 */
export async function seedVisits(ctx: SeedContext, team: Team, prospects: readonly Prospect[]) {
  const { tx, faker, now, companyId } = ctx;
  const rows = team.sales.flatMap((member) => {
    const own = prospects.filter((p) => p.id_user === member.id);
    return Array.from({ length: faker.number.int({ min: 12, max: 24 }) }, () => {
      const purpose = faker.helpers.weightedArrayElement([
        { weight: 6, value: 'rumah' as const },
        { weight: 2, value: 'perusahaan' as const },
        { weight: 1, value: 'pameran' as const },
        { weight: 1, value: 'lainnya' as const },
      ]);
      const prospect = purpose === 'rumah' && own.length ? faker.helpers.arrayElement(own) : null;
      const near =
        prospect?.latitude != null && prospect.longitude != null
          ? { latitude: prospect.latitude, longitude: prospect.longitude }
          : faker.helpers.arrayElement(BANDUNG_AREAS);
      const located = faker.datatype.boolean(0.9);
      const jitter = () => faker.number.float({ min: -PLACE_JITTER, max: PLACE_JITTER, fractionDigits: 6 });
      return {
        id_company: companyId,
        id_user: member.id,
        id_group: member.id_group,
        id_prospect: prospect?.id ?? null,
        purpose,
        notes: faker.helpers.arrayElement(NOTES[purpose]),
        latitude: located ? near.latitude + jitter() : null,
        longitude: located ? near.longitude + jitter() : null,
        accuracy: located ? faker.number.int({ min: 5, max: 60 }) : null,
        visited_at: between(faker, daysAgo(now, VISIT_DAYS), now),
      };
    });
  });
  await insertAll(tx, visum, rows);
}
