import { vi } from 'vitest';
import { BROADCASTS, CHAT_ROOMS, REQUEST_QR_WA, WA_DEMO_INCOMING, WA_DEMO_SCAN } from '../../domain/apiPaths';
import { RESOURCES } from '../../domain/resources';
import { PUBLIC_ROUTES, RESOURCE_ROUTES, SESSION_ROUTES, resourcePaths, type ResourceName } from '../../src/routeTable';
import type { apiSession } from './browser';

type Api = Awaited<ReturnType<typeof apiSession>>;

/** A route pattern of routeTable.ts and the address that opens it with a real record. */
export type Samples = Record<string, string>;

/**
 * The address that opens a route: its optional parameters left out, its required ones filled from
 * `samples`. A new route with a parameter fails here until a sample is given for it.
 */
export function addressOf(pattern: string, samples: Samples): string {
  if (samples[pattern]) return samples[pattern];
  const path = pattern.replace(/\/:[^/]+\?/g, '');
  if (path.includes('/:')) throw new Error(`No sample record for the route ${pattern}: give one in tests/e2e/routeSamples.ts`);
  return path;
}

export const publicAddresses = (samples: Samples) => PUBLIC_ROUTES.map((route) => addressOf(route, samples));

export const sessionAddresses = (samples: Samples) => [
  ...SESSION_ROUTES.map((route) => addressOf(route, samples)),
  ...resourcePaths().map(({ path }) => addressOf(path, samples)),
];

const firstId = async (api: Api, path: string) => (await api.list<{ id: number }>(path))[0]?.id;

/** For each resource with a record page, the first record the user reads (none when the list is refused). */
async function resourceSamples(api: Api): Promise<Samples> {
  const samples: Samples = {};
  for (const [resource, views] of Object.entries(RESOURCE_ROUTES) as [ResourceName, readonly string[]][]) {
    const id = await firstId(api, RESOURCES[resource].path).catch(() => undefined);
    if (id === undefined) continue;
    if (views.includes('edit')) samples[`/${resource}/:id`] = `/${resource}/${id}`;
    if (views.includes('show')) samples[`/${resource}/:id/show`] = `/${resource}/${id}/show`;
  }
  return samples;
}

/**
 * The records the pages with a parameter open, made through the API as the web app calls it: the
 * user links WhatsApp with the demo's phone, a contact writes (a conversation) and a broadcast is
 * scheduled next month (never sent during the test).
 */
export async function whatsappSamples(api: Api, phone: string, contact: string): Promise<Samples> {
  await api.call('POST', REQUEST_QR_WA, {});
  // The QR is made in the background: the demo's phone scans it once it is there.
  await vi.waitFor(() => api.call('POST', WA_DEMO_SCAN, { phone }), { timeout: 20_000, interval: 250 });
  await api.call('POST', WA_DEMO_INCOMING, { from: contact, body: 'Halo, masih ada unitnya?', name: 'Pelanggan Uji' });
  const room = await vi.waitFor(
    async () => {
      const id = (await api.call<{ data: { id: number }[] }>('GET', CHAT_ROOMS)).data[0]?.id;
      if (id === undefined) throw new Error('the contact’s message has no conversation yet');
      return id;
    },
    { timeout: 20_000, interval: 250 },
  );
  const { data } = await api.call<{ data: { id: number } }>('POST', BROADCASTS, {
    name: 'Siaran uji aksesibilitas',
    body: 'Halo {nama}, ada promo bulan depan.',
    recipients: { kind: 'prospect', filter: { status: 'Hot' } },
    scheduled_at: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
  });
  return {
    '/setting/chat/:id': `/setting/chat/${room}`,
    '/setting/broadcast/:id': `/setting/broadcast/${data.id}`,
    '/setting/riwayatPesanSiaran/:id': `/setting/riwayatPesanSiaran/${data.id}`,
  };
}

/** The map pages of the user's first prospect, when they read one. */
function mapSamples(own: Samples): Samples {
  const prospect = own['/prospect/:id'];
  if (prospect === undefined) return {};
  const id = prospect.slice('/prospect/'.length);
  return { '/mapdirect/:id?': `/mapdirect/${id}`, '/mapsgoogle/:id?': `/mapsgoogle/${id}` };
}

/** Every sample the user's own records give, the others' where the user reads none of that kind. */
export async function samplesFor(api: Api, shared: Samples): Promise<Samples> {
  const own = await resourceSamples(api);
  const visum = await firstId(api, RESOURCES['setting/visum'].path).catch(() => undefined);
  return {
    '/forgot_password/:email/:id?': '/forgot_password/yudi%40majumotor.co.id/tautan-kedaluwarsa',
    // The page asks for a press before it sends the token: the scan sees it as a user opening the link does.
    '/confirm_email/:token': '/confirm_email/tautan-kedaluwarsa',
    ...shared,
    ...own,
    ...(visum === undefined ? {} : { '/setting/detail-visum/:id?': `/setting/detail-visum/${visum}` }),
    ...mapSamples(own),
  };
}
