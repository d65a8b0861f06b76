import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../domain/apiPaths';
import { registerCompany } from './helpers/api';
import { startDemoApp, type Session } from './helpers/demo';
import type { TestApp } from './helpers/testApp';

/** index.html's frame as the build writes it, with the places the server fills (docs/client.md, "First rows from the server"). */
const INDEX = '<!doctype html><title>Salesforce</title><div id="root"></div><div id="app-frame"><p role="status">Memuat aplikasi…</p><!--first-rows--></div><!--first-answer-->';
const FIRST_PAGE = { sort: '["created_at","DESC"]', range: '[0,9]', filter: '{}' };
const LIST = '/api/prospect/v1/prospect';

let t: TestApp;
let sales: Session;
let admin: Session;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sf-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  ({ t, sales, admin } = await startDemoApp({ distDir: dist }));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const openCold = (url: string, token?: string) => t.app.inject({ url, headers: token === undefined ? {} : { cookie: `token=${token}` } });

/** The answer the page carries for the app, as the app reads it. */
function carriedAnswer(html: string) {
  const json = /<script type="application\/json" id="first-answer">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('the page carries no answer');
  return JSON.parse(json) as { url: string; contentRange: string; body: { id: number; name: string }[] };
}

const rowLinks = (html: string) => [...html.matchAll(/<a href="\/prospect\/(\d+)\/show">/g)].map((match) => Number(match[1]));

describe('a cold link to the prospect list', () => {
  it('comes with the first page of the visitor’s own list drawn, kept by no cache', async () => {
    const page = await openCold('/prospect', sales.token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers.vary)).toMatch(/Cookie/);

    const own = await sales.api.get(LIST, FIRST_PAGE);
    const ids = own.json().map((row: { id: number }) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(rowLinks(page.body)).toEqual(ids);
    expect(page.body).toContain(`${ids.length} dari ${String(own.headers['content-range']).split('/')[1]} prospek`);

    const answer = carriedAnswer(page.body);
    expect(answer.body).toEqual(own.json());
    expect(answer.contentRange).toBe(own.headers['content-range']);
    const asked = new URL(answer.url, 'http://x');
    expect(asked.pathname).toBe(LIST);
    expect(Object.fromEntries(asked.searchParams)).toEqual(FIRST_PAGE);
  });

  it('draws another company’s visitor only their company’s rows', async () => {
    const other = await registerCompany(t.app, 'Dealer Lain');
    expect((await other.api.json('POST', LIST, { name: 'Pembeli Dealer Lain', phone: '081311112222' })).statusCode).toBe(201);

    const theirs = await openCold('/prospect', other.token);
    expect(rowLinks(theirs.body)).toHaveLength(1);
    expect(theirs.body).toContain('Pembeli Dealer Lain');
    const ours = await openCold('/prospect', admin.token);
    expect(ours.body).not.toContain('Pembeli Dealer Lain');
  });

  it("writes the next follow-up's time in the company's zone", async () => {
    const papua = await registerCompany(t.app, 'Dealer Jayapura');
    expect((await papua.api.json('PUT', COMPANY, { time_zone: 'Asia/Jayapura' })).statusCode).toBe(200);
    const created = await papua.api.json('POST', LIST, { name: 'Pembeli Papua', phone: '081311115555' });
    expect(created.statusCode).toBe(201);
    // 1 December 2026, 01:30 UTC: 08:30 in Jakarta, 10:30 in Jayapura.
    await t.database.query('update prospect set next_follow_up = $1 where id = $2', ['2026-12-01T01:30:00Z', created.json().id]);
    const page = await openCold('/prospect', papua.token);
    expect(page.body).toContain('01-12-2026 10:30');
    expect(page.body).not.toContain('08:30');
  });

  it('writes what a record holds as text, never as markup', async () => {
    const name = '<img src=x onerror=alert(1)></script>$&';
    const created = await sales.api.json('POST', LIST, { name, phone: '081311113333' });
    expect(created.statusCode).toBe(201);

    const page = await openCold('/prospect', sales.token);
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;/script&gt;$&amp;');
    const answerElement = /id="first-answer">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(answerElement).not.toContain('<');
    expect(carriedAnswer(page.body).body.find((row) => row.id === created.json().id)?.name).toBe(name);
  });

  it('is the plain frame without a session the API takes, or with a query in the address', async () => {
    const gone = await registerCompany(t.app, 'Dealer Keluar');
    expect((await gone.api.json('POST', LIST, { name: 'Tidak Terlihat', phone: '081311114444' })).statusCode).toBe(201);
    expect((await gone.api.json('POST', '/api/user/v1/auth/logout')).statusCode).toBe(200);

    const visits = [
      openCold('/prospect'),
      openCold('/prospect', 'bukan-token'),
      openCold('/prospect', `${sales.token}%0d%0aX-App-Key:%20sf-web`),
      openCold('/prospect', gone.token),
      openCold('/prospect?filter=%7B%7D', sales.token),
    ];
    for (const page of await Promise.all(visits)) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

});
