import { z } from 'zod';
import { DEVICE_TYPES } from '../vocabularies';
import { idField, timestamp } from './fields';
import { pageLimit, pageOffset } from './params';

/** The largest page of Catatan Perangkat. */
export const DEVICE_PAGE_MAX = 100;

/** GET DEVICES: a page, and for an Administrator one user's sessions (anyone else may name only themselves). */
export const deviceQuery = z.object({
  limit: pageLimit(DEVICE_PAGE_MAX, 25),
  offset: pageOffset,
  id_user: idField('Pengguna').optional(),
});

/**
 * What the server reads from a session's User-Agent (bowser, on the server: the phone downloads no
 * parser): the browser and its major version ('Chrome 142'), the system ('Android 14', 'Windows'),
 * the kind of device and its model where the User-Agent names one ('iPhone'). Each is null when the
 * User-Agent does not say.
 */
export const deviceRecord = z.object({
  browser: z.string().nullable(),
  os: z.string().nullable(),
  type: z.enum(DEVICE_TYPES).nullable(),
  model: z.string().nullable(),
});

/**
 * A session still open, as Catatan Perangkat lists it: whose, the device it was opened on, the
 * address of the login (`ip`), first use (`created_at`, the login), last use (`last_used_at`, to the
 * minute) and whether it is the caller's own `current` session.
 */
export const deviceSessionRecord = z.object({
  id: z.number().int(),
  id_user: z.number().int(),
  user_name: z.string(),
  device: deviceRecord,
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: timestamp,
  last_used_at: timestamp,
  expires_at: timestamp,
  current: z.boolean(),
});

export const deviceSessionPage = z.object({ data: z.array(deviceSessionRecord), count: z.number().int() });

export type DeviceSession = z.input<typeof deviceSessionRecord>;
