import DoneIcon from '@mui/icons-material/Done';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Feedback } from '../../../domain/records';
import { formatDateTime } from '../../format';
import { messageOf } from '../../records/errors';

/** One feedback: who, when, from which page, the message, and marking it read. */
export function FeedbackCard({ item }: { item: Feedback }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const name = item.user_name ?? translate('app.feedback.someone_gone');
  const markRead = () =>
    update(
      'setting/masukan',
      { id: item.id, data: { read: true }, previousData: item },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.feedback.marked', { type: 'success' }),
        onError: (error) => notify(messageOf(error), { type: 'error' }),
      },
    );
  return (
    <Card component="article" variant="outlined" aria-label={name}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle2" component="h2">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(item.created_at)}
          </Typography>
          <Chip size="small" label={translate(item.read_at ? 'app.feedback.read' : 'app.feedback.unread')} color={item.read_at ? 'default' : 'primary'} />
        </Stack>
        {/* The message as written, line breaks kept; long words wrap rather than widen a phone's page. */}
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.message}
        </Typography>
        {item.page ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {translate('app.feedback.from_page', { page: item.page })}
          </Typography>
        ) : null}
      </CardContent>
      {item.read_at ? null : (
        <CardActions>
          <Button size="small" startIcon={<DoneIcon />} onClick={markRead} disabled={isPending} aria-label={translate('app.feedback.mark_read_label', { name })}>
            {translate('app.feedback.mark_read')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
