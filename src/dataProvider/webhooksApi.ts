import { WEBHOOKS } from '../../domain/apiPaths';
import type { WebhookDelivery, WebhookEndpoint, WebhookInput } from '../../domain/schemas/webhook';
import { http } from './http';
import type { Envelope, Page } from './types';

/** The Webhook page's calls (docs/webhooks.md), for Administrators. */
const endpointPath = (id: number) => `${WEBHOOKS}/${encodeURIComponent(id)}`;

export const webhooksApi = {
  async webhooks(): Promise<WebhookEndpoint[]> {
    return (await http.get<Envelope<WebhookEndpoint[]>>(WEBHOOKS)).data.data;
  },
  /** Answers the new endpoint with its secret, the only time the secret is shown. */
  async createWebhook(input: WebhookInput): Promise<WebhookEndpoint & { secret: string }> {
    return (await http.post<Envelope<WebhookEndpoint & { secret: string }>>(WEBHOOKS, input)).data.data;
  },
  async updateWebhook(id: number, input: WebhookInput): Promise<WebhookEndpoint> {
    return (await http.put<Envelope<WebhookEndpoint>>(endpointPath(id), input)).data.data;
  },
  async deleteWebhook(id: number): Promise<void> {
    await http.delete(endpointPath(id));
  },
  async webhookAction(id: number, action: 'pause' | 'resume' | 'ping'): Promise<void> {
    await http.post(`${endpointPath(id)}/${action}`, {});
  },
  async rotateWebhookSecret(id: number): Promise<string> {
    return (await http.post<Envelope<{ secret: string }>>(`${endpointPath(id)}/rotate_secret`, {})).data.data.secret;
  },
  async webhookDeliveries(id: number, query: { limit: number; offset: number }): Promise<Page<WebhookDelivery>> {
    const { data, count } = (await http.get<Envelope<WebhookDelivery[]>>(`${endpointPath(id)}/deliveries`, { params: query })).data;
    return { data, count: count ?? data.length };
  },
};

export type WebhooksApi = typeof webhooksApi;
