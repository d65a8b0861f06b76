import { CHECK_QR_WA, REQUEST_QR_WA, UNLINK_WA, WA_DEMO_SCAN } from '../../domain/apiPaths';
import type { LinkState } from '../../domain/schemas/whatsapp';
import { http } from './http';

type Answer = { data: LinkState };

/** Linking the user's own WhatsApp number (docs/whatsapp.md, Linking). */
export const whatsappApi = {
  requestQr: async () => (await http.post<Answer>(REQUEST_QR_WA, {})).data.data,
  checkQr: async () => (await http.get<Answer>(CHECK_QR_WA)).data.data,
  unlink: async () => (await http.post<Answer>(UNLINK_WA, {})).data.data,
  /** Demo mode only: the fake phone with this number scans the waiting QR. */
  demoScan: async (phone: string) => (await http.post<{ message: string }>(WA_DEMO_SCAN, { phone })).data,
};
