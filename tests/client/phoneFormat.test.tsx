import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../domain/phoneFormat';
import { fakeApi, type Row } from './records/fakeApi';
import { logInSales, renderRecords } from './records/render';

const SARI: Row = {
  id: 42,
  id_user: 7,
  name: 'Sari Wulandari',
  phone: '+6285306045797',
  whatsapp: '+6281298765432',
  status: 'Hot',
  payment: null,
  photo: null,
  created_at: '2026-03-02T03:00:00Z',
};

describe('a phone as a person reads it', () => {
  it.each([
    ['+6285306045797', '0853-0604-5797'],
    ['+6281234567890', '0812-3456-7890'],
    ['+62215551234', '(021) 5551234'],
    // A foreign number keeps its country; what is no number stays as it came.
    ['+12025550123', '+1 202 555 0123'],
    ['bukan nomor', 'bukan nomor'],
  ])('%s reads %s', (stored, read) => {
    expect(formatPhone(stored)).toBe(read);
  });

  it('shows the national format in the prospect list and dials the stored number', async () => {
    logInSales();
    fakeApi({ prospect: [SARI], members: [{ id: 7, name: 'Budi Santoso' }] });
    renderRecords('/prospect');
    const link = await screen.findByRole('link', { name: '0853-0604-5797' });
    expect(link).toHaveAttribute('href', 'tel:+6285306045797');
    expect(screen.queryByText(/\+6285306045797/)).toBeNull();
  });

  it('shows the national format for the phone and the WhatsApp number of a prospect', async () => {
    logInSales();
    fakeApi({ prospect: [SARI], members: [{ id: 7, name: 'Budi Santoso' }] });
    renderRecords('/prospect/42/show');
    await screen.findByRole('heading', { name: 'Sari Wulandari' });
    expect(screen.getByRole('link', { name: '0853-0604-5797' })).toHaveAttribute('href', 'tel:+6285306045797');
    const whatsapp = screen.getByRole('link', { name: '0812-9876-5432' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/6281298765432');
    expect(within(document.body).queryByText(/\+62/)).toBeNull();
  });
});
