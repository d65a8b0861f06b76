import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { API_URL } from '../dataProvider/apiOrigin';
import type { PublicPhotoResource } from '../dataProvider/recordsApi';
import { PhotoButton } from './PhotoButton';
import { usePhotoUpload } from './usePhotoUpload';

/** The store's folder of each resource's photos, served at /files/<folder>/<name>. */
const FOLDERS: Record<PublicPhotoResource, string> = { prospect: 'prospects', 'setting/Product': 'products' };

export const photoUrl = (resource: PublicPhotoResource, photo: string) => `${API_URL}/files/${FOLDERS[resource]}/${encodeURIComponent(photo)}`;

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

function Photo({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <Unavailable />;
  return <Box component="img" src={src} alt={alt} onError={() => setBroken(true)} sx={{ ...frame, objectFit: 'cover' }} />;
}

type RecordPhotoProps = { resource: PublicPhotoResource; record: { id: Identifier; photo: string | null }; alt: string };

/** A record's photo with an upload button (images only, 5 MB). */
export function RecordPhoto({ resource, record, alt }: RecordPhotoProps) {
  const translate = useTranslate();
  const { upload, isUploading } = usePhotoUpload(resource, record.id);
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      {/* A new file name is a new image: the key resets a broken one. */}
      {record.photo ? <Photo key={record.photo} src={photoUrl(resource, record.photo)} alt={alt} /> : <Unavailable />}
      <PhotoButton
        label={translate(record.photo ? 'app.records.photo.replace' : 'app.records.photo.upload')}
        size="small"
        startIcon={<AddAPhotoIcon />}
        disabled={isUploading}
        onPick={upload}
      />
    </Stack>
  );
}
