import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { HttpError } from 'react-admin';
import { SESSION_EXPIRED, sessionLossMessage } from '../authProvider/messages';
import { getToken } from '../authProvider/session';
import { announceSessionLoss } from '../authProvider/sessionLoss';
import { API_URL, APP_KEY } from './apiOrigin';
import { HTTP_ERROR_MESSAGE } from './httpErrorMessage';
import { readErrorEnvelope } from './errorEnvelope';
import { PUBLIC_PATH_PREFIXES } from '../../domain/apiPaths';
import type { ErrorLanguage } from '../../domain/errors';
import { i18nProvider } from '../i18n';
import { noteNoAnswer } from '../offline/connectivity';
import { answerFromPage } from './answerWithPage';


/** A call that needs a session found no token cookie. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED);
    this.name = 'SessionExpiredError';
  }
}

/** The answers that end the session: a revoked token, or no token at all. */
export const isSessionError = (error: unknown): boolean =>
  error instanceof SessionExpiredError || (error instanceof HttpError && error.status === 401);

const isPublicPath = (url: string | undefined) => {
  const path = new URL(url ?? '', 'http://relative.invalid').pathname;
  return PUBLIC_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
};

/** docs/api.md: empty query values ('' / null / undefined) are not sent. */
function dropEmptyParams(params: unknown): unknown {
  if (!params || typeof params !== 'object' || params instanceof URLSearchParams) return params;
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );
}

function withSession(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (!token && !isPublicPath(config.url)) {
    announceSessionLoss(SESSION_EXPIRED);
    throw new SessionExpiredError();
  }
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('X-App-Key', APP_KEY);
  config.params = dropEmptyParams(config.params);
  return config;
}

/** The interface language (react-admin's locale, which the user's choice in the store sets). */
const interfaceLanguage = (): ErrorLanguage => (i18nProvider.getLocale() === 'en' ? 'en' : 'id');

/**
 * The server's error envelope as react-admin's HttpError, its texts in the interface language:
 * the message above or in a snackbar, `body.errors` beside the fields, and the code and its
 * parameters in `body.problem` and `body.fields` for the screens that act on them.
 */
function toHttpError(error: unknown): unknown {
  if (!axios.isAxiosError(error) || axios.isCancel(error)) return error;
  const response = error.response;
  if (!response) {
    noteNoAnswer();
    return new HttpError(HTTP_ERROR_MESSAGE, 0, { errors: {}, fields: {} });
  }
  const envelope = readErrorEnvelope(response.data, interfaceLanguage());
  return new HttpError(envelope.message ?? HTTP_ERROR_MESSAGE, response.status, envelope);
}

/** A 401 to a call made with a session means another login took it over, or the account was deactivated (docs/product.md). */
function failed(error: unknown): Promise<never> {
  const httpError = toHttpError(error);
  const config = axios.isAxiosError(error) ? error.config : undefined;
  if (httpError instanceof HttpError && httpError.status === 401 && !isPublicPath(config?.url)) {
    announceSessionLoss(sessionLossMessage(httpError));
  }
  return Promise.reject(httpError);
}

function createHttp(baseURL: string): AxiosInstance {
  const instance = axios.create({ baseURL });
  // axios runs request interceptors last-registered first: the session is checked before a page's answer is used.
  instance.interceptors.request.use(answerFromPage);
  instance.interceptors.request.use(withSession);
  instance.interceptors.response.use(undefined, failed);
  return instance;
}

/** The provider API. */
export const http = createHttp(API_URL);

type FormValue = string | number | boolean | null | undefined;

/** An `application/x-www-form-urlencoded` body; undefined fields are left out. */
function formBody(fields: Record<string, FormValue>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value === null ? '' : String(value));
  }
  return body;
}

export async function postForm<T>(url: string, fields: Record<string, FormValue>): Promise<T> {
  const response = await http.post<T>(url, formBody(fields));
  return response.data;
}

export async function putForm<T>(url: string, fields: Record<string, FormValue>): Promise<T> {
  const response = await http.put<T>(url, formBody(fields));
  return response.data;
}
