import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { server } from './msw';
import { logIn } from './session';

afterEach(() => vi.restoreAllMocks());

describe('the dataProvider', () => {
  it('routes a resource to its API path and reads the total from Content-Range', async () => {
    logIn();
    let query: URLSearchParams | undefined;
    server.use(
      mock.get('/api/user/v1/users', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([{ id: 1, name: 'Ani' }], { headers: { 'Content-Range': 'users 0-24/319' } });
      }),
    );
    const answer = await dataProvider.getList('setting/users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ani' },
    });
    expect(answer).toEqual({ data: [{ id: 1, name: 'Ani' }], total: 319 });
    expect(query?.get('range')).toBe('[25,49]');
    expect(query?.get('filter')).toBe('{"q":"ani"}');
  });

  it('deletes many records in one request', async () => {
    logIn();
    const calls: string[] = [];
    server.use(
      mock.delete('/api/user/v1/group', ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('filter') ?? '');
        return HttpResponse.json([4, 5]);
      }),
    );
    const answer = await dataProvider.deleteMany('setting/group', { ids: [4, 5] });
    expect(answer.data).toEqual([4, 5]);
    expect(calls).toEqual(['{"id":[4,5]}']);
  });

  it('reads one, many, a reference list, and writes JSON bodies, as ra-data-simple-rest did', async () => {
    logIn();
    const seen: string[] = [];
    server.use(
      mock.get('/api/prospect/v1/prospect/12', () => HttpResponse.json({ id: 12, name: 'Sari' })),
      mock.get('/api/prospect/v1/followup', ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(`GET ${query.get('filter')} ${query.get('sort')} ${query.get('range')}`);
        return HttpResponse.json([{ id: 3 }], { headers: { 'Content-Range': 'followup 0-9/41' } });
      }),
      mock.get('/api/user/v1/members', ({ request }) => {
        seen.push(`GET members ${new URL(request.url).searchParams.get('filter')}`);
        return HttpResponse.json([{ id: 7 }, { id: 8 }]);
      }),
      mock.post('/api/prospect/v1/prospect', async ({ request }) => {
        seen.push(`POST ${request.headers.get('content-type')} ${await request.text()}`);
        return HttpResponse.json({ id: 13, name: 'Budi' }, { status: 201 });
      }),
      mock.put('/api/prospect/v1/prospect/13', async ({ request }) => HttpResponse.json({ id: 13, ...(await request.json()) as object })),
    );
    expect(await dataProvider.getOne('prospect', { id: 12 })).toEqual({ data: { id: 12, name: 'Sari' } });
    expect(
      await dataProvider.getManyReference('prospect/fu', {
        target: 'id_prospect',
        id: 12,
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { status: 'pending' },
      }),
    ).toEqual({ data: [{ id: 3 }], total: 41 });
    expect(await dataProvider.getMany('members', { ids: [7, 8] })).toEqual({ data: [{ id: 7 }, { id: 8 }] });
    expect(await dataProvider.create('prospect', { data: { name: 'Budi' } })).toEqual({ data: { id: 13, name: 'Budi' } });
    expect(await dataProvider.update('prospect', { id: 13, data: { name: 'Budi S' }, previousData: { id: 13 } })).toEqual({
      data: { id: 13, name: 'Budi S' },
    });
    expect(seen).toEqual([
      'GET {"status":"pending","id_prospect":12} ["created_at","DESC"] [0,9]',
      'GET members {"id":[7,8]}',
      'POST application/json {"name":"Budi"}',
    ]);
  });

  it('uploads a prospect photo as the multipart field `file`', async () => {
    logIn();
    let sentFile = false;
    server.use(
      mock.post('/api/prospect/v1/prospect/12/photo', async ({ request }) => {
        sentFile = (await request.formData()).has('file');
        return HttpResponse.json({ photo: 'abc.png' });
      }),
    );
    await expect(dataProvider.uploadPhoto('prospect', 12, new File(['png'], 'motor.png', { type: 'image/png' }))).resolves.toEqual({ photo: 'abc.png' });
    expect(sentFile).toBe(true);
  });

  it('refuses a resource that has no API path', async () => {
    logIn();
    await expect(dataProvider.getOne('tidak-ada', { id: 1 })).rejects.toThrow('tidak-ada');
  });

  it('reads the user detail from a form post', async () => {
    logIn();
    server.use(
      mock.post('/api/user/v1/user/detail', async ({ request }) => {
        const id = new URLSearchParams(await request.text()).get('id');
        return HttpResponse.json({ data: [{ id: Number(id), name: 'Budi Santoso', role_name: 'Sales' }] });
      }),
    );
    await expect(dataProvider.userDetail(7)).resolves.toMatchObject({ id: 7, name: 'Budi Santoso' });
  });

  it('only logs a failed approval count and answers 0', async () => {
    logIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/api/dashboard/v1/notifikasi/pengajuan/order', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await expect(dataProvider.countPengajuan('order', 7)).resolves.toBe(0);
    expect(logged).toHaveBeenCalled();
  });

  it('passes a lost session on from a count, so that react-admin ends it', async () => {
    logIn();
    server.use(mock.get('/api/dashboard/v1/notifikasi/pengajuan/user', () => HttpResponse.json({ message: 'x' }, { status: 401 })));
    await expect(dataProvider.countPengajuan('user', 7, 3)).rejects.toMatchObject({ status: 401 });
  });

  it('sends id_company only for the user queue that needs it', async () => {
    logIn();
    const queries: string[] = [];
    server.use(
      mock.get('/api/dashboard/v1/notifikasi/pengajuan/:kind', ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ count: 3 });
      }),
    );
    await expect(dataProvider.countPengajuan('collab', 7)).resolves.toBe(3);
    await expect(dataProvider.countPengajuan('user', 7, 3)).resolves.toBe(3);
    expect(queries).toEqual(['?id_user=7', '?id_user=7&id_company=3']);
  });

  it('passes chat errors on to the caller', async () => {
    logIn();
    server.use(mock.get('/api/chat/v1/wa/rooms', () => HttpResponse.json({ message: 'WhatsApp belum terhubung.' }, { status: 409 })));
    await expect(dataProvider.chatRooms({ id_user: 7, limit: 10, offset: 0 })).rejects.toMatchObject({
      status: 409,
      message: 'WhatsApp belum terhubung.',
    });
  });
});
