/** Answers of the provider API (docs/api.md). */

/** The usual envelope: `{ data, count?, message? }`. */
export type Envelope<T> = { data: T; count?: number; message?: string };

/** A page of a provider-style list. */
export type Page<T> = { data: T[]; count: number };

export type UserDetail = {
  id: number;
  email: string;
  name: string;
  npm: string | null;
  phone_number: string | null;
  photo: string | null;
  role_name: string;
  id_role: number;
  id_company: number;
  id_group: number | null;
  group_name: string | null;
  invited_email: string | null;
  /** Shown in the footer; older servers do not answer it. */
  company_name?: string | null;
};

export type NotificationStatus = 'N' | 'Y';

export type Notification = {
  id: number;
  /** The related prospect or order. */
  id_data: number;
  /** 'Prospek', or another value for an order. */
  tipe: string;
  status: NotificationStatus;
  nama_user: string;
  aksi: string;
  nama_prospect: string | null;
  nama_order: string | null;
  created_at: string;
};

/** The approval queues whose pending count the setting menu shows. */

/** The chat records' fields come with the WhatsApp work (docs/api.md, The provider calls). */
export type ChatRecord = Record<string, unknown>;

export type ChatRoomQuery = { id_user: number; search?: string; limit: number; offset: number };
export type BroadcastUserQuery = { group?: string | number; name?: string; limit: number; offset: number };
