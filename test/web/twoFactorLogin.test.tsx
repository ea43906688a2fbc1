import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, memoryStore, testDataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { LoginPage } from '../../src/pages/LoginPage.tsx';
import { authProvider, resetAuthCache } from '../../src/providers/authProvider.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { getToken, markSessionEnded } from '../../src/providers/storage.ts';
import { storeLanguage } from '../helpers/language.ts';

// Typing into react-admin forms is slow in jsdom, slower still beside the server suite.
const FORMS = { timeout: 15_000 };

const OTPAUTH = 'otpauth://totp/Showrunner:kenji?issuer=Showrunner&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

type TAnswer = { status: number; body: unknown };

/** The API as the login sees it: one answer per path, recorded calls. */
const api = (answers: Record<string, TAnswer | TAnswer[]>) => {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname.replace('/api/v1/admin', '');
      calls.push({ path, body: JSON.parse(String(init.body ?? '{}')) });
      const queued = answers[path];
      const answer = Array.isArray(queued) ? queued.shift()! : queued!;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
};

const renderLogin = (path = '/login') => {
  const seen: { location?: Location } = {};
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (seen.location = location)}>
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <LoginPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { pathname: () => seen.location?.pathname };
};

const passwordStep = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/Username/), 'kenji');
  await user.type(screen.getByLabelText(/^Password/), 'Kenji-pass-2024');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

const challenge = (needsBinding: boolean): TAnswer => ({ status: 200, body: { two_factor_required: true, challenge: 'the-challenge', needs_binding: needsBinding } });
const session: TAnswer = { status: 200, body: { access_token: 'the-token', permissions: [{ name: 'list-tags' }] } };

beforeEach(() => {
  localStorage.clear();
  resetAuthCache();
  window.location.hash = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('the two-factor login', FORMS, () => {
  it('shows the QR code and the key to type, then takes the code and signs in', async () => {
    const calls = api({ '/login': challenge(true), '/googleOtpauth': { status: 200, body: { otpauth_url: OTPAUTH, qr_code: QR } }, '/googleVerify': session });
    const { pathname } = renderLogin();
    const user = userEvent.setup();
    await passwordStep(user);
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', QR);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(document.querySelector('[data-otpauth]')).toHaveAttribute('data-otpauth', OTPAUTH);
    // The challenge stays in memory: nothing is stored before the code is accepted.
    expect(localStorage.length).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(getToken()).toBe('the-token');
    expect(calls.map((c) => c.path)).toEqual(['/login', '/googleOtpauth', '/googleVerify']);
    expect(calls[1]!.body).toEqual({ challenge: 'the-challenge' });
    expect(calls[2]!.body).toEqual({ challenge: 'the-challenge', code: '123456' });
  });

  it('goes straight to the code once a device is bound, and keeps the step after a wrong code', async () => {
    const wrong = { status: 422, body: { message: 'Wrong verification code.', errors: { code: ['Wrong verification code.'] } } };
    api({ '/login': challenge(false), '/googleVerify': [wrong, session] });
    // The provider reads ?redirect= from the address bar, as the app's hash router keeps it there.
    window.location.hash = '#/login?redirect=%2Ftags';
    const { pathname } = renderLogin('/login?redirect=%2Ftags');
    const user = userEvent.setup();
    await passwordStep(user);
    const code = await screen.findByLabelText(/Verification code/);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong verification code.');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pathname()).toBe('/tags'));
  });

  it('returns to the password with the server’s message when the login has expired', async () => {
    const expired = { status: 401, body: { message: 'This login has expired or was already completed. Please log in again.' } };
    api({ '/login': challenge(false), '/googleVerify': expired });
    renderLogin();
    const user = userEvent.setup();
    await passwordStep(user);
    await user.type(await screen.findByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This login has expired');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('says, in the admin’s language and once, that the server ended the session', async () => {
    await storeLanguage('zh-CN');
    markSessionEnded();
    renderLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('您的会话已结束，请重新登录。');
    cleanup();
    renderLogin();
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Traditional Chinese on both steps', async () => {
    await storeLanguage('zh-TW');
    api({ '/login': challenge(true), '/googleOtpauth': { status: 200, body: { otpauth_url: OTPAUTH, qr_code: QR } } });
    renderLogin();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/帳號/), 'kenji');
    await user.type(screen.getByLabelText(/^密碼/), 'Kenji-pass-2024');
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('設定兩步驟驗證')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByLabelText(/驗證碼/)).toBeInTheDocument();
  });
});
