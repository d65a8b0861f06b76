import { kindOfCode, type FailureKind } from './graphApi';

/** Why Meta did not deliver a message, in the words the log and the chat show (docs/whatsapp.md, The Cloud API). */

const KIND_TEXTS: Record<FailureKind, string> = {
  retry: 'Meta membatasi atau sedang tidak bisa mengirim pesan.',
  unknown: 'Status pengiriman tidak diketahui (Meta tidak menjawab saat pesan dikirim).',
  invalid_number: 'Nomor tidak terdaftar di WhatsApp atau tidak bisa menerima pesan.',
  window_closed: 'Lebih dari 24 jam sejak pesan terakhir pelanggan: kirim dengan template yang disetujui.',
  template_paused: 'Template dijeda atau dinonaktifkan oleh Meta.',
  access_denied: 'Meta menolak akses: periksa access token WhatsApp Business di Pengaturan WhatsApp.',
  rejected: 'WhatsApp menolak pesan ini.',
};

/** The text of a failure of this kind, with Meta's code when there is one. */
export const kindText = (kind: FailureKind, code: number | null) => (code === null ? KIND_TEXTS[kind] : `${KIND_TEXTS[kind]} (kode Meta ${code})`);

/** The text of a 'failed' status Meta posted, by its error code. */
export const failureText = (code: number | null) => kindText(kindOfCode(code), code);
