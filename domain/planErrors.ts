import type { PlanLimit } from './plan';
import { texts, type ErrorLanguage } from './errorTexts';

/** What each limit counts, as the sentence names it; storage is counted in MB. */
const COUNTED: Record<ErrorLanguage, Record<PlanLimit, string>> = {
  id: { users: 'pengguna aktif', prospects: 'prospek', whatsapp_numbers: 'nomor WhatsApp terhubung', storage_mb: 'MB penyimpanan' },
  en: { users: 'active users', prospects: 'prospects', whatsapp_numbers: 'linked WhatsApp numbers', storage_mb: 'MB of storage' },
};
const usedId = (limit: PlanLimit, used: number) => `${String(used).replace('.', ',')}${limit === 'storage_mb' ? ' MB' : ''}`;
const usedEn = (limit: PlanLimit, used: number) => `${used}${limit === 'storage_mb' ? ' MB' : ''}`;
const CONTACT_ID = 'Hubungi penyedia layanan untuk menambah paket.';
const CONTACT_EN = 'Contact your service provider to extend the plan.';

type Reached = { limit: PlanLimit; max: number; used: number };
type ImportOver = { max: number; used: number; adding: number };

/** The refusals at a limit of the company's plan (docs/plans.md), part of the catalogue of domain/errors.ts. */
export const PLAN_ERRORS = {
  'plan.limit_reached': texts<Reached>(
    (p) => `Batas paket tercapai: paket anda memuat paling banyak ${p.max} ${COUNTED.id[p.limit]} (terpakai ${usedId(p.limit, p.used)}). ${CONTACT_ID}`,
    (p) => `Plan limit reached: your plan holds at most ${p.max} ${COUNTED.en[p.limit]} (${usedEn(p.limit, p.used)} used). ${CONTACT_EN}`,
  ),
  'plan.import_over_limit': texts<ImportOver>(
    (p) =>
      `Batas paket tercapai: paket anda memuat paling banyak ${p.max} prospek (terpakai ${p.used}), impor ini akan menambah ${p.adding}. Tidak ada prospek yang disimpan. ${CONTACT_ID}`,
    (p) => `Plan limit reached: your plan holds at most ${p.max} prospects (${p.used} used) and this import would add ${p.adding}. No prospect was saved. ${CONTACT_EN}`,
  ),
};
