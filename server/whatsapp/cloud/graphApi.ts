/**
 * The few calls of Meta's Graph API that the Cloud API transport makes (docs/whatsapp.md, The Cloud
 * API): read the number (its name, quality and messaging limit) and send a message. Every failure
 * is a GraphFailure whose kind says what the sender should do with the message.
 */

export type GraphEndpoint = { baseUrl: string; version: string; timeoutMs: number };
export type CloudCredentials = { phone_number_id: string; access_token: string };

/**
 * - `retry`: nothing was sent (a rate limit, Meta unavailable, no connection): send it again later.
 * - `unknown`: the request left but no answer came; it may have been sent, so it is never sent again.
 * - the rest: Meta refused this message for good, for the reason named.
 */
export type FailureKind = 'retry' | 'unknown' | 'invalid_number' | 'window_closed' | 'template_paused' | 'access_denied' | 'rejected';

export class GraphFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    /** Meta's error code, when Meta answered one. */
    readonly code: number | null,
    message: string,
  ) {
    super(message);
  }
}

/** Meta's error codes by what they mean for a message (developers.facebook.com, Cloud API error codes). */
const CODE_KINDS: Record<number, FailureKind> = {
  4: 'retry', // application request limit
  80007: 'retry', // business account rate limit
  130429: 'retry', // throughput limit
  131048: 'retry', // spam rate limit
  131056: 'retry', // too many messages to one recipient
  1: 'retry',
  2: 'retry', // service temporarily unavailable
  131000: 'retry', // something went wrong
  131016: 'retry', // service unavailable
  0: 'access_denied',
  3: 'access_denied',
  10: 'access_denied',
  190: 'access_denied', // token expired or revoked
  200: 'access_denied',
  131005: 'access_denied',
  131026: 'invalid_number', // not on WhatsApp / cannot receive
  131030: 'invalid_number', // not in the test number's allowed list
  131047: 'window_closed', // more than 24 hours since the customer's last message
  132015: 'template_paused',
  132016: 'template_paused', // disabled
};

/** What an error code of Meta's means for a message; an unknown code is a refusal of this message. */
export const kindOfCode = (code: number | null): FailureKind => (code !== null && code in CODE_KINDS ? CODE_KINDS[code] : 'rejected');

/** Errors before the request reached Meta: safe to send again. */
const NOT_SENT_CAUSES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

type GraphErrorBody = { error?: { code?: number; message?: string; error_data?: { details?: string } } };

/** One Graph API call with the account's token; answers the parsed JSON or throws a GraphFailure. */
export async function call<T>(endpoint: GraphEndpoint, credentials: Pick<CloudCredentials, 'access_token'>, path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl.replace(/\/$/, '')}/${endpoint.version}/${path}`, {
      method: init.method,
      headers: { authorization: `Bearer ${credentials.access_token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code && NOT_SENT_CAUSES.has(code)) throw new GraphFailure('retry', null, `Graph API unreachable: ${code}`);
    throw new GraphFailure('unknown', null, `no answer from the Graph API: ${(error as Error).message}`);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (response.ok && parsed !== undefined) return parsed as T;
  const failure = (parsed as GraphErrorBody | undefined)?.error;
  const code = typeof failure?.code === 'number' ? failure.code : null;
  const kind = code === null && (response.status >= 500 || response.status === 429) ? 'retry' : kindOfCode(code);
  throw new GraphFailure(kind, code, failure?.error_data?.details ?? failure?.message ?? `HTTP ${response.status}`);
}

/** Meta's tiers (unique recipients per rolling 24 hours); null is unlimited. TIER_2K replaced TIER_1K in 2025. */
const TIERS: Record<string, number | null> = {
  TIER_50: 50,
  TIER_250: 250,
  TIER_1K: 1_000,
  TIER_2K: 2_000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: null,
};

/**
 * The limit of a tier as Meta names it; an unknown or unset one (TIER_NOT_SET: nothing sent yet) is
 * read as the lowest a new number gets, never more than Meta allows.
 */
export const limitOfTier = (tier: string | undefined) => (tier && tier in TIERS ? TIERS[tier] : 250);

export type PhoneNumberInfo = { display_phone: string | null; verified_name: string | null; quality_rating: string | null; messaging_limit: number | null };

/** The number as Meta knows it; a wrong id or token is a GraphFailure. */
export async function phoneNumberInfo(endpoint: GraphEndpoint, credentials: CloudCredentials): Promise<PhoneNumberInfo> {
  const fields = 'display_phone_number,verified_name,quality_rating,messaging_limit_tier';
  const info = await call<Record<string, string | undefined>>(endpoint, credentials, `${encodeURIComponent(credentials.phone_number_id)}?fields=${fields}`, { method: 'GET' });
  return {
    display_phone: info.display_phone_number ?? null,
    verified_name: info.verified_name ?? null,
    quality_rating: info.quality_rating ?? null,
    messaging_limit: limitOfTier(info.messaging_limit_tier),
  };
}

/** A free text, or an approved template with its variables' values (language Indonesian). */
export type MessageContent = { text: string } | { template: { name: string; params: string[] } };

const contentOf = (content: MessageContent) =>
  'text' in content
    ? { type: 'text', text: { body: content.text, preview_url: false } }
    : {
        type: 'template',
        template: {
          name: content.template.name,
          language: { code: 'id' },
          components: content.template.params.length ? [{ type: 'body', parameters: content.template.params.map((text) => ({ type: 'text', text })) }] : [],
        },
      };

/**
 * Sends a message to a number (E.164). `callback` comes back in the message's status webhooks,
 * which is how a send whose answer was lost still learns its fate (docs/whatsapp.md, The Cloud API).
 */
export async function sendMessage(endpoint: GraphEndpoint, credentials: CloudCredentials, to: string, content: MessageContent, callback: string) {
  const answer = await call<{ messages?: { id: string }[] }>(endpoint, credentials, `${encodeURIComponent(credentials.phone_number_id)}/messages`, {
    method: 'POST',
    body: { messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/^\+/, ''), ...contentOf(content), biz_opaque_callback_data: callback },
  });
  const id = answer.messages?.[0]?.id;
  if (!id) throw new GraphFailure('unknown', null, 'the Graph API answered no message id');
  return { externalId: id };
}
