import type { WEBHOOK_DELIVERY_STATUSES } from '../../../domain/webhooks';

export const WEBHOOKS_KEY = ['webhooks'];

export const DELIVERY_COLOR: Record<(typeof WEBHOOK_DELIVERY_STATUSES)[number], 'default' | 'info' | 'success' | 'error'> = {
  pending: 'default',
  sending: 'info',
  delivered: 'success',
  failed: 'error',
};

/** The i18n key of an event's name (app.webhooks.event.*): keys cannot hold the event's dot. */
export const eventKey = (event: string) => `app.webhooks.event.${event.replace('.', '_')}`;
