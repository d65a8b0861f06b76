import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { TwoStepSetup } from '../../../../domain/schemas/securityRules';
import type { FieldErrors } from '../../../dataProvider/errorEnvelope';
import { AuthenticatorQr } from './AuthenticatorQr';
import { CodeInput } from './CodeInput';

type Props = {
  setup: TwoStepSetup;
  /** Sends the code; answers the server's field errors when it is refused. */
  onConfirm(code: string): Promise<FieldErrors | undefined>;
};

/**
 * Setting up an authenticator (Profil, or the login a company's rule asks it of): the QR to scan, the
 * key as text for a phone that cannot scan its own screen, and the code that proves the app has it.
 */
export function AuthenticatorSetup({ setup, onConfirm }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const copySecret = () =>
    navigator.clipboard.writeText(setup.secret).then(
      () => notify('app.security.setup.secret_copied', { type: 'success' }),
      () => undefined,
    );
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('app.security.setup.scan')}</Typography>
      <AuthenticatorQr url={setup.otpauth_url} />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.security.setup.secret')}
        </Typography>
        <Typography component="p" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', overflowWrap: 'anywhere' }} aria-label={translate('app.security.setup.secret')}>
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copySecret()}>
          {translate('app.security.setup.copy_secret')}
        </Button>
      </Box>
      <Typography variant="body2">{translate('app.security.setup.enter_code')}</Typography>
      <Form onSubmit={(values: Record<string, unknown>) => onConfirm(String(values.code).trim())} disableInvalidFormNotification>
        <CodeInput label="app.security.setup.code" />
        <SaveButton label="app.security.setup.confirm" icon={<VerifiedUserIcon />} alwaysEnable />
      </Form>
    </Stack>
  );
}
