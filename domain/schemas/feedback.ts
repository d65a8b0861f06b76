import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { feedback } from '../tables/team';
import { FEEDBACK_MESSAGE, FEEDBACK_PAGE_MAX } from '../limits';
import { isoString } from './record';

/** A feedback as administrators read it (Masukan Pengguna), with its writer's name (null once gone). */
export const feedbackRecord = createSelectSchema(feedback, { read_at: isoString, created_at: isoString })
  .omit({ id_company: true })
  .extend({ user_name: z.string().nullable() });

/** What 'Beri Masukan' sends: the message and the app page it was written on. */
export const feedbackCreate = z.object({
  message: z
    .string({ error: 'Masukan wajib diisi.' })
    .trim()
    .min(FEEDBACK_MESSAGE.min, `Masukan minimal ${FEEDBACK_MESSAGE.min} karakter.`)
    .max(FEEDBACK_MESSAGE.max, `Masukan maksimal ${FEEDBACK_MESSAGE.max} karakter.`),
  page: z
    .string()
    .trim()
    .max(FEEDBACK_PAGE_MAX, `Halaman maksimal ${FEEDBACK_PAGE_MAX} karakter.`)
    .regex(/^\//, 'Halaman harus berupa alamat di dalam aplikasi.')
    .nullish(),
});
