import SendIcon from '@mui/icons-material/Send';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import type { WaTemplate } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { CHAT_KEY } from './chatKeys';

/** The owner's reply: written text, or a template filled for the room's contact. */
export function Composer({ id_room }: { id_room: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  const [body, setBody] = useState('');
  const [template, setTemplate] = useState('');
  const templates = useGetList<WaTemplate>('setting/template', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { active: true } });
  const send = useMutation({
    mutationFn: (message: { body: string } | { id_template: number }) => dataProvider.sendChat({ id_room, ...message }),
    onSuccess: () => {
      setBody('');
      setTemplate('');
      void queryClient.invalidateQueries({ queryKey: CHAT_KEY });
    },
    onError: (error) => notifyFailure('app.chat.send_failed', error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) send.mutate({ body: body.trim() });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField label={translate('app.chat.reply')} value={body} onChange={(event) => setBody(event.target.value)} multiline maxRows={5} fullWidth size="small" />
          <Button type="submit" variant="contained" disabled={!body.trim() || send.isPending} aria-label={translate('app.chat.send')}>
            <SendIcon />
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField select label={translate('app.chat.template')} value={template} onChange={(event) => setTemplate(event.target.value)} size="small" fullWidth>
            {(templates.data ?? []).map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={!template || send.isPending} onClick={() => send.mutate({ id_template: Number(template) })} sx={{ whiteSpace: 'nowrap' }}>
            {translate('app.chat.send_template')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
