import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useAssignableMembers } from '../../records/access';
import { PAYMENT_CHOICES, PROSPECT_STATUS_CHOICES, SOURCE_CHOICES } from '../../records/choices';
import { CreditFields } from '../../records/CreditFields';
import { emptyToNull, MomentInput, ProductInput } from '../../records/inputs';
import { FieldGrid, Section } from '../../records/layout';
import { useRules } from '../../records/validation';
import { MAX_LENGTH } from '../../../domain/limits';
import { LocationInputs } from './LocationInputs';
import { OwnerInputs } from './OwnerInputs';
import { ProspectPhoneInput } from './ProspectPhoneInput';

const label = (field: string) => `resources.prospect.fields.${field}`;

/** Every field of a prospect (docs/database.md), in the order a salesperson fills them in the field. */
export function ProspectForm() {
  const rules = useRules();
  const assignable = useAssignableMembers();
  const text = (field: keyof typeof MAX_LENGTH.prospect) => rules.maxLength(label(field), MAX_LENGTH.prospect[field]);
  return (
    <SimpleForm>
      <Section title="app.records.prospect.section_contact">
        <FieldGrid>
          <TextInput source="name" autoComplete="off" validate={[rules.required(label('name')), text('name')]} />
          <ProspectPhoneInput />
          <TextInput source="whatsapp" type="tel" validate={rules.phone(label('whatsapp'))} />
          <SelectInput source="source" choices={SOURCE_CHOICES} defaultValue="walk-in" validate={rules.required(label('source'))} />
          <SelectInput source="status" choices={PROSPECT_STATUS_CHOICES} defaultValue="Low" validate={rules.required(label('status'))} />
          {assignable ? <OwnerInputs scope={assignable} /> : null}
        </FieldGrid>
      </Section>
      <Section title="app.records.prospect.section_address">
        <TextInput source="address" multiline validate={text('address')} />
        <FieldGrid>
          <TextInput source="kelurahan" validate={text('kelurahan')} />
          <TextInput source="kecamatan" validate={text('kecamatan')} />
          <TextInput source="kota" validate={text('kota')} />
          <TextInput source="provinsi" validate={text('provinsi')} />
        </FieldGrid>
        <LocationInputs />
      </Section>
      <Section title="app.records.prospect.section_interest">
        <FieldGrid>
          <ProductInput source="id_product" />
          <SelectInput source="payment" choices={PAYMENT_CHOICES} parse={emptyToNull} emptyText="app.records.payment.unknown" />
          <CreditFields />
        </FieldGrid>
      </Section>
      <Section title="app.records.prospect.section_follow_up">
        <FieldGrid>
          <MomentInput source="next_follow_up" />
        </FieldGrid>
        <TextInput source="notes" multiline minRows={3} validate={text('notes')} />
      </Section>
    </SimpleForm>
  );
}
