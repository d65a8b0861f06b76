import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret: shown once, then only kept sealed. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** `v1=` and the hex HMAC-SHA256 of "<timestamp>.<body>" under the endpoint's secret (docs/webhooks.md). */
export const signature = (secret: string, timestamp: number, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
