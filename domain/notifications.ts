import { isAdministrator, type AccessSubject } from './permissions';
import { PUSH_KINDS, type PushKind } from './vocabularies';

/**
 * What a notification says was done (`aksi`): the action's name, read in the sentence
 * '{nama_user} telah melakukan {aksi} pada prospek …' (docs/api.md, Notifications).
 */
export const AKSI = {
  prospectAdded: 'penambahan prospek',
  prospectAssigned: 'penugasan prospek',
  /** One notice for a whole distribution batch, about its first prospect and how many more came with it. */
  prospectsDistributed: 'pembagian prospek',
  statusChanged: 'perubahan status',
  prospectChanged: 'perubahan data',
  followUp: 'follow up',
  collabRequested: 'pengajuan kolaborasi',
  collabApproved: 'persetujuan kolaborasi',
  collabRejected: 'penolakan kolaborasi',
  followUpApproved: 'persetujuan follow up',
  followUpRejected: 'penolakan follow up',
  orderRequested: 'pengajuan order',
  orderApproved: 'persetujuan order',
  orderRejected: 'penolakan order',
  /** A leasing application's moves (docs/leasing.md); nama_order names the order and the partner. */
  leasingSubmitted: 'pengajuan leasing',
  leasingSurvey: 'jadwal survei leasing',
  leasingApproved: 'persetujuan leasing',
  leasingRejected: 'penolakan leasing',
  leasingCancelled: 'pembatalan leasing',
  /** A credit sale closed: approved by a partner, its down payment paid. */
  creditDeal: 'deal kredit',
  /** Said by the system ('Sistem'), about a webhook endpoint (tipe 'Webhook', nama_order its address). */
  webhookPaused: 'penjedaan webhook',
} as const;
export type Aksi = (typeof AKSI)[keyof typeof AKSI];

/**
 * The kind each action's push belongs to, which a user may silence (docs/profile.md, Notifications).
 * Typed over every action, so a new action does not compile until it is given a kind.
 */
const PUSH_KIND_OF: Record<Aksi, PushKind> = {
  [AKSI.prospectAdded]: 'new_prospects',
  [AKSI.prospectAssigned]: 'new_prospects',
  [AKSI.prospectsDistributed]: 'new_prospects',
  [AKSI.statusChanged]: 'prospect_updates',
  [AKSI.prospectChanged]: 'prospect_updates',
  [AKSI.followUp]: 'prospect_updates',
  [AKSI.collabRequested]: 'collaboration',
  [AKSI.collabApproved]: 'collaboration',
  [AKSI.collabRejected]: 'collaboration',
  [AKSI.followUpApproved]: 'follow_up_decisions',
  [AKSI.followUpRejected]: 'follow_up_decisions',
  [AKSI.orderRequested]: 'orders',
  [AKSI.orderApproved]: 'orders',
  [AKSI.orderRejected]: 'orders',
  [AKSI.leasingSubmitted]: 'orders',
  [AKSI.leasingSurvey]: 'orders',
  [AKSI.leasingApproved]: 'orders',
  [AKSI.leasingRejected]: 'orders',
  [AKSI.leasingCancelled]: 'orders',
  [AKSI.creditDeal]: 'orders',
  [AKSI.webhookPaused]: 'system',
};

/** The kinds a member may receive, which Profil offers to silence: only Administrators are told of the system's doings. */
export const pushKindsFor = (subject: AccessSubject): PushKind[] => PUSH_KINDS.filter((kind) => kind !== 'system' || isAdministrator(subject));

/** The push kind of a stored notification's action (its column is plain text); none for a word that is no action. */
export const pushKindOf = (aksi: string): PushKind | undefined => (Object.hasOwn(PUSH_KIND_OF, aksi) ? PUSH_KIND_OF[aksi as Aksi] : undefined);

/** The words of a stored notification that make its sentence. */
type NotificationWords = {
  nama_user: string;
  aksi: string;
  tipe: string;
  nama_prospect: string | null;
  nama_order: string | null;
};

/**
 * Where a notification leads: its prospect or order, or, for a distribution batch, the recipient's
 * prospect list (the batch's prospects are theirs). The panel and the push link agree on it.
 */
export const notificationLink = (n: { aksi: string; tipe: string; id_data: number }, recipient: number | undefined) => {
  if (n.tipe === 'Webhook') return '/setting/webhooks';
  if (n.aksi === AKSI.prospectsDistributed && recipient !== undefined) {
    return `/prospect?filter=${encodeURIComponent(JSON.stringify({ id_user: recipient }))}`;
  }
  return `/${n.tipe === 'Prospek' ? 'prospect' : 'order'}?id=${encodeURIComponent(n.id_data)}`;
};

/** The sentence the notification panel shows, reused as the push body. */
export const notificationText = (n: NotificationWords) =>
  n.tipe === 'Webhook'
    ? `Webhook ${n.nama_order ?? ''} dijeda otomatis karena pengiriman terus gagal. Periksa penerimanya lalu aktifkan lagi.`
    : n.tipe === 'Prospek'
    ? `${n.nama_user} telah melakukan ${n.aksi} pada prospek ${n.nama_prospect ?? ''}`
    : `${n.nama_user} telah melakukan ${n.aksi} pada order ${n.nama_order ?? ''}`;

