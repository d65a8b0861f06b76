import { problem, type Problem } from '../../../domain/errors';
import { answeredPerCell, simplify } from '../../../domain/imports';
import type { DatabaseHandle } from '../../db/connection';

/**
 * The motorcycle a file's cell means (docs/product.md, Import Data). A lead is a name and a number:
 * the motorcycle is an interest, so a cell that names none, or more than one, leaves it empty with a
 * warning and never costs the row.
 */

/** The company's motorcycle the cell names, or none with the warning saying why. */
export type ProductMatch = { id_product: number; warning: null } | { id_product: null; warning: Problem };
export type ProductMatcher = (cell: string) => ProductMatch;

type Product = { id: number; name: string; brand: string | null; type_code: string | null; active: boolean };

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The name's words without a leading brand: 'Honda BeAT CBS' → BeAT, CBS. */
function modelWords({ name, brand }: Product) {
  const parts = words(name);
  return brand && parts.length > 1 && simplify(parts[0]) === simplify(brand) ? parts.slice(1) : parts;
}

/**
 * The model without its variant, and shorter: each proper start of the name's words ('BeAT' of
 * 'Honda BeAT CBS'), with and without the brand. The brand alone is no model.
 */
function shorterSpellings(product: Product): string[] {
  const parts = modelWords(product);
  const spellings: string[] = [];
  for (let length = 1; length < parts.length; length += 1) {
    const start = parts.slice(0, length).join('');
    spellings.push(simplify(start));
    if (product.brand) spellings.push(simplify(`${product.brand}${start}`));
  }
  return spellings;
}

export function productMatcher(products: readonly Product[]): ProductMatcher {
  // Sold models first: a name shared with a model no longer sold means the one on sale.
  const sorted = [...products].sort((a, b) => Number(b.active) - Number(a.active) || a.id - b.id);
  const exact = new Map<string, number>();
  const shorter = new Map<string, Product[]>();
  for (const product of sorted) {
    const { name, brand, type_code } = product;
    for (const spelling of [name, type_code, brand ? `${brand} ${name}` : null, modelWords(product).join('')]) {
      const key = spelling ? simplify(spelling) : '';
      if (key && !exact.has(key)) exact.set(key, product.id);
    }
    for (const key of shorterSpellings(product)) {
      const meant = shorter.get(key) ?? [];
      if (!meant.some(({ id }) => id === product.id)) meant.push(product);
      shorter.set(key, meant);
    }
  }
  return answeredPerCell((cell): ProductMatch => {
    const key = simplify(cell);
    const id = exact.get(key);
    if (id !== undefined) return { id_product: id, warning: null };
    const meant = shorter.get(key) ?? [];
    // Among the models on sale when one is; a unique match only.
    const onSale = meant.filter((product) => product.active);
    const candidates = onSale.length ? onSale : meant;
    if (candidates.length === 1) return { id_product: candidates[0].id, warning: null };
    const value = cell.trim();
    return { id_product: null, warning: problem(candidates.length ? 'import.row.product_ambiguous' : 'import.row.product_unknown', { value }) };
  });
}

/** The matcher of a company's motorcycles, as they are now. */
export async function companyProducts(database: DatabaseHandle, id_company: number): Promise<ProductMatcher> {
  const rows = await database.query<Product>('select id, name, brand, type_code, active from product where id_company = $1', [id_company]);
  return productMatcher(rows);
}
