import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { PhotoButton } from '../../records/PhotoButton';
import { useObjectUrl } from './useObjectUrl';

/** The server's limit (MAX_IMAGE_BYTES in server/files/store.ts): checked here first to spare a useless upload. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** A photo from the phone's rear camera (a file picker on a desk), previewed before saving. */
export function PhotoPicker({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const preview = useObjectUrl(file);

  const picked = (chosen: File) => {
    if (!chosen.type.startsWith('image/')) notify('app.records.photo.not_image', { type: 'warning' });
    else if (chosen.size > MAX_PHOTO_BYTES) notify('app.records.photo.too_large', { type: 'warning' });
    else onChange(chosen);
  };

  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start', width: '100%' }}>
      {preview ? (
        <Box component="img" src={preview} alt={translate('app.visum.photo_preview')} sx={{ width: { xs: '100%', sm: 320 }, borderRadius: 1, objectFit: 'cover' }} />
      ) : null}
      <PhotoButton
        label={translate(file ? 'app.visum.retake_photo' : 'app.visum.take_photo')}
        inputLabel={translate('app.visum.photo_input')}
        camera
        startIcon={<PhotoCameraIcon />}
        onPick={picked}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('app.visum.photo_hint')}
      </Typography>
    </Stack>
  );
}
