import { APP_KEY } from './appKey';

export type StreamEvent = { event: string; data: unknown };

/**
 * A real HTTP client of the notification stream: reads server-sent events as they come and lets a
 * test wait for the next one of a kind.
 */
export async function openStream(baseUrl: string, token: string, id_user: number) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/master/v1/notifikasi/stream?id_user=${id_user}`, {
    headers: { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY },
    signal: controller.signal,
  });
  const received: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      const reader = response.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        buffer += decoder.decode(chunk.value, { stream: true });
        let boundary: number;
        while ((boundary = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();

  /** Resolves with the first received event of that name not taken yet, or rejects after `ms`. */
  async function next(name: string, ms = 20_000): Promise<unknown> {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = received.findIndex((e) => e.event === name);
      if (index >= 0) return received.splice(index, 1)[0].data;
      if (ended) throw new Error(`stream ended before a '${name}' event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${name}' event within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next,
    received,
    ended: async () => {
      await reading;
      return ended;
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
