import LockResetIcon from '@mui/icons-material/LockReset';
import { useDataProvider } from 'react-admin';
import type { PasswordChange } from '../../../domain/schemas/profile';
import type { AppDataProvider } from '../../dataProvider';
import { useProfileChange } from '../../profile/profileQuery';
import { CurrentPasswordInput, NewPasswordInput, PasswordConfirmationInput } from '../auth/fields';
import { PageSection } from '../../layout/PageSection';
import { ProvenForm } from './ProvenForm';

/** A new password, proven by the current one; the user's other devices are signed out, this one stays. */
export function PasswordSection() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const change = useProfileChange((input: PasswordChange) => dataProvider.changePassword(input), { saved: 'app.profile.password.changed', showsFieldErrors: true });
  return (
    <PageSection title="app.profile.password.title" intro="app.profile.password.intro">
      <ProvenForm
        send={({ current_password, password }) => change.mutateAsync({ current_password: String(current_password), password: String(password) })}
        submitLabel="app.profile.password.submit"
        icon={<LockResetIcon />}
      >
        <CurrentPasswordInput source="current_password" label="app.profile.password.current" fullWidth />
        <NewPasswordInput label="app.profile.password.new" fullWidth />
        <PasswordConfirmationInput />
      </ProvenForm>
    </PageSection>
  );
}
