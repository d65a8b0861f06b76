import SaveIcon from '@mui/icons-material/Save';
import { Alert, Stack } from '@mui/material';
import { BooleanInput, Form, NumberInput, SaveButton, maxValue, minValue, required, useTranslate } from 'react-admin';
import type { CompanyChange, CompanyRecord } from '../../../domain/schemas/company';
import { PageSection } from '../../layout/PageSection';
import { fieldErrorsAfter } from '../../profile/profileQuery';
import { useCompanyChange } from '../company/useCompany';

/**
 * Broadcasts through salespeople's linked phones: off unless turned on here, with the risk named
 * before the switch, and a daily cap per sender.
 */
export function LinkedBroadcastsSection({ company, hasCloud }: { company: CompanyRecord; hasCloud: boolean }) {
  const translate = useTranslate();
  const save = useCompanyChange((dataProvider, change: CompanyChange) => dataProvider.updateCompany(change), {
    saved: 'app.wa_business.linked_saved',
    failed: 'app.wa_business.linked_save_failed',
    showsFieldErrors: true,
  });
  return (
    <PageSection title="app.wa_business.linked_title" intro={hasCloud ? 'app.wa_business.linked_intro_cloud' : 'app.wa_business.linked_intro'}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('app.wa_business.linked_risk')}
      </Alert>
      <Form
        defaultValues={{ linked_broadcasts: company.linked_broadcasts, linked_broadcast_cap: company.linked_broadcast_cap }}
        onSubmit={(values: Record<string, unknown>) =>
          fieldErrorsAfter(save.mutateAsync({ linked_broadcasts: Boolean(values.linked_broadcasts), linked_broadcast_cap: Number(values.linked_broadcast_cap) }))
        }
      >
        <Stack>
          <BooleanInput source="linked_broadcasts" label="app.wa_business.linked_on" />
          <NumberInput
            source="linked_broadcast_cap"
            label="app.wa_business.linked_cap"
            helperText="app.wa_business.linked_cap_help"
            validate={[required(), minValue(1), maxValue(1000)]}
            step={1}
            inputProps={{ inputMode: 'numeric' }}
          />
          <SaveButton label="app.wa_business.linked_save" icon={<SaveIcon />} alwaysEnable sx={{ alignSelf: 'flex-start' }} />
        </Stack>
      </Form>
    </PageSection>
  );
}
