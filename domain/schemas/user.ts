import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { TIME_ZONES } from '../timeZones';
import { user } from '../tables/tenancy';
import { emailField, idField, optionalPhoneField, optionalText, passwordField, requiredText } from './fields';
import { MAX_LENGTH } from '../limits';
import { isoString, writable } from './record';

const userColumns = createSelectSchema(user, { created_at: isoString, updated_at: isoString });

/** A user as /setting/users answers it: listed field by field, so secrets (the password hash, tokens) never leave. */
export const userRecord = userColumns.pick({
  id: true,
  email: true,
  name: true,
  npm: true,
  phone_number: true,
  photo: true,
  id_role: true,
  id_group: true,
  status: true,
  training_done: true,
  created_at: true,
});

/** The signed-in user's own details (user/detail): their columns, with the names of their role, group and company. */
export const userDetailRecord = userColumns
  .pick({ id: true, email: true, name: true, npm: true, phone_number: true, photo: true, language: true, id_role: true, id_company: true, id_group: true, invited_email: true })
  .extend({ role_name: z.string(), group_name: z.string().nullable(), company_name: z.string(), company_logo: z.string().nullable(), company_time_zone: z.enum(TIME_ZONES) });
export type UserDetail = z.input<typeof userDetailRecord>;

/** What signing in (and a registration that signs in) answers in `data[0]`: who, and the session's token. */
export const sessionRecord = userColumns.pick({ id: true, id_role: true, id_company: true, name: true }).extend({ token: z.string() });
export type SessionAnswer = z.input<typeof sessionRecord>;

/** check_user_training: true once the user has finished the onboarding training or linked a WhatsApp number. */
export const trainingCheckOutput = z.object({ api_status: z.boolean() });
export type TrainingCheck = z.input<typeof trainingCheckOutput>;

/** A member as every colleague may see them (/members): who they are, no more. */
export const memberRecord = userColumns.pick({ id: true, name: true, id_group: true, id_role: true, photo: true });

const refine = {
  email: emailField,
  name: requiredText('Nama', MAX_LENGTH.user.name),
  npm: optionalText('NPM', MAX_LENGTH.user.npm),
  phone_number: optionalPhoneField('Nomor HP'),
  id_role: idField('Role'),
  id_group: idField('Grup').nullish(),
  status: z.enum(user.status.enumValues, { error: 'Status tidak valid.' }),
};
/** The password is no column: the server keeps its hash. */
const userFields = createInsertSchema(user, refine).pick(writable(refine)).extend({ password: passwordField });

export const userCreate = userFields.extend({ status: refine.status.default('active') });
export const userUpdate = userFields.partial();
