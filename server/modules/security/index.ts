import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIXES, SECURITY_RULES, TWO_STEP } from '../../../domain/apiPaths';
import { RESOURCES } from '../../../domain/resources';
import type { ModuleOptions } from '../moduleOptions';
import { authenticatorBox } from './authenticator';
import loginStepRoutes from './loginSteps.routes';
import memberTwoStepRoutes from './memberTwoStep.routes';
import securityRuleRoutes from './rules.routes';
import twoStepRoutes from './twoStep.routes';

/**
 * Aturan Keamanan (docs/sessions-and-access.md, Security rules): the company's rules, each member's
 * two-step login (Profil), an Administrator's reset of a member's (Kelola Pengguna) and the login's
 * steps after the password. The rules are enforced where passwords are set and sessions open (users
 * module, plugins/session.ts).
 */
const securityModule: FastifyPluginAsync<ModuleOptions> = async (app, { database, config }) => {
  const box = authenticatorBox(config);
  const { sessionDays } = config;
  await app.register(securityRuleRoutes, { prefix: SECURITY_RULES, database, sessionDays });
  await app.register(twoStepRoutes, { prefix: TWO_STEP, database, box, sessionDays });
  await app.register(memberTwoStepRoutes, { prefix: RESOURCES['setting/users'].path, database, sessionDays });
  await app.register(loginStepRoutes, { prefix: `${API_PREFIXES.auth}/login`, database, box, sessionDays });
};

export default securityModule;
