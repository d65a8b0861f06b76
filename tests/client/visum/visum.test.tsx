import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../msw';
import { fakeApi, type Row } from '../records/fakeApi';
import { logInSales, renderRecords } from '../records/render';

const VISUM = '/api/master/v1/visum';
const TILES = 'https://tiles.dealer.test/{z}/{x}/{y}.png';
const SARI: Row = { id: 5, id_user: 7, name: 'Sari Wulandari', phone: '+6281298765432', status: 'Hot' };
const visit = (fields: Partial<Row> = {}): Row => ({
  id: 41,
  id_user: 7,
  id_group: 2,
  id_prospect: null,
  purpose: 'pameran',
  notes: 'Stan di mal, ramai pengunjung',
  photo: null,
  latitude: null,
  longitude: null,
  accuracy: null,
  visited_at: '2026-11-20T03:15:00.000Z',
  time_from_device: false,
  created_at: '2026-11-20T03:15:00.000Z',
  ...fields,
});

/** A real 1×1 PNG, as a phone's camera would hand it over (smaller). */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** jsdom has no geolocation: each test gives the browser's answer, or none. */
function giveLocation(answer: 'found' | 'refused') {
  const geolocation = {
    getCurrentPosition: (found: PositionCallback, failed?: PositionErrorCallback | null) => {
      if (answer === 'found') found({ coords: { latitude: -6.402484, longitude: 106.794243, accuracy: 12.4 } } as GeolocationPosition);
      else failed?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/**
 * The photo upload and the map's tile address; each upload kept as the visit it went to and whether
 * it carried a file (jsdom's XMLHttpRequest does not hand msw the file's bytes: the server tests check those).
 */
function answerVisumCalls() {
  const uploads: { id: string; withFile: boolean }[] = [];
  server.use(
    mock.post(`${VISUM}/:id/photo`, async ({ request, params }) => {
      uploads.push({ id: String(params.id), withFile: (await request.formData()).has('file') });
      return HttpResponse.json({ photo: '0123456789abcdef0123456789abcdef.png' });
    }),
    mock.get(`${VISUM}/map_tiles`, () => HttpResponse.json({ url: TILES })),
    mock.get(`${VISUM}/:id/photo`, () => new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } })),
  );
  return uploads;
}

beforeEach(() => {
  // jsdom makes no object URLs; the form's preview and the detail's photo need one.
  URL.createObjectURL = () => 'blob:visum-photo';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('recording a visit', () => {
  it('records a new prospect, the photo and the place, and opens the visit', async () => {
    giveLocation('found');
    logInSales();
    const api = fakeApi({ visum: [], prospect: [], members: [{ id: 7, name: 'Budi Santoso' }] });
    const uploads = answerVisumCalls();
    const user = userEvent.setup();
    const view = renderRecords('/setting/visum/create');

    expect(await screen.findByText('Lokasi didapat (±12 m)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Prospek baru' }));
    await user.type(screen.getByLabelText(/^Nama prospek baru/), 'Joko Susilo');
    await user.type(screen.getByLabelText(/^Nomor telepon prospek baru/), '0812 7777 1234');
    await user.type(screen.getByLabelText('Catatan'), 'Tertarik Vario');
    await user.upload(screen.getByLabelText('Ambil foto kunjungan'), new File([PNG], 'kamera.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Pratinjau foto kunjungan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Simpan Visum' }));
    await waitFor(() => expect(view.location()?.pathname).toBe('/setting/detail-visum/101'));
    expect(await screen.findByText('Visum disimpan.')).toBeInTheDocument();
    const sent = api.writes().find((w) => w.path === VISUM)?.body;
    expect(sent).toEqual({
      purpose: 'rumah',
      notes: 'Tertarik Vario',
      new_prospect: { name: 'Joko Susilo', phone: '0812 7777 1234' },
      latitude: -6.402484,
      longitude: 106.794243,
      accuracy: 12.4,
    });
    expect(uploads).toEqual([{ id: '101', withFile: true }]);
  });

  it('saves without a location when the browser gives none, and says so', async () => {
    giveLocation('refused');
    logInSales();
    const api = fakeApi({ visum: [], prospect: [SARI], members: [{ id: 7, name: 'Budi Santoso' }] });
    answerVisumCalls();
    const user = userEvent.setup();
    renderRecords('/setting/visum/create');

    expect(await screen.findByText('Tidak ada lokasi. Visum tetap bisa disimpan.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Cari prospek/), 'Sari');
    await user.click(await screen.findByRole('option', { name: 'Sari Wulandari' }));
    await user.click(screen.getByRole('combobox', { name: /^Tujuan kunjungan/ }));
    await user.click(await screen.findByRole('option', { name: 'Perusahaan' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Visum' }));

    expect(await screen.findByText('Visum disimpan tanpa lokasi.')).toBeInTheDocument();
    expect(api.writes().find((w) => w.path === VISUM)?.body).toEqual({ purpose: 'perusahaan', notes: null, id_prospect: 5 });
  });

  it('asks for the prospect before sending anything', async () => {
    giveLocation('refused');
    logInSales();
    const api = fakeApi({ visum: [], prospect: [SARI], members: [] });
    const user = userEvent.setup();
    renderRecords('/setting/visum/create');
    await user.click(await screen.findByRole('button', { name: 'Simpan Visum' }));
    expect(await screen.findByText('Prospek wajib diisi.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});

describe('the detail page', () => {
  it('says the place was not recorded instead of showing a map', async () => {
    logInSales();
    fakeApi({ visum: [visit()], members: [{ id: 7, name: 'Budi Santoso' }] });
    answerVisumCalls();
    renderRecords('/setting/detail-visum/41');
    expect(await screen.findByText('Lokasi tidak tercatat')).toBeInTheDocument();
    expect(screen.getByText('Stan di mal, ramai pengunjung')).toBeInTheDocument();
    expect(screen.getByText('Pameran')).toBeInTheDocument();
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Peta lokasi kunjungan' })).not.toBeInTheDocument();
    // The recorder may still add the photo of a visit saved without one.
    expect(screen.getByLabelText('Ambil foto kunjungan')).toBeInTheDocument();
    expect(screen.queryByText('Dicatat tanpa sinyal: waktu menurut ponsel.')).not.toBeInTheDocument();
  });

  it('says when the time of a visit is the phone’s, recorded without signal', async () => {
    logInSales();
    fakeApi({ visum: [visit({ time_from_device: true })], members: [{ id: 7, name: 'Budi Santoso' }] });
    answerVisumCalls();
    renderRecords('/setting/detail-visum/41');
    expect(await screen.findByText('Dicatat tanpa sinyal: waktu menurut ponsel.')).toBeInTheDocument();
  });

  it('shows the photo and the place on OpenStreetMap tiles from the configured address', async () => {
    logInSales();
    fakeApi({ visum: [visit({ photo: '0123456789abcdef0123456789abcdef.png', latitude: -6.402484, longitude: 106.794243, accuracy: 30 })], members: [] });
    answerVisumCalls();
    renderRecords('/setting/detail-visum/41');
    expect(await screen.findByRole('img', { name: 'Foto kunjungan' })).toHaveAttribute('src', 'blob:visum-photo');
    const map = await screen.findByRole('region', { name: 'Peta lokasi kunjungan' });
    expect(within(map).getByText(/OpenStreetMap/)).toBeInTheDocument();
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(/^https:\/\/tiles\.dealer\.test\/17\/\d+\/\d+\.png$/));
    expect(within(map).getByRole('button', { name: 'Peta lokasi kunjungan' })).toBeInTheDocument();
    expect(screen.getByText(/Akurasi ±30 m/)).toBeInTheDocument();
  });

  it('tells a visit out of reach from a missing one', async () => {
    logInSales();
    fakeApi({ visum: [], members: [] });
    renderRecords('/setting/detail-visum/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Visum tidak ditemukan atau di luar jangkauan anda.');
  });
});
