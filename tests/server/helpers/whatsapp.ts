import { expect, vi } from 'vitest';
import { CHECK_QR_WA, REQUEST_QR_WA } from '../../../domain/apiPaths';
import type { DatabaseHandle } from '../../../server/db/connection';
import type { FakeWhatsApp } from '../../../server/whatsapp/fakeTransport';
import type { ApiClient } from './api';

/** A fixed key for the links' secrets, so that every instance of a test reads what another sealed. */
export const WA_TEST_KEY = Buffer.alloc(32, 7);

/** The WhatsApp settings of the tests: the in-process fake phone, and the Cloud API at the fake Meta that each app starts. */
export const FAKE_WHATSAPP = {
  transport: 'fake' as const,
  credentialsKey: WA_TEST_KEY,
  linkTimeoutSeconds: 60,
  cloud: { version: 'v21.0', timeoutMs: 5_000, parallel: 8 },
};

const WAIT = { timeout: 20_000, interval: 50 };

export type LinkAnswer = { status: string; phone: string | null; qr_svg: string | null; demo: boolean };

export async function linkState(api: ApiClient): Promise<LinkAnswer> {
  const response = await api.get(CHECK_QR_WA);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as LinkAnswer;
}

/** Links a user's number as a person does: asks for a QR, and the fake phone scans it. */
export async function accountOf(database: DatabaseHandle, id_user: number) {
  const [row] = await database.query<{ id: number }>('select id from wa_account where id_user = $1', [id_user]);
  return row?.id;
}

/** Links a user's number as a person does: asks for a QR, and the fake phone scans it; answers the account's id. */
export async function linkThroughFake(database: DatabaseHandle, session: { id: number; api: ApiClient }, fake: FakeWhatsApp, phone: string) {
  const { api } = session;
  const response = await api.json('POST', REQUEST_QR_WA, {});
  expect(response.statusCode, response.body).toBe(200);
  const account = (await accountOf(database, session.id))!;
  // vi.waitFor rather than expect.poll: a test file may link its users before its tests.
  const code = await vi.waitFor(() => fake.currentQr(account) ?? Promise.reject(new Error('no QR yet')), WAIT);
  expect(await fake.scan(code, phone)).toBe(true);
  await vi.waitFor(async () => expect((await linkState(api)).status).toBe('linked'), WAIT);
  return account;
}
