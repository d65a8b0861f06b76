import { z } from 'zod';
import { idField } from './fields';

/**
 * The request and answer shapes of Nonaktifkan in Kelola Pengguna (docs/api.md, Deactivation): the
 * server validates and documents with them, the client takes their types only.
 */

/** Deactivation: the user's open prospects go to `id_handover_user`, or stay theirs when it is left out. */
export const deactivationBody = z.object({ id_handover_user: idField('Penerima prospek').nullish() });
export type DeactivationRequest = z.input<typeof deactivationBody>;

export const deactivationOutput = z.object({
  id: z.number(),
  status: z.string(),
  /** Open prospects handed to the handover user (0 without one). */
  handed_over: z.number(),
});
export type DeactivationResult = z.output<typeof deactivationOutput>;

/** What the deactivate dialog shows before the step: how many open prospects the user holds. */
export const openProspectsOutput = z.object({ open_prospects: z.number() });
