import type { SimulatedOffer } from './instalment';
import { plainRupiah as rupiah } from './rupiah';

export type SimulationForCustomer = {
  customer: string;
  motor: string;
  price: number;
  down_payment: number;
  tenor: number;
  offers: readonly SimulatedOffer[];
  seller: string;
  dealer: string;
};


/**
 * The WhatsApp message of a credit simulation, as the customer reads it: always in Indonesian,
 * whatever the salesperson's interface language, with the partners that can finance it, cheapest first.
 */
export function creditSimulationMessage(simulation: SimulationForCustomer): string {
  const quoted = simulation.offers
    .flatMap((offer) => (offer.quote.ok ? [{ ...offer, quote: offer.quote }] : []))
    .sort((a, b) => a.quote.total_paid - b.quote.total_paid);
  return [
    `Halo ${simulation.customer}, berikut simulasi kredit ${simulation.motor}:`,
    `Harga: ${rupiah(simulation.price)}`,
    `Uang muka: ${rupiah(simulation.down_payment)}`,
    `Tenor: ${simulation.tenor} bulan`,
    '',
    ...quoted.map(
      (offer) =>
        `• ${offer.short_name}: ${rupiah(offer.quote.instalment)}/bulan, bayar pertama ${rupiah(offer.quote.first_payment)}${offer.cheapest ? ' (termurah)' : ''}`,
    ),
    '',
    'Angka dapat berubah sesuai hasil survei dan persetujuan leasing.',
    `${simulation.seller} – ${simulation.dealer}`,
  ].join('\n');
}
