import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { LocationInputs } from '../../../src/resources/prospect/LocationInputs';
import { renderInAdmin } from '../approval/admin';
import { server } from '../msw';

/** What the form holds, as the save would send it. */
function Held() {
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] });
  return <output aria-label="held">{JSON.stringify({ latitude, longitude })}</output>;
}

function renderLocation(record: { latitude: number | null; longitude: number | null }) {
  server.use(mock.get('/api/master/v1/visum/map_tiles', () => HttpResponse.json({ url: 'http://localhost/tiles/{z}/{x}/{y}.png' })));
  renderInAdmin(
    <Form record={record}>
      <LocationInputs />
      <Held />
    </Form>,
  );
}

const held = () => JSON.parse(screen.getByLabelText('held').textContent ?? '{}');

describe("a prospect's place chosen on the map", () => {
  it('opens on the place it has, under the pin, and keeps it on Gunakan titik ini', async () => {
    renderLocation({ latitude: -6.885, longitude: 107.613 });
    await userEvent.click(await screen.findByRole('button', { name: 'Pilih di peta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih lokasi di peta' });
    expect(await within(dialog).findByRole('region', { name: 'Peta untuk memilih lokasi' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Titik terpilih: -6.885000, 107.613000')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Gunakan titik ini' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(held()).toEqual({ latitude: -6.885, longitude: 107.613 });
  });

  it('without a place, shows Indonesia whole and asks to zoom in before a point can be used', async () => {
    renderLocation({ latitude: null, longitude: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Pilih di peta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pilih lokasi di peta' });
    expect(await within(dialog).findByText('Perbesar peta sampai jalan dan rumah terlihat untuk memilih titik.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Gunakan titik ini' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(held()).toEqual({ latitude: null, longitude: null });
  });
});
