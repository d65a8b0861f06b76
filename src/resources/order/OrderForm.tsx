import { AutocompleteInput, DateInput, NumberInput, RadioButtonGroupInput, ReferenceInput, SimpleForm, type Validator } from 'react-admin';
import { PAYMENT_CHOICES } from '../../records/choices';
import { CreditFields } from '../../records/CreditFields';
import { RupiahInput } from '../../records/inputs';
import { FieldGrid, Section } from '../../records/layout';
import { orderTotal, type OrderAmounts } from '../../../domain/instalment';
import { RUPIAH, useRules } from '../../records/validation';
import { RANGES } from '../../../domain/limits';
import { InstalmentPreview } from './InstalmentPreview';
import { ProductFields } from './ProductFields';

const label = (field: string) => `resources.order.fields.${field}`;

/** The server's checks of the money that need the whole form ('Diskon tidak boleh melebihi harga.'). */
const discountBelowPrice: Validator = (_value, values: OrderAmounts) =>
  orderTotal(values) <= 0 && values.price ? 'app.records.validation.discount_too_high' : undefined;
const downPaymentBelowTotal: Validator = (value, values: OrderAmounts) =>
  typeof value === 'number' && value >= orderTotal(values) ? 'app.records.validation.down_payment_too_high' : undefined;

/** An SPK: for which prospect, which motorcycle, at what price, paid how. */
export function OrderForm({ editing = false }: { editing?: boolean }) {
  const rules = useRules();
  return (
    <SimpleForm>
      <Section title="app.records.order.section_item">
        <FieldGrid>
          <ReferenceInput source="id_prospect" reference="prospect">
            <AutocompleteInput optionText="name" disabled={editing} validate={rules.required(label('id_prospect'))} />
          </ReferenceInput>
          <ProductFields />
          <NumberInput source="qty" defaultValue={1} validate={rules.number(label('qty'), RANGES.qty)} />
          <RupiahInput source="price" validate={rules.number(label('price'), RUPIAH)} />
          <RupiahInput source="discount" defaultValue={0} validate={[rules.number(label('discount'), RUPIAH), discountBelowPrice]} />
        </FieldGrid>
      </Section>
      <Section title="app.records.order.section_payment">
        <RadioButtonGroupInput source="payment" choices={PAYMENT_CHOICES} defaultValue="cash" validate={rules.required(label('payment'))} />
        <FieldGrid>
          <CreditFields required downPaymentRules={[downPaymentBelowTotal]} />
        </FieldGrid>
        <InstalmentPreview />
      </Section>
      <Section title="app.records.order.section_delivery">
        <FieldGrid>
          <DateInput source="delivery_date" />
        </FieldGrid>
      </Section>
    </SimpleForm>
  );
}
