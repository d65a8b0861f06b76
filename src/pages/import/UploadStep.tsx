import { Box, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { problem, renderProblem, type ErrorLanguage } from '../../../domain/errors';
import { MAX_IMPORT_BYTES, MAX_IMPORT_MB } from '../../../domain/imports';
import type { ImportBatch } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { saveFile } from '../../records/saveFile';
import { templateFile } from './download';

/** The first step: a file chosen or dropped is uploaded at once; the template is one click away. */
export function UploadStep({ onUploaded }: { onUploaded: (batch: ImportBatch) => void }) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [locale] = useLocaleState();
  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.uploadImport(file),
    onSuccess: onUploaded,
    onError: (error) => notifyFailure('app.import.upload_failed', error),
  });
  // A file over the limit is refused here, with the server's own words, before its megabytes are
  // sent over a phone's network only to be refused there.
  const choose = (file: File) => {
    if (file.size <= MAX_IMPORT_BYTES) upload.mutate(file);
    else notifyFailure('app.import.upload_failed', new Error(renderProblem(problem('import.file_too_large', { max_mb: MAX_IMPORT_MB }), locale as ErrorLanguage)));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) choose(file);
  };
  return (
    <Stack spacing={2}>
      <Typography>{translate('app.import.intro')}</Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 1, p: 3, textAlign: 'center' }}
      >
        {/* A real button, so that the keyboard opens the file picker too; the input itself stays hidden. */}
        <Button variant="contained" startIcon={<UploadFileIcon />} disabled={upload.isPending} onClick={() => input.current?.click()}>
          {translate(upload.isPending ? 'app.import.uploading' : 'app.import.choose_file')}
        </Button>
        <input
          ref={input}
          type="file"
          aria-label={translate('app.import.file')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) choose(file);
            event.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.import.drop_hint')}
        </Typography>
      </Box>
      <Box>
        <Button startIcon={<DownloadIcon />} onClick={() => saveFile(templateFile(), 'template-impor-prospek.csv')}>
          {translate('app.import.template')}
        </Button>
      </Box>
    </Stack>
  );
}
