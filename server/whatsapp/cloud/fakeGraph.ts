import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Meta's Graph API on 127.0.0.1, for the tests, the benches and the demo: it speaks
 * the endpoints the app calls (a number's info, sending a message) over real HTTP, and plays Meta's
 * side of the webhook: the verify handshake, then signed events, sent again until the app answers
 * 200. Nothing leaves the machine (docs/whatsapp.md, The Cloud API).
 */

type FakeNumber = { access_token: string; display_phone: string; verified_name: string; tier: string };
type Subscription = { url: string; app_secret: string; business_account_id: string };
export type FakeSent = { id: string; phone_number_id: string; to: string; body: string; callback: string | undefined };
type Options = {
  /** Each send answers after this long, like Meta's real latency. */
  latencyMs?: number;
  /** The wait before an event the app did not take is posted again. */
  redeliverMs?: number;
  /** The demo: any id and token make a number on first use. */
  acceptAnyNumber?: boolean;
};

const graphError = (code: number, message: string) => ({ error: { message, type: 'OAuthException', code, error_data: { details: message }, fbtrace_id: 'fake' } });

export async function startFakeGraph(options: Options = {}) {
  const numbers = new Map<string, FakeNumber>();
  const subscriptions = new Map<string, Subscription>();
  const sent: FakeSent[] = [];
  /** Meta's refusals to answer to the coming sends, in turn: code and message. */
  const scriptedErrors: { code: number; status: number; message: string }[] = [];
  /** Sends taken (and their statuses posted) whose answer is then lost: the connection drops instead. */
  let answersToDrop = 0;
  /** Numbers that are not on WhatsApp: the send is accepted, then a 'failed' status follows (as Meta does). */
  const notOnWhatsApp = new Set<string>();
  const pending: { phone_number_id: string; payload: string }[] = [];
  let closed = false;
  let delivering: Promise<void> | undefined;

  const numberOf = (id: string, request: IncomingMessage) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!numbers.has(id) && options.acceptAnyNumber && token) {
      numbers.set(id, { access_token: token, display_phone: '+62 811-0000-0000', verified_name: 'Dealer Demo', tier: 'TIER_1K' });
    }
    const found = numbers.get(id);
    return found && found.access_token === token ? found : undefined;
  };

  const deliverPending = async () => {
    while (pending.length && !closed) {
      const [next] = pending;
      const subscription = subscriptions.get(next.phone_number_id);
      if (!subscription) return;
      const signature = createHmac('sha256', subscription.app_secret).update(next.payload).digest('hex');
      const answered = await fetch(subscription.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
        body: next.payload,
        signal: AbortSignal.timeout(10_000),
      }).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) pending.shift();
      else await new Promise((resolve) => setTimeout(resolve, options.redeliverMs ?? 1000));
    }
  };
  /** Queues an event for the app (in order, one at a time, again until taken). */
  const post = (phone_number_id: string, field: string, value: unknown) => {
    const subscription = subscriptions.get(phone_number_id);
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: subscription?.business_account_id ?? '0', changes: [{ field, value }] }],
    });
    pending.push({ phone_number_id, payload });
    delivering ??= deliverPending().finally(() => (delivering = undefined));
  };
  const metadata = (phone_number_id: string) => ({ display_phone_number: numbers.get(phone_number_id)?.display_phone ?? '', phone_number_id });
  const postStatus = (message: FakeSent, status: string, errors?: unknown[]) =>
    post(message.phone_number_id, 'messages', {
      messaging_product: 'whatsapp',
      metadata: metadata(message.phone_number_id),
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.to,
          ...(message.callback ? { biz_opaque_callback_data: message.callback } : {}),
          ...(errors ? { errors } : {}),
        },
      ],
    });

  const answer = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, , id, edge] = url.pathname.split('/');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const number = id ? numberOf(decodeURIComponent(id), request) : undefined;
    if (!number) return answer(response, 401, graphError(190, 'Invalid OAuth access token or unknown phone number id.'));
    if (request.method === 'GET' && !edge) {
      return answer(response, 200, { id, display_phone_number: number.display_phone, verified_name: number.verified_name, quality_rating: 'GREEN', messaging_limit_tier: number.tier });
    }
    if (request.method === 'POST' && edge === 'messages') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text?: { body: string }; biz_opaque_callback_data?: string };
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      const scripted = scriptedErrors.shift();
      if (scripted) return answer(response, scripted.status, graphError(scripted.code, scripted.message));
      const message: FakeSent = { id: `wamid.${randomBytes(12).toString('hex')}`, phone_number_id: id, to: body.to, body: body.text?.body ?? '', callback: body.biz_opaque_callback_data };
      sent.push(message);
      if (answersToDrop > 0) {
        answersToDrop -= 1;
        request.socket.destroy();
      } else answer(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: message.id }] });
      if (notOnWhatsApp.has(body.to)) postStatus(message, 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
      else {
        postStatus(message, 'sent');
        postStatus(message, 'delivered');
      }
      return;
    }
    answer(response, 400, graphError(100, 'Unsupported request.'));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => answer(response, 500, graphError(1, 'fake failure')));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sent,
    notOnWhatsApp,
    addNumber(phone_number_id: string, number: Partial<FakeNumber> & { access_token: string }) {
      numbers.set(phone_number_id, { display_phone: '+62 811-2000-3000', verified_name: 'Dealer Uji', tier: 'TIER_1K', ...number });
    },
    /** The coming sends are refused with this Meta error, once each. */
    failNextSends(code: number, times = 1, status = 400) {
      for (let i = 0; i < times; i += 1) scriptedErrors.push({ code, status, message: `fake error ${code}` });
    },
    /** The coming sends are taken, but their answers are lost on the way back. */
    dropNextAnswers(times = 1) {
      answersToDrop += times;
    },
    /**
     * What an Administrator does in Meta's app settings: the address is verified with Meta's
     * handshake (the app must echo the challenge for the verify token), then events go to it.
     */
    async subscribe(phone_number_id: string, subscription: Subscription & { verify_token: string }) {
      const challenge = randomBytes(8).toString('hex');
      const check = new URL(subscription.url);
      check.search = new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.verify_token': subscription.verify_token, 'hub.challenge': challenge }).toString();
      const response = await fetch(check);
      if (!response.ok || (await response.text()) !== challenge) throw new Error(`the webhook address did not pass Meta's check (${response.status})`);
      subscriptions.set(phone_number_id, subscription);
    },
    /** A customer writes to the business number. */
    customerWrites(phone_number_id: string, from: { wa_id: string; name?: string; body: string }) {
      const id = `wamid.${randomBytes(12).toString('hex')}`;
      post(phone_number_id, 'messages', {
        messaging_product: 'whatsapp',
        metadata: metadata(phone_number_id),
        contacts: [{ profile: { name: from.name ?? '' }, wa_id: from.wa_id }],
        messages: [{ from: from.wa_id, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: from.body } }],
      });
      return id;
    },
    /** Every event posted so far has been taken by the app. */
    delivered: () => pending.length === 0,
    async close() {
      closed = true;
      await delivering;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>;
