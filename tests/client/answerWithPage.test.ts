import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPageAnswer } from '../../src/dataProvider/answerWithPage';
import { dataProvider } from '../../src/dataProvider';
import { PROSPECT_FIRST_PAGE } from '../../domain/firstPage';
import { server } from './msw';
import { logIn } from './session';

/** The server's URL for the list's first page, written as the server writes it (URLSearchParams, not axios). */
const FIRST_PAGE_URL = `/api/prospect/v1/prospect?${new URLSearchParams({ sort: '["created_at","DESC"]', range: '[0,9]', filter: '{}' })}`;
const DRAWN = [{ id: 41, name: 'Dari Halaman' }];

/** A page that came with the server's first rows and the answer they were drawn from. */
function pageCameWithAnswer() {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-answer';
  element.textContent = JSON.stringify({ url: FIRST_PAGE_URL, contentRange: 'prospect 0-0/57', body: DRAWN });
  document.body.append(element);
  keepPageAnswer();
}

/** Answers from the network, counted. */
function networkRows() {
  const asked: string[] = [];
  server.use(
    mock.get('/api/prospect/v1/prospect', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json([{ id: 42, name: 'Dari Server' }], { headers: { 'Content-Range': 'prospect 0-0/58' } });
    }),
  );
  return asked;
}

const firstPage = () =>
  dataProvider.getList('prospect', { pagination: { page: 1, perPage: PROSPECT_FIRST_PAGE.perPage }, sort: { ...PROSPECT_FIRST_PAGE.sort }, filter: {} });

afterEach(() => {
  document.getElementById('first-answer')?.remove();
  keepPageAnswer();
});

describe('the answer a cold link’s page came with', () => {
  it('answers the list’s first call once, without the network; the next call asks the server', async () => {
    logIn();
    pageCameWithAnswer();
    const asked = networkRows();

    expect(await firstPage()).toEqual({ data: DRAWN, total: 57 });
    expect(asked).toEqual([]);
    expect(await firstPage()).toEqual({ data: [{ id: 42, name: 'Dari Server' }], total: 58 });
    expect(asked).toHaveLength(1);
  });

  it('is not the answer to another question', async () => {
    logIn();
    pageCameWithAnswer();
    const asked = networkRows();

    await dataProvider.getList('prospect', { pagination: { page: 2, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} });
    await dataProvider.getList('prospect', { pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' }, filter: { status: 'Hot' } });
    expect(asked).toHaveLength(2);
    expect(await firstPage()).toEqual({ data: DRAWN, total: 57 });
  });

  it('is never shown to another session of the same page', async () => {
    logIn();
    pageCameWithAnswer();
    const asked = networkRows();

    logIn({ id: 8, id_role: 3, id_company: 3, name: 'Sari' }, 'token-sari');
    expect((await firstPage()).data).toEqual([{ id: 42, name: 'Dari Server' }]);
    expect(asked).toHaveLength(1);
  });
});
