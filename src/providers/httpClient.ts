/** The one HTTP client of the app: bearer token, X-Requested-With and the UI language on every call. */
import { fetchUtils, HttpError } from 'react-admin';
import { isLocale, loadedCatalogue } from './catalogues.ts';
import { getToken } from './storage.ts';

export const API_URL = '/api/v1/admin';

let currentLocale = 'en';
export const setRequestLocale = (locale: string): void => {
  currentLocale = locale;
};

export const headersFor = (options: fetchUtils.Options = {}): Headers => {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('X-Requested-With', 'XMLHttpRequest');
  headers.set('Accept-Language', currentLocale);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

/**
 * "Server communication error" in the admin's language: shown as it is, where no translate is at
 * hand too. The i18n provider names a language here once its catalogue is loaded; English otherwise.
 */
export const unreachableMessage = (): string =>
  ((isLocale(currentLocale) && loadedCatalogue(currentLocale)) || loadedCatalogue('en')!).ra.notification.http_error;

/**
 * An error whose message a staff member may read: the API's own (already in their language), else
 * the app's words. Without it they would read the browser's ("Failed to fetch") or a proxy's status
 * text ("Bad Gateway"), in English. A cancelled request stays what it is.
 */
export const readableError = (error: unknown): unknown => {
  if ((error as Error | undefined)?.name === 'AbortError') return error;
  if (error instanceof HttpError) {
    const body = error.body as { message?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message ? error : new HttpError(unreachableMessage(), error.status, error.body);
  }
  return new HttpError(unreachableMessage(), 0);
};

export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers: headersFor(options) });
  } catch (error) {
    throw readableError(error);
  }
};

/** A raw fetch with the same headers, for downloads. */
export const authorizedFetch = (url: string, init: RequestInit = {}): Promise<Response> =>
  fetch(url, { ...init, headers: headersFor({ headers: init.headers as never }) });
