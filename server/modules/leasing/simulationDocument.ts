import { and, eq } from 'drizzle-orm';
import { plainRupiah } from '../../../domain/rupiah';
import type { Executor } from '../../db/connection';
import { creditSimulation, prospect, user } from '../../db/schema';
import type { FileStore } from '../../files/store';
import { notFound } from '../../plugins/errors';
import { dealerMoment } from '../../plugins/dealerMoment';
import type { Caller } from '../../plugins/session';
import { issuerOf } from '../../pdf/issuer';
import { pdfWriter } from '../../pdf/pdfDocument';
import { visibleProspect } from '../prospects/visibility';

/**
 * A kept simulation as the one-page PDF sent to the customer (docs/leasing.md): in the dealer's name,
 * every partner that can finance it cheapest first, laid out to be read on a phone.
 */
export async function simulationDocument(tx: Executor, files: FileStore, caller: Caller, id_prospect: number, id: number) {
  await visibleProspect(tx, caller, id_prospect);
  const [found] = await tx
    .select({ simulation: creditSimulation, customer: prospect.name, seller: user.name, seller_phone: user.whatsapp_number })
    .from(creditSimulation)
    .innerJoin(prospect, eq(prospect.id, creditSimulation.id_prospect))
    .leftJoin(user, eq(user.id, creditSimulation.id_user))
    .where(and(eq(creditSimulation.id, id), eq(creditSimulation.id_prospect, id_prospect), eq(creditSimulation.id_company, caller.id_company)));
  if (!found) throw notFound();
  const { simulation } = found;
  const writer = pdfWriter('phone', { title: `Simulasi kredit ${simulation.motor}`, author: found.seller ?? caller.name });
  writer.issuer(await issuerOf(tx, files, caller.id_company));
  writer.title('Simulasi Kredit', `${found.customer} · ${dealerMoment(simulation.created_at, caller.time_zone)}`);
  writer.rows([
    ['Motor', simulation.motor],
    ['Harga', plainRupiah(simulation.price)],
    ['Uang muka', plainRupiah(simulation.down_payment)],
    ['Tenor', `${simulation.tenor} bulan`],
  ]);
  writer.section('Angsuran per leasing');
  const quoted = simulation.offers
    .flatMap((offer) => (offer.quote.ok ? [{ ...offer, quote: offer.quote }] : []))
    .sort((a, b) => a.quote.total_paid - b.quote.total_paid);
  writer.table(
    ['Leasing', 'Per bulan', 'Bayar pertama'],
    quoted.map((offer) => ({
      cells: [`${offer.short_name}${offer.cheapest ? ' (termurah)' : ''}`, plainRupiah(offer.quote.instalment), plainRupiah(offer.quote.first_payment)],
      marked: offer.cheapest,
    })),
  );
  writer.note('Angka dapat berubah sesuai hasil survei dan persetujuan leasing. Bayar pertama: uang muka dan biaya admin.');
  const seller = [found.seller, found.seller_phone].filter(Boolean).join(' · ');
  return writer.end(seller ? `Sales: ${seller}` : `Dicetak ${dealerMoment(new Date(), caller.time_zone)}`);
}
