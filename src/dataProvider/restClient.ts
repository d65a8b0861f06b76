import type { AxiosInstance, AxiosResponseHeaders, RawAxiosResponseHeaders } from 'axios';
import type { fetchUtils } from 'react-admin';
import { http } from './http';

export type RestResponse = { status: number; headers: Headers; body: string; json: unknown };

function toHeaders(source: RawAxiosResponseHeaders | AxiosResponseHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(source)) {
    if (value === undefined || value === null) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

function requestHeaders(options: fetchUtils.Options): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(new Headers(options.headers).entries());
  if (typeof options.body === 'string' && !headers['content-type']) headers['content-type'] = 'application/json';
  return headers;
}

/**
 * The httpClient that ra-data-simple-rest expects (fetchUtils.fetchJson's answer), made with the
 * shared axios instance so that its headers, parameter cleaning and error mapping apply.
 */
export const createRestClient =
  (client: AxiosInstance = http) =>
  async (url: string, options: fetchUtils.Options = {}): Promise<RestResponse> => {
    const response = await client.request({
      url,
      method: options.method ?? 'GET',
      data: options.body,
      headers: requestHeaders(options),
      signal: options.signal ?? undefined,
    });
    const body = response.data === undefined || response.data === '' ? '' : JSON.stringify(response.data);
    return {
      status: response.status,
      headers: toHeaders(response.headers),
      body,
      json: body ? response.data : undefined,
    };
  };
