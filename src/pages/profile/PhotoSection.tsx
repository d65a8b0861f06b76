import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import { Box, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Profile } from '../../../domain/schemas/profile';
import { userPhotoUrl } from '../../authProvider';
import type { AppDataProvider } from '../../dataProvider';
import { UserAvatar } from '../../layout/UserAvatar';
import { useProfileChange } from '../../profile/profileQuery';
import { ImageUploadButtons } from '../../records/ImageUploadButtons';
import { PageSection } from '../../layout/PageSection';

const AVATAR_SIZE = 96;
const LABELS = { upload: 'app.profile.photo.upload', replace: 'app.profile.photo.replace', remove: 'app.profile.photo.remove' };

/** The photo colleagues see beside the name, with who the user is in the company (read only: the administrators set it). */
export function PhotoSection({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const upload = useProfileChange((file: File) => dataProvider.uploadProfilePhoto(file), { saved: 'app.profile.photo.uploaded', failed: 'app.profile.photo.failed' });
  const remove = useProfileChange(() => dataProvider.removeProfilePhoto(), { saved: 'app.profile.photo.removed', failed: 'app.profile.photo.failed' });
  return (
    <PageSection title="app.profile.photo.title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <UserAvatar name={profile.name} photo={profile.photo ? userPhotoUrl(profile.photo) : undefined} size={AVATAR_SIZE} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {profile.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[profile.role_name, profile.group_name ?? translate('app.profile.data.no_group')].join(' · ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {profile.company_name}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        {translate('app.profile.photo.hint')}
      </Typography>
      <ImageUploadButtons
        hasImage={profile.photo !== null}
        busy={upload.isPending || remove.isPending}
        labels={LABELS}
        uploadIcon={<AddAPhotoIcon />}
        onPicked={(file) => upload.mutate(file)}
        onRemove={() => remove.mutate(undefined)}
      />
    </PageSection>
  );
}
