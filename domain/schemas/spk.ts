import { z } from 'zod';
import { SPK_STATUSES } from '../spk';
import { optionalText, rupiahField } from './fields';
import { MAX_LENGTH } from '../limits';

/** PUT <order>/:id/spk: what the SPK adds to its order while it is a Draft. */
export const spkChange = z
  .object({
    /** The STNK's owner, when not the buyer. */
    stnk_name: optionalText('Nama di STNK', MAX_LENGTH.prospect.name),
    booking_fee: rupiahField('Tanda jadi (booking fee)'),
    booking_fee_paid: z.boolean({ error: 'Status tanda jadi harus ya atau tidak.' }),
  })
  .partial();

/** POST <order>/:id/spk/move: the SPK's next state. */
export const spkMove = z.object({ to: z.enum(SPK_STATUSES, { error: 'Status SPK harus draft, complete, done atau void.' }) });

/** GET <order>/:id/spk.pdf: A4 to print, or a narrow page to read on a phone. */
export const spkLayout = z.object({ layout: z.enum(['a4', 'phone'], { error: 'Tata letak harus a4 atau phone.' }).default('a4') });
