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
  'wa.broadcast_too_many': texts(
    (p: { max: number }) => `Penerima pesan siaran paling banyak ${p.max}. Persempit pilihan penerima.`,
    (p: { max: number }) => `A broadcast has at most ${p.max} recipients. Narrow the selection.`,
  ),
  'wa.broadcast_empty': texts(
    () => 'Tidak ada penerima yang cocok dengan pilihan ini.',
    () => 'No recipient matches this selection.',
  ),
  'wa.broadcast_no_body': texts(
    () => 'Pilih template atau tulis isi pesan.',
    () => 'Choose a template or write the message.',
  ),
  'wa.broadcast_placeholder': texts(
    (p: { names: string }) => `Isian tidak dikenal di pesan: ${p.names}.`,
    (p: { names: string }) => `Unknown placeholders in the message: ${p.names}.`,
  ),
  'wa.broadcast_state': texts(
    () => 'Pesan siaran ini tidak dapat diubah pada statusnya sekarang.',
    () => 'This broadcast cannot be changed in its current status.',
  ),
} as const;
