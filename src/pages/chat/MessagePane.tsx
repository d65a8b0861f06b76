import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, LinearProgress, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ChatRoom } from '../../../domain/schemas/chat';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { CHAT_KEY, CHAT_ROUTE, messagesKey } from './chatKeys';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { formatPhone } from '../../../domain/phoneFormat';

type MessagePaneProps = { id_room: number; room?: ChatRoom; owner: boolean; narrow: boolean };

/** One conversation: its contact, its tag, its messages and, for its owner, the reply box. */
export function MessagePane({ id_room, room, owner, narrow }: MessagePaneProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifyFailure = useNotifyFailure();
  const messages = useQuery({ queryKey: messagesKey(id_room), queryFn: () => dataProvider.chatMessages(id_room) });
  const statuses = useQuery({ queryKey: [...CHAT_KEY, 'statuses'], queryFn: () => dataProvider.chatStatuses() });
  const tag = useMutation({
    mutationFn: (id_status: number | null) => dataProvider.tagRoom(id_room, id_status),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAT_KEY }),
    onError: (error) => notifyFailure('app.chat.tag_failed', error),
  });
  return (
    <Box component="section" aria-label={translate('app.chat.conversation', { name: room ? (room.name ?? formatPhone(room.phone)) : '' })} sx={{ minWidth: 0 }}>
      {narrow ? (
        <Button component={Link} to={CHAT_ROUTE} startIcon={<ArrowBackIcon />}>
          {translate('app.chat.back')}
        </Button>
      ) : null}
      {room ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Box>
            <Typography variant="subtitle1" component="h2">
              {room.name ?? formatPhone(room.phone)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatPhone(room.phone)}
              {room.transport === 'cloud' ? ` · ${translate('app.chat.business_number')}` : null}
              {room.id_prospect ? (
                <>
                  {' · '}
                  <MuiLink component={Link} to={`/prospect/${room.id_prospect}/show`}>
                    {translate('app.chat.open_prospect')}
                  </MuiLink>
                </>
              ) : null}
            </Typography>
          </Box>
          {owner ? (
            <TextField
              select
              size="small"
              label={translate('app.chat.status')}
              value={room.id_status ? String(room.id_status) : ''}
              onChange={(event) => tag.mutate(event.target.value ? Number(event.target.value) : null)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{translate('app.chat.no_status')}</MenuItem>
              {(statuses.data ?? []).map((status) => (
                <MenuItem key={status.id} value={String(status.id)}>
                  {status.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Box>
      ) : null}
      {messages.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {messages.data ? <MessageList messages={messages.data.data} /> : null}
      {owner ? <Composer id_room={id_room} room={room} /> : <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{translate('app.chat.read_only')}</Typography>}
    </Box>
  );
}
