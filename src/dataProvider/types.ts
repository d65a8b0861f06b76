import type { Identifier } from 'react-admin';

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

export type ChatRoomQuery = { id_user: number; search?: string; id_status?: number; limit: number; offset: number };
export type BroadcastUserQuery = { group?: string | number; name?: string; limit: number; offset: number };
/** One of the users list_broadcast offers as recipients. */
export type BroadcastUser = { id: number; name: string; phone_number: string | null; id_group: number | null };

export type StatusCount = { status: string; count: number };

/** `GET /api/dashboard/v1/summary`: the caller's figures, each equal to the total of a filtered list. */
export type DashboardSummary = {
  scope: 'company' | 'group' | 'own';
  prospects_total: number;
  prospects_by_status: StatusCount[];
  new_prospects_month: number;
  deals_month: number;
  followups_due_today: number;
  followups_overdue: number;
  orders_by_status: StatusCount[];
  funnel: { stage: string; count: number }[];
};

/** The company's rules: whether a salesperson's follow-up waits for approval. */
export type CompanyRules = { followup_approval: boolean };

export type Decision = 'approve' | 'reject';

export type DecisionRequest = {
  decision: Decision;
  ids: readonly Identifier[];
  /** `{reason}` for a rejection, `{id_role, id_group}` for a registration; `{}` otherwise. */
  body?: Record<string, unknown>;
};
