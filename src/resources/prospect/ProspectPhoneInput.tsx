import { Box } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { useRules } from '../../records/validation';
import { RequestCollabButton } from '../collab/RequestCollabButton';

/** The server names the open prospect that already has this phone: '… "Sari" (#123) milik Budi.' */
const existingProspectId = (message: unknown): number | undefined => {
  const match = typeof message === 'string' ? /\(#(\d+)\)/.exec(message) : null;
  return match ? Number(match[1]) : undefined;
};

/**
 * The phone, checked like the server checks it; when the server answers that another open prospect
 * has it, the message stays on the field and the user may ask to collaborate on that prospect.
 */
export function ProspectPhoneInput() {
  const rules = useRules();
  const label = 'resources.prospect.fields.phone';
  const { errors } = useFormState({ name: 'phone' });
  const existing = existingProspectId(errors.phone?.message);
  return (
    <Box>
      <TextInput source="phone" type="tel" autoComplete="tel" validate={[rules.required(label), rules.phone(label)]} />
      {existing ? <RequestCollabButton prospectId={existing} /> : null}
    </Box>
  );
}
