import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { getToken } from '../authProvider/session';

/** The answer the server drew a cold link's first rows from (docs/client.md, "First rows from the server"). */
type PageAnswer = { url: string; contentRange: string; body: unknown };

/** As long as the answer may stand in for the list's own call: about as long as the app's code takes to arrive. */
const FRESH_MS = 30_000;

function readPageAnswer(): PageAnswer | undefined {
  const element = document.getElementById('first-answer');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PageAnswer;
  } catch {
    return undefined;
  }
}

/** A GET as its path and its query's pairs in order; the same whatever encoding either side wrote. */
const requestKey = (path: string, params: [string, string][]) => JSON.stringify([path, params.sort(([a], [b]) => a.localeCompare(b))]);

const keyOfUrl = (url: string) => {
  const parsed = new URL(url, 'http://relative.invalid');
  return requestKey(parsed.pathname, [...parsed.searchParams]);
};

/** axios's request: its path (the instance's base is an origin) and its params, which the http layer gives as strings. */
const keyOfRequest = (config: InternalAxiosRequestConfig) => {
  const params = config.params && typeof config.params === 'object' ? Object.entries(config.params as Record<string, unknown>) : [];
  return requestKey(new URL(config.url ?? '', 'http://relative.invalid').pathname, params.map(([name, value]): [string, string] => [name, String(value)]));
};

let pending: { answer: PageAnswer; token: string | undefined; until: number } | undefined;

/** Reads the answer the page came with; main.tsx calls it once, before the app's first call. */
export function keepPageAnswer(): void {
  const answer = readPageAnswer();
  pending = answer ? { answer, token: getToken(), until: Date.now() + FRESH_MS } : undefined;
}

/**
 * A request interceptor: the first GET for the URL the page's answer came from is answered with it,
 * once, instead of asking the server again for the rows already on the screen. Only for the session
 * the page was drawn for, and only shortly after the page came.
 */
export function answerFromPage(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (!pending || config.method !== 'get') return config;
  const { answer, token, until } = pending;
  if (Date.now() > until || token !== getToken()) {
    pending = undefined;
    return config;
  }
  if (keyOfRequest(config) !== keyOfUrl(answer.url)) return config;
  pending = undefined;
  // An adapter of its own answers without the network; axios still runs the response's interceptors.
  config.adapter = async (): Promise<AxiosResponse> => ({
    data: answer.body,
    status: 200,
    statusText: 'OK',
    headers: { 'content-range': answer.contentRange },
    config,
  });
  return config;
}
