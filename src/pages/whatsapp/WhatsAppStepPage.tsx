import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthLink, AuthLinks } from '../auth/AuthLinks';
import { AuthShell } from '../auth/AuthShell';

const STEPS = ['login', 'open', 'phone', 'scan', 'done'] as const;
const TIPS = ['online', 'rotate', 'safe'] as const;

/** /whatsapp/step: the guide to linking a number, readable without a session (docs/product.md). */
export default function WhatsAppStepPage() {
  const translate = useTranslate();
  return (
    <AuthShell title="app.whatsapp.step_title" subtitle="app.whatsapp.step_subtitle" maxWidth={620}>
      <ol>
        {STEPS.map((step) => (
          <Typography component="li" variant="body2" key={step} sx={{ mb: 1 }}>
            {translate(`app.whatsapp.steps.${step}`)}
          </Typography>
        ))}
      </ol>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('app.whatsapp.tips_title')}
      </Typography>
      <ul>
        {TIPS.map((tip) => (
          <Typography component="li" variant="body2" key={tip} sx={{ mb: 0.5 }}>
            {translate(`app.whatsapp.tips.${tip}`)}
          </Typography>
        ))}
      </ul>
      <Button component={RouterLink} to="/whatsapp/sinkronisasi" variant="contained" fullWidth sx={{ mt: 2 }}>
        {translate('app.whatsapp.start')}
      </Button>
      <AuthLinks>
        <AuthLink to="/" label="ra.action.back" />
      </AuthLinks>
    </AuthShell>
  );
}
