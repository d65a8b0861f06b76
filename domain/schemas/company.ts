import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { company } from '../tables/tenancy';
import { TIME_OF_DAY, TIME_ZONES, WEEKDAYS } from '../timeZones';
import { emailField, optionalPhoneField, optionalText, requiredText, rupiahField } from './fields';

/**
 * A dealer as /company answers it: every column but when it was created and its logo's size. The code that lets staff
 * register into the company is the Administrator's to hand out: other members get the record without it.
 */
export const companyRecord = createSelectSchema(company).omit({ created_at: true, logo_bytes: true }).partial({ code: true });
export type CompanyRecord = z.input<typeof companyRecord>;

const timeOfDay = (label: string) =>
  z.string({ error: `${label} wajib diisi.` }).regex(TIME_OF_DAY, `${label} harus berupa jam (JJ:MM), misalnya 08:00.`);

const WEEKDAY = 'Hari kerja harus hari Senin sampai Minggu.';

/** What Pengaturan Instansi changes; each field optional, so a page can send only its own section. */
export const companyChange = z
  .object({
    name: requiredText('Nama perusahaan', 160),
    address: optionalText('Alamat', 300),
    phone: optionalPhoneField('Telepon'),
    email: z.preprocess((value) => (value === '' ? null : value), emailField.nullish()),
    followup_approval: z.boolean({ error: 'Pilih apakah follow up perlu persetujuan.' }),
    time_zone: z.enum(TIME_ZONES, { error: 'Pilih zona waktu: WIB, WITA atau WIT.' }),
    work_days: z
      .array(z.number({ error: WEEKDAY }).int(WEEKDAY).min(WEEKDAYS[0], WEEKDAY).max(WEEKDAYS[WEEKDAYS.length - 1], WEEKDAY), { error: 'Pilih hari kerja.' })
      .min(1, 'Pilih minimal satu hari kerja.')
      .max(7, 'Hari kerja paling banyak tujuh.')
      .refine((days) => new Set(days).size === days.length, 'Hari kerja tidak boleh berulang.'),
    work_start: timeOfDay('Jam mulai kerja'),
    work_end: timeOfDay('Jam selesai kerja'),
    linked_broadcasts: z.boolean({ error: 'Pilih apakah pesan siaran boleh lewat nomor tertaut.' }),
    linked_broadcast_cap: z
      .number({ error: 'Batas harian wajib berupa angka.' })
      .int('Batas harian harus bilangan bulat.')
      .min(1, 'Batas harian paling sedikit 1.')
      .max(1000, 'Batas harian paling banyak 1000.'),
    /** docs/leasing.md, The SPK: above it, a discount needs the supervisor's approval. */
    sales_discount_limit: rupiahField('Batas diskon sales'),
  })
  .partial();
export type CompanyChange = z.input<typeof companyChange>;
