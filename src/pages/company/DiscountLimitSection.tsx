import { Form, SaveButton } from 'react-admin';
import type { CompanyChange, CompanyRecord } from '../../../domain/schemas/company';
import { PageSection } from '../../layout/PageSection';
import { fieldErrorsAfter } from '../../profile/profileQuery';
import { emptyToNull, RupiahInput } from '../../records/inputs';
import { RUPIAH, useRules } from '../../records/validation';
import { useCompanyChange } from './useCompany';

const LABEL = 'app.company.discount.limit';

/** The largest discount a salesperson gives on an SPK without the supervisor's approval (docs/leasing.md, The SPK). */
export function DiscountLimitSection({ company }: { company: CompanyRecord }) {
  const rules = useRules();
  const save = useCompanyChange((dataProvider, change: CompanyChange) => dataProvider.updateCompany(change), {
    saved: 'app.company.discount.saved',
    failed: 'app.company.save_failed',
    showsFieldErrors: true,
  });
  return (
    <PageSection title="app.company.discount.title" intro="app.company.discount.intro">
      <Form
        defaultValues={{ sales_discount_limit: company.sales_discount_limit }}
        onSubmit={(change: Record<string, unknown>) => fieldErrorsAfter(save.mutateAsync({ sales_discount_limit: (change.sales_discount_limit as number | null) ?? null }))}
      >
        <RupiahInput source="sales_discount_limit" label={LABEL} parse={emptyToNull} validate={rules.number(LABEL, RUPIAH)} helperText="app.company.discount.help" fullWidth />
        <SaveButton label="app.company.discount.submit" alwaysEnable />
      </Form>
    </PageSection>
  );
}
