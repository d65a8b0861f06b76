import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useGetOne, type RaRecord } from 'react-admin';
import { emptyToNull, ProductInput } from '../../records/inputs';
import type { Product } from '../../../domain/records';
import { useRules } from '../../records/validation';
import { MAX_LENGTH } from '../../../domain/limits';

const label = (field: string) => `resources.order.fields.${field}`;

/** The motorcycle picked in the form, once loaded (the picker's own request usually has it cached). */
function usePickedProduct(): Product | undefined {
  const id: unknown = useWatch({ name: 'id_product' });
  const { data } = useGetOne<Product>('setting/Product', { id: id as number }, { enabled: typeof id === 'number' });
  return typeof id === 'number' ? data : undefined;
}

/**
 * The motorcycle, its colour (from the motorcycle's colours) and a unit price that starts at the
 * motorcycle's OTR price and stays editable.
 */
export function ProductFields() {
  const rules = useRules();
  const { getValues, setValue } = useFormContext();
  const product = usePickedProduct();

  // A motorcycle that came with the link from a prospect has no price yet: start from its OTR.
  useEffect(() => {
    if (product && (getValues('price') === undefined || getValues('price') === null)) {
      setValue('price', product.price_otr, { shouldDirty: true });
    }
  }, [product, getValues, setValue]);

  const picked = (_value: unknown, record: RaRecord | '') => {
    if (!record) return;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('price', (record as Product).price_otr, options);
    setValue('colour', null, options);
  };

  const colours = product?.colours ?? [];
  return (
    <>
      <ProductInput source="id_product" onChange={picked} validate={rules.required(label('id_product'))} />
      {colours.length ? (
        <SelectInput source="colour" choices={colours.map((colour) => ({ id: colour, name: colour }))} translateChoice={false} parse={emptyToNull} />
      ) : (
        <TextInput source="colour" validate={rules.maxLength(label('colour'), MAX_LENGTH.order.colour)} />
      )}
    </>
  );
}
