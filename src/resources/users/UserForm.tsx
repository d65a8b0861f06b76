import {
  AutocompleteInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
} from 'react-admin';
import { indonesianPhone } from '../../phoneValidators';
import { validateEmail, validateName, validateNewPassword } from '../../validators';
import { USER_STATUS_CHOICES } from './statuses';

/** The user form; a new user also gets a first password. */
export function UserForm({ withPassword = false }: { withPassword?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="name" validate={validateName} />
      <TextInput source="email" type="email" validate={validateEmail} />
      {withPassword ? (
        <PasswordInput source="password" autoComplete="new-password" validate={validateNewPassword} />
      ) : null}
      <TextInput source="npm" />
      <TextInput source="phone_number" type="tel" validate={indonesianPhone} />
      <ReferenceInput source="id_role" reference="setting/permission">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="id_group" reference="setting/group">
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <SelectInput source="status" choices={USER_STATUS_CHOICES} defaultValue="active" validate={required()} />
    </SimpleForm>
  );
}
