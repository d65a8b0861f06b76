import { Stack } from '@mui/material';
import { BooleanInput, SimpleForm, TextInput } from 'react-admin';
import { MAX_TEMPLATE_LENGTH, MAX_TEMPLATE_NAME } from '../../../domain/whatsappTemplate';
import { useRules } from '../../records/validation';
import { TemplateBodyInput } from './TemplateBodyInput';
import { TemplatePreview } from './TemplatePreview';
import { knownPlaceholdersOnly } from './templateBody';

const label = (field: string) => `resources.setting/template.fields.${field}`;

/** A message template: name, text with placeholders, active or not, and its preview on a sample prospect. */
export function TemplateForm({ toolbar }: { toolbar?: React.ReactElement }) {
  const rules = useRules();
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="name" validate={[rules.required(label('name')), rules.maxLength(label('name'), MAX_TEMPLATE_NAME)]} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
        <TemplateBodyInput validate={[rules.required(label('body')), rules.maxLength(label('body'), MAX_TEMPLATE_LENGTH), knownPlaceholdersOnly]} />
        <TemplatePreview />
      </Stack>
      <BooleanInput source="active" defaultValue={true} />
    </SimpleForm>
  );
}
