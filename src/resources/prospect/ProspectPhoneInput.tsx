import { Box } from '@mui/material';
import { useCallback, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { TextInput, useRegisterMutationMiddleware } from 'react-admin';
import { prospectWithPhone } from '../../records/errors';
import { useRules } from '../../records/validation';
import { RequestCollabButton } from '../collab/RequestCollabButton';

type Save = (resource: string, params: unknown) => Promise<unknown>;

/**
 * The phone, checked like the server checks it; when the server answers that another open prospect
 * has it, the message stays on the field and the user may ask to collaborate on that prospect.
 */
export function ProspectPhoneInput() {
  const rules = useRules();
  const label = 'resources.prospect.fields.phone';
  const { errors } = useFormState({ name: 'phone' });
  const [existing, setExisting] = useState<number>();
  // Around the form's save (create or update): the refusal names the prospect in its parameters.
  const rememberExisting = useCallback(async (resource: string, params: unknown, save: Save) => {
    setExisting(undefined);
    try {
      return await save(resource, params);
    } catch (error) {
      setExisting(prospectWithPhone(error));
      throw error;
    }
  }, []);
  useRegisterMutationMiddleware<Save>(rememberExisting);
  return (
    <Box>
      <TextInput source="phone" type="tel" autoComplete="tel" validate={[rules.required(label), rules.phone(label)]} />
      {existing && errors.phone ? <RequestCollabButton prospectId={existing} /> : null}
    </Box>
  );
}
