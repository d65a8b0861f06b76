import {
  AddItemButton,
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  ReferenceArrayInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { DEFAULT_LEASING_DOCUMENTS, LEASING_DOCUMENTS } from '../../../domain/vocabularies';
import { MAX_LENGTH, RANGES } from '../../../domain/limits';
import { CATEGORY_CHOICES } from '../../records/choices';
import { emptyToNull, RupiahInput } from '../../records/inputs';
import { FieldGrid, Section } from '../../records/layout';
import { RUPIAH, useRules } from '../../records/validation';
import { indonesianPhone } from '../../phoneValidators';

const label = (field: string) => `resources.setting/leasing.fields.${field}`;
const DOCUMENT_CHOICES = LEASING_DOCUMENTS.map((id) => ({ id, name: `app.leasing.documents.${id}` }));

/** Each tenor once: the server refuses a second row of the same tenor. */
const distinctTenors = (rates: unknown) =>
  Array.isArray(rates) && new Set(rates.map((r: { tenor?: unknown }) => r?.tenor)).size !== rates.length
    ? 'app.leasing.duplicate_tenor'
    : undefined;

/** The rows of the offer: a tenor and its yearly flat rate, side by side even on a phone. */
function RatesInput() {
  const rules = useRules();
  return (
    <ArrayInput source="rates" helperText="app.leasing.rates_help" validate={distinctTenors}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddItemButton label="app.leasing.add_rate" />}
        sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'nowrap', gap: 1 } }}
      >
        <NumberInput source="tenor" label="app.leasing.tenor" validate={[rules.required('app.leasing.tenor'), rules.number('app.leasing.tenor', RANGES.tenor)]} sx={{ maxWidth: 140 }} />
        <NumberInput source="rate" label="app.leasing.rate" step={0.25} validate={[rules.required('app.leasing.rate'), rules.number('app.leasing.rate', RANGES.flatRate)]} sx={{ maxWidth: 180 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A leasing partner (Mitra Leasing): who it is, its current offer, and what it finances. */
export function LeasingForm() {
  const rules = useRules();
  const max = MAX_LENGTH.leasing;
  return (
    <SimpleForm>
      <Section title="app.leasing.section_partner">
        <FieldGrid>
          <TextInput source="name" validate={[rules.required(label('name')), rules.maxLength(label('name'), max.name)]} />
          <TextInput source="short_name" validate={[rules.required(label('short_name')), rules.maxLength(label('short_name'), max.short_name)]} />
          <TextInput source="contact_name" parse={emptyToNull} validate={rules.maxLength(label('contact_name'), max.contact_name)} />
          <TextInput source="contact_whatsapp" type="tel" parse={emptyToNull} validate={indonesianPhone} />
          <BooleanInput source="active" defaultValue={true} />
        </FieldGrid>
      </Section>
      <Section title="app.leasing.section_offer">
        <RatesInput />
        <FieldGrid>
          <RupiahInput source="min_down_payment" parse={emptyToNull} validate={rules.number(label('min_down_payment'), RUPIAH)} />
          <NumberInput source="min_down_payment_percent" parse={emptyToNull} validate={rules.number(label('min_down_payment_percent'), RANGES.percent)} />
          <RupiahInput source="admin_fee" defaultValue={0} validate={rules.number(label('admin_fee'), RUPIAH)} />
          <RupiahInput source="insurance_fee" defaultValue={0} validate={rules.number(label('insurance_fee'), RUPIAH)} />
        </FieldGrid>
      </Section>
      <Section title="app.leasing.section_financed">
        <CheckboxGroupInput source="categories" choices={CATEGORY_CHOICES} helperText="app.leasing.financed_help" defaultValue={[]} />
        <ReferenceArrayInput source="product_ids" reference="setting/Product" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
          <AutocompleteArrayInput optionText="name" />
        </ReferenceArrayInput>
        <CheckboxGroupInput source="required_documents" choices={DOCUMENT_CHOICES} defaultValue={[...DEFAULT_LEASING_DOCUMENTS]} />
      </Section>
    </SimpleForm>
  );
}
