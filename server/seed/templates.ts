import { waTemplate } from '../db/schema';
import { insertAll, type SeedContext } from './context';
import type { Team } from './team';

type TemplateEntry = { name: string; body: string; active: boolean };

/** What a Bandung dealer's sales team sends most, with the placeholders of domain/whatsappTemplate.ts. */
const TEMPLATES: readonly TemplateEntry[] = [
  {
    name: 'Sapa prospek baru',
    body: 'Halo Kak {nama}, terima kasih sudah menghubungi {dealer}. Saya {sales} yang akan membantu Kakak soal {motor}. Boleh tahu kapan Kakak ada waktu untuk test ride?',
    active: true,
  },
  {
    name: 'Pengingat follow up',
    body: 'Selamat siang Kak {nama}, saya {sales} dari {dealer}. Bagaimana, sudah ada keputusan untuk {motor}-nya? Kalau ada yang mau ditanyakan soal cicilan atau DP, kabari saya di {telepon_sales} ya.',
    active: true,
  },
  {
    name: 'Promo akhir bulan',
    body: 'Kak {nama}, promo akhir bulan di {dealer} {kota}: DP ringan dan cashback untuk {motor}. Stok warna favorit terbatas. Mau saya hitungkan simulasi kreditnya? 🙏',
    active: true,
  },
  {
    name: 'Terima kasih sudah order',
    body: 'Terima kasih Kak {nama} sudah order {motor} di {dealer}! Kami kabari lagi begitu unitnya siap dikirim. Salam, {sales}.',
    active: true,
  },
  {
    name: 'Undangan pameran (lama)',
    body: 'Halo Kak {nama}, {dealer} mengundang Kakak ke pameran motor di mal terdekat di {kota} akhir pekan ini.',
    active: false,
  },
];

export async function seedTemplates({ tx, companyId }: SeedContext, people: Team) {
  await insertAll(
    tx,
    waTemplate,
    TEMPLATES.map((entry) => ({ ...entry, id_company: companyId, created_by: people.admin.id })),
  );
}
