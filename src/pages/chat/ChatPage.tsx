import { Alert, Box, Button } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { getStoredUser } from '../../authProvider/session';
import type { AppDataProvider } from '../../dataProvider';
import { whatsappApi } from '../../dataProvider/whatsappApi';
import { SettingPage } from '../../layout/setting/SettingPage';
import { onChatChanged } from '../../notifications/chatChanged';
import { useIsSmall } from '../../resources/useIsSmall';
import { CHAT_KEY, ROOMS_KEY } from './chatKeys';
import { MessagePane } from './MessagePane';
import { RoomList } from './RoomList';

/** The most recent conversations the list shows. */
const ROOMS_PER_PAGE = 50;

function Chat() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const narrow = useIsSmall();
  const params = useParams();
  const id_room = params.id ? Number(params.id) : undefined;
  const me = getStoredUser()?.id ?? 0;
  const [search, setSearch] = useState('');
  const rooms = useQuery({
    queryKey: [...ROOMS_KEY, search],
    queryFn: () => dataProvider.chatRooms({ id_user: me, search, limit: ROOMS_PER_PAGE, offset: 0 }),
    placeholderData: keepPreviousData,
  });
  const link = useQuery({ queryKey: ['whatsapp', 'link'], queryFn: whatsappApi.checkQr });
  // A message arrived or changed in a room the user reads: the list and the open room refresh.
  useEffect(() => onChatChanged(() => void queryClient.invalidateQueries({ queryKey: CHAT_KEY })), [queryClient]);
  const room = rooms.data?.data.find((candidate) => candidate.id === id_room);
  return (
    <>
      {link.data && link.data.status !== 'linked' ? (
        <Alert severity="warning" sx={{ mt: 2 }} action={<Button component={Link} to="/whatsapp/sinkronisasi">{translate('app.chat.link_now')}</Button>}>
          {translate('app.chat.not_linked')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(260px, 1fr) minmax(0, 2fr)' } }}>
        {!narrow || id_room === undefined ? <RoomList rooms={rooms} search={search} onSearch={setSearch} openRoom={id_room} /> : null}
        {id_room !== undefined ? <MessagePane key={id_room} id_room={id_room} room={room} owner={room ? room.id_user === me : false} narrow={narrow} /> : null}
      </Box>
    </>
  );
}

/** /setting/chat and /setting/chat/:id (Chat WhatsApp): the user's conversations and one open room. */
export default function ChatPage() {
  return (
    <SettingPage show="chat" title="app.setting_menu.chat">
      <Chat />
    </SettingPage>
  );
}
