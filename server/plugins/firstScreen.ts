import { readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROSPECT_FIRST_PAGE } from '../../domain/firstPage';
import { apiPath } from '../../domain/resources';
import type { DatabaseHandle } from '../db/connection';
import { firstRow, firstRowsMarkup } from './firstRowsMarkup';
import { resolveToken } from './session';

/** Where index.html's frame takes the rows, and where the answer they came from goes. */
const ROWS_MARK = '<!--first-rows-->';
const ANSWER_MARK = '<!--first-answer-->';

/** The session cookie the client keeps (docs/sessions-and-access.md); a token is 32 random bytes, base64url. */
const TOKEN_COOKIE = 'token';
const TOKEN_SHAPE = /^[\w-]{20,128}$/;

const { path: PAGE_PATH, sort, perPage } = PROSPECT_FIRST_PAGE;
/** The list's first page, asked for as the client's list asks (dataProvider/restProvider.ts). */
const FIRST_PAGE_URL = `${apiPath('prospect')}?${new URLSearchParams({
  sort: JSON.stringify([sort.field, sort.order]),
  range: JSON.stringify([0, perPage - 1]),
  filter: '{}',
})}`;

const firstRows = z.array(firstRow);
const totalOf = (contentRange: unknown) => Number(String(contentRange).split('/').pop());

/** JSON inside a script element: nothing in it may close the element. */
const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c');

/**
 * A cold link to /prospect comes with the list's first rows drawn into the app's frame (docs/client.md,
 * "First rows from the server"): on a phone's network the rows are readable, and their links work,
 * seconds before the app's code has arrived. The page asks the API in-process with the visitor's own
 * session, so the rows pass the same session, permission and scope checks as the app's own call; the
 * answer goes along for the app's list to show instead of asking again. Anything else (no session,
 * a refused call, an empty list, a query in the address) gets the plain frame.
 */
export default async function firstScreen(app: FastifyInstance, { distDir, appKey, database }: { distDir: string; appKey: string; database: DatabaseHandle }) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes(ROWS_MARK) || !template.includes(ANSWER_MARK)) return;
  await app.register(cookie);

  async function drawnPage(request: FastifyRequest): Promise<string | undefined> {
    const token = request.cookies[TOKEN_COOKIE];
    if (!token || !TOKEN_SHAPE.test(token) || request.url !== PAGE_PATH) return undefined;
    const answer = await app.inject({
      method: 'GET',
      url: FIRST_PAGE_URL,
      headers: { authorization: `Bearer ${token}`, 'x-app-key': appKey },
      remoteAddress: request.ip,
    });
    if (answer.statusCode !== 200) return undefined;
    const body: unknown = answer.json();
    const rows = firstRows.safeParse(body);
    const total = totalOf(answer.headers['content-range']);
    if (!rows.success || rows.data.length === 0 || !Number.isInteger(total)) return undefined;
    // The session the list just accepted; its company's zone writes the rows' times.
    const reader = await resolveToken(database.db, token);
    if (!reader) return undefined;
    const embedded = { url: FIRST_PAGE_URL, contentRange: answer.headers['content-range'], body };
    return template
      // Replaced through functions: a '$&' in a name must stay text, not a replacement pattern.
      .replace(ROWS_MARK, () => firstRowsMarkup(rows.data, total, reader.time_zone))
      .replace(ANSWER_MARK, () => `<script type="application/json" id="first-answer">${scriptSafe(JSON.stringify(embedded))}</script>`);
  }

  app.get(PAGE_PATH, { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    const page = await drawnPage(request);
    if (!page) return reply.sendFile('index.html');
    // One visitor's rows: never kept by a cache, and never the answer for another cookie.
    return reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie').type('text/html; charset=utf-8').send(page);
  });
}
