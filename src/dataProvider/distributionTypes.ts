import type { DistributionMethod } from '../../domain/vocabularies';

/** The answers and requests of Distribusi Data (docs/api.md, Distribusi Data). */

export type DistributionSource =
  | { kind: 'unassigned' }
  | {
      kind: 'filter';
      status?: string;
      source?: string;
      id_product?: number;
      id_group?: number;
      id_user?: number;
      unassigned?: boolean;
      id_import?: number;
      created_from?: string;
      created_to?: string;
    }
  | { kind: 'ids'; ids: number[] }
  | { kind: 'untouched'; id_user: number; days: number };

export type DistributionRequest = {
  source: DistributionSource;
  limit?: number;
  method: DistributionMethod;
  user_ids: number[];
  group_ids: number[];
  capacity?: number | null;
};

export type Share = { id_user: number; name: string; id_group: number | null; open: number; room: number | null; count: number };

export type DistributionPlan = { method: DistributionMethod; chosen: number; assigned: number; left_over: number; shares: Share[] };

export type RecipientChoices = {
  users: { id_user: number; name: string; id_group: number | null; open: number }[];
  groups: { id: number; name: string }[];
};

export type BatchRecipient = { id_user: number | null; name: string | null; count: number };

export type Batch = {
  id: number;
  created_at: string;
  id_user: number | null;
  /** Who distributed; null for the standing rule. */
  actor_name: string | null;
  trigger: 'manual' | 'rule';
  method: DistributionMethod;
  total: number;
  left_over: number;
  undone_at: string | null;
  recipients: BatchRecipient[];
};

export type BatchItem = {
  id: number;
  id_prospect: number;
  prospect_name: string;
  id_user: number | null;
  user_name: string | null;
  id_user_previous: number | null;
  previous_name: string | null;
  undone_at: string | null;
  undoable: boolean;
};

export type BatchDetail = { batch: Batch & { undoable: number }; items: BatchItem[] };

export type DistributionRule = {
  active: boolean;
  method: DistributionMethod;
  capacity: number | null;
  user_ids: number[];
  group_ids: number[];
};

export type Figures = {
  assigned: number;
  untouched: number;
  stale: number;
  followed_up: number;
  overdue: number;
  deals: number;
  conversion: number;
};

export type Monitoring = {
  users: (Figures & { id_user: number; name: string; id_group: number | null; group_name: string | null })[];
  groups: (Figures & { id_group: number | null; name: string | null; members: number })[];
};

export type MonitoringQuery = { from?: string; to?: string; days: number };
