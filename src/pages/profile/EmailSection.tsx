import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EmailChangeRequest, Profile } from '../../../domain/schemas/profile';
import type { AppDataProvider } from '../../dataProvider';
import { formatDateTime } from '../../format';
import { useProfileChange } from '../../profile/profileQuery';
import { CurrentPasswordInput, EmailInput } from '../auth/fields';
import { PageSection } from '../../layout/PageSection';
import { ProvenForm } from './ProvenForm';

/** The e-mail (the login): a new one is proven by the current password and changes once the link mailed to it is opened. */
export function EmailSection({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const request = useProfileChange((input: EmailChangeRequest) => dataProvider.requestEmailChange(input), { saved: 'app.profile.email.sent', showsFieldErrors: true });
  return (
    <PageSection title="app.profile.email.title" intro="app.profile.email.intro">
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{translate('app.profile.email.current', { email: profile.email })}</Typography>
      {profile.pending_email && profile.pending_email_expires_at ? (
        <Alert severity="info" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {translate('app.profile.email.pending', { email: profile.pending_email, until: formatDateTime(profile.pending_email_expires_at) })}
        </Alert>
      ) : null}
      <ProvenForm
        send={({ email, current_password }) => request.mutateAsync({ email: String(email), current_password: String(current_password) })}
        submitLabel="app.profile.email.submit"
        icon={<MarkEmailReadIcon />}
      >
        <EmailInput label="app.profile.email.new" autoComplete="off" fullWidth />
        <CurrentPasswordInput source="current_password" label="app.profile.password.current" fullWidth />
      </ProvenForm>
    </PageSection>
  );
}
