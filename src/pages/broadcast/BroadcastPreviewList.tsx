import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BroadcastPreview } from '../../dataProvider/broadcastApi';
import { formatPhone } from '../../../domain/phoneFormat';

/** The counts of a broadcast about to be made and its first messages, filled for their recipients. */
export function BroadcastPreviewList({ preview }: { preview: BroadcastPreview }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate('app.broadcast.preview_title')} sx={{ mt: 2 }}>
      <Alert severity={preview.queued ? 'info' : 'warning'} role="status">
        {preview.total ? translate('app.broadcast.preview_counts', preview) : translate('app.broadcast.preview_empty')}
      </Alert>
      {/* Which WhatsApp sends it, and the risk a linked phone runs, said before the send button is used. */}
      <Alert severity={preview.transport === 'cloud' ? 'success' : 'warning'} sx={{ mt: 1 }}>
        {translate(`app.broadcast.transport.${preview.transport}`)}
      </Alert>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {preview.messages.map((message, index) => (
          <Box component="li" key={`${message.phone ?? ''}-${index}`} sx={{ p: 1.5, borderRadius: 2, bgcolor: '#dcf8c6', overflowWrap: 'anywhere' }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {message.name ?? '—'} · {message.phone ? formatPhone(message.phone) : '—'}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {message.body}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
