import { z } from 'zod';
import { INTEGRATION_KEY_STATUSES } from '../vocabularies';
import { optionalDateTime, requiredText, timestamp } from './fields';
import { permissionRowsInput } from './permissionRows';

/** What an Administrator sends to create a key: its name, its permission rows, an optional expiry. */
export const integrationKeyCreate = z.object({
  name: requiredText('Nama kunci', 120),
  permissions: permissionRowsInput,
  expires_at: optionalDateTime('Kedaluwarsa').optional(),
});

/**
 * A key as the list shows it: never the key itself, only its visible prefix. `status` is
 * 'suspended' while its creator is not an active Administrator (docs/sessions-and-access.md).
 */
export const integrationKeyRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(z.object({ name_module: z.string(), access: z.string(), import: z.string(), export: z.string() })),
  created_by: z.number().int().nullable(),
  creator_name: z.string().nullable(),
  expires_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
  last_used_at: timestamp.nullable(),
  last_used_ip: z.string().nullable(),
  created_at: timestamp,
  status: z.enum(INTEGRATION_KEY_STATUSES),
});

/** The create answer: the record and, this once, the key. */
export const integrationKeyCreated = integrationKeyRecord.extend({ key: z.string() });
