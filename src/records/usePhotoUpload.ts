import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { PhotoResource } from '../dataProvider/recordsApi';
import { messageOf } from './errors';

/** The server's limit (MAX_IMAGE_BYTES in server/files/store.ts): checked here first to spare a useless upload. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Posts the picked image as the record's photo (multipart field `file`); the server checks its bytes again. */
export function usePhotoUpload(resource: PhotoResource, id: Identifier | undefined) {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mutation = useMutation({
    mutationFn: ({ recordId, file }: { recordId: Identifier; file: File }) => dataProvider.uploadPhoto(resource, recordId, file),
    onSuccess: () => {
      notify('app.records.photo.uploaded', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });

  const upload = (file: File) => {
    if (!file.type.startsWith('image/')) notify('app.records.photo.not_image', { type: 'warning' });
    else if (file.size > MAX_PHOTO_BYTES) notify('app.records.photo.too_large', { type: 'warning' });
    else if (id !== undefined) mutation.mutate({ recordId: id, file });
  };
  return { upload, isUploading: mutation.isPending };
}
