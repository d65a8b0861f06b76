import { http as mock, HttpResponse } from 'msw';
import type { Notification } from '../../src/dataProvider/types';
import { server } from './msw';

/** A notification as the server lists it; odd ids are about prospects, even ones about orders. */
export function notificationRow(id: number, overrides: Partial<Notification> = {}): Notification {
  const prospek = id % 2 === 1;
  return {
    id,
    id_data: 100 + id,
    tipe: prospek ? 'Prospek' : 'Order',
    status: 'N',
    nama_user: `Sales ${id}`,
    aksi: prospek ? 'follow up' : 'pengajuan order',
    nama_prospect: prospek ? `Prospek ${id}` : null,
    nama_order: prospek ? null : `SPK/${id}`,
    created_at: `2026-11-${String(10 + (id % 15)).padStart(2, '0')}T09:05:00`,
    ...overrides,
  };
}

/** The list endpoint over `rows`, paged by limit and offset; keeps what each call asked for. */
export function answerNotifications(rows: Notification[], { before }: { before?: () => Promise<void> } = {}) {
  const asked: { limit: number; offset: number; id_user: number }[] = [];
  server.use(
    mock.get('/api/master/v1/notifikasi', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get('limit'));
      const offset = Number(query.get('offset'));
      asked.push({ limit, offset, id_user: Number(query.get('id_user')) });
      await before?.();
      return HttpResponse.json({ data: rows.slice(offset, offset + limit), count: rows.length });
    }),
  );
  return asked;
}

/** The read call's form bodies, answered by `answer`. */
export function answerRead(answer: () => Response | Promise<Response> = () => HttpResponse.json({ data: [] })) {
  const sent: Record<string, string>[] = [];
  server.use(
    mock.post('/api/user/v1/user/read_notifikasi', async ({ request }) => {
      sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return answer();
    }),
  );
  return sent;
}

/** A promise the test settles when it wants. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

type ObserverEntry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio' | 'target'>;

/** jsdom has no IntersectionObserver: this one lets the test say how much of a row shows. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: (entries: ObserverEntry[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
  }

  /** Reports that `ratio` of every observed element is visible. */
  show(ratio: number) {
    this.callback([...this.targets].map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio })));
  }

  /** The observer watching now (the one on the current last row). */
  static current(): FakeIntersectionObserver {
    const watching = FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0);
    const observer = watching.at(-1);
    if (!observer) throw new Error('no element is observed');
    return observer;
  }
}
