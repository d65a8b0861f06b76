import type { FastifyInstance, InjectOptions } from 'fastify';
import { APP_KEY } from './testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A client of the API as the web app is: app key, bearer token, JSON or form bodies. */
export function apiClient(app: FastifyInstance, token?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    'x-app-key': APP_KEY,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const call = (method: Method, url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) =>
    app.inject({ method, url, ...options, headers: headers(options.headers as Record<string, string>) });
  return {
    get: (url: string, query?: Record<string, string | number>) =>
      call('GET', url, { query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) }),
    json: (method: Method, url: string, body?: unknown, extraHeaders?: Record<string, string>) =>
      call(method, url, { ...(body === undefined ? {} : { payload: body as object }), headers: extraHeaders }),
    form: (method: Method, url: string, fields: Record<string, string | number | boolean>) =>
      call(method, url, {
        payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

let sequence = 0;

/** Registers a new company through the API and answers its administrator's session. */
export async function registerCompany(app: FastifyInstance, name = 'Dealer Uji') {
  sequence += 1;
  const email = `admin${sequence}.${Date.now()}@dealer.test`;
  const response = await apiClient(app).json('POST', '/api/user/v1/auth/register', {
    name: `Admin ${name}`,
    email,
    password: 'rahasia-123',
    phone_number: '081234567890',
    company_name: `${name} ${sequence}`,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const [session] = response.json().data as { id: number; id_role: number; id_company: number; name: string; token: string }[];
  return { ...session, email, api: apiClient(app, session.token) };
}
