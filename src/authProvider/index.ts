import type { AuthProvider, UserIdentity } from 'react-admin';
import { gotNoAnswer } from '../dataProvider/answerStatus';
import { SessionExpiredError, isSessionError } from '../dataProvider/http';
import { providerApi } from '../dataProvider/providerApi';
import type { UserDetail } from '../dataProvider/types';
import type { SessionAnswer } from '../../domain/schemas/user';
import type { LoginStep } from '../../domain/schemas/securityRules';
import { requestLogin, requestLogout } from './authApi';
import { announceSessionLoss } from './sessionLoss';
import { forgetReadsExcept } from '../offline/storedReads';
import { LOGIN_REQUIRED, SESSION_EXPIRED, sessionLossMessage } from './messages';
import { canAccess, type AccessSubject } from '../../domain/permissions';
import { rememberDealerZone } from '../dealerZone';
import {
  clearSession,
  forget,
  getStoredUser,
  getToken,
  noteSessionEnd,
  rememberOnDevice,
  saveSession,
  type StoredUser,
} from './session';

function storedUser(): StoredUser {
  const user = getStoredUser();
  if (!user) throw new SessionExpiredError();
  return user;
}

const DETAIL = 'detail';

const loadUserDetail = async (): Promise<UserDetail> => {
  const { id } = storedUser();
  const detail = await rememberOnDevice(DETAIL, () => providerApi.userDetail(id), gotNoAnswer);
  rememberDealerZone(detail.company_time_zone);
  return detail;
};

/** The next identity asks the server again: the user changed their name, photo or language (Profil). */
export const forgetIdentity = (): void => forget(DETAIL);

const SUBJECT = 'subject';

/**
 * The role name and permission rows that permissions.ts decides from, fetched once per session and
 * again after forgetAccessSubject (the role's rows changed: refreshAccess.ts).
 */
export const loadAccessSubject = (): Promise<AccessSubject> => {
  const { id_role } = storedUser();
  return rememberOnDevice(
    SUBJECT,
    async () => {
      const [detail, permissions] = await Promise.all([loadUserDetail(), providerApi.getPermission(id_role)]);
      return { role_name: detail.role_name, permissions };
    },
    gotNoAnswer,
  );
};

export const forgetAccessSubject = (): void => forget(SUBJECT);

/**
 * Keeps the session a login or a registration answered, and starts fetching what the menus need
 * without waiting for it: the app opens meanwhile and asks for its first page's data side by side
 * (the menus and react-admin's canAccess wait for this same request, `remember`).
 */
export function startSession(answer: SessionAnswer): void {
  saveSession(answer);
  loadAccessSubject().catch((error: unknown) => console.error('[permissions]', error));
}

/** Where a user's photo is served: the avatar of the top bar and Profil's. */
export const userPhotoUrl = (photo: string) => `/files/users/${encodeURIComponent(photo)}`;

/** Ends the session on the client, tells the login page why, and lets react-admin log out. */
function endSession(message: string): Promise<never> {
  announceSessionLoss(message);
  return Promise.reject({ message });
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;

export const authProvider: AuthProvider = {
  /** Answers the step still owed when the company's rules ask for one (LoginSteps.tsx), else opens the session. */
  async login({ email, password }: { email: string; password: string }): Promise<LoginStep | undefined> {
    const answer = await requestLogin({ email, password });
    if (answer.next) return answer.next;
    startSession(answer.data[0]);
    return undefined;
  },

  async logout() {
    if (getToken()) {
      await requestLogout().catch(() => undefined);
    } else {
      // Without a session react-admin only logs out when a protected route was visited.
      noteSessionEnd(LOGIN_REQUIRED);
    }
    clearSession();
    // What this user read stays on the device for reading offline only while they are signed in.
    await forgetReadsExcept();
    return '/login';
  },

  checkAuth: () => (getToken() ? Promise.resolve() : Promise.reject({ message: LOGIN_REQUIRED })),

  checkError(error: unknown) {
    if (error instanceof SessionExpiredError) return endSession(SESSION_EXPIRED);
    if (statusOf(error) === 401) return endSession(sessionLossMessage(error));
    return Promise.resolve();
  },

  async getIdentity(): Promise<UserIdentity> {
    const detail = await loadUserDetail();
    return {
      ...detail,
      fullName: detail.name,
      avatar: detail.photo ? userPhotoUrl(detail.photo) : undefined,
    };
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    try {
      return canAccess(await loadAccessSubject(), { resource, action });
    } catch (error) {
      // A lost session is checkError's business; anything else is only logged (docs/product.md).
      if (!isSessionError(error)) console.error('[canAccess]', error);
      return false;
    }
  },
};
