import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, ResourceContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import shellIndonesian, { addPageTexts } from '../../src/i18n/id';
import pagesIndonesian from '../../src/i18n/idPages';
import TemplateCreate from '../../src/resources/template/TemplateCreate';

const i18nProvider = polyglotI18nProvider(() => addPageTexts(shellIndonesian, pagesIndonesian), 'id');

/** A data provider that records what the page creates. */
function fakeData() {
  const create = vi.fn((_resource: string, params: { data: Record<string, unknown> }) =>
    Promise.resolve({ data: { id: 1, ...params.data, created_by: 7, created_at: '2026-11-24T10:00:00Z', updated_at: '2026-11-24T10:00:00Z' } }),
  );
  const empty = () => Promise.resolve({ data: [], total: 0 });
  return { create, dataProvider: { create, getList: empty } as unknown as DataProvider };
}

function renderCreate() {
  const data = fakeData();
  render(
    <TestMemoryRouter initialEntries={['/setting/template/create']}>
      <AdminContext dataProvider={data.dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="setting/template">
          <TemplateCreate />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...data, user: userEvent.setup() };
}

const body = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Isi pesan/ });
const preview = () => screen.getByTestId('template-preview');

describe('Pengaturan Template form', () => {
  it('previews the message on the sample prospect as it is typed, with its length', async () => {
    const { user } = renderCreate();
    expect(await screen.findByText('Pesan akan tampil di sini.')).toBeInTheDocument();
    await user.type(body(), 'Halo {{nama}, ini {{motor}');
    expect(preview()).toHaveTextContent('Halo Budi Santoso, ini Honda Vario 160 CBS');
    expect(screen.getByText('42 / 2000 karakter')).toBeInTheDocument();
  });

  it('inserts a placeholder at the cursor from its button', async () => {
    const { user } = renderCreate();
    await user.type(await screen.findByRole('textbox', { name: /^Isi pesan/ }), 'Halo , apa kabar?');
    body().setSelectionRange(5, 5);
    await user.click(screen.getByRole('button', { name: 'Sisipkan {nama}' }));
    expect(body()).toHaveValue('Halo {nama}, apa kabar?');
    expect(preview()).toHaveTextContent('Halo Budi Santoso, apa kabar?');
  });

  it('names unknown placeholders as the field error and does not save', async () => {
    const { user, create } = renderCreate();
    await user.type(await screen.findByRole('textbox', { name: /^Nama template/ }), 'Sapa');
    await user.type(body(), 'Halo {{namaa}');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Placeholder tidak dikenal: {namaa}. Yang bisa dipakai: {nama}, {telepon}, {motor}, {kota}, {status}, {sales}, {telepon_sales}, {dealer}.'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('saves the name, the text and whether it is active', async () => {
    const { user, create } = renderCreate();
    await user.type(await screen.findByRole('textbox', { name: /^Nama template/ }), 'Sapa prospek');
    await user.type(body(), 'Halo {{nama}');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ name: 'Sapa prospek', body: 'Halo {nama}', active: true });
  });
});
