import type { Identifier } from 'react-admin';
import type { DashboardSummary } from '../../domain/schemas/dashboard';

export type { BroadcastUser } from '../../domain/schemas/broadcast';
export type { DashboardSummary } from '../../domain/schemas/dashboard';
export type { Notification } from '../../domain/schemas/notification';
export type { UserDetail } from '../../domain/schemas/user';

/** Answers of the provider API (docs/api.md). */

/** The usual envelope: `{ data, count?, message? }`. */
export type Envelope<T> = { data: T; count?: number; message?: string };

/** A page of a provider-style list. */
export type Page<T> = { data: T[]; count: number };

export type ChatRoomQuery = { id_user: number; search?: string; id_status?: number; limit: number; offset: number };
export type BroadcastUserQuery = { group?: string | number; name?: string; limit: number; offset: number };

export type StatusCount = DashboardSummary['prospects_by_status'][number];

/** The company's rules: whether a salesperson's follow-up waits for approval. */

type Decision = 'approve' | 'reject';

export type DecisionRequest = {
  decision: Decision;
  ids: readonly Identifier[];
  /** `{reason}` for a rejection, `{id_role, id_group}` for a registration; `{}` otherwise. */
  body?: Record<string, unknown>;
};
