import http from 'node:http';
import https from 'node:https';
import { guardedLookup, parseEndpointUrl, type AddressRules, type Resolve } from './address';
import { signature } from './signature';

/** What one attempt came to: recorded in webhook_attempt and listed per endpoint. */
export type AttemptOutcome = { ok: boolean; status_code: number | null; response_body: string | null; error: string | null; duration_ms: number };

type Delivery = { id: string; url: string; secret: string; payload: string };

/** The first 2 KB of an answer are kept; the rest is read and dropped. */
const KEPT_BYTES = 2048;

/**
 * One signed POST of a delivery. A 2xx is success; a redirect is an answer like any other (never
 * followed); the address is checked before and during the connection (address.ts).
 */
export function sendOnce(delivery: Delivery, options: { rules: AddressRules; timeoutMs: number; resolve?: Resolve }): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: unknown, status_code: number | null = null, response_body: string | null = null): AttemptOutcome => ({
    ok: false,
    status_code,
    response_body,
    error: error instanceof Error ? error.message : String(error),
    duration_ms: elapsed(),
  });
  let url: URL;
  try {
    url = parseEndpointUrl(delivery.url, options.rules);
  } catch (error) {
    return Promise.resolve(failed(error));
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const body = Buffer.from(delivery.payload, 'utf8');
  return new Promise((resolve) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      lookup: guardedLookup(options.rules, options.resolve),
      signal: AbortSignal.timeout(options.timeoutMs),
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': body.length,
        'user-agent': 'Salesforce-Webhooks/1',
        'x-webhook-id': delivery.id,
        'x-webhook-timestamp': String(timestamp),
        'x-webhook-signature': signature(delivery.secret, timestamp, delivery.payload),
      },
    });
    request.on('error', (error) => resolve(failed(error.name === 'AbortError' ? new Error(`no answer within ${options.timeoutMs} ms`) : error)));
    request.on('response', (response) => {
      const kept: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < KEPT_BYTES) kept.push(chunk.subarray(0, KEPT_BYTES - size));
        size += chunk.length;
      });
      response.on('error', (error) => resolve(failed(error, response.statusCode ?? null)));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        // PostgreSQL text cannot hold U+0000, which a receiver may well answer.
        const text = Buffer.concat(kept).toString('utf8').replaceAll('\u0000', '');
        resolve(status >= 200 && status < 300 ? { ok: true, status_code: status, response_body: text, error: null, duration_ms: elapsed() } : failed(new Error(`HTTP ${status}`), status, text));
      });
    });
    request.end(body);
  });
}
