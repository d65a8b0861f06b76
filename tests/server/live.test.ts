import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewNotification } from '../../server/plugins/notifier';
import type { Aksi } from '../../domain/notifications';
import type { PushMessage, PushResult } from '../../server/push';
import { startDemoApp, type Demo, type Session } from './helpers/demo';
import { openStream } from './helpers/sse';
import { startTestApp, type TestApp } from './helpers/testApp';

const pushed: PushMessage[] = [];
let pushAnswer: PushResult = 'sent';
const push = { send: async (message: PushMessage) => (pushed.push(message), pushAnswer) };

let t: TestApp;
/** On PostgreSQL a second instance shares the database, as instances behind a load balancer do. */
let other: TestApp;
let baseUrl: string;
let otherUrl: string;
let demo: Demo;
let admin: Session;
let sales: Session;

beforeAll(async () => {
  ({ t, demo, admin, sales } = await startDemoApp({ push, streamHeartbeatMs: 300 }));
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  other = t.database.kind === 'postgres' ? await startTestApp({ push, database: await reopen(t) }) : t;
  otherUrl = other === t ? baseUrl : await other.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  if (other !== t) {
    await other.close();
    await other.database.close();
  }
  await t.close();
});

async function reopen(app: TestApp) {
  const { openDatabase } = await import('../../server/db/connection');
  return openDatabase({ url: (app.database as { url?: string }).url! });
}

const aboutProspect = (recipient: { id: number; id_company: number }, aksi: Aksi): NewNotification => ({
  id_company: recipient.id_company,
  id_user: recipient.id,
  id_actor: null,
  nama_user: 'Yudi Permana',
  aksi,
  tipe: 'Prospek',
  id_data: 1,
  nama_prospect: 'Budi Hartono',
});

describe('live notifications (server-sent events through LISTEN/NOTIFY)', () => {
  it('answers 401 without a session and refuses another user’s stream', async () => {
    expect((await openStream(baseUrl, 'palsu', sales.id)).status).toBe(401);
    const foreign = await openStream(baseUrl, (await demo.loginAs('Sales', 1)).token, sales.id);
    expect(foreign.status).toBe(403);
  });

  it('delivers a new notification to its recipient with the unread count, on every instance', async () => {
    const salesToken = sales.token;
    const stream = await openStream(otherUrl, salesToken, sales.id);
    const adminStream = await openStream(otherUrl, admin.token, admin.id);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);

    await t.app.notifier.transaction((_tx, notify) => notify([aboutProspect(sales, 'follow up')]));
    const [{ n }] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from notification where id_user = $1 and status = 'N'",
      [sales.id],
    );
    expect(await stream.next('notification')).toEqual({
      notification: expect.objectContaining({ aksi: 'follow up', tipe: 'Prospek', nama_prospect: 'Budi Hartono', status: 'N' }),
      unread: n,
    });
    await expect(adminStream.next('notification', 500)).rejects.toThrow(/no 'notification' event/);
    await stream.close();
    await adminStream.close();
  });

  it('delivers nothing from a transaction that rolled back', async () => {
    const stream = await openStream(baseUrl, sales.token, sales.id);
    await expect(
      t.app.notifier.transaction(async (_tx, notify) => {
        await notify([aboutProspect(sales, 'perubahan status')]);
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    await expect(stream.next('notification', 700)).rejects.toThrow(/no 'notification' event/);
    await stream.close();
  });

  it('ends the stream once the session is revoked by a login elsewhere', async () => {
    const session = await demo.loginAs('Sales', 2);
    const stream = await openStream(baseUrl, session.token, session.id);
    await demo.loginAs('Sales', 2);
    expect(await stream.ended()).toBe(true);
  });
});

describe('browser push', () => {
  it('pushes the panel’s sentence to the recipient’s device and forgets a token the service rejects', async () => {
    await sales.api.form('PUT', '/api/user/v1/user/update_fcm', { id: sales.id, fcm_token: 'perangkat-yudi' });
    pushed.length = 0;
    await t.app.notifier.transaction((_tx, notify) => notify([aboutProspect(sales, 'pengajuan kolaborasi')]));
    await expect.poll(() => pushed.length).toBe(1);
    expect(pushed[0]).toMatchObject({
      token: 'perangkat-yudi',
      body: 'Yudi Permana telah melakukan pengajuan kolaborasi pada prospek Budi Hartono',
      data: expect.objectContaining({ tipe: 'Prospek', link: '/prospect?id=1' }),
    });

    pushAnswer = 'invalid-token';
    await t.app.notifier.transaction((_tx, notify) => notify([aboutProspect(sales, 'penambahan prospek')]));
    const tokenOf = async () =>
      (await t.database.query<{ fcm_token: string | null }>('select fcm_token from app_user where id = $1', [sales.id]))[0].fcm_token;
    await expect.poll(tokenOf).toBeNull();
    pushAnswer = 'sent';
  });

  it('sends no push to a user without a device', async () => {
    pushed.length = 0;
    await t.app.notifier.transaction((_tx, notify) => notify([aboutProspect(admin, 'penambahan prospek')]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pushed).toEqual([]);
  });
});

describe('registration approval', () => {
  const pendingId = async () =>
    (await t.database.query<{ id: number }>("select id from app_user where status = 'pending' order by id limit 1"))[0]?.id;
  const count = async () =>
    (await admin.api.get('/api/dashboard/v1/notifikasi/pengajuan/user', { id_user: admin.id, id_company: admin.id_company })).json().count;

  it('approves a pending registration into a role and group; the queue count drops live', async () => {
    const stream = await openStream(otherUrl, admin.token, admin.id);
    const id = await pendingId();
    const before = await count();
    expect((await sales.api.json('POST', `/api/user/v1/users/${id}/approve`, { id_role: sales.id_role })).statusCode).toBe(403);
    const approved = await admin.api.json('POST', `/api/user/v1/users/${id}/approve`, { id_role: sales.id_role, id_group: sales.id_group });
    expect(approved.statusCode).toBe(200);
    expect(await stream.next('pengajuan')).toEqual({ kind: 'user' });
    expect(await count()).toBe(before - 1);
    const [row] = await t.database.query<{ status: string; id_group: number }>('select status, id_group from app_user where id = $1', [id]);
    expect(row).toEqual({ status: 'active', id_group: sales.id_group });
    expect(t.outbox.at(-1)?.subject).toBe('Pendaftaran disetujui');

    const again = await admin.api.json('POST', `/api/user/v1/users/${id}/reject`, { reason: 'dobel' });
    expect(again.statusCode).toBe(409);
    await stream.close();
  });
});
