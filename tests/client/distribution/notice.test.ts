import { describe, expect, it } from 'vitest';
import { targetOf } from '../../../src/notifications/useNotificationActions';
import type { Notification } from '../../../src/dataProvider/types';
import { ADMIN, logIn } from '../session';

const notice = (aksi: string): Notification => ({
  id: 1,
  id_data: 42,
  tipe: 'Prospek',
  status: 'Y',
  nama_user: 'Admin Demo',
  aksi,
  nama_prospect: 'Budi dan 9 prospek lainnya',
  nama_order: null,
  created_at: '2026-11-24T08:00:00Z',
});

describe('where a read notification leads', () => {
  it('opens the recipient’s prospect list for a distribution batch, and the prospect otherwise', () => {
    logIn();
    expect(targetOf(notice('pembagian prospek'))).toBe(`/prospect?filter=${encodeURIComponent(JSON.stringify({ id_user: ADMIN.id }))}`);
    expect(targetOf(notice('penugasan prospek'))).toBe('/prospect?id=42');
  });
});
