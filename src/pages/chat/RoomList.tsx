import { Badge, Box, Chip, LinearProgress, List, ListItemText, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ListLink } from '../../layout/ListLink';
import type { ChatRoom } from '../../../domain/schemas/chat';
import type { Page } from '../../dataProvider/types';
import { formatDateTime } from '../../format';
import { CHAT_ROUTE } from './chatKeys';
import { formatPhone } from '../../../domain/phoneFormat';

type RoomListProps = {
  rooms: UseQueryResult<Page<ChatRoom>>;
  search: string;
  onSearch: (search: string) => void;
  openRoom?: number;
};

/** The user's conversations, newest first, searchable by name or number. */
export function RoomList({ rooms, search, onSearch, openRoom }: RoomListProps) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('app.chat.rooms')} sx={{ minWidth: 0 }}>
      <TextField label={translate('app.chat.search')} value={search} onChange={(event) => onSearch(event.target.value)} fullWidth size="small" type="search" />
      {rooms.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 1 }} /> : null}
      {rooms.data?.count === 0 ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {translate('app.chat.empty')}
        </Typography>
      ) : null}
      <List aria-label={translate('app.chat.rooms')}>
        {rooms.data?.data.map((room) => (
          <ListLink key={room.id} to={`${CHAT_ROUTE}/${room.id}`} selected={room.id === openRoom} divider>
            <ListItemText
              primary={
                <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {room.name ?? formatPhone(room.phone)}
                  </Box>
                  {room.unread ? <Badge color="primary" badgeContent={room.unread} aria-label={translate('app.chat.unread', { count: room.unread })} sx={{ mr: 1 }} /> : null}
                </Box>
              }
              secondary={
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                  <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {room.last_message ?? formatPhone(room.phone)}
                  </Box>
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    {room.last_message_at ? formatDateTime(room.last_message_at) : null}
                    {room.status_name ? <Chip size="small" variant="outlined" label={room.status_name} sx={{ borderColor: room.status_color ?? undefined }} /> : null}
                  </Box>
                </Box>
              }
              slotProps={{ secondary: { component: 'span' } }}
            />
          </ListLink>
        ))}
      </List>
    </Box>
  );
}
