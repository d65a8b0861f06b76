import { Alert, Box, Button, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { whatsappApi } from '../../dataProvider/whatsappApi';

/** Demo mode (WA_TRANSPORT=fake): the stand-in phone scans the code with the number typed here. */
export function DemoScan({ onScanned }: { onScanned: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [phone, setPhone] = useState('0812 3456 7890');
  const scan = useMutation({
    mutationFn: () => whatsappApi.demoScan(phone),
    onSuccess: onScanned,
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    scan.mutate();
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Alert severity="info" variant="outlined">
        <strong>{translate('app.whatsapp.demo_title')}.</strong> {translate('app.whatsapp.demo_help')}
      </Alert>
      <TextField label={translate('app.whatsapp.demo_phone')} value={phone} onChange={(event) => setPhone(event.target.value)} type="tel" required />
      <Button type="submit" variant="outlined" disabled={scan.isPending}>
        {translate('app.whatsapp.demo_scan')}
      </Button>
    </Box>
  );
}
