import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Stack } from '@mui/material';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { preparePhoto } from './photoFile';

type ImageUploadButtonsProps = {
  hasImage: boolean;
  busy: boolean;
  /** Catalogue keys of the three actions. */
  labels: { upload: string; replace: string; remove: string };
  uploadIcon: ReactNode;
  onPicked: (file: File) => void;
  onRemove: () => void;
};

/**
 * Upload or replace an image, shrunk as every photo is sent (photoFile.ts), and remove it: a profile
 * photo, a company's logo. A real button opens the hidden file input, so Enter and Space work as a
 * tap does.
 */
export function ImageUploadButtons({ hasImage, busy, labels, uploadIcon, onPicked, onRemove }: ImageUploadButtonsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void preparePhoto(file).then((prepared) => {
      if ('problem' in prepared) notify(prepared.problem, { type: 'warning' });
      else onPicked(prepared.file);
    });
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={uploadIcon} disabled={busy} onClick={() => picker.current?.click()}>
          {translate(hasImage ? labels.replace : labels.upload)}
        </Button>
        {hasImage ? (
          <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={onRemove}>
            {translate(labels.remove)}
          </Button>
        ) : null}
      </Stack>
      <input ref={picker} hidden type="file" accept="image/*" onChange={picked} aria-label={translate(labels.upload)} />
    </>
  );
}
