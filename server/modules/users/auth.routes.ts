import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import type { FileStore } from '../../files/store';
import type { Mailer } from '../../mailer';
import { personOf } from '../../plugins/auth';
import { emailField, idField, optionalText, passwordField, phoneField, requiredText } from '../../../domain/schemas/fields';
import { sessionRecord } from '../../../domain/schemas/user';
import { loginAnswer } from '../../../domain/schemas/securityRules';
import { alsoErrors, messageEnvelope } from '../../schemas';
import { login } from './login.service';
import { RESET_DONE, RESET_REQUESTED, requestPasswordReset, resetPassword } from './passwordReset.service';
import { describeInvitation, registerCompany, registerInvited, registerJoin } from './registration.service';
import { confirmEmailChange, EMAIL_CHANGE_HOURS, EMAIL_CHANGED } from './emailChange.service';
import { emailConfirmation } from '../../../domain/schemas/profile';
import { revokeSession } from '../../plugins/session';

type AuthRoutesOptions = { database: DatabaseHandle; config: Config; mailer: Mailer; files: FileStore };

const sessionAnswer = z.object({ data: z.array(sessionRecord) });

const person = {
  name: requiredText('Nama', 120),
  email: emailField,
  password: passwordField,
  phone_number: phoneField('Nomor HP'),
};

const CHOOSE_COMPANY = 'Isi nama perusahaan baru atau kode perusahaan yang ingin anda ikuti.';

/** Exactly one of company_name (a new dealer) or company_code (join an existing one). */
const registerBody = z
  .object({
    ...person,
    company_name: optionalText('Nama perusahaan', 160),
    company_code: optionalText('Kode perusahaan', 20),
  })
  .superRefine((body, ctx) => {
    if (Boolean(body.company_name) === Boolean(body.company_code)) {
      ctx.addIssue({ code: 'custom', path: [body.company_code ? 'company_name' : 'company_code'], message: CHOOSE_COMPANY });
    }
  });

/**
 * Rate limit of each public form per IP. A dealer's whole sales floor may share one address, so it
 * is generous; guessing one account's password is stopped by the login limits of login.service.ts.
 */
const PUBLIC_FORM_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { database, config, mailer, files }) => {
  const { db } = database;
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    user_agent: request.headers['user-agent'],
    sessionDays: config.sessionDays,
  });

  app.post(
    '/login',
    {
      config: { public: true, ...PUBLIC_FORM_LIMIT },
      schema: {
        summary: 'Masuk dengan email dan kata sandi',
        description:
          "The session, or (`data` empty) the step the company's security rules still ask for in `next`: a code of the authenticator, setting one up, or a new password; each answered at …/login/<step> with `next.challenge`.",
        tags: ['auth'],
        // A wrong email or password.
        ...alsoErrors(401),
        body: z.object({ email: emailField, password: z.string({ error: 'Kata sandi wajib diisi.' }).min(1, 'Kata sandi wajib diisi.').max(128) }),
        response: { 200: loginAnswer },
      },
    },
    async (request) => login(db, request.body, meta(request)),
  );

  app.post('/logout', { schema: { summary: 'Keluar dan cabut sesi ini', tags: ['auth'], response: { 200: messageEnvelope } } }, async (request) => {
    await revokeSession(db, personOf(request).session_id);
    return { message: 'Anda telah keluar.' };
  });

  app.post(
    '/register',
    {
      config: { public: true, ...PUBLIC_FORM_LIMIT },
      schema: {
        summary: 'Daftar akun baru',
        tags: ['auth'],
        description: 'Creates a new company (company_name) or joins one by its code (company_code, answers 202).',
        body: registerBody,
        response: { 201: sessionAnswer, 202: z.object({ data: z.array(z.never()), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { company_name, company_code, ...body } = request.body;
      if (company_name) {
        return reply.code(201).send({ data: [await registerCompany(db, { ...body, company_name }, meta(request))] });
      }
      const message = await registerJoin(db, { ...body, company_code: company_code ?? '' }, meta(request));
      return reply.code(202).send({ data: [], message });
    },
  );

  app.post(
    '/forgot_password',
    {
      config: { public: true, ...PUBLIC_FORM_LIMIT },
      schema: { summary: 'Minta tautan atur ulang kata sandi', tags: ['auth'], body: z.object({ email: emailField }), response: { 200: messageEnvelope } },
    },
    async (request) => {
      await requestPasswordReset(db, mailer, request.body.email, config.publicUrl);
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/reset_password',
    {
      config: { public: true, ...PUBLIC_FORM_LIMIT },
      schema: {
        summary: 'Atur ulang kata sandi',
        tags: ['auth'],
        body: z.object({ email: emailField, id: requiredText('Kode atur ulang', 100), password: passwordField }),
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await resetPassword(db, request.body);
      return { message: RESET_DONE };
    },
  );

  app.post(
    '/confirm_email',
    {
      config: { public: true, ...PUBLIC_FORM_LIMIT },
      schema: {
        summary: 'Konfirmasi email baru',
        tags: ['auth'],
        description: `The token of the link mailed by a Profil e-mail change: once, within ${EMAIL_CHANGE_HOURS} hours. The old address is told.`,
        body: emailConfirmation,
        response: { 200: messageEnvelope },
      },
    },
    async (request) => {
      await confirmEmailChange(db, mailer, files, request.body.token);
      return { message: EMAIL_CHANGED };
    },
  );

  app.get(
    '/invitation/:id',
    {
      config: { public: true, ...PUBLIC_FORM_LIMIT },
      schema: {
        summary: 'Baca undangan yang masih berlaku',
        tags: ['auth'],
        params: z.object({ id: requiredText('Undangan', 100) }),
        response: { 200: z.object({ data: z.object({ email: z.string(), id_company: z.number(), company_name: z.string(), role_name: z.string() }) }) },
      },
    },
    async (request) => ({ data: await describeInvitation(db, request.params.id) }),
  );

  app.post(
    '/register_invited',
    {
      config: { public: true, ...PUBLIC_FORM_LIMIT },
      schema: {
        summary: 'Daftar lewat undangan',
        tags: ['auth'],
        body: z.object({ ...person, idcompany: idField('Perusahaan'), idinvited: requiredText('Undangan', 100) }),
        response: { 200: sessionAnswer },
      },
    },
    async (request) => ({ data: [await registerInvited(db, request.body, meta(request))] }),
  );
};

export default authRoutes;
