import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { API_URL } from '../../dataProvider/http';
import type { Prospect } from '../../../domain/records';
import { usePhotoUpload } from './usePhotoUpload';

const photoUrl = (photo: string) => `${API_URL}/files/prospects/${encodeURIComponent(photo)}`;

const frame = { width: { xs: '100%', sm: 240 }, aspectRatio: '4 / 3', borderRadius: 1, bgcolor: 'action.hover' } as const;

/** The 'unavailable' placeholder: no photo yet, or one the server no longer has. */
function Unavailable() {
  const translate = useTranslate();
  return (
    // On a phone an empty frame would fill the screen: a strip says enough there.
    <Stack sx={{ ...frame, aspectRatio: { xs: 'auto', sm: '4 / 3' }, py: 2, alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}>
      <NoPhotographyIcon fontSize="large" />
      <Typography variant="caption">{translate('app.records.photo.unavailable')}</Typography>
    </Stack>
  );
}

function Photo({ photo, alt }: { photo: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <Unavailable />;
  return <Box component="img" src={photoUrl(photo)} alt={alt} onError={() => setBroken(true)} sx={{ ...frame, objectFit: 'cover' }} />;
}

/** The prospect's photo with an upload button (images only, 5 MB). */
export function ProspectPhoto() {
  const record = useRecordContext<Prospect>();
  const translate = useTranslate();
  const { upload, isUploading } = usePhotoUpload(record?.id);
  if (!record) return null;
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload(file);
  };
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      {/* A new file name is a new image: the key resets a broken one. */}
      {record.photo ? <Photo key={record.photo} photo={record.photo} alt={record.name} /> : <Unavailable />}
      <Button component="label" variant="outlined" size="small" startIcon={<AddAPhotoIcon />} disabled={isUploading}>
        {translate(record.photo ? 'app.records.photo.replace' : 'app.records.photo.upload')}
        <input hidden type="file" accept="image/*" onChange={picked} />
      </Button>
    </Stack>
  );
}
