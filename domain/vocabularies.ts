/**
 * The closed lists of values the records take. Each column that takes one has a CHECK built from
 * the same list (domain/tables), so the database refuses any other value too (docs/database.md).
 */

export const PROSPECT_STATUSES = ['Low', 'Medium', 'Hot', 'Deal', 'Not Deal'] as const;
export type ProspectStatus = (typeof PROSPECT_STATUSES)[number];
/** A prospect in one of these is done with: no follow-up is due, its phone may come in again. */
export const CLOSED_PROSPECT_STATUSES = ['Deal', 'Not Deal'] as const satisfies readonly ProspectStatus[];

export const PROSPECT_SOURCES = [
  'walk-in',
  'pameran',
  'roadshow',
  'referral',
  'website',
  'media sosial',
  'leasing',
  'repeat order',
  'lainnya',
] as const;

export const PAYMENTS = ['cash', 'kredit'] as const;
export type Payment = (typeof PAYMENTS)[number];

export const FOLLOW_UP_DUE = ['today', 'overdue', 'upcoming', 'none'] as const;
export type FollowUpDue = (typeof FOLLOW_UP_DUE)[number];

export const FOLLOW_UP_METHODS = ['whatsapp', 'telepon', 'kunjungan', 'tatap muka'] as const;
export const DECISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ORDER_STATUSES = ['pending', 'approved', 'rejected', 'indent', 'completed', 'cancelled'] as const;
/** The order statuses that count as a deal closed (the dashboard's "deals this month"). */
export const DEAL_ORDER_STATUSES = ['approved', 'indent', 'completed'] as const;
export const PRODUCT_CATEGORIES = ['matic', 'sport', 'bebek'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** The documents a leasing partner may ask of an applicant; each partner picks its own list. */
export const LEASING_DOCUMENTS = ['ktp', 'kk', 'proof_of_income', 'house_photo', 'npwp'] as const;
export type LeasingDocument = (typeof LEASING_DOCUMENTS)[number];
/** A leasing application: Diajukan → Survei → Disetujui / Ditolak, or Dibatalkan (docs/leasing.md). */
export const APPLICATION_STATUSES = ['submitted', 'survey', 'approved', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** How a credit simulation went to the customer: a WhatsApp message with its figures, or its one-page PDF. */
export const SIMULATION_CHANNELS = ['whatsapp', 'pdf'] as const;
/** What a new partner asks when its list is not given: what most motorcycle leasing houses ask. */
export const DEFAULT_LEASING_DOCUMENTS = ['ktp', 'kk', 'proof_of_income', 'house_photo'] as const satisfies readonly LeasingDocument[];

/** A user account: waiting for approval, working, refused at registration, or switched off. */
export const USER_STATUSES = ['pending', 'active', 'rejected', 'disabled'] as const;
/** What a notification is about: a prospect, an order, or a webhook endpoint the server paused. */
export const NOTIFICATION_TYPES = ['Prospek', 'Order', 'Webhook'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** A notification unread (N) or read (Y). */
export const NOTIFICATION_STATUSES = ['N', 'Y'] as const;
/**
 * The kinds of notification a user may silence on their devices (Profil → Notifikasi); each groups
 * actions of domain/notifications.ts (`PUSH_KIND_OF`). The bell shows every kind whatever the setting.
 */
export const PUSH_KINDS = ['new_prospects', 'prospect_updates', 'collaboration', 'follow_up_decisions', 'orders', 'system'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
/** The interface languages a user may keep on their profile (the client's locales). */
export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * How a distribution shares prospects among its recipients: evenly in turn, in proportion to each
 * one's room below their capacity, or evenly starting after whoever the company's last batch ended on.
 */
export const DISTRIBUTION_METHODS = ['round_robin', 'capacity', 'rotation'] as const;
export type DistributionMethod = (typeof DISTRIBUTION_METHODS)[number];
/** What started a batch: a person on List Distribusi or Monitoring User, or the company's standing rule. */
export const DISTRIBUTION_TRIGGERS = ['manual', 'rule'] as const;

/** Whose records a member sees (docs/sessions-and-access.md): the whole company's, their group's, or their own. */
export const DATA_SCOPES = ['company', 'group', 'own'] as const;

export const PENGAJUAN_KINDS = ['collab', 'followup', 'order', 'user'] as const;
/** The approval queues counted on the dashboard and in the setting menu's chips. */
export type PengajuanKind = (typeof PENGAJUAN_KINDS)[number];

/** Why a salesperson went out (Data Visum): a prospect's home, a company, an exhibition, or something else. */
export const VISUM_PURPOSES = ['rumah', 'perusahaan', 'pameran', 'lainnya'] as const;

/** What Kalender shows: prospects' next contacts, scheduled follow-ups, visits and order deliveries. */
export const CALENDAR_KINDS = ['next_contact', 'follow_up', 'visit', 'delivery'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export type VisumPurpose = (typeof VISUM_PURPOSES)[number];

/** What a monthly target counts (Setting Task), each from the live records. */
export const TARGET_METRICS = ['prospects', 'follow_ups', 'visits', 'orders', 'deals'] as const;
export type TargetMetric = (typeof TARGET_METRICS)[number];

/**
 * A user's WhatsApp link: none yet (or unlinked), a QR on screen waiting to be scanned, a linked
 * number, or a QR that ran out before anyone scanned it.
 */
export const WA_LINK_STATUSES = ['disconnected', 'waiting', 'linked', 'expired'] as const;
export type WaLinkStatus = (typeof WA_LINK_STATUSES)[number];
/**
 * Which WhatsApp carries a conversation (docs/whatsapp.md, Two transports): a user's own number
 * linked by QR (WhatsApp Web), or the company's WhatsApp Business number through Meta's Cloud API.
 */
export const WA_TRANSPORTS = ['linked', 'cloud'] as const;
export type WaTransportKind = (typeof WA_TRANSPORTS)[number];
/** A template's review at Meta: waiting, approved, rejected (with a reason), paused for low quality, or disabled. */
export const META_TEMPLATE_STATUSES = ['pending', 'approved', 'rejected', 'paused', 'disabled'] as const;
export type MetaTemplateStatus = (typeof META_TEMPLATE_STATUSES)[number];
/** Meta's category of a template: promotions are marketing; order and follow-up updates are utility. */
export const META_TEMPLATE_CATEGORIES = ['marketing', 'utility'] as const;
/** A chat message came from the contact (in) or was sent by the user or a broadcast (out). */
export const CHAT_DIRECTIONS = ['in', 'out'] as const;
/**
 * An outgoing message waits in the outbox (queued), is being handed to WhatsApp (sending), was
 * accepted (sent), reached the phone (delivered), was read, or failed with a reason. Incoming
 * messages are 'received'.
 */
export const CHAT_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];
/**
 * Why a running broadcast waits before its next message: its sender reached the linked phone's daily
 * cap, or the business number reached Meta's messaging limit for the rolling 24 hours.
 */
export const BROADCAST_WAITS = ['daily_cap', 'messaging_limit'] as const;
export type BroadcastWait = (typeof BROADCAST_WAITS)[number];
/** A broadcast waits for its time, runs, is paused by a person, was cancelled, or has gone through its list. */
export const BROADCAST_STATUSES = ['scheduled', 'running', 'paused', 'cancelled', 'completed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];
/**
 * One recipient of a broadcast: waiting its turn, its message handed to the outbox, then the
 * message's own fate, or skipped (opted out, invalid number, duplicate, cancelled) with a reason.
 */
export const BROADCAST_RECIPIENT_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type BroadcastRecipientStatus = (typeof BROADCAST_RECIPIENT_STATUSES)[number];

/** An invitation: its link still registers (pending), or why it no longer does. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** An integration key works (active), or why it no longer does: its expiry passed, it was revoked, or its Administrator no longer is one (suspended). */
export const INTEGRATION_KEY_STATUSES = ['active', 'expired', 'revoked', 'suspended'] as const;
export type IntegrationKeyStatus = (typeof INTEGRATION_KEY_STATUSES)[number];
/**
 * What kind of device a session was opened on, as the server reads it from the login's User-Agent
 * (Catatan Perangkat, docs/sessions-and-access.md); a User-Agent that says none has no type.
 */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
