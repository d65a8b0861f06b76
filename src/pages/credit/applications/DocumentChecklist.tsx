import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LeasingApplication } from '../../../../domain/records';
import type { AppDataProvider } from '../../../dataProvider';
import { useNotifyFailure } from '../../../layout/useNotifyFailure';
import { PhotoButton } from '../../../records/PhotoButton';
import { preparePhoto } from '../../../records/photoFile';
import { useObjectUrl } from '../../../resources/visum/useObjectUrl';

export const documentsKey = (id: number) => ['application-documents', id];

/** A handed-in document's photo, fetched with the session (a KTP is never a public file). */
function DocumentPhoto({ id, kind, title, onClose }: { id: number; kind: string; title: string; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['application-document', id, kind], queryFn: () => dataProvider.applicationDocumentPhoto(id, kind), gcTime: 0 });
  const url = useObjectUrl(data);
  return (
    <Dialog open onClose={onClose} aria-labelledby="document-photo-title" fullWidth>
      <DialogTitle id="document-photo-title">{title}</DialogTitle>
      <DialogContent>{url ? <Box component="img" src={url} alt={title} sx={{ width: '100%' }} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.leasing.applications.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

type ChecklistProps = { application: LeasingApplication; partner: string; editable: boolean };

/** The documents the partner asks, each photographed from the phone's camera, ticked once handed in. */
export function DocumentChecklist({ application, partner, editable }: ChecklistProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [viewing, setViewing] = useState<string | null>(null);
  const { data: handedIn = [] } = useQuery({ queryKey: documentsKey(application.id), queryFn: () => dataProvider.applicationDocuments(application.id) });
  const nameOf = (kind: string) => translate(`app.leasing.documents.${kind}`);
  const upload = useMutation({
    mutationFn: async ({ kind, file }: { kind: string; file: File }) => {
      const prepared = await preparePhoto(file);
      if ('problem' in prepared) throw new Error(translate(prepared.problem));
      return dataProvider.uploadApplicationDocument(application.id, kind, prepared.file);
    },
    onSuccess: (saved) => {
      notify('app.leasing.applications.uploaded', { type: 'success', messageArgs: { document: nameOf(saved.kind) } });
      return queryClient.invalidateQueries({ queryKey: documentsKey(application.id) });
    },
    onError: (error) => notifyFailure('app.leasing.applications.upload_failed', error),
  });
  const kinds = [...new Set([...application.required_documents, ...handedIn.map((d) => d.kind)])];
  return (
    <>
      <List dense disablePadding aria-label={translate('app.leasing.applications.documents')}>
        {kinds.map((kind) => {
          const done = handedIn.some((d) => d.kind === kind);
          const document = nameOf(kind);
          return (
            <ListItem key={kind} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {done ? <CheckCircleIcon color="success" aria-hidden /> : <RadioButtonUncheckedIcon color="disabled" aria-hidden />}
              </ListItemIcon>
              <ListItemText
                primary={document}
                secondary={translate(done ? 'app.leasing.applications.document_done' : 'app.leasing.applications.document_missing')}
                sx={{ minWidth: 140 }}
              />
              <Stack direction="row" sx={{ gap: 1 }}>
                {done ? (
                  <Button size="small" onClick={() => setViewing(kind)} aria-label={translate('app.leasing.applications.view_photo', { document })}>
                    {translate('ra.action.show')}
                  </Button>
                ) : null}
                {editable ? (
                  <PhotoButton
                    camera
                    size="small"
                    disabled={upload.isPending}
                    label={translate(done ? 'app.leasing.applications.retake_photo' : 'app.leasing.applications.take_photo', { document })}
                    onPick={(file) => upload.mutate({ kind, file })}
                  />
                ) : null}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      {viewing ? (
        <DocumentPhoto
          id={application.id}
          kind={viewing}
          title={translate('app.leasing.applications.photo_title', { document: nameOf(viewing), partner })}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </>
  );
}
