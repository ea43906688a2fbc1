import { HttpError } from 'react-admin';
import { authProvider, resetAuthCache } from '../../src/providers/authProvider.ts';
import { dataProvider } from '../../src/providers/dataProvider.ts';
import { loadCatalogue } from '../../src/providers/catalogues.ts';
import { setRequestLocale } from '../../src/providers/httpClient.ts';
import { createI18nProvider, initialLocale } from '../../src/providers/i18nProvider.ts';
import { forgetSessionEnded, getToken, isSessionEnded, loadPermissions, saveSession } from '../../src/providers/storage.ts';

type TCall = { url: URL; method: string; headers: Headers; body: unknown };

/** Stubs fetch with one answer and records what the app sent. */
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url: new URL(url, 'http://localhost'),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
    }),
  );
  return calls;
};

beforeEach(() => {
  localStorage.clear();
  resetAuthCache();
  window.location.hash = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('data provider', () => {
  it('sends snake_case filter and sort keys and reads camelCase records', async () => {
    const calls = answer(200, [{ id: 1, first_name: 'Ada', created_at: '2025-01-01' }], { 'Content-Range': 'users 0-0/1' });
    const result = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { firstName: 'Ada', planId: 3 },
    });
    expect(result).toEqual({ data: [{ id: 1, firstName: 'Ada', createdAt: '2025-01-01' }], total: 1, meta: { totalKind: 'exact' } });
    const query = calls[0]!.url.searchParams;
    expect(JSON.parse(query.get('sort')!)).toEqual(['created_at', 'DESC']);
    expect(JSON.parse(query.get('filter')!)).toEqual({ first_name: 'Ada', plan_id: 3 });
  });

  it('reads how exact a total is, for the pagination to say so', async () => {
    answer(200, [{ id: 26 }], { 'Content-Range': 'videos 25-49/10000', 'X-Total-Kind': 'at-least' });
    const result = await dataProvider.getList('videos', { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toMatchObject({ total: 10000, meta: { totalKind: 'at-least' } });
  });

  it('pages forward from the cursor the previous page handed out, and jumps by offset', async () => {
    const params = (page: number) => ({ pagination: { page, perPage: 25 }, sort: { field: 'title', order: 'ASC' as const }, filter: { status: 'draft' } });
    let calls = answer(200, [{ id: 1 }], { 'Content-Range': 'films 0-24/90', 'X-Next-Cursor': 'after-page-1' });
    await dataProvider.getList('films', params(1));
    expect(calls[0]!.url.searchParams.has('cursor')).toBe(false);
    calls = answer(200, [{ id: 2 }], { 'Content-Range': 'films 25-49/90', 'X-Next-Cursor': 'after-page-2' });
    await dataProvider.getList('films', params(2));
    expect(calls[0]!.url.searchParams.get('cursor')).toBe('after-page-1');
    calls = answer(200, [{ id: 4 }], { 'Content-Range': 'films 75-89/90' });
    await dataProvider.getList('films', params(4));
    expect(calls[0]!.url.searchParams.has('cursor')).toBe(false);
  });

  it('sends snake_case bodies', async () => {
    const calls = answer(200, { id: 7, first_name: 'Ada', last_name: 'L' });
    const { data } = await dataProvider.update('users', { id: 7, data: { firstName: 'Ada', lastName: 'L' }, previousData: { id: 7 } });
    expect(calls[0]!.body).toEqual({ first_name: 'Ada', last_name: 'L' });
    expect(data).toEqual({ id: 7, firstName: 'Ada', lastName: 'L' });
  });

  it('sends an edit\'s read instant as If-Match, not in the body, with the token still; a refusal reads as the server worded it', async () => {
    await saveSession('the-token', []);
    const calls = answer(200, { id: 5, name: 'Crime drama', updated_at: '2026-11-28T02:00:00.000Z' });
    const { data } = await dataProvider.update('tags', { id: 5, data: { name: 'Crime drama', updatedAt: '2026-11-28T01:58:17.123Z' }, previousData: { id: 5 } });
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url.pathname).toBe('/api/v1/admin/tags/5');
    expect(calls[0]!.headers.get('If-Match')).toBe('"2026-11-28T01:58:17.123Z"');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer the-token');
    expect(calls[0]!.body).toEqual({ name: 'Crime drama' });
    expect(data).toEqual({ id: 5, name: 'Crime drama', updatedAt: '2026-11-28T02:00:00.000Z' });
    answer(409, { message: 'ada saved this record at 2026-11-28 02:00:00 UTC', changed_by: 'ada' });
    const refused = await dataProvider.update('tags', { id: 5, data: { name: 'x', updatedAt: '2026-11-28T01:58:17.123Z' }, previousData: { id: 5 } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(409);
    expect((refused as HttpError).message).toBe('ada saved this record at 2026-11-28 02:00:00 UTC');
    expect(((refused as HttpError).body as { changedBy?: string }).changedBy).toBe('ada');
  });

  it('sends the token, X-Requested-With and the UI language', async () => {
    await saveSession('the-token', []);
    setRequestLocale('zh-TW');
    const calls = answer(200, { id: 1 });
    await dataProvider.getOne('tags', { id: 1 });
    const { headers } = calls[0]!;
    expect(headers.get('Authorization')).toBe('Bearer the-token');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('Accept-Language')).toBe('zh-TW');
    setRequestLocale('en');
  });

  it('turns a 422 into the first message of each camelCase field', async () => {
    answer(422, { message: 'Some fields are not valid.', errors: { field_name: ['a', 'b'] } });
    const error = await dataProvider.create('tags', { data: { fieldName: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(422);
    expect((error as HttpError).message).toBe('Some fields are not valid.');
    expect((error as HttpError).body.errors).toEqual({ fieldName: 'a' });
  });

  it('never hands the screens the browser’s or a proxy’s English: an unreachable server and a bare 502 read in the admin’s language', async () => {
    // The i18n provider names a language to the client once its catalogue is loaded.
    await loadCatalogue('zh-TW');
    await loadCatalogue('zh-CN');
    setRequestLocale('zh-TW');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const offline = await dataProvider.getList('tags', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(HttpError);
    expect((offline as HttpError).message).toBe('與伺服器通訊時發生錯誤');

    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' } })));
    const proxied = await dataProvider.getOne('tags', { id: 1 }).catch((e: unknown) => e);
    expect((proxied as HttpError).status).toBe(502);
    expect((proxied as HttpError).message).toBe('與伺服器通訊時發生錯誤');

    setRequestLocale('zh-CN');
    const download = await dataProvider.download('/tags/exportCsv', 'tags.csv').catch((e: unknown) => e);
    expect((download as HttpError).message).toBe('与服务器通信出错');

    answer(403, { message: '您沒有執行此操作的權限。' });
    const refused = await dataProvider.getOne('tags', { id: 1 }).catch((e: unknown) => e);
    expect((refused as HttpError).message).toBe('您沒有執行此操作的權限。');
    setRequestLocale('en');
  });

  it('keeps every field of every record a bulk refusal lists', async () => {
    answer(422, { message: 'Some could not be published.', errors: { 4: ['cover', 'video'], 9: ['serial_number'] } });
    const error = await dataProvider.bulkAction('videos', 'publish', [4, 9]).catch((e: unknown) => e);
    expect((error as HttpError).body.errors).toEqual({ 4: ['cover', 'video'], 9: ['serialNumber'] });
  });

  it('deletes many records through the all-or-nothing endpoint', async () => {
    const calls = answer(200, { data: [1, 2] });
    expect(await dataProvider.deleteMany('tags', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { ids: [1, 2] } });
    expect(calls[0]!.url.pathname).toBe('/api/v1/admin/tags/delete-many');
  });

  it('changes the password in wire casing and reads the new token', async () => {
    const calls = answer(200, { access_token: 'new' });
    expect(await dataProvider.changePassword({ currentPassword: 'a', password: 'b' })).toEqual({ accessToken: 'new' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { current_password: 'a', password: 'b' } });
    expect(calls[0]!.url.pathname).toBe('/api/v1/admin/auth/password');
  });
});

describe('auth provider', () => {
  const loginAnswer = { access_token: 'tok', permissions: [{ name: 'list-tags' }, { name: 'edit-tags' }] };

  it('trims the username and keeps the permissions encrypted', async () => {
    const calls = answer(200, loginAnswer);
    await authProvider.login({ username: '  admin ', password: 'Secret-1' });
    expect(calls[0]!.body).toEqual({ username: 'admin', password: 'Secret-1' });
    expect(getToken()).toBe('tok');
    expect(localStorage.getItem('permissions')).not.toMatch(/tags/);
    expect(await loadPermissions()).toEqual(['list-tags', 'edit-tags']);
  });

  it('follows ?redirect= only to paths inside the app', async () => {
    answer(200, loginAnswer);
    window.location.hash = '#/login?redirect=%2Ftags%2Fedit%2F5';
    expect(await authProvider.login({ username: 'admin', password: 'x' })).toEqual({ redirectTo: '/tags/edit/5' });
    window.location.hash = '#/login?redirect=%2F%2Fevil.example';
    expect(await authProvider.login({ username: 'admin', password: 'x' })).toEqual({ redirectTo: '/' });
  });

  it('sends a visitor without a token to the login with the path to come back to', async () => {
    window.location.hash = '#/tags/edit/5';
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Ftags%2Fedit%2F5' });
    expect(await authProvider.logout({})).toBe('/login?redirect=%2Ftags%2Fedit%2F5');
  });

  it('ends the session on a 401 and only then', async () => {
    await saveSession('tok', ['list-tags']);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(getToken()).toBe('tok');
    expect(isSessionEnded()).toBe(false);
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/' });
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('permissions')).toBeNull();
    // The login page says why the admin is back (the session ended), once.
    expect(isSessionEnded()).toBe(true);
    forgetSessionEnded();
  });
});

describe('i18n provider', () => {
  const browser = (languages: string[]) => vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

  it.each([
    [['zh-HK', 'en'], 'zh-TW'],
    [['zh-TW'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['zh-CN'], 'zh-CN'],
    [['fr-FR', 'de'], 'en'],
  ])('reads the browser languages %j as %s', (languages, locale) => {
    browser(languages);
    expect(initialLocale()).toBe(locale);
  });

  it('prefers the stored choice, and stores a new one', async () => {
    browser(['zh-CN']);
    localStorage.setItem('language', 'en');
    const provider = createI18nProvider();
    expect(provider.getLocale()).toBe('en');
    await provider.changeLocale('zh-TW');
    expect(localStorage.getItem('language')).toBe('zh-TW');
    expect(provider.translate('validation.password_required')).toBe('請輸入密碼。');
  });
});

describe('the catalogues', () => {
  /** The providers as a fresh page load has them: English only. */
  const freshPage = async () => {
    vi.resetModules();
    return {
      ...(await import('../../src/providers/catalogues.ts')),
      ...(await import('../../src/providers/i18nProvider.ts')),
      ...(await import('../../src/providers/httpClient.ts')),
    };
  };

  afterEach(() => {
    vi.doUnmock('virtual:catalogue/zh-CN');
    vi.resetModules();
  });

  it('hold English from the start and fetch a Chinese one when it is chosen, resource labels included', async () => {
    const { createI18nProvider, loadedCatalogue } = await freshPage();
    expect(loadedCatalogue('en')?.resources).toBeDefined();
    expect(loadedCatalogue('zh-TW')).toBeUndefined();
    const provider = createI18nProvider('en');
    expect(provider.translate('resources.plans.name', { smart_count: 2 })).toBe('Plans');
    await provider.changeLocale('zh-TW');
    expect(loadedCatalogue('zh-TW')).toBeDefined();
    expect(loadedCatalogue('zh-CN')).toBeUndefined();
    expect(provider.getLocale()).toBe('zh-TW');
    expect(provider.translate('resources.plans.name', { smart_count: 2 })).toBe('方案');
    expect(provider.translate('resources.plans.fields.recurringDiscountPrice')).toBe('續期優惠價');
  });

  it('start in the stored language once its catalogue is loaded, and never before', async () => {
    localStorage.setItem('language', 'zh-CN');
    const { createI18nProvider, loadI18nProvider, unreachableMessage } = await freshPage();
    expect(() => createI18nProvider()).toThrow(/zh-CN catalogue is not loaded/);
    const provider = await loadI18nProvider();
    expect(provider.getLocale()).toBe('zh-CN');
    expect(provider.translate('resources.plans.name')).toBe('套餐');
    expect(unreachableMessage()).toBe('与服务器通信出错');
  });

  it('leave the language as it was when a catalogue cannot be fetched', async () => {
    vi.doMock('virtual:catalogue/zh-CN', () => {
      throw new Error('offline');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('language', 'zh-CN');
    const { loadI18nProvider } = await freshPage();
    const provider = await loadI18nProvider();
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('resources.plans.name', { smart_count: 1 })).toBe('Plan');
    localStorage.setItem('language', 'en');
    await expect(provider.changeLocale('zh-CN')).rejects.toThrow();
    expect(provider.getLocale()).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
