import { SimpleForm, TextInput, required } from 'react-admin';

export const RoleForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} />
    <TextInput source="description" multiline minRows={2} />
  </SimpleForm>
);
