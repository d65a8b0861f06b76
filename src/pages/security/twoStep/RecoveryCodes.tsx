import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';

/** The recovery codes, shown this once: to copy or download before moving on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const listId = useId();
  const text = codes.join('\n');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => notify('app.security.recovery.copied', { type: 'success' }),
      () => undefined,
    );
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = translate('app.security.recovery.file_name');
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('app.security.recovery.title')}
      </Typography>
      <Alert severity="warning">{translate('app.security.recovery.warning')}</Alert>
      <Typography id={listId} variant="body2" color="text.secondary">
        {translate('app.security.recovery.list')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={listId}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 1, columnGap: 3, m: 0, p: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: '1.1rem' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('app.security.recovery.copy')}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {translate('app.security.recovery.download')}
        </Button>
      </Stack>
      <Button variant="contained" onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.security.recovery.done')}
      </Button>
    </Stack>
  );
}
