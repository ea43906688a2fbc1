/**
 * ra-data-simple-rest over our HTTP client, wrapped: the one place where the app converts key
 * case (camelCase inside, snake_case on the wire), where bulk deletes use the all-or-nothing
 * endpoint, and where server field errors become form errors (first message of each field).
 */
import humps from 'humps';
import { HttpError, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { TPhoto } from '../../resources/define.ts';
import { API_URL, authorizedFetch, httpClient, readableError } from './httpClient.ts';
import { postFiles, type TProgress } from './uploads.ts';

const toWire = <T,>(value: T): T => (value === undefined ? value : (humps.decamelizeKeys(value as object) as T));
const fromWire = <T,>(value: T): T => humps.camelizeKeys(value as object) as T;

/**
 * Server errors `{message, errors: {field: [messages]}}` → react-admin's `{errors: {field: message}}`.
 * A bulk refusal is keyed by record id and lists every field each record misses: all of them are kept.
 */
const formErrors = (error: unknown): unknown => {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return error;
  const { errors: fields, ...rest } = error.body as { message?: string; errors?: Record<string, string[] | string> };
  // The rest of the body (a stale save's `changed_by`) is read in camelCase, as records are.
  const body = { ...(humps.camelizeKeys(rest) as typeof rest), errors: fields };
  const errors = body.errors
    ? Object.fromEntries(
        Object.entries(body.errors).map(([key, messages]) =>
          /^\d+$/.test(key) ? [key, [messages].flat().map((field) => humps.camelize(field))] : [humps.camelize(key), [messages].flat()[0] ?? ''],
        ),
      )
    : undefined;
  return new HttpError(body.message ?? error.message, error.status, { ...body, errors });
};

const base = simpleRestProvider(API_URL, httpClient);

/** The key of an update's data that holds the `updatedAt` its record was read at: sent as `If-Match`, never in the body. */
export const READ_AT = 'updatedAt';

type TParams = Record<string, unknown> & {
  data?: unknown;
  previousData?: unknown;
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  target?: string;
};

const paramsToWire = (params: TParams): TParams => ({
  ...params,
  ...(params.data !== undefined ? { data: toWire(params.data) } : {}),
  ...(params.previousData !== undefined ? { previousData: toWire(params.previousData) } : {}),
  ...(params.filter ? { filter: toWire(params.filter) } : {}),
  ...(params.sort ? { sort: { ...params.sort, field: humps.decamelize(params.sort.field) } } : {}),
  ...(params.target ? { target: humps.decamelize(params.target) } : {}),
});

type TWrapped = 'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany';

const wrap = <M extends TWrapped>(method: M): DataProvider[M] =>
  (async (resource: string, params: TParams) => {
    try {
      const call = base[method] as unknown as (resource: string, params: TParams) => Promise<unknown>;
      return fromWire(await call(resource, paramsToWire(params)));
    } catch (error) {
      throw formErrors(error);
    }
  }) as unknown as DataProvider[M];

/** The signed-in admin as GET /auth/me describes them. */
export type TProfile = {
  id: number;
  username: string;
  name: string | null;
  phone: string | null;
  avatar: string | null;
  lastLoginAt: string | null;
  twoFactorEnabled: boolean;
  roles: string[];
  permissions: { name: string }[];
};

export type TProfileUpdate = Pick<TProfile, 'name' | 'phone' | 'avatar'>;
export type TPasswordChange = { currentPassword: string; password: string };

export type TAppDataProvider = DataProvider & {
  /** A custom action: POST /<resource>/<id>/<action>. */
  action: (resource: string, id: number | string, action: string, body?: unknown) => Promise<unknown>;
  /**
   * Any other route of the API (a block's ordered items, a dragged order, the permission catalogue),
   * relative to the API root: an entity's own requests live in its folder and go through here.
   */
  call: <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;
  /** A bulk action, all or nothing: POST /<resource>/<action>-many. */
  bulkAction: (resource: string, action: string, ids: (number | string)[], extra?: Record<string, unknown>) => Promise<unknown>;
  /** Uploads images into a record's gallery; answers the gallery as it is after. */
  addPhotos: (resource: string, id: number | string, files: File[], onProgress?: TProgress) => Promise<{ gallery: TPhoto[] }>;
  /** Downloads GET /<resource>/exportCsv for the list's filter and sort. */
  exportCsv: (resource: string, params: { filter: Record<string, unknown>; sort?: { field: string; order: string } }, filename: string) => Promise<void>;
  /** Downloads a file (a CSV export) with the token in the header, never in the URL. */
  download: (path: string, filename: string) => Promise<void>;
  me: () => Promise<TProfile>;
  updateMe: (data: TProfileUpdate) => Promise<TProfile>;
  /** Revokes every other session; the answer carries this session's new token. */
  changePassword: (data: TPasswordChange) => Promise<{ accessToken: string }>;
  /** Two-factor authentication on for the signed-in admin, from their next login. */
  enableTwoFactor: () => Promise<unknown>;
  /** A new device secret for the signed-in admin, to scan now (409 when a device is bound already). */
  startTwoFactorBinding: () => Promise<{ otpauthUrl: string; qrCode: string }>;
  /** Binds the device with its first code and turns two-factor authentication on. */
  confirmTwoFactor: (code: string) => Promise<unknown>;
};

const send = async <T = unknown,>(path: string, init: { method: string; body?: unknown; headers?: Record<string, string> }): Promise<T> => {
  try {
    const { json } = await httpClient(`${API_URL}${path}`, {
      method: init.method,
      body: init.body === undefined ? undefined : JSON.stringify(toWire(init.body)),
      ...(init.headers ? { headers: new Headers(init.headers) } : {}),
    });
    return fromWire(json) as T;
  } catch (error) {
    throw formErrors(error);
  }
};

/** How exact a list's total is (the server's X-Total-Kind): 'exact', or 'at-least' (a filtered list counted up to a cap). */
export type TTotalKind = 'exact' | 'at-least';

/** The cursor each list's last page handed out (X-Next-Cursor), by list: a page forward is sought from it, however deep. */
const cursors = new Map<string, { page: number; cursor: string }>();
const MAX_CURSORS = 100;

/** ra-data-simple-rest's list call, also reading how exact the total is, for the pagination to say so. */
const getList: DataProvider['getList'] = async (resource, params) => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const wire = paramsToWire(params as unknown as TParams);
  const query = new URLSearchParams({ range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]), filter: JSON.stringify(wire.filter ?? {}) });
  if (wire.sort) query.set('sort', JSON.stringify([wire.sort.field, wire.sort.order]));
  const list = `${resource} ${query.get('filter')} ${query.get('sort')} ${perPage}`;
  const previous = cursors.get(list);
  if (previous?.page === page - 1) query.set('cursor', previous.cursor);
  try {
    const { headers, json } = await httpClient(`${API_URL}/${resource}?${query}`, { signal: params.signal });
    const next = headers.get('x-next-cursor');
    cursors.delete(list);
    if (next) {
      if (cursors.size >= MAX_CURSORS) cursors.delete(cursors.keys().next().value!);
      cursors.set(list, { page, cursor: next });
    }
    const range = headers.get('content-range');
    if (!range) throw new Error('The list answered without Content-Range.');
    const totalKind = (headers.get('x-total-kind') ?? 'exact') as TTotalKind;
    return { data: fromWire(json), total: Number.parseInt(range.split('/').pop()!, 10), meta: { totalKind } };
  } catch (error) {
    throw formErrors(error);
  }
};

export const dataProvider: TAppDataProvider = {
  getList,
  getOne: wrap('getOne'),
  getMany: wrap('getMany'),
  getManyReference: wrap('getManyReference'),
  create: wrap('create'),
  update: async (resource, params) => {
    const { [READ_AT]: readAt, ...data } = (params.data ?? {}) as Record<string, unknown>;
    if (typeof readAt !== 'string') return wrap('update')(resource, params);
    // The instant the record was read, as If-Match: the server refuses a save over a newer one (409).
    return { data: await send(`/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'PUT', body: data, headers: { 'If-Match': `"${readAt}"` } }) };
  },
  updateMany: wrap('updateMany'),
  // ra-data-simple-rest labels its bodiless DELETE as text/plain, which the API refuses (415).
  delete: async (resource, params) => ({
    data: await send(`/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' }),
  }),
  deleteMany: async (resource, params) => {
    const result = await send<{ data: never[] }>(`/${resource}/delete-many`, { method: 'POST', body: { ids: params.ids } });
    return { data: result.data };
  },
  action: (resource, id, action, body) =>
    send(`/${resource}/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body: body ?? {} }),
  call: (method, path, body) => send(path, { method, body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}) }),
  bulkAction: (resource, action, ids, extra) => send(`/${resource}/${action}-many`, { method: 'POST', body: { ...extra, ids } }),
  addPhotos: async (resource, id, files, onProgress) => {
    try {
      return await postFiles<{ gallery: TPhoto[] }>(`/${resource}/${encodeURIComponent(String(id))}/photos`, files, onProgress);
    } catch (error) {
      throw formErrors(error);
    }
  },
  exportCsv: (resource, { filter, sort }, filename) => {
    // Dates in the file are written in the admin's time zone, the one this browser shows.
    const query = new URLSearchParams({ filter: JSON.stringify(toWire(filter)), time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    if (sort) query.set('sort', JSON.stringify([humps.decamelize(sort.field), sort.order]));
    return dataProvider.download(`/${resource}/exportCsv?${query}`, filename);
  },
  download: async (path, filename) => {
    const response = await authorizedFetch(`${API_URL}${path}`).catch((error: unknown) => {
      throw readableError(error);
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
      throw readableError(new HttpError(response.statusText, response.status, body));
    }
    const url = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: filename });
    link.click();
    URL.revokeObjectURL(url);
  },
  me: () => send<TProfile>('/auth/me', { method: 'GET' }),
  updateMe: (data) => send<TProfile>('/auth/me', { method: 'PUT', body: data }),
  changePassword: (data) => send<{ accessToken: string }>('/auth/password', { method: 'POST', body: data }),
  enableTwoFactor: () => send('/auth/me/two-factor', { method: 'POST', body: {} }),
  startTwoFactorBinding: () => send<{ otpauthUrl: string; qrCode: string }>('/auth/me/two-factor/binding', { method: 'POST', body: {} }),
  confirmTwoFactor: (code) => send('/auth/me/two-factor/confirm', { method: 'POST', body: { code } }),
};
