import { Create, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { useRules } from '../../records/validation';
import { MAX_LENGTH } from '../../../domain/limits';

const label = (field: string) => `resources.collab.fields.${field}`;

/**
 * A request is usually for a prospect the user cannot see yet (a colleague's customer), so the
 * prospect is named by its number: the one the duplicate-phone message or the colleague gives.
 */
export default function CollabCreate() {
  const rules = useRules();
  return (
    <Create redirect="show">
      <SimpleForm>
        <NumberInput
          source="id_prospect"
          helperText="app.records.collab.prospect_help"
          validate={[rules.required(label('id_prospect')), rules.number(label('id_prospect'), { min: 1, int: true })]}
        />
        <TextInput source="reason" multiline minRows={3} validate={rules.maxLength(label('reason'), MAX_LENGTH.collab.reason)} />
      </SimpleForm>
    </Create>
  );
}
