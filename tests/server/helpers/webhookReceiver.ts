import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import type { TestApp } from './testApp';

export type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on 127.0.0.1 (a random port) that keeps every request. Each path answers the
 * statuses given for it in turn, then its last one (200 when none is given).
 */
export async function startReceiver(answers: Record<string, number[]> = {}) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = answers[path] ?? [200];
      const status = queue.length > 1 ? (queue.shift() as number) : queue[0];
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`jawaban ${status}`);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Closes a test app once every delivery it started has recorded its attempt, then the receiver: a
 * delivery job still writing would outlive the database.
 */
export async function closeAfterDeliveries(t: TestApp, receiver: { close(): Promise<void> }) {
  await vi.waitFor(
    async () => {
      const [open] = await t.database.query<{ n: number }>("select count(*)::int as n from webhook_delivery where status in ('pending', 'sending')");
      if (open.n > 0) throw new Error(`${open.n} webhook deliveries still open`);
    },
    { timeout: 20_000, interval: 50 },
  );
  await t.close();
  await receiver.close();
}
