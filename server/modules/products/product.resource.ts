import { product } from '../../db/schema';
import { defineResource } from '../../plugins/resource';

/** /setting/Product (Motor): the dealer's motorcycles; every member reads them for forms. */
export const productResource = defineResource({
  resource: 'setting/Product',
  readModule: null,
  searchable: [product.name, product.type_code, product.brand, product.variant],
  filters: { category: product.category, brand: product.brand, active: product.active },
  defaultSort: 'name',
  createRow: async (_tx, _caller, input) => ({ ...input, updated_at: new Date() }),
  updateRow: async (_tx, _caller, input) => ({ ...input, updated_at: new Date() }),
});
