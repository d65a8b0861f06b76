import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MAX_TEMPLATE_LENGTH, renderTemplate, SAMPLE_VALUES } from '../../../domain/whatsappTemplate';

/** WhatsApp's own colours for a sent message, so the preview reads as the message it will be. */
const BUBBLE = { light: '#d9fdd3', dark: '#005c4b' };

/** The message as the sample prospect would receive it, filled by the function the server sends with. */
export function TemplatePreview() {
  const translate = useTranslate();
  const body = useWatch<{ body?: string }>({ name: 'body' }) ?? '';
  const message = renderTemplate(body, SAMPLE_VALUES);
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Typography variant="subtitle2" component="h2" id="template-preview-title" sx={{ mb: 1 }}>
        {translate('app.template.preview')}
      </Typography>
      <Box sx={(theme) => ({ p: 2, borderRadius: 2, bgcolor: theme.palette.mode === 'dark' ? '#0b141a' : '#efeae2' })}>
        <Paper
          elevation={1}
          role="region"
          aria-labelledby="template-preview-title"
          aria-live="polite"
          data-testid="template-preview"
          sx={(theme) => ({
            ml: 'auto',
            maxWidth: '85%',
            width: 'fit-content',
            px: 1.5,
            py: 1,
            borderRadius: '8px 0 8px 8px',
            bgcolor: BUBBLE[theme.palette.mode],
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          })}
        >
          <Typography variant="body2" color={message ? 'textPrimary' : 'textSecondary'}>
            {message || translate('app.template.preview_empty')}
          </Typography>
        </Paper>
      </Box>
      <Typography variant="caption" color={body.length > MAX_TEMPLATE_LENGTH ? 'error' : 'textSecondary'} sx={{ display: 'block', mt: 0.5 }}>
        {translate('app.template.characters', { count: message.length, max: MAX_TEMPLATE_LENGTH })}
      </Typography>
    </Box>
  );
}
