import { email, Form, SaveButton, TextInput } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { formatPhone } from '../../../domain/phoneFormat';
import { PageSection } from '../../layout/PageSection';
import { fieldErrorsAfter } from '../../profile/profileQuery';
import { useRules } from '../../records/validation';
import { useCompanyChange } from './useCompany';

const NAME = 'app.company.profile.name';
const ADDRESS = 'app.company.profile.address';
const PHONE = 'app.company.profile.phone';
const EMAIL = 'app.company.profile.email';

/** A text input's value as the form hands it: react-admin gives an emptied input as null. */
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The dealer's name and contact, which Bantuan shows every member; an emptied field is cleared. */
export function CompanyProfileSection({ company }: { company: CompanyRecord }) {
  const rules = useRules();
  const save = useCompanyChange((dataProvider, change: Record<string, unknown>) => dataProvider.updateCompany(change), {
    saved: 'app.company.profile.saved',
    failed: 'app.company.save_failed',
    showsFieldErrors: true,
  });
  const values = { name: company.name, address: company.address, phone: company.phone ? formatPhone(company.phone) : null, email: company.email };
  return (
    <PageSection title="app.company.profile.title" intro="app.company.profile.intro">
      <Form
        defaultValues={values}
        onSubmit={(change: Record<string, unknown>) =>
          fieldErrorsAfter(
            save.mutateAsync({ name: textOf(change.name) ?? '', address: textOf(change.address), phone: textOf(change.phone), email: textOf(change.email) }),
          )
        }
      >
        <TextInput source="name" label={NAME} autoComplete="organization" validate={[rules.required(NAME), rules.maxLength(NAME, 160)]} fullWidth />
        <TextInput source="address" label={ADDRESS} autoComplete="street-address" multiline validate={rules.maxLength(ADDRESS, 300)} fullWidth />
        <TextInput source="phone" label={PHONE} type="tel" autoComplete="tel" validate={rules.phone(PHONE)} fullWidth />
        <TextInput source="email" label={EMAIL} type="email" autoComplete="email" validate={email()} fullWidth />
        <SaveButton label="app.company.profile.submit" alwaysEnable />
      </Form>
    </PageSection>
  );
}
