import { QRCodeSVG } from 'qrcode.react';

/** The QR itself, in its own chunk with the QR library (AuthenticatorQr.tsx loads it). */
export default function AuthenticatorQrImage({ url, size, label }: { url: string; size: number; label: string }) {
  return <QRCodeSVG value={url} size={size} role="img" aria-label={label} />;
}
