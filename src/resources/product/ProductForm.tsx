import { BooleanInput, SelectInput, SimpleForm, TextArrayInput, TextInput } from 'react-admin';
import { CATEGORY_CHOICES } from '../../records/choices';
import { emptyToNull, RupiahInput } from '../../records/inputs';
import { FieldGrid } from '../../records/layout';
import { RUPIAH, useRules } from '../../records/validation';
import { MAX_COLOURS, MAX_LENGTH } from '../../../domain/limits';
import { ProductPhoto } from './ProductPhoto';

const label = (field: string) => `resources.setting/Product.fields.${field}`;

/** A colour the server accepts: filled in, not too long; not too many colours. */
const validColours = (value: unknown) =>
  Array.isArray(value) && (value.length > MAX_COLOURS || value.some((colour) => typeof colour !== 'string' || !colour.trim() || colour.length > MAX_LENGTH.product.colour))
    ? 'app.records.validation.colours'
    : undefined;

/** A motorcycle the dealer sells (Motor): brand, type, variant and colours, OTR price, photo, active or not. */
export function ProductForm() {
  const rules = useRules();
  const required = (field: 'name' | 'brand' | 'type_code') => [rules.required(label(field)), rules.maxLength(label(field), MAX_LENGTH.product[field])];
  return (
    <SimpleForm>
      <FieldGrid>
        <TextInput source="name" validate={required('name')} />
        <TextInput source="brand" validate={required('brand')} />
        <TextInput source="type_code" validate={required('type_code')} />
        <TextInput source="variant" parse={emptyToNull} validate={rules.maxLength(label('variant'), MAX_LENGTH.product.variant)} />
        <SelectInput source="category" choices={CATEGORY_CHOICES} validate={rules.required(label('category'))} />
        <RupiahInput source="price_otr" validate={[rules.required(label('price_otr')), rules.number(label('price_otr'), { ...RUPIAH, min: 1 })]} />
        <BooleanInput source="active" defaultValue={true} />
      </FieldGrid>
      <TextArrayInput source="colours" helperText="app.records.product.colours_help" validate={validColours} />
      <ProductPhoto />
    </SimpleForm>
  );
}
