import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Profile } from '../../../domain/schemas/profile';
import { userPhotoUrl } from '../../authProvider';
import type { AppDataProvider } from '../../dataProvider';
import { UserAvatar } from '../../layout/UserAvatar';
import { useProfileChange } from '../../profile/profileQuery';
import { preparePhoto } from '../../records/photoFile';
import { PageSection } from '../../layout/PageSection';

const AVATAR_SIZE = 96;

/** The photo colleagues see beside the name, with who the user is in the company (read only: the administrators set it). */
export function PhotoSection({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const picker = useRef<HTMLInputElement>(null);
  const upload = useProfileChange((file: File) => dataProvider.uploadProfilePhoto(file), { saved: 'app.profile.photo.uploaded', failed: 'app.profile.photo.failed' });
  const remove = useProfileChange(() => dataProvider.removeProfilePhoto(), { saved: 'app.profile.photo.removed', failed: 'app.profile.photo.failed' });
  const busy = upload.isPending || remove.isPending;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void preparePhoto(file).then((prepared) => {
      if ('problem' in prepared) notify(prepared.problem, { type: 'warning' });
      else upload.mutate(prepared.file);
    });
  };

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
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* A real button opens the hidden file input, so Enter and Space work as a tap does. */}
        <Button variant="outlined" startIcon={<AddAPhotoIcon />} disabled={busy} onClick={() => picker.current?.click()}>
          {translate(profile.photo ? 'app.profile.photo.replace' : 'app.profile.photo.upload')}
        </Button>
        {profile.photo ? (
          <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => remove.mutate(undefined)}>
            {translate('app.profile.photo.remove')}
          </Button>
        ) : null}
      </Stack>
      <input ref={picker} hidden type="file" accept="image/*" onChange={picked} aria-label={translate('app.profile.photo.upload')} />
    </PageSection>
  );
}
