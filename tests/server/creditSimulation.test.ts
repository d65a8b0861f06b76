import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateCredit, type LeasingOffer } from '../../domain/instalment';
import { RESOURCES } from '../../domain/resources';
import { registerCompany } from './helpers/api';
import { salesInAndOutOfGroup, startDemoApp, type Demo, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

const PROSPECTS = RESOURCES.prospect.path;
const PARTNERS = RESOURCES['setting/leasing'].path;

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
let seller: Session;
let outsider: Session;
let sequence = 0;

type Partner = LeasingOffer & { id: number; name: string; short_name: string; active: boolean };
type Motor = { id: number; name: string; category: string; price_otr: number };

async function prospectOf(owner: Session) {
  sequence += 1;
  return (await owner.api.json('POST', PROSPECTS, { name: 'Rudi Kredit', phone: `0856${String(sequence).padStart(8, '0')}` })).json().id as number;
}

const activePartners = async () =>
  ((await seller.api.get(PARTNERS, { filter: JSON.stringify({ active: true }), range: '[0,99]' })).json() as Partner[]).filter((p) => p.rates.length > 0);

beforeAll(async () => {
  ({ t, demo, admin, supervisor } = await startDemoApp());
  ({ inGroup: seller, outsider } = await salesInAndOutOfGroup(demo, supervisor));
});
afterAll(() => t.close());

describe('credit simulation on a prospect', () => {
  it('prices every active partner on the server by the phone’s formula, marks the cheapest and keeps it on the history', async () => {
    const prospect = await prospectOf(seller);
    const [motor] = await t.database.query<Motor>("select id, name, category, price_otr::int as price_otr from product where active and category = 'sport' order by id limit 1");
    const ask = { id_product: motor.id, down_payment: Math.round(motor.price_otr * 0.2), tenor: 35, sent_via: 'whatsapp' };
    const response = await seller.api.json('POST', `${PROSPECTS}/${prospect}/simulation`, ask);
    expect(response.statusCode, response.body).toBe(201);
    const simulation = response.json();
    const expected = simulateCredit(await activePartners(), { price: motor.price_otr, down_payment: ask.down_payment, tenor: 35, motor });
    expect(simulation).toMatchObject({ id_prospect: prospect, id_user: seller.id, motor: motor.name, price: motor.price_otr, sent_via: 'whatsapp' });
    expect(simulation.offers).toEqual(expected);
    expect(simulation.offers.filter((o: { cheapest: boolean }) => o.cheapest)).toHaveLength(1);
    // The seeded WOM Finance finances scooters and mopeds only: it answers why, and is never the cheapest.
    expect(simulation.offers.find((o: { short_name: string }) => o.short_name === 'WOM').quote).toEqual({ ok: false, reason: 'motor' });

    const history = await seller.api.get(`${PROSPECTS}/${prospect}/simulation`);
    expect(history.json().map((s: { id: number }) => s.id)).toEqual([simulation.id]);
    expect((await supervisor.api.get(`${PROSPECTS}/${prospect}/simulation`)).statusCode).toBe(200);
  });

  it('answers the figures of the offers as they stood, not as they change later', async () => {
    const prospect = await prospectOf(seller);
    const [motor] = await t.database.query<Motor>("select id, name, category, price_otr::int as price_otr from product where active and category = 'matic' order by id limit 1");
    const first = (await seller.api.json('POST', `${PROSPECTS}/${prospect}/simulation`, { id_product: motor.id, down_payment: 3_000_000, tenor: 23 })).json();
    const [partner] = await activePartners();
    expect((await admin.api.json('PUT', `${PARTNERS}/${partner.id}`, { rates: [{ tenor: 23, rate: 40 }] })).statusCode).toBe(200);
    const [kept] = (await seller.api.get(`${PROSPECTS}/${prospect}/simulation`)).json();
    expect(kept.offers).toEqual(first.offers);
  });

  it('refuses a prospect out of reach, another company’s, bad figures, and a dealer with no offer', async () => {
    const prospect = await prospectOf(seller);
    const [motor] = await t.database.query<Motor>('select id from product where active order by id limit 1');
    const ask = { id_product: motor.id, down_payment: 3_000_000, tenor: 23 };
    expect((await outsider.api.json('POST', `${PROSPECTS}/${prospect}/simulation`, ask)).statusCode).toBe(422);
    expect((await outsider.api.get(`${PROSPECTS}/${prospect}/simulation`)).statusCode).toBe(422);

    const other = await registerCompany(t.app, 'Dealer Tanpa Leasing');
    expect((await other.api.json('POST', `${PROSPECTS}/${prospect}/simulation`, ask)).statusCode).toBe(422);
    const bad = await seller.api.json('POST', `${PROSPECTS}/${prospect}/simulation`, { id_product: motor.id, down_payment: -1, tenor: 0, sent_via: 'sms' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['down_payment', 'sent_via', 'tenor']);

    const theirMotor = (await other.api.json('POST', RESOURCES['setting/Product'].path, { name: 'Beat', brand: 'Honda', type_code: 'B3', category: 'matic', price_otr: 18_000_000 })).json();
    const theirProspect = (await other.api.json('POST', PROSPECTS, { name: 'Tanpa Leasing', phone: '085600009999' })).json();
    const none = await other.api.json('POST', `${PROSPECTS}/${theirProspect.id}/simulation`, { ...ask, id_product: theirMotor.id });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Belum ada mitra leasing aktif dengan penawaran. Minta Administrator melengkapi Mitra Leasing.');
    expect((await other.api.json('POST', `${PROSPECTS}/${theirProspect.id}/simulation`, ask)).json().errors).toEqual({
      id_product: 'Motor tidak ditemukan atau sudah tidak dijual.',
    });
  });
});
