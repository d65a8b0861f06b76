import { z } from 'zod';
import { timestamp } from './fields';

/**
 * The request and answer shapes of Undang Pengguna (docs/api.md, Kelola Pengguna): the server
 * validates and documents with them, the client takes their types only.
 */

/** pending: the link still registers; the others say why it no longer does. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const invitationQuery = z.object({
  status: z.enum(INVITATION_STATUSES, { error: 'Status undangan tidak valid.' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
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
