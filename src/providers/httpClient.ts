/** The one HTTP client of the app: bearer token, X-Requested-With and the UI language on every call. */
import { fetchUtils } from 'react-admin';
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

export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, headers: headersFor(options) });

/** A raw fetch with the same headers, for downloads. */
export const authorizedFetch = (url: string, init: RequestInit = {}): Promise<Response> =>
  fetch(url, { ...init, headers: headersFor({ headers: init.headers as never }) });
