import { LinearProgress, Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageTitleCopy } from '../../layout/PageTitleCopy';
import { useProfile } from '../../profile/profileQuery';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { LanguageSection } from './LanguageSection';
import { NotificationSection } from './NotificationSection';
import { PasswordSection } from './PasswordSection';
import { PhotoSection } from './PhotoSection';
import { TwoStepSection } from './TwoStepSection';

/**
 * /profil: who the signed-in user is and how the app treats them (docs/profile.md). One column of
 * cards, phone first; on a wide screen the column keeps a readable width.
 */
export default function ProfilePage() {
  const translate = useTranslate();
  const profile = useProfile();
  return (
    <Stack spacing={2} sx={{ py: 2, width: '100%', maxWidth: 720, mx: 'auto' }}>
      <Title title="app.profile.title" />
      <PageTitleCopy title="app.profile.title" phonesOnly />
      {/* A retry after a failure shows the loading state again, not the old error. */}
      {profile.isPending || (profile.isError && profile.isFetching) ? (
        <LinearProgress aria-label={translate('app.profile.loading')} />
      ) : profile.isError ? (
        <LoadFailure error={profile.error} message="app.profile.load_failed" onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <PhotoSection profile={profile.data} />
          <DataSection profile={profile.data} />
          <NotificationSection profile={profile.data} />
          <LanguageSection />
          <PasswordSection />
          <TwoStepSection />
          <EmailSection profile={profile.data} />
        </>
      )}
    </Stack>
  );
}
