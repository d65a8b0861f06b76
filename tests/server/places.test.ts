import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacesOutput } from '../../domain/schemas/place';
import { apiClient, registerCompany } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let yudi: Session;

beforeAll(async () => {
  ({ t, admin, supervisor, sales: yudi } = await startDemoApp());
});
afterAll(() => t.close());

const PROSPECTS = '/api/prospect/v1/prospect';
const ORDERS = '/api/order/v1/order';
const VISITS = '/api/master/v1/visum';

const totalOf = (response: { headers: Record<string, unknown> }) => Number(String(response.headers['content-range']).split('/')[1]);

async function placesOf(who: Pick<Session, 'api'>, path: string, filter?: object) {
  const answer = await who.api.get(`${path}/places`, filter ? { filter: JSON.stringify(filter) } : undefined);
  expect(answer.statusCode).toBe(200);
  return answer.json() as PlacesOutput;
}

describe('places on the map (GET <resource>/places)', () => {
  it('answers what the list shows with the same filter, placed or counted as unplaced, for each role', async () => {
    for (const session of [admin, supervisor, yudi]) {
      for (const filter of [undefined, { status: 'Hot' }, { id_user: yudi.id }]) {
        const places = await placesOf(session, PROSPECTS, filter);
        const listed = await session.api.get(PROSPECTS, { range: '[0,0]', ...(filter ? { filter: JSON.stringify(filter) } : {}) });
        expect(places.data.length + places.unplaced).toBe(totalOf(listed));
        expect(places.truncated).toBe(false);
        if (filter?.status) expect(new Set(places.data.map((place) => place.status))).toEqual(new Set(places.data.length ? ['Hot'] : []));
      }
    }
    const everyone = await placesOf(admin, PROSPECTS);
    const own = await placesOf(yudi, PROSPECTS);
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.length).toBeLessThan(everyone.data.length);
  });

  it('gives a prospect’s place with its name and status, and counts one without a place', async () => {
    const placed = await yudi.api.json('POST', PROSPECTS, { name: 'Pak Lokasi', phone: '081933334444', latitude: -6.9, longitude: 107.6, status: 'Hot' });
    const unplaced = await yudi.api.json('POST', PROSPECTS, { name: 'Bu Tanpa Lokasi', phone: '081933335555' });
    expect([placed.statusCode, unplaced.statusCode]).toEqual([201, 201]);
    const places = await placesOf(yudi, PROSPECTS, { q: 'Lokasi' });
    expect(places).toEqual({ data: [{ id: placed.json().id, latitude: -6.9, longitude: 107.6, name: 'Pak Lokasi', status: 'Hot' }], unplaced: 1, truncated: false });
  });

  it('puts an order at its customer’s place, named by its number and customer, and a visit where it was recorded', async () => {
    const orders = await placesOf(admin, ORDERS);
    const listed = await admin.api.get(ORDERS, { range: '[0,0]' });
    expect(orders.data.length + orders.unplaced).toBe(totalOf(listed));
    const [first] = orders.data;
    const order = (await admin.api.get(`${ORDERS}/${first.id}`)).json();
    const customer = (await admin.api.get(`${PROSPECTS}/${order.id_prospect}`)).json();
    expect(first).toEqual({ id: order.id, latitude: customer.latitude, longitude: customer.longitude, name: `${order.number} · ${customer.name}`, status: order.status });

    const visits = await placesOf(admin, VISITS);
    const visitsListed = await admin.api.get(VISITS, { range: '[0,0]' });
    expect(visits.data.length + visits.unplaced).toBe(totalOf(visitsListed));
  });

  it('refuses a filter the list refuses, and shows another company nothing of this one', async () => {
    for (const filter of ['{"nope":1}', '{"status":"Panas"}', '[', '{"id_user":"x"}', '{"created_from":"-1"}']) {
      const [places, list] = await Promise.all([yudi.api.get(`${PROSPECTS}/places`, { filter }), yudi.api.get(PROSPECTS, { filter })]);
      expect([places.statusCode, places.json().code]).toEqual([list.statusCode, list.json().code]);
      expect(list.statusCode).toBeGreaterThanOrEqual(400);
    }
    const stranger = await registerCompany(t.app, 'Dealer Lain');
    for (const path of [PROSPECTS, ORDERS, VISITS]) {
      expect(await placesOf(stranger, path)).toEqual({ data: [], unplaced: 0, truncated: false });
      expect(await placesOf(stranger, path, { id_user: yudi.id })).toEqual({ data: [], unplaced: 0, truncated: false });
    }
    expect((await apiClient(t.app).get(`${PROSPECTS}/places`)).statusCode).toBe(401);
  });
});
