import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from './msw';
import { answerAdministrator, renderApp } from './renderApp';
import { logIn } from './session';

/** Sari's home in Bandung, as a visum or 'Gunakan lokasi saya' kept it. */
const SARI = {
  id: 5,
  name: 'Sari Wulandari',
  address: 'Jl. Buah Batu No. 12',
  kelurahan: null,
  kecamatan: 'Lengkong',
  kota: 'Bandung',
  provinsi: 'Jawa Barat',
  latitude: -6.9387,
  longitude: 107.6314,
};

function answerProspect(prospect: Record<string, unknown>) {
  server.use(mock.get(`/api/prospect/v1/prospect/${String(prospect.id)}`, () => HttpResponse.json(prospect)));
}

const linkTo = (name: string) => screen.findByRole('link', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  logIn();
  answerAdministrator();
});

describe('the map pages', () => {
  it('hand the way to a prospect to the phone’s map app, Google Maps or OpenStreetMap, from where the phone is', async () => {
    answerProspect(SARI);
    renderApp('/mapdirect/5');

    await screen.findByText('Jl. Buah Batu No. 12, Lengkong, Bandung, Jawa Barat');
    expect(await linkTo('Buka di aplikasi peta')).toHaveAttribute('href', 'geo:-6.9387,107.6314?q=-6.9387,107.6314(Sari%20Wulandari)');
    expect(await linkTo('Petunjuk arah di Google Maps')).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=-6.9387,107.6314',
    );
    expect(await linkTo('Petunjuk arah di OpenStreetMap')).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B-6.9387%2C107.6314',
    );
    expect(await linkTo('Kembali ke Sari Wulandari')).toHaveAttribute('href', '/prospect/5/show');
  });

  it('open the prospect’s place in Google Maps', async () => {
    answerProspect(SARI);
    renderApp('/mapsgoogle/5');
    expect(await linkTo('Buka di Google Maps')).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-6.9387,107.6314');
    expect(screen.queryByRole('link', { name: /^Petunjuk arah/ })).not.toBeInTheDocument();
  });

  it('send to the prospect’s edit page when its place is not known, and to the list without a prospect', async () => {
    answerProspect({ ...SARI, latitude: null, longitude: null });
    const { unmount } = renderApp('/mapdirect/5');
    expect(await screen.findByText(/^Lokasi Sari Wulandari belum tercatat\./)).toBeInTheDocument();
    expect(await linkTo('Ubah prospek')).toHaveAttribute('href', '/prospect/5');
    expect(screen.queryByRole('link', { name: /^Petunjuk arah/ })).not.toBeInTheDocument();
    unmount();

    renderApp('/mapdirect');
    expect(await linkTo('Buka daftar prospek')).toHaveAttribute('href', '/prospect');
  });
});
