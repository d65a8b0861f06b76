import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Place, PlacesOutput } from '../../domain/schemas/place';
import { i18nProvider } from '../../src/i18n';
import { clusterIndex, placesInView, type Box } from '../../src/pages/maps/places/clusters';
import { VisiblePlaces } from '../../src/pages/maps/places/VisiblePlaces';
import { server } from './msw';
import { answerRole, renderApp } from './renderApp';
import { logIn } from './session';

const DAGO = { latitude: -6.885, longitude: 107.613 };
const BANDUNG: Box = [107.5, -7.0, 107.7, -6.8];

const placeAt = (id: number, latitude: number, longitude: number, status = 'Hot'): Place => ({ id, latitude, longitude, name: `Prospek ${id}`, status });

/** `count` places within a few hundred metres of Dago. */
const crowd = (count: number) => Array.from({ length: count }, (_, index) => placeAt(index + 1, DAGO.latitude + index * 1e-4, DAGO.longitude + index * 1e-4));

describe('clustering and what is in view', () => {
  it('gathers crowded places into one marker seen from afar, and shows each place close up', () => {
    const index = clusterIndex(crowd(30));
    const far = index.marks(BANDUNG, 10);
    expect(far).toEqual([expect.objectContaining({ kind: 'cluster', count: 30 })]);
    const near = index.marks(BANDUNG, 19);
    expect(near).toHaveLength(30);
    expect(near.every((mark) => mark.kind === 'place')).toBe(true);
    const [cluster] = far;
    if (cluster.kind !== 'cluster') throw new Error('a cluster was expected');
    expect(index.expansionZoom(cluster.id)).toBeGreaterThan(10);
  });

  it('lists the places inside the view, nearest to the centre first', () => {
    const far = placeAt(1, -6.95, 107.65);
    const near = placeAt(2, -6.886, 107.614);
    const outside = placeAt(3, -6.2, 106.8);
    expect(placesInView([far, outside, near], BANDUNG, DAGO).map((place) => place.id)).toEqual([2, 1]);
  });
});

const renderList = (places: Place[]) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>
        <VisiblePlaces places={places} colorOf={() => 'red'} labelOf={(status) => `status ${status}`} pathOf={(id) => `/prospect/${id}/show`} />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the list beside the map', () => {
  it('links each place in view to its record, with its status, and says how many more the map holds', async () => {
    renderList(crowd(53));
    const list = await screen.findByRole('region', { name: 'Di area peta ini: 53' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(50);
    expect(links[0]).toHaveAttribute('href', '/prospect/1/show');
    expect(links[0]).toHaveTextContent('Prospek 1status Hot');
    expect(within(list).getByText('dan 3 lainnya: perbesar peta untuk melihatnya.')).toBeInTheDocument();
  });

  it('says when nothing is in view', async () => {
    renderList([]);
    expect(await screen.findByText('Tidak ada data di area peta ini. Geser atau perkecil peta.')).toBeInTheDocument();
  });
});

/** The places each call asked for, by path and filter, answered from `answers`. */
function answerPlaces(answers: Record<string, PlacesOutput>) {
  const asked: { path: string; filter: unknown }[] = [];
  server.use(
    mock.get('/api/master/v1/visum/map_tiles', () => HttpResponse.json({ url: 'http://localhost/tiles/{z}/{x}/{y}.png' })),
    mock.get('*/places', ({ request }) => {
      const url = new URL(request.url);
      asked.push({ path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') });
      return HttpResponse.json(answers[url.pathname] ?? { data: [], unplaced: 0, truncated: false });
    }),
  );
  return asked;
}

describe('/peta and /mapbok', () => {
  // A salesperson, whose role opens the prospects, the orders and the visits.
  beforeEach(() => {
    const yudi = { id: 21, id_role: 3, id_company: 3, name: 'Yudi Pratama' };
    logIn(yudi, 'token-yudi');
    answerRole('Sales', { Prospect: { access: 'enabled' }, Order: { access: 'enabled' }, Visum: { access: 'enabled' } }, yudi);
  });

  it('shows how many prospects are placed and unplaced, narrows with the list’s filters, and switches to the visits', async () => {
    const asked = answerPlaces({
      '/api/prospect/v1/prospect/places': { data: crowd(1_234), unplaced: 5, truncated: false },
      '/api/master/v1/visum/places': { data: crowd(2), unplaced: 0, truncated: false },
    });
    const user = userEvent.setup();
    renderApp('/peta');
    expect(await screen.findByText('1.234 di peta · 5 belum punya lokasi')).toBeInTheDocument();
    expect(asked[0]).toEqual({ path: '/api/prospect/v1/prospect/places', filter: {} });

    await user.type(screen.getByPlaceholderText('Cari nama atau nomor telepon'), 'Sari');
    await waitFor(() => expect(asked.at(-1)).toEqual({ path: '/api/prospect/v1/prospect/places', filter: { q: 'Sari' } }));

    await user.click(screen.getByRole('button', { name: 'Kunjungan' }));
    expect(await screen.findByText('2 di peta · 0 belum punya lokasi')).toBeInTheDocument();
    expect(asked.at(-1)?.path).toBe('/api/master/v1/visum/places');
    expect(window.location.search).toBe('?lapisan=kunjungan');
  });

  it('shows the orders at their customers’ places, and says when the answer was cut short', async () => {
    answerPlaces({ '/api/order/v1/order/places': { data: crowd(3), unplaced: 2, truncated: true } });
    renderApp('/mapbok');
    expect(await screen.findByText('3 di peta · 2 belum punya lokasi Hanya sebagian yang ditampilkan: persempit filternya.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kunjungan' })).not.toBeInTheDocument();
  });

  it('says why the places could not be read', async () => {
    answerPlaces({});
    server.use(mock.get('/api/prospect/v1/prospect/places', () => HttpResponse.json({ code: 'forbidden', params: {}, message: 'Akses ditolak.' }, { status: 403 })));
    renderApp('/peta');
    expect(await screen.findByText('Data peta tidak dapat dimuat: Anda tidak memiliki akses untuk tindakan ini.')).toBeInTheDocument();
  });
});
