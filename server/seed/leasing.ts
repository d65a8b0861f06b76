import { leasingPartner } from '../db/schema';
import { insertAll, type SeedContext } from './context';
import { LEASINGS, TENORS, seedRate } from './reference';

export type LeasingPartner = typeof leasingPartner.$inferSelect;

/** The dealer's leasing partners with their current offers: every seeded tenor, and four years. */
export function seedLeasingPartners({ tx, companyId }: SeedContext): Promise<LeasingPartner[]> {
  const tenors = [...TENORS, 47];
  return insertAll(
    tx,
    leasingPartner,
    LEASINGS.map((house, index) => ({
      id_company: companyId,
      name: house.name,
      short_name: house.short_name,
      contact_name: `Marketing ${house.short_name} Bandung`,
      contact_whatsapp: `+628122000${String(index + 1).padStart(4, '0')}`,
      rates: tenors.map((tenor) => ({ tenor, rate: seedRate(house.flatRate, tenor) })),
      min_down_payment_percent: 10,
      admin_fee: house.admin_fee,
      insurance_fee: house.insurance_fee,
      categories: [...house.categories],
    })),
  );
}
