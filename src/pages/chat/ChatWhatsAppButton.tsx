import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { settingMenu } from '../../../domain/permissions';
import type { Prospect } from '../../../domain/records';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { CHAT_ROUTE } from './chatKeys';

/** On one's own prospect: opens (or finds) the conversation with its WhatsApp number. */
export function ChatWhatsAppButton() {
  const record = useRecordContext<Prospect>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const subject = useAccessSubject();
  const open = useMutation({
    mutationFn: (id_prospect: number) => dataProvider.openProspectRoom(id_prospect),
    onSuccess: (room) => navigate(`${CHAT_ROUTE}/${room.id}`),
    onError: (error) => notifyFailure('app.chat.open_failed', error),
  });
  if (!record || !identity || identity.id !== record.id_user || !subject || !settingMenu(subject).chat) return null;
  return (
    <Button startIcon={<WhatsAppIcon />} onClick={() => open.mutate(record.id)} disabled={open.isPending}>
      {translate('app.chat.open_chat')}
    </Button>
  );
}
