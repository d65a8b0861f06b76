import { BooleanInput, SelectInput, SimpleForm, TextArrayInput, TextInput } from 'react-admin';
import { CATEGORY_CHOICES } from '../../records/choices';
import { RupiahInput } from '../../records/inputs';
import { FieldGrid } from '../../records/layout';
import { RUPIAH, useRules } from '../../records/validation';

const label = (field: string) => `resources.setting/Product.fields.${field}`;

/** A colour the server accepts: filled in, at most 40 characters; at most 30 colours. */
const validColours = (value: unknown) =>
  Array.isArray(value) && (value.length > 30 || value.some((colour) => typeof colour !== 'string' || !colour.trim() || colour.length > 40))
    ? 'app.records.validation.colours'
    : undefined;

/** A motorcycle the dealer sells (Motor). */
export function ProductForm() {
  const rules = useRules();
  const required = (field: string, max: number) => [rules.required(label(field)), rules.maxLength(label(field), max)];
  return (
    <SimpleForm>
      <FieldGrid>
        <TextInput source="name" validate={required('name', 120)} />
        <TextInput source="brand" validate={required('brand', 60)} />
        <TextInput source="type_code" validate={required('type_code', 40)} />
        <SelectInput source="category" choices={CATEGORY_CHOICES} validate={rules.required(label('category'))} />
        <RupiahInput source="price_otr" validate={[rules.required(label('price_otr')), rules.number(label('price_otr'), { ...RUPIAH, min: 1 })]} />
        <BooleanInput source="active" defaultValue={true} />
      </FieldGrid>
      <TextArrayInput source="colours" helperText="app.records.product.colours_help" validate={validColours} />
    </SimpleForm>
  );
}
