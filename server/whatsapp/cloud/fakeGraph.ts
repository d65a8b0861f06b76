import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeTemplateStore, type FakeTemplate } from './fakeTemplates';

/**
 * A stand-in for Meta's Graph API on 127.0.0.1, for the tests, the benches and the demo: it speaks
 * the endpoints the app calls (a number's info, sending a message, the business account's
 * templates) over real HTTP, and plays Meta's side of the webhook: the verify handshake, then
 * signed events, sent again until the app answers 200. Nothing leaves the machine (docs/whatsapp.md,
 * The Cloud API).
 */

type FakeNumber = { access_token: string; business_account_id: string; display_phone: string; verified_name: string; tier: string };
type Subscription = { url: string; app_secret: string; business_account_id: string };
export type FakeSent = {
  id: string;
  phone_number_id: string;
  to: string;
  body: string;
  template: { name: string; params: string[] } | undefined;
  callback: string | undefined;
};
type Options = {
  /** Each send answers after this long, like Meta's real latency. */
  latencyMs?: number;
  /** The wait before an event the app did not take is posted again. */
  redeliverMs?: number;
  /** The demo: any id and token make a number on first use. */
  acceptAnyNumber?: boolean;
};
type SendBody = {
  to: string;
  type?: string;
  text?: { body: string };
  template?: { name: string; components?: { parameters?: { text: string }[] }[] };
  biz_opaque_callback_data?: string;
};

const graphError = (code: number, message: string) => ({ error: { message, type: 'OAuthException', code, error_data: { details: message }, fbtrace_id: 'fake' } });
const seconds = () => String(Math.floor(Date.now() / 1000));

export async function startFakeGraph(options: Options = {}) {
  const numbers = new Map<string, FakeNumber>();
  /** By business account: where its events go. */
  const subscriptions = new Map<string, Subscription>();
  const sent: FakeSent[] = [];
  /** Meta's refusals to answer to the coming sends, in turn. */
  const scriptedErrors: { code: number; status: number; message: string }[] = [];
  /** Sends taken (and their statuses posted) whose answer is then lost: the connection drops instead. */
  let answersToDrop = 0;
  /** Numbers that are not on WhatsApp: the send is accepted, then a 'failed' status follows (as Meta does). */
  const notOnWhatsApp = new Set<string>();
  const pending: { url: string; secret: string; payload: string }[] = [];
  let closed = false;
  /** Events are lost instead of posted (Meta gave up on them): what the app must catch up on by itself. */
  let losingEvents = false;
  let delivering: Promise<void> | undefined;
  /** Starts delivering unless a run is on; a run that ended while an event was being queued is followed by another. */
  const deliver = () => {
    delivering ??= deliverPending().finally(() => {
      delivering = undefined;
      if (pending.length && !closed) deliver();
    });
  };

  const tokenOf = (request: IncomingMessage) => request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const numberOf = (id: string, token: string) => {
    if (!numbers.has(id) && options.acceptAnyNumber && token && /^\d+$/.test(id)) {
      numbers.set(id, { access_token: token, business_account_id: `${id}0`, display_phone: '+62 811-0000-0000', verified_name: 'Dealer Demo', tier: 'TIER_1K' });
    }
    const found = numbers.get(id);
    return found && found.access_token === token ? found : undefined;
  };
  /** A business account reached with the token of one of its numbers. */
  const ownsAccount = (waba: string, token: string) =>
    [...numbers.values()].some((n) => n.business_account_id === waba && n.access_token === token) ||
    (options.acceptAnyNumber === true && token !== '' && [...numbers.values()].every((n) => n.business_account_id !== waba));

  const deliverPending = async () => {
    while (pending.length && !closed) {
      const [next] = pending;
      const signature = createHmac('sha256', next.secret).update(next.payload).digest('hex');
      const answered = await fetch(next.url, {
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
  /** Queues an event of a business account for the app (in order, one at a time, again until taken). */
  const post = (waba: string, field: string, value: unknown) => {
    const subscription = subscriptions.get(waba);
    if (!subscription || losingEvents) return;
    const payload = JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: waba, changes: [{ field, value }] }] });
    pending.push({ url: subscription.url, secret: subscription.app_secret, payload });
    deliver();
  };
  const postMessages = (phone_number_id: string, value: Record<string, unknown>) => {
    const number = numbers.get(phone_number_id);
    if (number) post(number.business_account_id, 'messages', { messaging_product: 'whatsapp', metadata: { display_phone_number: number.display_phone, phone_number_id }, ...value });
  };
  const postStatus = (message: FakeSent, status: string, errors?: unknown[]) =>
    postMessages(message.phone_number_id, {
      statuses: [
        {
          id: message.id,
          status,
          timestamp: seconds(),
          recipient_id: message.to,
          ...(message.callback ? { biz_opaque_callback_data: message.callback } : {}),
          ...(errors ? { errors } : {}),
        },
      ],
    });
  const templates = fakeTemplateStore((template: FakeTemplate) =>
    post(template.waba, 'message_template_status_update', {
      event: template.status,
      message_template_id: Number(template.id),
      message_template_name: template.name,
      message_template_language: 'id',
      reason: template.reason ?? 'NONE',
    }),
  );

  const answer = (response: ServerResponse, status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const unauthorized = (response: ServerResponse) => answer(response, 401, graphError(190, 'Invalid OAuth access token or unknown object id.'));

  async function send(response: ServerResponse, request: IncomingMessage, phone_number_id: string, number: FakeNumber, body: SendBody) {
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const scripted = scriptedErrors.shift();
    if (scripted) return answer(response, scripted.status, graphError(scripted.code, scripted.message));
    const params = body.template?.components?.flatMap((c) => c.parameters ?? []).map((p) => p.text) ?? [];
    const refusal = body.template && templates.refusalOf(number.business_account_id, body.template.name, params);
    if (refusal) return answer(response, 400, graphError(refusal.code, refusal.message));
    const message: FakeSent = {
      id: `wamid.${randomBytes(12).toString('hex')}`,
      phone_number_id,
      to: body.to,
      body: body.text?.body ?? '',
      template: body.template ? { name: body.template.name, params } : undefined,
      callback: body.biz_opaque_callback_data,
    };
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
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, , rawId, edge] = url.pathname.split('/');
    const id = decodeURIComponent(rawId ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
    const token = tokenOf(request);
    if (edge === 'message_templates') {
      if (!ownsAccount(id, token)) return unauthorized(response);
      if (request.method === 'GET') return answer(response, 200, { data: templates.listOf(id).map((t) => ({ id: t.id, name: t.name, status: t.status, rejected_reason: t.reason ?? 'NONE' })) });
      const created = templates.create(id, body);
      return 'code' in created ? answer(response, 400, graphError(created.code, created.message)) : answer(response, 200, { id: created.id, status: created.status, category: created.category });
    }
    const template = templates.all().find((t) => t.id === id);
    if (template && request.method === 'POST' && !edge) {
      if (!ownsAccount(template.waba, token)) return unauthorized(response);
      templates.edit(id, body);
      return answer(response, 200, { success: true });
    }
    const number = numberOf(id, token);
    if (!number) return unauthorized(response);
    if (request.method === 'GET' && !edge) {
      return answer(response, 200, { id, display_phone_number: number.display_phone, verified_name: number.verified_name, quality_rating: 'GREEN', messaging_limit_tier: number.tier });
    }
    if (request.method === 'POST' && edge === 'messages') return send(response, request, id, number, body as SendBody);
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
    templates,
    addNumber(phone_number_id: string, number: Partial<FakeNumber> & { access_token: string; business_account_id: string }) {
      numbers.set(phone_number_id, { display_phone: '+62 811-2000-3000', verified_name: 'Dealer Uji', tier: 'TIER_1K', ...number });
    },
    /** Meta changes the number's messaging limit and says so on the webhook. */
    setTier(phone_number_id: string, tier: string) {
      const number = numbers.get(phone_number_id);
      if (!number) return;
      number.tier = tier;
      post(number.business_account_id, 'phone_number_quality_update', { display_phone_number: number.display_phone, event: 'UPGRADE', max_daily_conversations_per_business: tier });
    },
    /** From now on (or no longer) the events Meta would post are lost. */
    loseEvents(lost: boolean) {
      losingEvents = lost;
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
      const number = numbers.get(phone_number_id);
      // The demo's numbers are made on first use: the account they belong to is the one named here.
      if (number && options.acceptAnyNumber) number.business_account_id = subscription.business_account_id;
      subscriptions.set(subscription.business_account_id, subscription);
    },
    /** A customer writes to the business number; answers Meta's id of the message. */
    customerWrites(phone_number_id: string, from: { wa_id: string; name?: string; body: string }) {
      const id = `wamid.${randomBytes(12).toString('hex')}`;
      postMessages(phone_number_id, {
        contacts: [{ profile: { name: from.name ?? '' }, wa_id: from.wa_id }],
        messages: [{ from: from.wa_id, id, timestamp: seconds(), type: 'text', text: { body: from.body } }],
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
