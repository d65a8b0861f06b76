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
  'wa.broadcast_needs_approved_template': texts(
    () => 'Pesan siaran lewat nomor WhatsApp Business hanya bisa memakai template yang sudah disetujui Meta. Ajukan template ke Meta di Pengaturan Template.',
    () => 'A broadcast through the WhatsApp Business number can only use a template Meta approved. Send the template for review under Template Settings.',
  ),
  'wa.linked_broadcasts_off': texts(
    () =>
      'Pesan siaran lewat nomor WhatsApp tertaut dimatikan, karena nomor bisa diblokir WhatsApp. Administrator dapat menghubungkan nomor WhatsApp Business atau menyalakannya di Pengaturan WhatsApp.',
    () =>
      'Broadcasts through a linked WhatsApp number are off, since WhatsApp may ban the number. An Administrator can connect a WhatsApp Business number or turn them on in the WhatsApp settings.',
  ),
  'wa.broadcast_state': texts(
    () => 'Pesan siaran ini tidak dapat diubah pada statusnya sekarang.',
    () => 'This broadcast cannot be changed in its current status.',
  ),
  'wa.cloud_refused': texts(
    (p: { reason: string }) => `Meta menolak data ini (${p.reason}). Periksa Phone number ID dan access token.`,
    (p: { reason: string }) => `Meta refused these details (${p.reason}). Check the phone number ID and the access token.`,
  ),
  'wa.cloud_unreachable': texts(
    () => 'Meta tidak bisa dihubungi saat ini. Coba lagi sebentar lagi.',
    () => 'Meta cannot be reached right now. Try again in a moment.',
  ),
  'wa.cloud_number_taken': texts(
    () => 'Nomor WhatsApp Business ini sudah terhubung ke perusahaan lain.',
    () => 'This WhatsApp Business number is already connected to another company.',
  ),
  'wa.cloud_secret_required': texts(
    (p: { label: string }) => `${p.label} wajib diisi.`,
    (p: { label: string }) => `${p.label} is required.`,
  ),
  'wa.cloud_not_connected': texts(
    () => 'Nomor WhatsApp Business perusahaan belum terhubung. Administrator menghubungkannya di Pengaturan WhatsApp Business.',
    () => 'The company’s WhatsApp Business number is not connected. An Administrator connects it in the WhatsApp Business settings.',
  ),
  'wa.meta_template_invalid': texts(
    (p: { reasons: string }) => p.reasons,
    (p: { reasons: string }) => `Meta would refuse this template: ${p.reasons}`,
  ),
  'wa.cloud_window_closed': texts(
    () => 'Sudah lebih dari 24 jam sejak pesan terakhir pelanggan. WhatsApp hanya mengizinkan template yang disetujui Meta: pilih template.',
    () => 'More than 24 hours have passed since the customer’s last message. WhatsApp only allows a template Meta approved: choose a template.',
  ),
  'wa.cloud_template_not_approved': texts(
    () => 'Template ini belum disetujui Meta, jadi tidak bisa dikirim di luar jendela 24 jam.',
    () => 'Meta has not approved this template, so it cannot be sent outside the 24-hour window.',
  ),
  'wa.cloud_signature': texts(
    () => 'Tanda tangan webhook tidak cocok.',
    () => 'The webhook signature does not match.',
  ),
  'wa.cloud_verify_token': texts(
    () => 'Verify token tidak cocok dengan nomor WhatsApp Business perusahaan ini.',
    () => 'The verify token does not match this company’s WhatsApp Business number.',
  ),
} as const;
