import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { customerWindowEnd, isCustomerWindowOpen } from '../../../domain/customerWindow';
import type { WaTemplate } from '../../../domain/records';
import type { ChatRoom } from '../../../domain/schemas/chat';
import { formatDateTime } from '../../format';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { CHAT_KEY } from './chatKeys';

/**
 * On the business number, whether free text may answer now (docs/whatsapp.md, The 24-hour window),
 * said above the reply box: until when it may, or that only an approved template may be sent.
 */
function WindowNotice({ room, open }: { room: ChatRoom; open: boolean }) {
  const translate = useTranslate();
  const end = customerWindowEnd(room.last_incoming_at);
  if (!open) return <Alert severity="warning">{translate('app.chat.window_closed')}</Alert>;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.chat.window_open', { time: end ? formatDateTime(end.toISOString()) : '' })}
    </Typography>
  );
}

/**
 * The owner's reply: written text, or a template filled for the room's contact. On the business
 * number more than 24 hours after the contact's last message, only the templates Meta approved.
 */
export function Composer({ id_room, room }: { id_room: number; room?: ChatRoom }) {
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
  const cloud = room?.transport === 'cloud';
  const open = !cloud || isCustomerWindowOpen(room.last_incoming_at);
  const offered = (templates.data ?? []).filter((option) => open || option.meta_status === 'approved');
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
      <Stack spacing={1}>
        {cloud ? <WindowNotice room={room} open={open} /> : null}
        {open ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField label={translate('app.chat.reply')} value={body} onChange={(event) => setBody(event.target.value)} multiline maxRows={5} fullWidth size="small" />
            <Button type="submit" variant="contained" disabled={!body.trim() || send.isPending} aria-label={translate('app.chat.send')}>
              <SendIcon />
            </Button>
          </Stack>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            label={translate(open ? 'app.chat.template' : 'app.chat.approved_template')}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            size="small"
            fullWidth
            helperText={offered.length || templates.isPending ? undefined : translate('app.chat.no_approved_template')}
          >
            {offered.map((option) => (
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
