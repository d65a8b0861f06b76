import { texts } from './errorTexts';

/** The errors of the WhatsApp work (docs/whatsapp.md), part of the catalogue of domain/errors.ts. */
export const WHATSAPP_ERRORS = {
  'wa.not_linked': texts(
    () => 'Hubungkan WhatsApp anda dulu di menu Sinkronisasi WhatsApp.',
    () => 'Link your WhatsApp first under WhatsApp Synchronisation.',
  ),
  'wa.no_qr_waiting': texts(
    () => 'Tidak ada kode QR yang menunggu dipindai. Minta kode QR baru dulu.',
    () => 'No QR code is waiting to be scanned. Ask for a new QR code first.',
  ),
  'wa.demo_only': texts(
    () => 'Simulasi hanya tersedia pada mode demo WhatsApp.',
    () => 'Simulation is only available in the WhatsApp demo mode.',
  ),
  'wa.template_placeholder_unknown': texts<{ unknown: string; known: string }>(
    (p) => `Placeholder tidak dikenal: ${p.unknown}. Yang bisa dipakai: ${p.known}.`,
    (p) => `Unknown placeholder: ${p.unknown}. You can use: ${p.known}.`,
  ),
  'wa.template_name_taken': texts<{ name: string }>(
    (p) => `Template dengan nama "${p.name}" sudah ada. Pakai nama lain.`,
    (p) => `A template named "${p.name}" already exists. Use another name.`,
  ),
} as const;
