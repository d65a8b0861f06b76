import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { PhotoButton } from '../../records/PhotoButton';
import { preparePhoto } from '../../records/photoFile';
import { useObjectUrl } from './useObjectUrl';

type PhotoPickerProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Whether a picked photo is still being made smaller: saving meanwhile would leave it out. */
  preparing: boolean;
  onPreparing: (preparing: boolean) => void;
};

/** A photo from the phone's rear camera (a file picker on a desk), previewed before saving. */
export function PhotoPicker({ file, onChange, preparing, onPreparing }: PhotoPickerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const preview = useObjectUrl(file);

  const picked = (chosen: File) => {
    onPreparing(true);
    void preparePhoto(chosen)
      .then((prepared) => {
        if ('problem' in prepared) notify(prepared.problem, { type: 'warning' });
        else onChange(prepared.file);
      })
      .finally(() => onPreparing(false));
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
      <Typography variant="caption" color="text.secondary" role="status">
        {translate(preparing ? 'app.visum.photo_preparing' : 'app.visum.photo_hint')}
      </Typography>
    </Stack>
  );
}
