/**
 * What the app keeps in the browser (spec §9 storage keys): the token, and the permissions
 * encrypted with a key derived from the token, so that they cannot be read or edited without it.
 */
export const TOKEN_KEY = 'token';
export const PERMISSIONS_KEY = 'permissions';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

const keyFor = async (token: string): Promise<CryptoKey> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`permissions:${token}`));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
};

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export const saveSession = async (token: string, permissions: string[]): Promise<void> => {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(permissions));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(token), data));
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(PERMISSIONS_KEY, `${toBase64(iv)}.${toBase64(sealed)}`);
};

/** The stored permissions, or null when absent, tampered with or sealed for another token. */
export const loadPermissions = async (): Promise<string[] | null> => {
  const token = getToken();
  const stored = localStorage.getItem(PERMISSIONS_KEY);
  if (!token || !stored) return null;
  try {
    const [iv, sealed] = stored.split('.');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv!) }, await keyFor(token), fromBase64(sealed!));
    return JSON.parse(new TextDecoder().decode(plain)) as string[];
  } catch {
    return null;
  }
};

export const clearSession = (): void => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PERMISSIONS_KEY);
};

/**
 * A session the server ended (a revoked or expired token) sends the admin to the login page; this
 * mark lets that page say why, once, in the admin's language.
 */
const SESSION_ENDED_KEY = 'session_ended';
export const markSessionEnded = (): void => sessionStorage.setItem(SESSION_ENDED_KEY, '1');
export const isSessionEnded = (): boolean => sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
export const forgetSessionEnded = (): void => sessionStorage.removeItem(SESSION_ENDED_KEY);
