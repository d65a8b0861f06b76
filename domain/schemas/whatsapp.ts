import { z } from 'zod';
import { WA_LINK_STATUSES } from '../vocabularies';
import { timestamp } from './fields';

/** A user's WhatsApp link as check_qr_wa and requestQrWa answer it (docs/whatsapp.md, Linking). */
export const linkStateRecord = z.object({
  status: z.enum(WA_LINK_STATUSES),
  /** The linked number, E.164. */
  phone: z.string().nullable(),
  /** The QR to scan, as an SVG document, while status is 'waiting'. */
  qr_svg: z.string().nullable(),
  qr_expires_at: timestamp.nullable(),
  linked_at: timestamp.nullable(),
  /** The in-process fake stands in for WhatsApp: the page offers the demo's scan. */
  demo: z.boolean(),
});
export type LinkState = z.input<typeof linkStateRecord>;
