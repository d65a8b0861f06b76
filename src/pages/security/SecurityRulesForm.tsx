import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button, Stack } from '@mui/material';
import { BooleanInput, Form, NumberInput, RadioButtonGroupInput, SaveButton, maxValue, minValue, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { SecurityRules, SecurityRulesChange } from '../../../domain/schemas/securityRules';
import { SECURITY_RULE_BOUNDS, TWO_STEP_SCOPES } from '../../../domain/securityRules';
import { PageSection } from '../../layout/PageSection';
import type { FieldErrors } from '../../dataProvider/errorEnvelope';

const bounded = (name: keyof typeof SECURITY_RULE_BOUNDS) => [required(), minValue(SECURITY_RULE_BOUNDS[name].min), maxValue(SECURITY_RULE_BOUNDS[name].max)];
const numberProps = { fullWidth: true, step: 1, inputProps: { inputMode: 'numeric' as const } };

/** Requiring two-step login asks for the Administrator's own first: said before the server refuses it. */
function OwnTwoStepNotice({ ownTwoStep }: { ownTwoStep: boolean }) {
  const translate = useTranslate();
  const scope = useWatch({ name: 'two_step' }) as SecurityRulesChange['two_step'];
  if (ownTwoStep || scope === 'off') return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={Link} to="/profil" color="inherit" size="small">
          {translate('app.security.two_step.open_profile')}
        </Button>
      }
    >
      {translate('app.security.two_step.own_needed')}
    </Alert>
  );
}

type Props = { rules: SecurityRules; onSave(change: SecurityRulesChange): Promise<FieldErrors | undefined> };

/** The company's rules in three groups, each with what it changes and when; one save sends them all. */
export function SecurityRulesForm({ rules, onSave }: Props) {
  const translate = useTranslate();
  const { updated_at: _updated, own_two_step, ...values } = rules;
  const scopes = TWO_STEP_SCOPES.map((scope) => ({ id: scope, name: translate(`app.security.two_step.${scope}`) }));
  return (
    <Form
      defaultValues={values}
      onSubmit={(change: Record<string, unknown>) => {
        const { min_password_length, force_password_change, session_days, login_failure_limit, lock_minutes, two_step } = change as SecurityRulesChange;
        return onSave({ min_password_length, force_password_change, session_days, login_failure_limit, lock_minutes, two_step });
      }}
    >
      <Stack spacing={2} sx={{ width: '100%' }}>
        <PageSection title="app.security.passwords.title" intro="app.security.passwords.intro">
          <NumberInput source="min_password_length" label="app.security.passwords.min_length" helperText="app.security.passwords.min_length_help" validate={bounded('min_password_length')} {...numberProps} />
          <BooleanInput source="force_password_change" label="app.security.passwords.force_change" helperText="app.security.passwords.force_change_help" />
        </PageSection>
        <PageSection title="app.security.sessions.title" intro="app.security.sessions.intro">
          <NumberInput source="session_days" label="app.security.sessions.session_days" helperText="app.security.sessions.session_days_help" validate={bounded('session_days')} {...numberProps} />
          <NumberInput source="login_failure_limit" label="app.security.sessions.failure_limit" helperText="app.security.sessions.failure_limit_help" validate={bounded('login_failure_limit')} {...numberProps} />
          <NumberInput source="lock_minutes" label="app.security.sessions.lock_minutes" helperText="app.security.sessions.lock_minutes_help" validate={bounded('lock_minutes')} {...numberProps} />
        </PageSection>
        <PageSection title="app.security.two_step.title" intro="app.security.two_step.intro">
          <RadioButtonGroupInput
            source="two_step"
            label="app.security.two_step.label"
            choices={scopes}
            helperText={`app.security.two_step.${values.two_step}_help`}
            row={false}
          />
          <OwnTwoStepNotice ownTwoStep={own_two_step} />
        </PageSection>
        <SaveButton label="app.security.submit" icon={<SaveIcon />} alwaysEnable sx={{ alignSelf: 'flex-start' }} />
      </Stack>
    </Form>
  );
}
