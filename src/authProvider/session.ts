import Cookies from 'js-cookie';
import type { SessionAnswer } from '../../domain/schemas/user';

/** The stored user of docs/sessions-and-access.md: `data[0]` without the token. */
export type StoredUser = Omit<SessionAnswer, 'token'>;

const TOKEN_COOKIE = 'token';
const PUSH_TOKEN_COOKIE = 'token_fcm';
const USER_KEY = 'user';
const END_REASON_KEY = 'session_end_reason';

/** Per-session answers (identity, permissions) kept until the session ends. */
const memo = new Map<string, Promise<unknown>>();

/** The last of some of them, kept on the device for an app opened without signal (rememberOnDevice). */
const DEVICE_ANSWER_PREFIX = 'session_answer_';

function forgetDeviceAnswers(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) if (key?.startsWith(DEVICE_ANSWER_PREFIX)) localStorage.removeItem(key);
}

export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;

export function getStoredUser(): StoredUser | undefined {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    return undefined;
  }
}

/**
 * Days the cookies outlive the browser (the server's default SESSION_DAYS): a phone that closes the
 * browser, or restarts, opens the app still signed in, also without signal, where no login can be
 * made. The server still decides: an ended session answers 401 on the next call.
 */
const COOKIE_DAYS = 30;

const cookieOptions = () => ({ sameSite: 'Strict', secure: window.location.protocol === 'https:', expires: COOKIE_DAYS }) as const;

export function saveSession({ token, id, id_role, id_company, name }: SessionAnswer): void {
  memo.clear();
  forgetDeviceAnswers();
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
  localStorage.setItem(USER_KEY, JSON.stringify({ id, id_role, id_company, name } satisfies StoredUser));
}

/** The browser's push token, as the server knows it (docs/product.md: the cookie token_fcm). */
export const savePushToken = (token: string): void => {
  Cookies.set(PUSH_TOKEN_COOKIE, token, cookieOptions());
};

/** Removes every cookie (the push token too), the stored user, the token and cached answers. */
export function clearSession(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  localStorage.removeItem(USER_KEY);
  memo.clear();
  forgetDeviceAnswers();
}

/** The answer of `load`, asked once per session; a failure is not kept, so the next call retries. */
export function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const known = memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const pending = load();
  memo.set(key, pending);
  pending.catch(() => {
    if (memo.get(key) === pending) memo.delete(key);
  });
  return pending;
}

/**
 * `remember`, and the last answer stays on the device until the session ends: when the server
 * cannot be reached at all (`unreachable`), it stands in, so that an app opened without signal
 * still knows who is signed in and what their role opens.
 */
export function rememberOnDevice<T>(key: string, load: () => Promise<T>, unreachable: (error: unknown) => boolean): Promise<T> {
  return remember(key, async () => {
    try {
      const answer = await load();
      localStorage.setItem(DEVICE_ANSWER_PREFIX + key, JSON.stringify(answer));
      return answer;
    } catch (error) {
      const kept = localStorage.getItem(DEVICE_ANSWER_PREFIX + key);
      if (kept === null || !unreachable(error)) throw error;
      return JSON.parse(kept) as T;
    }
  });
}

/** Forgets one per-session answer: the next `remember` of that key asks again. */
export function forget(key: string): void {
  memo.delete(key);
}

/**
 * Why the session ended, for the login page to show. react-admin only shows checkError's message
 * while the user is still logged in, and the session is already cleared by then.
 * The first reason wins: the calls that fail after it only repeat it.
 */
export function noteSessionEnd(message: string): void {
  if (!sessionStorage.getItem(END_REASON_KEY)) sessionStorage.setItem(END_REASON_KEY, message);
}

export function takeSessionEndReason(): string | undefined {
  const message = sessionStorage.getItem(END_REASON_KEY) ?? undefined;
  sessionStorage.removeItem(END_REASON_KEY);
  return message;
}
