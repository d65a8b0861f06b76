import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Executor } from '../../db/connection';
import { waAccount } from '../../db/schema';
import type { WaLinkStatus } from '../../../domain/vocabularies';

/**
 * A user's link as their own page shows it. A QR whose time ran out, or whose holder stopped
 * renewing its lease, is reported expired even before an instance has written so.
 */
export async function linkStateOf(db: Executor, id_user: number) {
  const [account] = await db.select().from(waAccount).where(eq(waAccount.id_user, id_user));
  if (!account) return { status: 'disconnected' as WaLinkStatus, phone: null, qr_svg: null, qr_expires_at: null, linked_at: null };
  const now = Date.now();
  const stale = account.status === 'waiting' && ((account.qr_expires_at?.getTime() ?? 0) < now || (account.lease_until?.getTime() ?? 0) < now);
  const status: WaLinkStatus = stale ? 'expired' : account.status;
  const qr_svg = status === 'waiting' && account.qr ? await QRCode.toString(account.qr, { type: 'svg', margin: 1, errorCorrectionLevel: 'L' }) : null;
  return { status, phone: account.phone, qr_svg, qr_expires_at: status === 'waiting' ? account.qr_expires_at : null, linked_at: account.linked_at };
}
