import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw';
import { fakeApi, PATHS, type Row } from './fakeApi';
import { logInSales, renderRecords } from './render';

const ADIRA: Row = { id: 1, name: 'Adira Finance', short_name: 'ADIRA', contact_name: null, active: true, rates: [{ tenor: 35, rate: 22 }] };

/** Answers the offers' upload; counts the uploads (jsdom's XMLHttpRequest does not carry a File's bytes to msw). */
function answerUpload(answer: () => Response) {
  const received: string[] = [];
  server.use(
    mock.post(`${PATHS.leasing}/offers`, ({ request }) => {
      received.push(request.headers.get('content-type') ?? '');
      return answer();
    }),
  );
  return received;
}

async function openPartners(exports: Record<string, string>, imports: string[]) {
  logInSales(exports, ['Leasing'], imports);
  fakeApi({ leasing: [ADIRA] });
  server.use(mock.get(`${PATHS.leasing}/unmapped`, () => HttpResponse.json([])));
  renderRecords('/setting/leasing');
  expect(await screen.findByText('Adira Finance')).toBeInTheDocument();
}

const sheet = () => new File(['Nama singkat,Bunga 35 bln (%)\nADIRA,21\n'], 'penawaran.csv', { type: 'text/csv' });

describe('Mitra Leasing’s offers as a file', () => {
  it('uploads an edited sheet with the Leasing import right and says what changed', async () => {
    await openPartners({ Leasing: 'all' }, ['Leasing']);
    const received = answerUpload(() => HttpResponse.json({ created: 1, updated: 2 }));
    expect(screen.getByRole('button', { name: 'Unduh penawaran' })).toBeEnabled();
    await userEvent.upload(screen.getByLabelText('Impor penawaran', { selector: 'input' }), sheet());
    expect(await screen.findByText('Penawaran diimpor: 1 mitra baru, 2 mitra diperbarui.')).toBeInTheDocument();
    expect(received).toEqual([expect.stringMatching(/^multipart\/form-data/)]);
  });

  it('lists the rows the server refused, in a dialog the keyboard closes', async () => {
    await openPartners({}, ['Leasing']);
    answerUpload(() =>
      HttpResponse.json(
        {
          code: 'leasing.offer_sheet_invalid',
          message: 'Berkas penawaran tidak diimpor: 2 baris perlu diperbaiki. Tidak ada yang diubah.',
          errors: { row_3: 'Baris 3: Nama leasing wajib diisi.', row_5: 'Baris 5: Nama singkat wajib diisi.' },
        },
        { status: 422 },
      ),
    );
    expect(screen.queryByRole('button', { name: 'Unduh penawaran' })).toBeNull();
    await userEvent.upload(screen.getByLabelText('Impor penawaran', { selector: 'input' }), sheet());
    const dialog = await screen.findByRole('dialog', { name: 'Penawaran tidak diimpor' });
    expect(within(dialog).getByText(/2 baris perlu diperbaiki/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Baris 3: Nama leasing wajib diisi.', 'Baris 5: Nama singkat wajib diisi.']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers neither to a role without the Leasing import and export rights', async () => {
    await openPartners({}, []);
    expect(screen.queryByRole('button', { name: 'Unduh penawaran' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Impor penawaran' })).toBeNull();
  });
});
