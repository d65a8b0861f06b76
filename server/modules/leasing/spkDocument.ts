import { and, eq } from 'drizzle-orm';
import { orderTotal } from '../../../domain/instalment';
import { plainRupiah } from '../../../domain/rupiah';
import { SPK_STATUS_LABELS } from '../../../domain/vocabularyLabels';
import { dealerMoment } from '../../plugins/dealerMoment';
import type { Executor } from '../../db/connection';
import { order, product, prospect, user } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { notFound } from '../../plugins/errors';
import type { Caller } from '../../plugins/session';
import { issuerOf } from '../../pdf/issuer';
import { pdfWriter, type Layout, type Row } from '../../pdf/pdfDocument';
import { orderVisible } from '../orders/order.resource';

/**
 * The printable SPK of an order the caller sees (docs/leasing.md, The SPK): the dealer's name and
 * logo, the buyer and the STNK's owner, the motorcycle, the money and its payment, the booking fee,
 * the SPK's state, and on A4 the boxes to sign.
 */
export async function spkDocument(tx: Executor, files: FileStore, caller: Caller, id: number, layout: Layout) {
  const [found] = await tx
    .select({ order, buyer: { name: prospect.name, phone: prospect.phone, address: prospect.address, kelurahan: prospect.kelurahan, kota: prospect.kota }, motor: { name: product.name, type_code: product.type_code }, seller: user.name })
    .from(order)
    .innerJoin(prospect, eq(prospect.id, order.id_prospect))
    .innerJoin(product, eq(product.id, order.id_product))
    .innerJoin(user, eq(user.id, order.id_user))
    .where(and(eq(order.id, id), eq(order.id_company, caller.id_company), orderVisible(caller)));
  if (!found) throw notFound();
  const { order: spk, buyer, motor } = found;
  const when = (at: Date) => dealerMoment(at, caller.time_zone);
  const writer = pdfWriter(layout, { title: `SPK ${spk.number}`, author: caller.name });
  writer.issuer(await issuerOf(tx, files, caller.id_company));
  writer.title('SURAT PESANAN KENDARAAN (SPK)', `${spk.number} · ${when(spk.created_at)} · ${SPK_STATUS_LABELS[spk.spk_status]}`);
  writer.section('Pemesan');
  writer.rows([
    ['Nama', buyer.name],
    ['Telepon', buyer.phone],
    ['Alamat', [buyer.address, buyer.kelurahan, buyer.kota].filter(Boolean).join(', ')],
    ['Nama di STNK', spk.stnk_name ?? buyer.name],
  ]);
  writer.section('Kendaraan');
  writer.rows([
    ['Motor', `${motor.name} (${motor.type_code})`],
    ['Warna', spk.colour ?? '-'],
    ['Jumlah', String(spk.qty)],
    ['Harga satuan', plainRupiah(spk.price)],
    ['Diskon', plainRupiah(spk.discount)],
    ['Total', plainRupiah(orderTotal(spk))],
  ]);
  writer.section('Pembayaran');
  const credit: Row[] =
    spk.payment === 'kredit'
      ? [
          ['Leasing', spk.leasing ?? '-'],
          ['Uang muka', plainRupiah(spk.down_payment ?? 0)],
          ['Tenor', `${spk.tenor ?? '-'} bulan`],
          ['Angsuran per bulan', plainRupiah(spk.instalment ?? 0)],
        ]
      : [];
  writer.rows([
    ['Cara bayar', spk.payment === 'kredit' ? 'Kredit' : 'Tunai'],
    ...credit,
    ['Tanda jadi (booking fee)', `${plainRupiah(spk.booking_fee ?? 0)}${spk.booking_fee_paid_at ? `, diterima ${when(spk.booking_fee_paid_at)}` : ', belum diterima'}`],
    ['Sales', found.seller],
  ]);
  writer.signatures(['Pemesan', 'Sales', 'Kepala Cabang']);
  return writer.end(`Dicetak ${when(new Date())} oleh ${caller.name}.`);
}
