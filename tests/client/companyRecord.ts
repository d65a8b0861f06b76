import type { CompanyRecord } from '../../domain/schemas/company';

/** The dealer as /company answers its Administrator, before a test changes it. */
export const companyRecord = (): CompanyRecord => ({
  id: 3,
  name: 'PT Maju Motor Sejahtera',
  code: 'MAJU23',
  address: 'Jl. Soekarno-Hatta 100, Bandung',
  phone: '+62227123456',
  email: null,
  logo: null,
  followup_approval: true,
  time_zone: 'Asia/Jakarta',
  work_days: [1, 2, 3, 4, 5, 6],
  work_start: '08:00',
  work_end: '17:00',
  linked_broadcasts: false,
  linked_broadcast_cap: 50,
  sales_discount_limit: null,
});
