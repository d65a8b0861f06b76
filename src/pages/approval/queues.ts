import { createContext, useContext } from 'react';
import type { SettingMenu } from '../../../domain/permissions';
import type { PengajuanKind } from '../../../domain/vocabularies';

/** An approval queue: the pending records of a resource (docs/api.md) and where decisions go. */
export type ApprovalQueue = {
  kind: PengajuanKind;
  /** The react-admin resource whose records wait. */
  resource: string;
  /** Its waiting records this user may decide: pending, and (records) not the user's own requests. */
  filter: Record<string, string | boolean>;
  /** The page's title (a translation key). */
  title: string;
  /** The rule of docs/sessions-and-access.md that opens the queue: the same that shows its setting-menu entry. */
  show: keyof SettingMenu;
};

const PENDING = { status: 'pending' };
const DECIDABLE = { ...PENDING, decidable: true };

export const QUEUES = {
  collab: { kind: 'collab', resource: 'collab', filter: DECIDABLE, title: 'app.setting_menu.approval_kolaborasi', show: 'approvalKolaborasi' },
  followup: { kind: 'followup', resource: 'prospect/fu', filter: DECIDABLE, title: 'app.setting_menu.approval_follow_up', show: 'approvalFollowUp' },
  order: { kind: 'order', resource: 'order', filter: DECIDABLE, title: 'app.setting_menu.approval_order', show: 'approvalOrder' },
  user: { kind: 'user', resource: 'setting/users', filter: PENDING, title: 'app.setting_menu.proses_registrasi', show: 'kelolaPengguna' },
} as const satisfies Record<PengajuanKind, ApprovalQueue>;

export const ApprovalQueueContext = createContext<ApprovalQueue | null>(null);

/** The queue of the approval list around the caller (its buttons). */
export function useApprovalQueue(): ApprovalQueue {
  const queue = useContext(ApprovalQueueContext);
  if (!queue) throw new Error('useApprovalQueue must be used inside an <ApprovalList>');
  return queue;
}
