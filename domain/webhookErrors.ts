import { texts } from './errorTexts';

/** The errors of outgoing webhooks (docs/webhooks.md), part of the catalogue of domain/errors.ts. */
export const WEBHOOK_ERRORS = {
  'webhook.address_refused': texts(
    () => 'Alamat webhook harus diawali https:// dan mengarah ke alamat internet publik, bukan jaringan lokal atau privat.',
    () => 'A webhook address must start with https:// and point to a public internet address, not a local or private network.',
  ),
  'webhook.paused': texts(
    () => 'Webhook ini sedang dijeda. Aktifkan kembali sebelum mengirim uji coba.',
    () => 'This webhook is paused. Resume it before sending a test.',
  ),
} as const;
