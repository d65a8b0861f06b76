import { Form, SaveButton, TextInput, useDataProvider } from 'react-admin';
import { MAX_LENGTH } from '../../../domain/limits';
import type { Profile, ProfileUpdate } from '../../../domain/schemas/profile';
import type { AppDataProvider } from '../../dataProvider';
import { formatPhone } from '../../../domain/phoneFormat';
import { fieldErrorsAfter, useProfileChange } from '../../profile/profileQuery';
import { useRules } from '../../records/validation';
import { PageSection } from '../../layout/PageSection';

const NAME = 'app.profile.data.name';
const PHONE = 'app.profile.data.phone_number';
const WHATSAPP = 'app.profile.data.whatsapp_number';

/** What the form starts from: the numbers as Indonesians read them (0812-…); the server stores +62…. */
const valuesOf = (profile: Profile): ProfileUpdate => ({
  name: profile.name,
  phone_number: profile.phone_number ? formatPhone(profile.phone_number) : null,
  whatsapp_number: profile.whatsapp_number ? formatPhone(profile.whatsapp_number) : null,
});

/** A text input's value as the form hands it: react-admin gives an emptied input as null. */
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Name, phone and WhatsApp number; an emptied number is cleared. */
export function DataSection({ profile }: { profile: Profile }) {
  const rules = useRules();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useProfileChange((changes: ProfileUpdate) => dataProvider.updateProfile(changes), { saved: 'app.profile.data.saved', showsFieldErrors: true });
  const values = valuesOf(profile);
  return (
    <PageSection title="app.profile.data.title">
      {/* Saved values come back as the server keeps them: react-admin's form starts again from new defaults, keeping the focus. */}
      <Form
        defaultValues={values}
        onSubmit={(changes: Record<string, unknown>) =>
          fieldErrorsAfter(
            save.mutateAsync({ name: textOf(changes.name) ?? '', phone_number: textOf(changes.phone_number), whatsapp_number: textOf(changes.whatsapp_number) }),
          )
        }
      >
        <TextInput source="name" label={NAME} autoComplete="name" validate={[rules.required(NAME), rules.maxLength(NAME, MAX_LENGTH.user.name)]} fullWidth />
        <TextInput source="phone_number" label={PHONE} type="tel" autoComplete="tel" validate={rules.phone(PHONE)} fullWidth />
        <TextInput source="whatsapp_number" label={WHATSAPP} type="tel" helperText="app.profile.data.whatsapp_help" validate={rules.phone(WHATSAPP)} fullWidth />
        <SaveButton label="app.profile.data.submit" alwaysEnable />
      </Form>
    </PageSection>
  );
}
