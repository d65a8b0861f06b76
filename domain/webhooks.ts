/**
 * Outgoing webhooks (docs/webhooks.md): the events an endpoint can ask for, and the states of an
 * endpoint and of a delivery.
 */
export const WEBHOOK_EVENTS = [
  'prospect.created',
  'prospect.assigned',
  'followup.recorded',
  'order.submitted',
  'order.approved',
  'order.rejected',
  'leasing.submitted',
  'leasing.decided',
  'import.finished',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What a delivery carries: one of the events, or the test event an administrator sends by hand. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'ping'] as const;

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'paused'] as const;

/** pending: waiting for its (next) attempt; sending: an attempt is under way; delivered and failed are final. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
