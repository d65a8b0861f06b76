import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  challengeCodeInput,
  challengeInput,
  challengePasswordInput,
  loginAnswer,
  recoveryCodes,
  twoStepInput,
  twoStepSetup,
} from '../../../domain/schemas/securityRules';
import type { DatabaseHandle } from '../../db/connection';
import { alsoErrors } from '../../schemas';
import type { SecretBox } from '../../whatsapp/secretBox';
import { answerTwoStep, changePasswordAtLogin, confirmAtLogin, setUpAtLogin, type StepContext } from './loginSteps.service';

type LoginStepRoutesOptions = { database: DatabaseHandle; box: SecretBox; sessionDays: number };

/** Like the login form's: generous per address, since guessing is stopped by the login limits. */
const STEP_LIMIT = { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The steps a login's answer may ask for before its session (docs/sessions-and-access.md, Security
 * rules), under /api/user/v1/auth/login: each takes the challenge that answer gave, never a session.
 */
const loginStepRoutes: FastifyPluginAsyncZod<LoginStepRoutesOptions> = async (app, { database, box, sessionDays }) => {
  const tags = ['auth'];
  const context = (request: FastifyRequest): StepContext => ({
    db: database.db,
    box,
    meta: { ip: request.ip, user_agent: request.headers['user-agent'], sessionDays },
  });

  app.post(
    '/two_step',
    {
      config: STEP_LIMIT,
      schema: {
        summary: 'Masuk langkah kedua: kode aplikasi autentikator atau kode pemulihan',
        description: 'A recovery code works once. A wrong code counts against the login limits; a challenge takes 5 before it is spent.',
        tags,
        ...alsoErrors(401),
        body: twoStepInput,
        response: { 200: loginAnswer },
      },
    },
    async (request) => answerTwoStep(context(request), request.body.challenge, request.body),
  );

  app.post(
    '/two_step/setup',
    {
      config: STEP_LIMIT,
      schema: {
        summary: 'Masuk: siapkan aplikasi autentikator yang diwajibkan perusahaan',
        tags,
        ...alsoErrors(401),
        body: challengeInput,
        response: { 200: z.object({ data: twoStepSetup }) },
      },
    },
    async (request) => ({ data: await setUpAtLogin(context(request), request.body.challenge) }),
  );

  app.post(
    '/two_step/confirm',
    {
      config: STEP_LIMIT,
      schema: {
        summary: 'Masuk: aktifkan aplikasi autentikator dengan kodenya',
        description: 'Answers the recovery codes, this once, with the next step or the session.',
        tags,
        ...alsoErrors(401),
        body: challengeCodeInput,
        response: { 200: loginAnswer.extend(recoveryCodes.shape) },
      },
    },
    async (request) => confirmAtLogin(context(request), request.body.challenge, request.body.code),
  );

  app.post(
    '/password',
    {
      config: STEP_LIMIT,
      schema: {
        summary: 'Masuk: ganti kata sandi yang diatur administrator',
        tags,
        ...alsoErrors(401),
        body: challengePasswordInput,
        response: { 200: loginAnswer },
      },
    },
    async (request) => changePasswordAtLogin(context(request), request.body.challenge, request.body.password),
  );
};

export default loginStepRoutes;
