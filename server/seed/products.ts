import { product } from '../db/schema';
import { insertAll, type SeedContext } from './context';

export type Product = typeof product.$inferSelect;

type CatalogueEntry = {
  name: string;
  brand: 'Honda' | 'Yamaha' | 'Suzuki';
  type_code: string;
  /** The variant within the type, as the dealer's price list names it; null when the type has one. */
  variant: string | null;
  category: 'matic' | 'sport' | 'bebek';
  /** OTR Bandung 2026, whole rupiah. */
  price_otr: number;
  colours: string[];
  active: boolean;
  /** How often walk-in buyers ask for it, relative to the others. */
  popularity: number;
};

const CATALOGUE: readonly CatalogueEntry[] = [
  { name: 'Honda BeAT CBS', brand: 'Honda', type_code: 'HND-BEAT-CBS', variant: 'CBS', category: 'matic', price_otr: 19_350_000, colours: ['Hitam', 'Putih', 'Merah', 'Biru'], active: true, popularity: 10 },
  { name: 'Honda BeAT Deluxe', brand: 'Honda', type_code: 'HND-BEAT-DLX', variant: 'Deluxe', category: 'matic', price_otr: 20_450_000, colours: ['Hitam Doff', 'Putih', 'Biru Doff'], active: true, popularity: 7 },
  { name: 'Honda Scoopy Prestige', brand: 'Honda', type_code: 'HND-SCOOPY-PRS', variant: 'Prestige', category: 'matic', price_otr: 23_850_000, colours: ['Krem', 'Hitam', 'Merah Marun', 'Putih'], active: true, popularity: 6 },
  { name: 'Honda Vario 125 CBS', brand: 'Honda', type_code: 'HND-VARIO125-CBS', variant: 'CBS', category: 'matic', price_otr: 24_300_000, colours: ['Hitam Doff', 'Merah', 'Putih', 'Abu-abu'], active: true, popularity: 8 },
  { name: 'Honda Vario 160 ABS', brand: 'Honda', type_code: 'HND-VARIO160-ABS', variant: 'ABS', category: 'matic', price_otr: 31_150_000, colours: ['Hitam Doff', 'Merah', 'Putih', 'Abu-abu Doff'], active: true, popularity: 6 },
  { name: 'Honda PCX 160 CBS', brand: 'Honda', type_code: 'HND-PCX160-CBS', variant: 'CBS', category: 'matic', price_otr: 34_300_000, colours: ['Hitam', 'Putih', 'Merah', 'Biru Doff'], active: true, popularity: 4 },
  { name: 'Honda ADV 160 CBS', brand: 'Honda', type_code: 'HND-ADV160-CBS', variant: 'CBS', category: 'matic', price_otr: 37_900_000, colours: ['Hitam Doff', 'Merah', 'Putih'], active: true, popularity: 3 },
  { name: 'Honda Supra X 125 FI', brand: 'Honda', type_code: 'HND-SUPRAX125-FI', variant: 'FI', category: 'bebek', price_otr: 20_650_000, colours: ['Hitam', 'Merah Hitam'], active: true, popularity: 3 },
  { name: 'Honda CBR150R', brand: 'Honda', type_code: 'HND-CBR150R-STD', variant: 'Standar', category: 'sport', price_otr: 39_250_000, colours: ['Merah', 'Hitam Doff', 'Putih Tricolor'], active: true, popularity: 2 },
  { name: 'Honda CRF150L', brand: 'Honda', type_code: 'HND-CRF150L', variant: null, category: 'sport', price_otr: 35_300_000, colours: ['Merah', 'Hitam'], active: true, popularity: 1 },
  { name: 'Yamaha NMAX Neo', brand: 'Yamaha', type_code: 'YMH-NMAX-NEO', variant: 'Neo', category: 'matic', price_otr: 32_400_000, colours: ['Hitam Doff', 'Putih', 'Abu-abu'], active: true, popularity: 5 },
  { name: 'Yamaha Aerox 155', brand: 'Yamaha', type_code: 'YMH-AEROX155-STD', variant: 'Standar', category: 'matic', price_otr: 30_100_000, colours: ['Biru', 'Hitam Doff', 'Kuning'], active: true, popularity: 4 },
  { name: 'Yamaha Fazzio Hybrid', brand: 'Yamaha', type_code: 'YMH-FAZZIO-NEO', variant: 'Hybrid Neo', category: 'matic', price_otr: 23_150_000, colours: ['Hijau Tosca', 'Krem', 'Abu-abu', 'Hitam'], active: true, popularity: 5 },
  { name: 'Yamaha R15 Connected', brand: 'Yamaha', type_code: 'YMH-R15-CON', variant: 'Connected', category: 'sport', price_otr: 40_350_000, colours: ['Biru Racing', 'Hitam Doff'], active: true, popularity: 2 },
  { name: 'Yamaha MX King 150', brand: 'Yamaha', type_code: 'YMH-MXKING150', variant: null, category: 'bebek', price_otr: 27_600_000, colours: ['Merah', 'Biru', 'Hitam'], active: true, popularity: 2 },
  { name: 'Suzuki Nex II', brand: 'Suzuki', type_code: 'SZK-NEX2-STD', variant: 'Standar', category: 'matic', price_otr: 19_150_000, colours: ['Putih', 'Hitam', 'Merah'], active: true, popularity: 2 },
  { name: 'Suzuki Satria F150', brand: 'Suzuki', type_code: 'SZK-SATRIAF150', variant: null, category: 'bebek', price_otr: 28_900_000, colours: ['Hitam Doff', 'Biru', 'Merah'], active: true, popularity: 2 },
  { name: 'Suzuki GSX-R150', brand: 'Suzuki', type_code: 'SZK-GSXR150', variant: null, category: 'sport', price_otr: 34_250_000, colours: ['Biru Putih', 'Hitam'], active: false, popularity: 0 },
];

export async function seedProducts({ tx, companyId }: SeedContext): Promise<Product[]> {
  return insertAll(
    tx,
    product,
    CATALOGUE.map(({ popularity: _popularity, ...entry }) => ({ ...entry, id_company: companyId })),
  );
}

/** Weights for picking a product a prospect asks about: only active ones, by popularity. */
export const productWeights = (products: readonly Product[]) =>
  products
    .filter((p) => p.active)
    .map((p) => ({ value: p, weight: CATALOGUE.find((c) => c.type_code === p.type_code)?.popularity ?? 1 }));
