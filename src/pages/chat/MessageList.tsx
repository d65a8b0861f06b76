import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../../domain/schemas/chat';
import { CHAT_MESSAGE_STATUS_LABELS } from '../../../domain/vocabularyLabels';
import { formatDateTime } from '../../format';

function StatusIcon({ message }: { message: ChatMessage }) {
  const label = CHAT_MESSAGE_STATUS_LABELS[message.status] + (message.error ? `: ${message.error}` : '');
  const Icon =
    message.status === 'failed' ? ErrorOutlineIcon : message.status === 'queued' || message.status === 'sending' ? ScheduleIcon : message.status === 'sent' ? DoneIcon : DoneAllIcon;
  return (
    <Tooltip title={label}>
      <Icon tabIndex={0} titleAccess={label} fontSize="inherit" color={message.status === 'failed' ? 'error' : message.status === 'read' ? 'primary' : 'inherit'} />
    </Tooltip>
  );
}

/** A room's messages, oldest at the top: the contact's on the left, the user's on the right with their status. */
export function MessageList({ messages }: { messages: readonly ChatMessage[] }) {
  const translate = useTranslate();
  if (!messages.length) return <Typography variant="body2">{translate('app.chat.no_messages')}</Typography>;
  return (
    <Box component="ol" aria-label={translate('app.chat.messages')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {[...messages].reverse().map((message) => {
        const mine = message.direction === 'out';
        return (
          <Box
            component="li"
            key={message.id}
            sx={{
              alignSelf: mine ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: mine ? '#dcf8c6' : 'background.paper',
              border: mine ? 0 : 1,
              borderColor: 'divider',
              overflowWrap: 'anywhere',
            }}
          >
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ display: 'flex', gap: 0.5, alignItems: 'center', justifyContent: 'flex-end' }}>
              {formatDateTime(message.created_at)}
              {mine ? <StatusIcon message={message} /> : null}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
