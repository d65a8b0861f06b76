import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { PhotoResource } from '../dataProvider/recordsApi';
import { messageOf } from './errors';
import { preparePhoto } from './photoFile';

/** Posts the picked image, made ready to send (records/photoFile.ts), as the record's photo (multipart field `file`); the server checks its bytes again. */
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

  const upload = (picked: File) =>
    void preparePhoto(picked).then((prepared) => {
      if ('problem' in prepared) notify(prepared.problem, { type: 'warning' });
      else if (id !== undefined) mutation.mutate({ recordId: id, file: prepared.file });
    });
  return { upload, isUploading: mutation.isPending };
}
