import { Box, CircularProgress } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { lazyWithReload } from '../../../chunkReload';

// The QR library is downloaded only by whoever sets up an authenticator.
const AuthenticatorQrImage = lazyWithReload(() => import('./AuthenticatorQrImage'));

const QR_SIZE = 180;

/** The otpauth URL as a QR for the authenticator app to scan, on white so that any camera reads it. */
export function AuthenticatorQr({ url }: { url: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ bgcolor: '#fff', p: 1, alignSelf: 'flex-start', lineHeight: 0, minWidth: QR_SIZE + 16, minHeight: QR_SIZE + 16 }}>
      <Suspense fallback={<CircularProgress aria-label={translate('app.security.setup.loading')} />}>
        <AuthenticatorQrImage url={url} size={QR_SIZE} label={translate('app.security.setup.qr_alt')} />
      </Suspense>
    </Box>
  );
}
