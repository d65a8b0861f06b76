import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../domain/apiPaths';
import { RESOURCES } from '../../domain/resources';
import { localBackend } from '../../server/files/local';
import { removeQueuedFiles } from '../../server/files/removals';
import { fileStoreOn } from '../../server/files/store';
import { registerCompany } from './helpers/api';
import { EXPORTS, exportedRows, setExportOf } from './helpers/exports';
import { salesInAndOutOfGroup, startDemoApp, type Demo, type Session } from './helpers/demo';
import { APP_KEY, type TestApp } from './helpers/testApp';

const ORDERS = RESOURCES.order.path;
const APPLICATIONS = RESOURCES['leasing/application'].path;
const PARTNERS = RESOURCES['setting/leasing'].path;
/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let demo: Demo;
let admin: Session;
let supervisor: Session;
let seller: Session;
let outsider: Session;
let sequence = 0;

type Application = { id: number; status: string; id_leasing_partner: number; instalment: number; required_documents: string[] };
type Partner = { id: number; short_name: string; name: string };

const one = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params))[0];

/** Two partners of the demo dealer that finance every motorcycle. */
let partners: Partner[];

async function creditOrder(owner = seller) {
  sequence += 1;
  const prospect = (await owner.api.json('POST', RESOURCES.prospect.path, { name: `Kredit ${sequence}`, phone: `0855${String(sequence).padStart(8, '0')}` })).json();
  const bike = await one<{ id: number }>("select id from product where active and category = 'matic' order by id limit 1");
  const created = await owner.api.json('POST', ORDERS, {
    id_prospect: prospect.id,
    id_product: bike.id,
    payment: 'kredit',
    id_leasing_partner: partners[0].id,
    down_payment: 4_000_000,
    tenor: 35,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; id_prospect: number; number: string };
}

const submit = (order: number, ids: number[], as = seller) => as.api.json('POST', `${ORDERS}/${order}/leasing`, { partners: ids });
const move = (id: number, body: object, as: Session = supervisor) => as.api.json('POST', `${APPLICATIONS}/${id}/move`, body);
const upload = (id: number, kind: string, bytes: Buffer, token = seller.token) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), `${kind}.png`);
  return t.app.inject({ method: 'POST', url: `${APPLICATIONS}/${id}/document/${kind}`, headers: { authorization: `Bearer ${token}`, 'x-app-key': APP_KEY }, payload: form });
};
const handIn = async (application: Application) => {
  for (const kind of application.required_documents) expect((await upload(application.id, kind, PNG)).statusCode).toBe(200);
};
const prospectStatus = async (id: number) => (await one<{ status: string }>('select status from prospect where id = $1', [id])).status;
const lastNotice = (id_user: number) => one<{ aksi: string; nama_order: string }>('select aksi, nama_order from notification where id_user = $1 order by id desc limit 1', [id_user]);

beforeAll(async () => {
  ({ t, demo, admin, supervisor } = await startDemoApp());
  ({ inGroup: seller, outsider } = await salesInAndOutOfGroup(demo, supervisor));
  partners = ((await admin.api.get(PARTNERS, { filter: JSON.stringify({ active: true }) })).json() as (Partner & { categories: string[] })[])
    .filter((p) => p.categories.length === 0)
    .slice(0, 2);
});
afterAll(() => t.close());

describe('submitting an order to leasing partners', () => {
  it('goes to several partners at once, each priced by its own offer and told to the supervisor', async () => {
    const order = await creditOrder();
    const response = await submit(order.id, partners.map((p) => p.id));
    expect(response.statusCode, response.body).toBe(201);
    const applications = response.json() as Application[];
    expect(applications.map((a) => [a.id_leasing_partner, a.status])).toEqual(partners.map((p) => [p.id, 'submitted']));
    expect(applications[0].instalment).not.toBe(applications[1].instalment);
    expect(applications[0].required_documents).toEqual(['ktp', 'kk', 'proof_of_income', 'house_photo']);
    expect(await lastNotice(supervisor.id)).toEqual({ aksi: 'pengajuan leasing', nama_order: `${order.number} (${partners[1].short_name})` });
    const listed = await supervisor.api.get(APPLICATIONS, { filter: JSON.stringify({ id_order: order.id }) });
    expect(listed.json()).toHaveLength(2);

    const again = await submit(order.id, [partners[0].id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ini sudah diajukan ke ${partners[0].short_name} dan pengajuannya belum selesai.`);
  });

  it('takes only credit orders the caller sees, in the caller’s company', async () => {
    const order = await creditOrder();
    expect((await submit(order.id, [partners[0].id], outsider)).statusCode).toBe(404);
    const other = await registerCompany(t.app, 'Dealer Lain');
    expect((await other.api.json('POST', `${ORDERS}/${order.id}/leasing`, { partners: [partners[0].id] })).statusCode).toBe(404);
    const theirs = (await other.api.json('POST', PARTNERS, { name: 'Leasing Lain', short_name: 'LAIN', rates: [{ tenor: 35, rate: 20 }] })).json();
    expect((await submit(order.id, [theirs.id])).json().errors).toEqual({ id_leasing_partner: 'Mitra leasing tidak ditemukan atau sudah tidak aktif.' });
    expect((await submit(order.id, [])).json().errors).toEqual({ partners: 'Pilih minimal satu mitra leasing.' });
    expect(await one('select count(*)::int as n from leasing_application where id_order = $1', [order.id])).toEqual({ n: 0 });
  });
});

describe('an application’s states', () => {
  it('needs every document the partner asks before the survey, photographed and checked as photos are', async () => {
    const order = await creditOrder();
    const [application] = (await submit(order.id, [partners[0].id])).json() as Application[];
    const early = await move(application.id, { to: 'survey', survey_at: '2026-12-02T03:00:00Z', surveyor: 'Pak Dedi' }, seller);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Dokumen belum lengkap: ktp, kk, proof_of_income, house_photo. Foto dokumennya sebelum survei.');
    expect((await upload(application.id, 'ktp', Buffer.from('bukan gambar'))).statusCode).toBe(422);
    expect((await upload(application.id, 'ktp', PNG, outsider.token)).statusCode).toBe(404);
    await handIn(application);
    const documents = await seller.api.get(`${APPLICATIONS}/${application.id}/documents`);
    expect(documents.json().map((d: { kind: string }) => d.kind).sort()).toEqual(['house_photo', 'kk', 'ktp', 'proof_of_income']);
    const photo = await supervisor.api.get(`${APPLICATIONS}/${application.id}/document/ktp`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await outsider.api.get(`${APPLICATIONS}/${application.id}/document/ktp`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/files/leasingdocs/x.png` })).statusCode).toBe(404);

    const surveyed = await move(application.id, { to: 'survey', survey_at: '2026-12-02T03:00:00Z', surveyor: 'Pak Dedi' }, seller);
    expect(surveyed.statusCode, surveyed.body).toBe(200);
    expect(surveyed.json().application).toMatchObject({ status: 'survey', surveyor: 'Pak Dedi', survey_at: '2026-12-02T03:00:00.000Z' });
    expect(await lastNotice(supervisor.id)).toMatchObject({ aksi: 'jadwal survei leasing' });
  });

  it('is decided by the validator of the seller’s orders only, in the order its states allow, and keeps who did what', async () => {
    const order = await creditOrder();
    const [application] = (await submit(order.id, [partners[0].id])).json() as Application[];
    const tooSoon = await move(application.id, { to: 'approved', down_payment: 4_000_000, tenor: 35, instalment: 800_000 });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe('Pengajuan berstatus Diajukan tidak dapat diubah menjadi Disetujui.');
    await handIn(application);
    expect((await move(application.id, { to: 'survey', survey_at: '2026-12-03T02:00:00Z' }, seller)).statusCode).toBe(200);
    expect((await move(application.id, { to: 'rejected', reason: 'Sendiri' }, seller)).statusCode).toBe(403);
    const rejected = await move(application.id, { to: 'rejected', reason: 'Riwayat kredit macet' });
    expect(rejected.json().application).toMatchObject({ status: 'rejected', rejection_reason: 'Riwayat kredit macet' });
    expect((await move(application.id, { to: 'cancelled' }, seller)).statusCode).toBe(409);
    expect((await upload(application.id, 'npwp', PNG)).statusCode).toBe(409);

    const history = (await seller.api.get(`${APPLICATIONS}/${application.id}/history`)).json();
    expect(history.map((e: { from_status: string | null; to_status: string; id_user: number }) => [e.from_status, e.to_status, e.id_user])).toEqual([
      [null, 'submitted', seller.id],
      ['submitted', 'survey', seller.id],
      ['survey', 'rejected', supervisor.id],
    ]);
    expect(history[2].detail).toEqual({ reason: 'Riwayat kredit macet' });
    expect(await lastNotice(seller.id)).toMatchObject({ aksi: 'penolakan leasing' });
    expect((await move(application.id, { to: 'teleport' })).statusCode).toBe(422);
  });
});

describe('an order withdrawn while its applications wait', () => {
  it('takes its documents’ photos out of the store once the deletion has committed', async () => {
    const order = await creditOrder();
    const [application] = (await submit(order.id, [partners[0].id])).json() as Application[];
    await handIn(application);
    const photos = await t.database.query<{ photo: string }>('select photo from application_document where id_application = $1', [application.id]);
    const stored = (name: string) => existsSync(path.join(t.dataDir, 'files', 'leasingdocs', name));
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every(({ photo }) => stored(photo))).toBe(true);

    expect((await seller.api.json('DELETE', `${ORDERS}/${order.id}`)).statusCode).toBe(200);
    await removeQueuedFiles(t.database, fileStoreOn(localBackend(path.join(t.dataDir, 'files'))));
    expect(photos.filter(({ photo }) => stored(photo))).toEqual([]);
    expect(await t.database.query('select 1 from file_removal')).toEqual([]);
  });
});

describe('the Deal rule of a credit sale', () => {
  it('makes the prospect a Deal once a partner approved and the down payment is paid, with the approved figures on the order', async () => {
    const order = await creditOrder();
    const [first, second] = (await submit(order.id, partners.map((p) => p.id))).json() as Application[];
    await handIn(first);
    expect((await move(first.id, { to: 'survey', survey_at: '2026-12-04T03:00:00Z' }, seller)).statusCode).toBe(200);

    // The SPK's validation alone does not make a credit sale waiting for its leasing a Deal.
    expect((await supervisor.api.json('POST', `${ORDERS}/${order.id}/approve`, {})).statusCode).toBe(200);
    expect(await prospectStatus(order.id_prospect)).not.toBe('Deal');

    const approved = await move(first.id, { to: 'approved', down_payment: 5_000_000, tenor: 29, instalment: 910_000, cancel_others: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ cancelled: [second.id], deal: false });
    expect((await seller.api.get(`${APPLICATIONS}/${second.id}`)).json().status).toBe('cancelled');
    expect(await prospectStatus(order.id_prospect)).not.toBe('Deal');

    const paid = await seller.api.json('PUT', `${ORDERS}/${order.id}/down-payment`, { paid: true });
    expect(paid.json()).toMatchObject({ id: order.id, deal: true });
    expect(await prospectStatus(order.id_prospect)).toBe('Deal');
    expect((await seller.api.get(`${ORDERS}/${order.id}`)).json()).toMatchObject({
      id_leasing_partner: partners[0].id,
      leasing: partners[0].name,
      down_payment: 5_000_000,
      tenor: 29,
      instalment: 910_000,
    });
    expect(await lastNotice(supervisor.id)).toEqual({ aksi: 'deal kredit', nama_order: `${order.number} (${partners[0].short_name})` });
  });

  it('keeps a credit order never sent to leasing on the rule of before, and refuses a cash order’s leasing', async () => {
    const order = await creditOrder();
    expect((await supervisor.api.json('POST', `${ORDERS}/${order.id}/approve`, {})).statusCode).toBe(200);
    expect(await prospectStatus(order.id_prospect)).toBe('Deal');
    expect((await seller.api.json('PUT', `${ORDERS}/${order.id}/down-payment`, { paid: true })).json().deal).toBe(false);

    const prospect = (await seller.api.json('POST', RESOURCES.prospect.path, { name: 'Tunai', phone: '085599990000' })).json();
    const bike = await one<{ id: number }>('select id from product where active order by id limit 1');
    const cash = (await seller.api.json('POST', ORDERS, { id_prospect: prospect.id, id_product: bike.id, payment: 'cash' })).json();
    expect((await submit(cash.id, [partners[0].id])).json().message).toBe('Hanya order dengan pembayaran kredit yang dapat diajukan ke leasing.');
    expect((await seller.api.json('PUT', `${ORDERS}/${cash.id}/down-payment`, { paid: true })).statusCode).toBe(422);
  });
});

describe('the leasing reports (Laporan)', () => {
  const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const report = (figure: string, as: Session, query: Record<string, string | number> = {}) => as.api.get(`${REPORTS}/${figure}`, { from: today(), to: today(), ...query });

  it('counts each partner’s answers, approval rate, days to decision and reasons, and each seller’s credit deals', async () => {
    const partner = (await admin.api.json('POST', PARTNERS, { name: 'Leasing Laporan', short_name: 'LAP', rates: [{ tenor: 35, rate: 20 }] })).json() as Partner;
    const creditBefore = (await report('credit', supervisor, { id_user: seller.id })).json().data.rows[0] ?? { credit_orders: 0, credit_deals: 0 };
    const applicationsOf = async (order: { id: number }) => (await submit(order.id, [partner.id, partners[0].id])).json() as Application[];
    const decide = async (application: Application, decision: object) => {
      await handIn(application);
      expect((await move(application.id, { to: 'survey', survey_at: '2026-12-06T03:00:00Z' }, seller)).statusCode).toBe(200);
      expect((await move(application.id, decision)).statusCode).toBe(200);
    };
    const won = await creditOrder();
    const [wonHere] = await applicationsOf(won);
    await decide(wonHere, { to: 'approved', down_payment: 4_000_000, tenor: 35, instalment: 900_000 });
    expect((await seller.api.json('PUT', `${ORDERS}/${won.id}/down-payment`, { paid: true })).json().deal).toBe(true);
    const lost = await creditOrder();
    const [lostHere] = await applicationsOf(lost);
    await decide(lostHere, { to: 'rejected', reason: 'Penghasilan belum cukup' });

    const leasing = (await report('leasing', supervisor)).json().data;
    expect(leasing.partners.find((p: { id_leasing_partner: number }) => p.id_leasing_partner === partner.id)).toEqual({
      id_leasing_partner: partner.id,
      partner: 'LAP',
      applications: 2,
      approved: 1,
      rejected: 1,
      approval_rate: 0.5,
      median_days: 0,
    });
    expect(leasing.reasons).toContainEqual({ partner: 'LAP', reason: 'Penghasilan belum cukup', count: 1 });

    const credit = (await report('credit', supervisor, { id_user: seller.id })).json().data.rows[0];
    expect(credit.credit_orders - creditBefore.credit_orders).toBe(2);
    expect(credit.credit_deals - creditBefore.credit_deals).toBe(1);
    // The deal took two applications, at LAP and at the other partner.
    expect(credit.applications_per_deal).toBe(2);

    // A salesperson of another group sees none of it; a salesperson cannot name another.
    expect((await report('leasing', outsider)).json().data.partners.find((p: { id_leasing_partner: number }) => p.id_leasing_partner === partner.id)).toBeUndefined();
    expect((await report('credit', outsider, { id_user: seller.id })).statusCode).toBe(403);
  });
});

describe('exporting applications (Export Data, the Leasing module’s export right)', () => {
  it('writes each application with its partner, state and figures, within the role’s Leasing export scope', async () => {
    const partner = (await admin.api.json('POST', PARTNERS, { name: 'Leasing Ekspor', short_name: 'EKS', rates: [{ tenor: 35, rate: 20 }] })).json() as Partner;
    const mine = await creditOrder();
    const [rejected] = (await submit(mine.id, [partner.id])).json() as Application[];
    await handIn(rejected);
    expect((await move(rejected.id, { to: 'survey', survey_at: '2026-12-06T03:00:00Z', surveyor: 'Pak Surya' }, seller)).statusCode).toBe(200);
    expect((await move(rejected.id, { to: 'rejected', reason: 'Slip gaji tidak jelas' })).statusCode).toBe(200);
    const theirs = await creditOrder(outsider);
    expect((await submit(theirs.id, [partner.id], outsider)).statusCode).toBe(201);

    const rows = await exportedRows(t, admin.api, { kind: 'leasing', filter: { id_leasing_partner: partner.id } });
    expect(rows.map((row) => row.Sales).sort()).toEqual([seller.name, outsider.name].sort());
    expect(rows.find((row) => row.Sales === seller.name)).toMatchObject({
      ID: String(rejected.id),
      'Nomor SPK': mine.number,
      'Mitra leasing': 'Leasing Ekspor',
      Status: 'Ditolak',
      'Uang muka diajukan': 'Rp 4.000.000',
      'Tenor diajukan (bulan)': '35',
      Surveyor: 'Pak Surya',
      'Jadwal survei': '06-12-2026 10:00',
      'Alasan ditolak': 'Slip gaji tidak jelas',
    });
    const bySeller = await exportedRows(t, admin.api, { kind: 'leasing', filter: { id_leasing_partner: partner.id, id_user: outsider.id } });
    expect(bySeller.map((row) => row.Sales)).toEqual([outsider.name]);

    // A supervisor exports applications only once the role's Leasing row grants it, and then the group's alone.
    const refused = await supervisor.api.json('POST', EXPORTS, { kind: 'leasing', format: 'csv', filter: {} });
    expect(refused.statusCode).toBe(403);
    await setExportOf(admin.api, supervisor.id_role, 'Leasing', 'group');
    try {
      const groupRows = await exportedRows(t, supervisor.api, { kind: 'leasing', filter: { id_leasing_partner: partner.id } });
      expect(groupRows.map((row) => row.Sales)).toEqual([seller.name]);
    } finally {
      await setExportOf(admin.api, supervisor.id_role, 'Leasing', 'Not Set');
    }
  });
});
