import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdministrator, isEnabled, type AccessSubject, type ModuleName } from '../../domain/permissions';
import type { DatabaseHandle } from '../db/connection';
import { isTokenOfDisabledUser, resolveToken, type Caller, type Member, type PersonCaller } from './session';
import { isIntegrationKey, resolveIntegrationKey } from './integrationKey';
import { AppError, forbidden } from './errors';
import { problem } from '../../domain/errors';
import { isOpenRoute } from '../../domain/apiPaths';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a session token (login, register, …); the app key is still checked. */
    public?: boolean;
    /**
     * The route is reached by following a link (a download): a browser navigating sends neither the
     * app key nor the session token, so a single-purpose token in its query authenticates it instead.
     */
    linkToken?: boolean;
    /** An outside service calls the route (Meta's webhook): it proves itself by signing the body, checked by the route. */
    signed?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The caller of an authenticated route; routes marked public never call it. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError(401, problem('auth.session_invalid'));
  return request.caller;
}

/** A caller that must be a signed-in person (their session, their device, a visit they made): a key gets 403. */
export function personOnly(caller: Caller): PersonCaller {
  if (caller.integration) throw forbidden(problem('integration_key.person_only'));
  return caller;
}

export const personOf = (request: FastifyRequest): PersonCaller => personOnly(callerOf(request));

export const subjectOf = (caller: Member): AccessSubject => ({
  role_name: caller.role_name,
  permissions: caller.permissions,
});

/** A preHandler that lets the request through only when the caller's role has the module enabled. */
export const requireModule = (module: ModuleName) => async (request: FastifyRequest) => {
  if (!isEnabled(subjectOf(callerOf(request)), module)) throw forbidden();
};

/** A preHandler for what only the Administrator role may do (Aktivitas Pengguna, Masukan Pengguna). */
export const requireAdministrator = async (request: FastifyRequest) => {
  if (!isAdministrator(subjectOf(callerOf(request)))) throw forbidden();
};

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

type AuthOptions = {
  database: DatabaseHandle;
  appKeys: string[];
  /** Requests a minute one integration key may make (docs/api.md, Integration keys). */
  integrationKeyPerMinute: number;
};

export default fp<AuthOptions>(async function auth(app: FastifyInstance, opts) {
  const appKeys = new Set(opts.appKeys);
  app.decorateRequest('caller', null);
  // Counted per key, not per address: the limit is the key's, wherever its calls come from.
  const perKeyLimit = app.rateLimit({
    max: opts.integrationKeyPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `integration_key:${request.caller?.integration?.id ?? request.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    // The routed path, not the raw URL: '/%61pi/…' reaches the same route as '/api/…'.
    const routed = request.routeOptions.url;
    if (!routed?.startsWith('/api/')) return;
    const config = request.routeOptions.config;
    if (isOpenRoute(routed) || config.linkToken || config.signed) return;
    const key = request.headers['x-app-key'];
    if (typeof key !== 'string' || !appKeys.has(key)) {
      throw new AppError(403, problem('auth.app_key_unknown'));
    }
    if (config.public) return;
    const token = bearer(request.headers.authorization);
    if (token && isIntegrationKey(token)) {
      const keyCaller = await resolveIntegrationKey(opts.database.db, token, request.ip);
      if (!keyCaller) throw new AppError(401, problem('integration_key.invalid'));
      request.caller = keyCaller;
      await perKeyLimit.call(app, request, reply);
      return;
    }
    const caller = token ? await resolveToken(opts.database.db, token) : null;
    if (!caller) {
      const disabled = token ? await isTokenOfDisabledUser(opts.database.db, token) : false;
      throw new AppError(401, problem(disabled ? 'auth.account_disabled' : 'auth.session_invalid'));
    }
    request.caller = caller;
  });
});
