import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS } from '../../../domain/activity';
import type { ExportKind, ListExportKind } from '../../../domain/exports';
import {
  APPLICATION_STATUS_LABELS,
  BROADCAST_RECIPIENT_STATUS_LABELS,
  CHAT_MESSAGE_STATUS_LABELS,
  WA_TRANSPORT_LABELS,
  DECISION_LABELS,
  METHOD_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_LABELS,
  PROSPECT_STATUS_LABELS,
  SOURCE_LABELS,
} from '../../../domain/vocabularyLabels';
import type { CellKind } from './cells';

/**
 * The columns of each exported kind, in order: the Indonesian header, how the value reads
 * (cells.ts) and, for a vocabulary, its Indonesian labels. The file is Indonesian whatever the
 * interface language, as the API's messages are. `field` names a field of the row source (rowSource.ts).
 */
export type ExportColumn = { field: string; header: string; kind: CellKind; labels?: Readonly<Record<string, string>> };

/** The kind's name in a sheet's tab, a file's name and the activity log. */
export const EXPORT_TITLES: Record<ExportKind, string> = {
  prospect: 'Prospek',
  followup: 'Follow Up',
  collab: 'Kolaborasi',
  order: 'Order',
  leasing: 'Pengajuan Leasing',
  activity: 'Aktivitas Pengguna',
  message: 'Riwayat Pesan',
  broadcast: 'Riwayat Pesan Siaran',
  report: 'Laporan',
};

const text = (field: string, header: string): ExportColumn => ({ field, header, kind: 'text' });
const label = (field: string, header: string, labels: Readonly<Record<string, string>>): ExportColumn => ({ field, header, kind: 'text', labels });
/** A moment, which the row source writes as DD-MM-YYYY HH:mm in West Indonesia Time. */
const moment = (field: string, header: string): ExportColumn => ({ field, header, kind: 'text' });
const rupiah = (field: string, header: string): ExportColumn => ({ field, header, kind: 'rupiah' });
const integer = (field: string, header: string): ExportColumn => ({ field, header, kind: 'integer' });
const phone = (field: string, header: string): ExportColumn => ({ field, header, kind: 'phone' });

const decision = (decidedBy: string, decidedAt: string) => [
  text('decided_by', decidedBy),
  moment('decided_at', decidedAt),
  text('decision_reason', 'Alasan keputusan'),
];

export const EXPORT_COLUMNS: Record<ListExportKind, readonly ExportColumn[]> = {
  prospect: [
    integer('id', 'ID'),
    moment('created_at', 'Dibuat'),
    text('name', 'Nama'),
    { field: 'phone', header: 'Nomor telepon', kind: 'phone' },
    { field: 'whatsapp', header: 'Nomor WhatsApp', kind: 'phone' },
    text('address', 'Alamat'),
    text('kelurahan', 'Kelurahan'),
    text('kecamatan', 'Kecamatan'),
    text('kota', 'Kota'),
    text('provinsi', 'Provinsi'),
    label('source', 'Sumber prospek', SOURCE_LABELS),
    text('product', 'Motor diminati'),
    label('payment', 'Pembayaran', PAYMENT_LABELS),
    text('leasing', 'Leasing'),
    rupiah('down_payment', 'Uang muka'),
    integer('tenor', 'Tenor (bulan)'),
    label('status', 'Status', PROSPECT_STATUS_LABELS),
    moment('next_follow_up', 'Follow up berikutnya'),
    text('owner', 'Pemilik'),
    text('group', 'Grup'),
    text('notes', 'Catatan'),
  ],
  followup: [
    integer('id', 'ID'),
    moment('created_at', 'Dibuat'),
    text('prospect', 'Prospek'),
    text('owner', 'Dicatat oleh'),
    text('group', 'Grup'),
    label('method', 'Metode', METHOD_LABELS),
    moment('scheduled_at', 'Jadwal'),
    moment('done_at', 'Waktu'),
    text('result', 'Hasil'),
    text('notes', 'Catatan'),
    label('status', 'Status', DECISION_LABELS),
    ...decision('Diputuskan oleh', 'Waktu keputusan'),
  ],
  collab: [
    integer('id', 'ID'),
    moment('created_at', 'Diajukan'),
    text('prospect', 'Prospek'),
    text('owner', 'Pengaju'),
    text('group', 'Grup'),
    text('target', 'Pemilik prospek'),
    text('reason', 'Alasan'),
    label('status', 'Status', DECISION_LABELS),
    ...decision('Diputuskan oleh', 'Waktu keputusan'),
  ],
  order: [
    integer('id', 'ID'),
    moment('created_at', 'Dibuat'),
    text('number', 'Nomor SPK'),
    text('prospect', 'Prospek'),
    text('owner', 'Sales'),
    text('group', 'Grup'),
    text('product', 'Motor'),
    text('colour', 'Warna'),
    integer('qty', 'Jumlah'),
    rupiah('price', 'Harga'),
    rupiah('discount', 'Diskon'),
    rupiah('total', 'Total'),
    label('payment', 'Pembayaran', PAYMENT_LABELS),
    text('leasing', 'Leasing'),
    rupiah('down_payment', 'Uang muka'),
    integer('tenor', 'Tenor (bulan)'),
    rupiah('instalment', 'Angsuran per bulan'),
    label('status', 'Status', ORDER_STATUS_LABELS),
    ...decision('Divalidasi oleh', 'Waktu validasi'),
  ],
  leasing: [
    integer('id', 'ID'),
    moment('created_at', 'Diajukan'),
    text('number', 'Nomor SPK'),
    text('prospect', 'Prospek'),
    text('owner', 'Sales'),
    text('group', 'Grup'),
    text('partner', 'Mitra leasing'),
    text('product', 'Motor'),
    label('status', 'Status', APPLICATION_STATUS_LABELS),
    rupiah('down_payment', 'Uang muka diajukan'),
    integer('tenor', 'Tenor diajukan (bulan)'),
    rupiah('instalment', 'Angsuran diajukan'),
    moment('survey_at', 'Jadwal survei'),
    text('surveyor', 'Surveyor'),
    rupiah('approved_down_payment', 'Uang muka disetujui'),
    integer('approved_tenor', 'Tenor disetujui (bulan)'),
    rupiah('approved_instalment', 'Angsuran disetujui'),
    text('rejection_reason', 'Alasan ditolak'),
    moment('decided_at', 'Waktu keputusan'),
  ],
  activity: [
    integer('id', 'ID'),
    moment('created_at', 'Waktu'),
    text('user_name', 'Pengguna'),
    label('action', 'Aksi', ACTIVITY_ACTION_LABELS),
    label('entity', 'Data', ACTIVITY_ENTITY_LABELS),
    integer('id_entity', 'ID data'),
    text('detail', 'Rincian'),
    text('ip', 'Alamat IP'),
    text('user_agent', 'Perangkat'),
  ],
  message: [
    integer('id', 'ID'),
    moment('created_at', 'Waktu'),
    text('user_name', 'Pengirim'),
    text('contact_name', 'Nama kontak'),
    phone('phone', 'Nomor WhatsApp'),
    text('body', 'Pesan'),
    label('status', 'Status', CHAT_MESSAGE_STATUS_LABELS),
    label('transport', 'Lewat', WA_TRANSPORT_LABELS),
    text('error', 'Alasan gagal'),
    moment('sent_at', 'Waktu terkirim'),
    text('broadcast_name', 'Siaran'),
  ],
  broadcast: [
    integer('id', 'ID'),
    text('broadcast_name', 'Siaran'),
    text('user_name', 'Pengirim'),
    text('name', 'Nama penerima'),
    phone('phone', 'Nomor WhatsApp'),
    label('status', 'Status', BROADCAST_RECIPIENT_STATUS_LABELS),
    label('transport', 'Lewat', WA_TRANSPORT_LABELS),
    text('reason', 'Alasan'),
    moment('sent_at', 'Waktu terkirim'),
  ],
};

/**
 * Turns rows of the source (arrays in the order of `fields`) into the columns' values, vocabularies
 * already in words. The positions are found once, not per row.
 */
export function rowValues(columns: readonly ExportColumn[], fields: readonly string[]) {
  const positions = columns.map(({ field }) => {
    const position = fields.indexOf(field);
    if (position < 0) throw new Error(`the row source has no field ${field}`);
    return position;
  });
  return (row: readonly unknown[]) =>
    columns.map(({ labels }, index) => {
      const value = row[positions[index]];
      return labels && typeof value === 'string' ? (labels[value] ?? value) : value;
    });
}
