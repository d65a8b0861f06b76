import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEEP_HOURS } from '../../domain/idempotency';
import { MODULES } from '../../domain/permissions';
import { dataProvider } from '../../src/dataProvider';
import { enqueue, newChangeKey, OUTBOX_DATABASES, photoOf, queuedChanges, resend, type NewChange, type QueuedChange } from '../../src/offline/outbox';
import { sendQueued } from '../../src/offline/sendQueued';
import { server } from './msw';
import { fakeApi, PATHS } from './records/fakeApi';
import { answerRole, renderApp } from './renderApp';
import { ADMIN, logIn } from './session';

const FOLLOW_UPS = '/api/prospect/v1/followup';

/** A follow-up made without signal on prospect `id_prospect`; `result` tells apart two on one prospect. */
const followUp = (id_prospect: number, result = `Hasil ${id_prospect}`): NewChange => ({
  key: newChangeKey(),
  resource: 'prospect/fu',
  data: { id_prospect, method: 'whatsapp', result },
  label: `Follow up ${id_prospect}`,
  queuedAt: new Date().toISOString(),
});

type Arrival = { id_prospect: number; result: string; key: string | null };

/**
 * The server's follow-ups: each arrival with its Idempotency-Key, in order. `answer` decides the
 * answer of an arrival (a 201 with the record unless told); it may wait before answering.
 */
function serveFollowUps(answer: (arrival: Arrival, arrivals: Arrival[]) => Promise<Response | undefined> | Response | undefined = () => undefined) {
  const arrivals: Arrival[] = [];
  server.use(
    mock.post(FOLLOW_UPS, async ({ request }) => {
      const { id_prospect, result } = (await request.json()) as { id_prospect: number; result: string };
      const arrival = { id_prospect, result, key: request.headers.get('Idempotency-Key') };
      arrivals.push(arrival);
      return (await answer(arrival, arrivals)) ?? HttpResponse.json({ id: 100 + id_prospect, id_prospect, status: 'approved' }, { status: 201 });
    }),
  );
  return arrivals;
}

const NOT_YOURS = 'Prospek tidak ditemukan atau bukan prospek yang anda tangani.';

const enqueueAll = async (userId: number, changes: NewChange[]) => {
  const kept: QueuedChange[] = [];
  for (const change of changes) kept.push(await enqueue(userId, change));
  return kept;
};

/** Sends `set` aside again when asked: it arrives once more, under a new key, and leaves the queue. */
async function resendArrivesUnderANewKey(set: QueuedChange, arrivals: Arrival[]) {
  const before = arrivals.length;
  await resend(ADMIN.id, set);
  expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 1, refused: 0, unanswered: 0, photoLost: 0 });
  expect(arrivals.slice(before)).toEqual([{ id_prospect: set.data.id_prospect, result: set.data.result, key: expect.not.stringMatching(`^${set.key}$`) }]);
  expect(await queuedChanges(ADMIN.id)).toEqual([]);
}

/** A new visit with a photo, made without signal. */
const visitWithPhoto = () =>
  enqueue(
    ADMIN.id,
    { key: newChangeKey(), resource: 'setting/visum', data: { purpose: 'pameran', recorded_offline_at: '2026-11-28T03:00:00.000Z' }, label: 'Visum Pameran', queuedAt: new Date().toISOString() },
    { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer, type: 'image/png' },
  );

/** The device lost a kept photo (its storage cleared apart from the changes'). */
const losePhoto = (queued: QueuedChange) => del([ADMIN.id, queued.order], createStore(...OUTBOX_DATABASES.photos));

const sentHoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeEach(async () => {
  logIn();
  await clear();
  for (const [database, store] of Object.values(OUTBOX_DATABASES)) await clear(createStore(database, store));
});

describe('changes made without signal', () => {
  it("arrive in the order they were made when they touch one prospect, each with its own key, and leave the queue once they arrived", async () => {
    const made = await enqueueAll(ADMIN.id, [followUp(1, 'Pertama'), followUp(1, 'Kedua'), followUp(1, 'Ketiga')]);
    const arrivals = serveFollowUps();

    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 3, refused: 0, unanswered: 0, photoLost: 0 });
    expect(arrivals).toEqual(made.map(({ data, key }) => ({ id_prospect: 1, result: data.result, key })));
    expect(await queuedChanges(ADMIN.id)).toEqual([]);
  });

  it('go at once when they touch different records', async () => {
    await enqueueAll(ADMIN.id, [followUp(1), followUp(2)]);
    let secondArrived: () => void = () => undefined;
    const second = new Promise<void>((resolve) => (secondArrived = resolve));
    // The first is answered only once the second has arrived: sent one after the other, neither would be.
    const arrivals = serveFollowUps(async ({ id_prospect }) => {
      if (id_prospect === 2) secondArrived();
      else await second;
      return undefined;
    });

    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 2, refused: 0, unanswered: 0, photoLost: 0 });
    expect(arrivals.map(({ id_prospect }) => id_prospect)).toEqual([1, 2]);
  });

  it('put a changed status over its record, with its key, in line with the changes to that prospect', async () => {
    const [before, status, after] = await enqueueAll(ADMIN.id, [
      followUp(41, 'Sebelum'),
      { key: newChangeKey(), resource: 'prospect', id: 41, data: { status: 'Hot' }, label: 'Status Bu Sari menjadi Hot', queuedAt: new Date().toISOString() },
      followUp(41, 'Sesudah'),
    ]);
    const arrivals = serveFollowUps();
    const puts: { path: string; body: unknown; key: string | null; position: number }[] = [];
    server.use(
      mock.put('/api/prospect/v1/prospect/:id', async ({ request, params }) => {
        puts.push({ path: new URL(request.url).pathname, body: await request.json(), key: request.headers.get('Idempotency-Key'), position: arrivals.length });
        return HttpResponse.json({ id: Number(params.id), status: 'Hot' });
      }),
    );

    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 3, refused: 0, unanswered: 0, photoLost: 0 });
    // After the first follow-up and before the second: the order they were made in.
    expect(puts).toEqual([{ path: '/api/prospect/v1/prospect/41', body: { status: 'Hot' }, key: status.key, position: 1 }]);
    expect(arrivals.map((arrival) => arrival.result)).toEqual([before.data.result, after.data.result]);
  });

  it('make a visit once and then post its photo under a key of its own; a photo that got no answer is sent again alone', async () => {
    const visit = await visitWithPhoto();
    const calls: { path: string; key: string | null; withFile?: boolean }[] = [];
    let photoAnswers = false;
    server.use(
      mock.post('/api/master/v1/visum', async ({ request }) => {
        calls.push({ path: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json({ id: 55, ...((await request.json()) as object) }, { status: 201 });
      }),
      mock.post('/api/master/v1/visum/:id/photo', async ({ request }) => {
        // jsdom's request carries the file but not its bytes: the end-to-end test checks those.
        calls.push({ path: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key'), withFile: (await request.formData()).has('file') });
        return photoAnswers ? HttpResponse.json({ photo: 'abc.png' }) : HttpResponse.error();
      }),
    );

    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 0, refused: 0, unanswered: 0, photoLost: 0 });
    expect(await queuedChanges(ADMIN.id)).toEqual([expect.objectContaining({ key: visit.key, madeId: 55 })]);
    photoAnswers = true;
    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 1, refused: 0, unanswered: 0, photoLost: 0 });
    const photoCall = { path: '/api/master/v1/visum/55/photo', key: `${visit.key}.photo`, withFile: true };
    expect(calls).toEqual([{ path: '/api/master/v1/visum', key: visit.key }, photoCall, photoCall]);
    expect(await queuedChanges(ADMIN.id)).toEqual([]);
    expect(await photoOf(ADMIN.id, visit)).toBeUndefined();
  });

  it('set a visit aside, made once, when its photo is no longer on the device, instead of dropping the photo silently', async () => {
    const visit = await visitWithPhoto();
    await losePhoto(visit);
    const made: string[] = [];
    server.use(
      mock.post('/api/master/v1/visum', ({ request }) => {
        made.push(new URL(request.url).pathname);
        return HttpResponse.json({ id: 56, purpose: 'pameran' }, { status: 201 });
      }),
    );

    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 0, refused: 0, unanswered: 0, photoLost: 1 });
    expect(await queuedChanges(ADMIN.id)).toEqual([expect.objectContaining({ key: visit.key, madeId: 56, photoLost: true })]);
    // It waits for the user: another round makes nothing.
    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 0, refused: 0, unanswered: 0, photoLost: 0 });
    expect(made).toEqual(['/api/master/v1/visum']);
  });

  it("set a refused one aside with the server's reason, send the rest, and send it again only when asked, under a new key", async () => {
    const [, refused] = await enqueueAll(ADMIN.id, [followUp(1), followUp(2), followUp(3)]);
    serveFollowUps(({ id_prospect }) => (id_prospect === 2 ? HttpResponse.json({ message: NOT_YOURS }, { status: 404 }) : undefined));

    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 2, refused: 1, unanswered: 0, photoLost: 0 });
    expect(await queuedChanges(ADMIN.id)).toEqual([{ ...refused, refusal: NOT_YOURS, firstSentAt: expect.any(String) }]);

    // Another round leaves it where it is.
    const arrivals = serveFollowUps();
    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 0, refused: 0, unanswered: 0, photoLost: 0 });
    expect(arrivals).toEqual([]);

    // Sent again when asked, under a new key: the server keeps the refusal as the old key's answer.
    await resendArrivesUnderANewKey(refused, arrivals);
  });

  it('stop at one that gets no answer, a lost session or a busy server, and keep it first in its line', async () => {
    for (const failure of [
      () => HttpResponse.error(),
      () => HttpResponse.json({ message: 'Sesi tidak berlaku.' }, { status: 401 }),
      () => HttpResponse.json({ message: 'Sedang sibuk.' }, { status: 503 }),
    ]) {
      logIn();
      const made = await enqueueAll(ADMIN.id, [followUp(1, 'Pertama'), followUp(1, 'Kedua')]);
      const arrivals = serveFollowUps((_arrival, all) => (all.length === 1 ? failure() : undefined));

      expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 0, refused: 0, unanswered: 0, photoLost: 0 });
      expect(arrivals.map(({ result }) => result)).toEqual(['Pertama']);
      expect(await queuedChanges(ADMIN.id)).toEqual([{ ...made[0], firstSentAt: expect.any(String) }, made[1]]);

      // Sent again, under the same keys: the server makes each once.
      logIn();
      const again = serveFollowUps();
      expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 2, refused: 0, unanswered: 0, photoLost: 0 });
      expect(again.map(({ key }) => key)).toEqual(made.map(({ key }) => key));
    }
  });

  it('set one first sent a key-keeping window ago and never answered aside for the user, and send it again only when asked, under a new key', async () => {
    // Its answer was lost a day ago: the server may have made it, and forgotten its key since.
    const [forgotten, recent] = await enqueueAll(ADMIN.id, [
      { ...followUp(1), firstSentAt: sentHoursAgo(IDEMPOTENCY_KEEP_HOURS) },
      { ...followUp(2), firstSentAt: sentHoursAgo(IDEMPOTENCY_KEEP_HOURS - 1) },
    ]);
    const arrivals = serveFollowUps();

    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 1, refused: 0, unanswered: 1, photoLost: 0 });
    expect(arrivals).toEqual([{ id_prospect: 2, result: recent.data.result, key: recent.key }]);
    expect(await queuedChanges(ADMIN.id)).toEqual([{ ...forgotten, unanswered: true }]);

    await resendArrivesUnderANewKey(forgotten, arrivals);
  });

  it("are only the user's own: another user's changes on the same device are not sent", async () => {
    const othersChange = await enqueue(ADMIN.id + 1, followUp(9));
    const arrivals = serveFollowUps();

    expect(await sendQueued(ADMIN.id, dataProvider)).toEqual({ sent: 0, refused: 0, unanswered: 0, photoLost: 0 });
    expect(arrivals).toEqual([]);
    expect(await queuedChanges(ADMIN.id + 1)).toEqual([othersChange]);
  });

  it('kept by an earlier version as one list are moved into the line, in order, with their photos', async () => {
    const photo = { bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/jpeg' };
    const [first, visit] = [followUp(4), { ...followUp(5), resource: 'setting/visum', photo }];
    await set(`sf-outbox-${ADMIN.id}`, [first, visit]);

    // Read twice at once, as the list on screen and the sender do: moved once.
    const [moved, readAlongside] = await Promise.all([queuedChanges(ADMIN.id), queuedChanges(ADMIN.id)]);
    expect(readAlongside).toEqual(moved);
    expect(moved.map(({ key, hasPhoto }) => ({ key, hasPhoto }))).toEqual([{ key: first.key, hasPhoto: undefined }, { key: visit.key, hasPhoto: true }]);
    expect(new Uint8Array((await photoOf(ADMIN.id, moved[1]))?.bytes ?? new ArrayBuffer(0))).toEqual(new Uint8Array([1, 2, 3]));
    expect(await get(`sf-outbox-${ADMIN.id}`)).toBeUndefined();
    expect(await queuedChanges(ADMIN.id)).toEqual(moved);
  });
});

const everything = Object.fromEntries(MODULES.map((name) => [name, { access: 'enabled', import: 'enabled', export: 'all' }]));

describe('the list of changes on the device', () => {
  it('says why each one set aside waits for the user, and sends one again when asked', async () => {
    const [refused, unanswered] = await enqueueAll(ADMIN.id, [
      { ...followUp(1), refusal: NOT_YOURS, firstSentAt: sentHoursAgo(2) },
      { ...followUp(2), firstSentAt: sentHoursAgo(IDEMPOTENCY_KEEP_HOURS + 1), unanswered: true },
    ]);
    answerRole('Administrator', everything);
    fakeApi({});
    const arrivals = serveFollowUps();
    renderApp('/halaman-yang-tidak-ada');

    await userEvent.click(await screen.findByRole('button', { name: '2 perubahan belum terkirim' }));
    const list = within(screen.getByRole('dialog', { name: 'Perubahan di perangkat ini' }));
    expect(list.getByText(/ · Ditolak server: Prospek tidak ditemukan atau bukan prospek yang anda tangani\.$/)).toBeInTheDocument();
    expect(
      list.getByText(/ · Dikirim lebih dari 24 jam lalu tanpa jawaban, jadi mungkin sudah tercatat\. Periksa dulu, lalu kirim ulang atau buang\.$/),
    ).toBeInTheDocument();
    // Nothing set aside goes by itself; a follow-up has no form to correct it in.
    expect(arrivals).toEqual([]);
    expect(list.queryByRole('button', { name: 'Perbaiki Follow up 1' })).toBeNull();

    await userEvent.click(list.getByRole('button', { name: 'Kirim ulang Follow up 2' }));
    expect(await screen.findByText('1 perubahan dari perangkat ini terkirim.')).toBeInTheDocument();
    expect(arrivals).toHaveLength(1);
    expect(arrivals[0].id_prospect).toBe(2);
    expect(arrivals[0].key).not.toBe(unanswered.key);
    expect(await queuedChanges(ADMIN.id)).toEqual([refused]);
  });

  it('says a visit went without its lost photo and opens the visit, where the photo can be added', async () => {
    const visit = await visitWithPhoto();
    await losePhoto(visit);
    answerRole('Administrator', everything);
    fakeApi({});
    server.use(mock.post('/api/master/v1/visum', () => HttpResponse.json({ id: 57, purpose: 'pameran' }, { status: 201 })));
    const user = userEvent.setup();
    renderApp('/halaman-yang-tidak-ada');

    expect(await screen.findByText('1 visum terkirim tanpa foto karena fotonya tidak ada lagi di perangkat ini.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '1 perubahan belum terkirim' }));
    const list = within(screen.getByRole('dialog', { name: 'Perubahan di perangkat ini' }));
    expect(list.getByText(/ · Visum terkirim, tetapi fotonya tidak ada lagi di perangkat ini\. Tambahkan foto dari halaman visum\.$/)).toBeInTheDocument();
    // The visit arrived: sending it again would make a second one.
    expect(list.queryByRole('button', { name: 'Kirim ulang Visum Pameran' })).toBeNull();
    await user.click(list.getByRole('button', { name: 'Tambah foto Visum Pameran' }));
    await waitFor(() => expect(window.location.pathname).toBe('/setting/detail-visum/57'));
    expect(screen.queryByRole('dialog', { name: 'Perubahan di perangkat ini' })).toBeNull();
  });

  it('counts down as the changes arrive, and says once what arrived', async () => {
    await enqueueAll(ADMIN.id, [followUp(7, 'Pertama'), followUp(7, 'Kedua')]);
    answerRole('Administrator', everything);
    fakeApi({});
    let answerSecond: () => void = () => undefined;
    const secondAnswered = new Promise<void>((resolve) => (answerSecond = resolve));
    serveFollowUps(async ({ result }) => {
      if (result === 'Kedua') await secondAnswered;
      return undefined;
    });
    renderApp('/halaman-yang-tidak-ada');

    // The first arrived, the second is on its way: the count has fallen by one.
    expect(await screen.findByRole('button', { name: '1 perubahan belum terkirim' })).toBeInTheDocument();
    answerSecond();
    expect(await screen.findByText('2 perubahan dari perangkat ini terkirim.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /perubahan belum terkirim$/ })).toBeNull());
  });

  it('opens a refused prospect in its form with what was typed, and the corrected one replaces it', async () => {
    const phoneTaken = 'Nomor telepon ini sudah terdaftar pada prospek "Sari" (#123) milik Andi.';
    await enqueue(ADMIN.id, {
      key: newChangeKey(),
      resource: 'prospect',
      data: { name: 'Sari Wulandari', phone: '0812 9876 5432', source: 'walk-in', status: 'Low' },
      label: 'Prospek baru Sari Wulandari',
      queuedAt: sentHoursAgo(3),
      firstSentAt: sentHoursAgo(1),
      refusal: phoneTaken,
    });
    answerRole('Administrator', everything);
    const api = fakeApi({});
    const user = userEvent.setup();
    renderApp('/halaman-yang-tidak-ada');

    await user.click(await screen.findByRole('button', { name: '1 perubahan belum terkirim' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Perbaiki Prospek baru Sari Wulandari' }));
    expect(await screen.findByLabelText(/^Nama/)).toHaveValue('Sari Wulandari');
    const phone = screen.getByLabelText(/^Nomor telepon/);
    expect(phone).toHaveValue('0812 9876 5432');
    await user.clear(phone);
    await user.type(phone, '0813 1111 2222');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    await waitFor(() => expect(api.writes().filter((write) => write.path === PATHS.prospect)).toHaveLength(1));
    expect(api.writes()[0].body).toMatchObject({ name: 'Sari Wulandari', phone: '0813 1111 2222' });
    await waitFor(async () => expect(await queuedChanges(ADMIN.id)).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('button', { name: /perubahan belum terkirim$/ })).toBeNull());
  });
});
