import { z } from 'zod';
import { INVITATION_STATUSES } from '../vocabularies';
import { timestamp } from './fields';
import { pageLimit, pageOffset } from './params';

/**
 * The request and answer shapes of Undang Pengguna (docs/api.md, Kelola Pengguna): the server
 * validates and documents with them, the client takes their types only.
 */

export const invitationQuery = z.object({
  status: z.enum(INVITATION_STATUSES, { error: 'Status undangan tidak valid.' }).optional(),
  limit: pageLimit(100, 25),
  offset: pageOffset,
});
export type InvitationQuery = z.input<typeof invitationQuery>;

export const invitationOutput = z.object({
  id: z.string(),
  email: z.string(),
  id_role: z.number(),
  role_name: z.string(),
  id_group: z.number().nullable(),
  group_name: z.string().nullable(),
  invited_by_name: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  sent_at: timestamp,
  expires_at: timestamp,
  created_at: timestamp,
});
export type InvitationRecord = z.input<typeof invitationOutput>;
