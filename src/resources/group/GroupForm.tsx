import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput, required } from 'react-admin';

export const GroupForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={required()} />
    <TextInput source="description" multiline minRows={2} />
    <ReferenceInput source="id_leader" reference="setting/users">
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
  </SimpleForm>
);
