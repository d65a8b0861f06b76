import { waTemplate } from '../schema';
import { insertAll, type SeedContext } from './context';
import type { Team } from './team';

/** The message templates a dealer starts with (Pengaturan Template), written by the administrator. */
const TEMPLATES: { name: string; body: string }[] = [
  {
    name: 'Sapa prospek baru',
    body: 'Halo {nama}, saya {sales} dari {dealer}. Terima kasih sudah tertarik dengan {motor}. Ada yang bisa saya bantu soal harga atau simulasi kredit?',
  },
  {
    name: 'Pengingat follow up',
    body: 'Selamat siang {nama}, saya {sales} dari {dealer}. Bagaimana, sudah ada keputusan untuk {motor}? Saya siap bantu kapan saja di {telepon_sales}.',
  },
  {
    name: 'Promo akhir bulan',
    body: 'Halo {nama}! Akhir bulan ini {dealer} ada potongan DP dan hadiah langsung untuk {motor}. Balas pesan ini untuk info lengkapnya. Ketik BERHENTI bila tidak ingin menerima promo.',
  },
  {
    name: 'Terima kasih sudah order',
    body: 'Terima kasih {nama} sudah order {motor} di {dealer}. Kami kabari lagi saat unit siap dikirim. Salam, {sales}.',
  },
];

export async function seedTemplates({ tx, companyId }: SeedContext, team: Team) {
  await insertAll(
    tx,
    waTemplate,
    TEMPLATES.map((template) => ({ ...template, id_company: companyId, created_by: team.admin.id })),
  );
}
