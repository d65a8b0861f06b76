import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import { Box, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { Visum } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';
import { messageOf } from '../../records/errors';
import { PhotoButton } from '../../records/PhotoButton';
import { useObjectUrl } from './useObjectUrl';

const frame = { width: { xs: '100%', sm: 360 }, borderRadius: 1 } as const;

/** Its recorder may still add the photo of a visit saved without one (an upload that failed). */
function AddPhoto({ visit }: { visit: Visum }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mutation = useMutation({
    mutationFn: (file: File) => dataProvider.uploadPhoto('setting/visum', visit.id, file),
    onSuccess: () => {
      notify('app.visum.photo_uploaded', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: ['setting/visum', 'getOne'] });
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  return (
    <PhotoButton
      label={translate('app.visum.add_photo')}
      inputLabel={translate('app.visum.photo_input')}
      camera
      size="small"
      startIcon={<AddAPhotoIcon />}
      disabled={mutation.isPending}
      onPick={(file) => mutation.mutate(file)}
    />
  );
}

/** The visit's photo, fetched with the session (it is not public), or a note that there is none. */
export function VisumPhoto({ visit }: { visit: Visum }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useGetIdentity();
  const { data } = useQuery({
    queryKey: ['setting/visum', 'photo', visit.id, visit.photo],
    queryFn: () => dataProvider.visumPhoto(visit.id),
    enabled: visit.photo !== null,
    staleTime: Infinity,
  });
  const url = useObjectUrl(data);
  if (visit.photo === null) {
    return (
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}>
        <NoPhotographyIcon />
        <Typography variant="body2">{translate('app.visum.no_photo')}</Typography>
        {identity?.id === visit.id_user ? <AddPhoto visit={visit} /> : null}
      </Stack>
    );
  }
  return url ? <Box component="img" src={url} alt={translate('app.visum.photo')} sx={{ ...frame, objectFit: 'cover' }} /> : <Box sx={{ ...frame, aspectRatio: '4 / 3', bgcolor: 'action.hover' }} />;
}
