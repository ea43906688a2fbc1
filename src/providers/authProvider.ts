/**
 * Login (with the username trimmed), the session in storage, the permission fetch at first
 * navigation, and the navigation rules of spec §4. A 401 from any call ends the session.
 */
import { HttpError, type AuthProvider } from 'react-admin';
import { canAccess } from '../access.ts';
import { API_URL, httpClient } from './httpClient.ts';
import { inAppPath } from './redirect.ts';
import { clearSession, getToken, loadPermissions, markSessionEnded, saveSession } from './storage.ts';
import { currentChallenge, endTwoFactor, startTwoFactor, TwoFactorRequired } from './twoFactor.ts';

/** GET /auth/me as it comes over the wire (snake_case). */
type TMe = {
  id: number;
  username: string;
  name: string | null;
  avatar: string | null;
  roles: string[];
  two_factor_enabled: boolean;
  permissions: { name: string }[];
};

type TLoginAnswer = {
  access_token?: string;
  permissions?: { name: string }[];
  two_factor_required?: boolean;
  challenge?: string;
  needs_binding?: boolean;
};

/** The login's two kinds of call: the password, or (after a challenge) the verification code. */
type TLoginParams = { username?: string; password?: string; code?: string };

/** Public pages: no token needed (spec §4). */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/404', '/401'];

let me: Promise<TMe> | undefined;
let permissionsFetched = false;

const currentPath = () => window.location.hash.replace(/^#/, '') || '/';

/** Reads the signed-in admin once per page load; this is the spec's permission fetch. */
const fetchMe = (): Promise<TMe> => {
  me ??= httpClient(`${API_URL}/auth/me`).then(async ({ json }) => {
    const profile = json as TMe;
    const token = getToken();
    if (token) await saveSession(token, profile.permissions.map((p) => p.name));
    permissionsFetched = true;
    return profile;
  });
  me.catch(() => {
    me = undefined;
  });
  return me;
};

/** Forgets the cached admin so that the next getIdentity reads the edited profile. */
export const forgetIdentity = (): void => {
  me = undefined;
};

export const resetAuthCache = (): void => {
  me = undefined;
  permissionsFetched = false;
};

const loginRedirect = (path = currentPath()) => {
  // Already on the login page: keep the ?redirect= it has.
  if (path.startsWith('/login')) return path;
  return PUBLIC_PATHS.some((p) => path.startsWith(p)) || path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
};

/**
 * Without a token react-admin logs the visitor out: it navigates, then clears its caches. Answering
 * the permission query at once re-mounts its logout route before the navigation lands, in a loop
 * (marmelab/react-admin#10764), so the anonymous answer waits a moment.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

export const authProvider: AuthProvider = {
  login: async ({ username, password, code }: TLoginParams) => {
    const [url, body] =
      code === undefined
        ? [`${API_URL}/login`, { username: String(username ?? '').trim(), password }]
        : [`${API_URL}/googleVerify`, { challenge: currentChallenge(), code: code.trim() }];
    const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
    const answer = json as TLoginAnswer;
    if (answer.two_factor_required && answer.challenge) {
      startTwoFactor(answer.challenge);
      throw new TwoFactorRequired({ needsBinding: Boolean(answer.needs_binding) });
    }
    endTwoFactor();
    resetAuthCache();
    await saveSession(answer.access_token!, (answer.permissions ?? []).map((p) => p.name));
    const redirect = new URLSearchParams(currentPath().split('?')[1] ?? '').get('redirect');
    return { redirectTo: inAppPath(redirect) ?? '/' };
  },

  logout: async () => {
    const token = getToken();
    clearSession();
    resetAuthCache();
    // Without a token this is react-admin's catch-all for anonymous visitors: keep where they were going (spec §4).
    if (!token) return loginRedirect();
    await fetch(`${API_URL}/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    }).catch(() => undefined);
    return '/login';
  },

  checkAuth: async () => {
    if (!getToken()) throw { redirectTo: loginRedirect(), message: false };
  },

  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      if (getToken()) markSessionEnded();
      clearSession();
      resetAuthCache();
      throw { redirectTo: '/', logoutUser: true, message: false };
    }
  },

  getPermissions: async () => {
    if (!getToken()) {
      await settle();
      return [];
    }
    if (!permissionsFetched) {
      try {
        await fetchMe();
      } catch (error) {
        // The spec: on a failed permission fetch the token is reset and the admin goes back to login.
        if ((error as { status?: number }).status === 401) markSessionEnded();
        clearSession();
        resetAuthCache();
        throw new HttpError((error as Error).message || 'ra.notification.http_error', 401);
      }
    }
    return (await loadPermissions()) ?? [];
  },

  getIdentity: async () => {
    const profile = await fetchMe();
    return {
      id: profile.id,
      fullName: profile.name || profile.username,
      avatar: profile.avatar ?? undefined,
      username: profile.username,
      roles: profile.roles,
      twoFactorEnabled: profile.two_factor_enabled,
    };
  },

  canAccess: async ({ resource, action }) => {
    if (!resource) return true;
    const permissions = (await loadPermissions()) ?? [];
    return canAccess(permissions, resource, action);
  },
};
