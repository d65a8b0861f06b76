import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS } from '../../../domain/activity';

/** Texts of Aktivitas Pengguna (app.activity.*, resources.setting/aktivitasUser), merged in ../id.ts. en.ts gives the same keys. */
export const activityIndonesian = {
  activity: {
    actions: ACTIVITY_ACTION_LABELS,
    entities: ACTIVITY_ENTITY_LABELS,
    open_record: 'Buka data',
    open_record_label: 'Buka data %{entity} #%{id}',
    no_record: 'Tidak ada halaman',
    someone_gone: 'Pengguna terhapus',
    by_key: 'Kunci integrasi: %{name}',
    empty: 'Belum ada aktivitas untuk filter ini.',
    about: '%{action} %{entity}',
  },
};

export const activityResourcesIndonesian = {
  'setting/aktivitasUser': {
    name: 'Aktivitas Pengguna',
    fields: {
      created_at: 'Waktu',
      id_user: 'Pengguna',
      user_name: 'Pengguna',
      action: 'Aksi',
      entity: 'Data',
      id_entity: 'ID data',
      created_from: 'Dari tanggal',
      created_to: 'Sampai tanggal',
      ip: 'Alamat IP',
      link_id: 'Halaman data',
    },
  },
};
