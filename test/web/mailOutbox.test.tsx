/** The mail outbox's list warns while no mail server is configured. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mails } from '../../resources/mails/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const mail = {
  id: 12, to: 'yan1351@mail.example.net', subject: '请确认您在 Showrunner 中国 的邮箱地址', template: 'email-verification', locale: 'zh-CN', user: 7, state: 'queued',
  tries: 0, lastError: null, nextAttemptAt: '2026-11-28T01:58:00Z', sentAt: null, body: 'yan1351 您好', createdAt: '2026-11-28T01:58:00Z', updatedAt: '2026-11-28T01:58:00Z',
};

const renderOutbox = (delivering: boolean, locale = 'en') => {
  const getList = vi.fn(async () => ({ data: [mail], total: 1 }));
  const getMany = vi.fn(async () => ({ data: [] }));
  const call = vi.fn(async (_method: string, path: string) => (path === '/mails/delivery' ? { data: { delivering } } : []));
  renderRoutes('/users/mails', { locale, permissions: mails.permissions, dataProvider: { getList: getList as never, getMany: getMany as never, call } as never });
  return call;
};

describe('the mail outbox', { timeout: 30000 }, () => {
  it.each([
    ['en', 'No mail server is configured'],
    ['zh-TW', '尚未設定郵件伺服器'],
    ['zh-CN', '尚未配置邮件服务器'],
  ] as const)('says, in %s, that no mail leaves while no mail server is configured', async (locale, warning) => {
    const call = renderOutbox(false, locale);
    await screen.findByText(mail.subject, undefined, { timeout: 5000 });
    expect((await screen.findByRole('alert')).textContent).toContain(warning);
    expect(screen.getByText('SMTP_URL', { exact: false })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('GET', '/mails/delivery');
  });

  it('says nothing more when mails are delivered', async () => {
    const call = renderOutbox(true);
    await screen.findByText(mail.subject, undefined, { timeout: 5000 });
    await waitFor(() => expect(call).toHaveBeenCalledWith('GET', '/mails/delivery'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a mail\'s page', { timeout: 30000 }, () => {
  it.each([
    ['failed', true],
    ['queued', false],
    ['sent', false],
  ] as const)('offers Resend for a %s mail: %s', async (state, offered) => {
    const getOne = vi.fn(async () => ({ data: { ...mail, state } }));
    const getMany = vi.fn(async () => ({ data: [] }));
    renderRoutes('/users/mails/12', { permissions: mails.permissions, dataProvider: { getOne: getOne as never, getMany: getMany as never } as never });
    await screen.findAllByText(mail.subject, undefined, { timeout: 5000 });
    expect(screen.getByRole('link', { name: /list/i })).toBeTruthy();
    expect(Boolean(screen.queryByRole('button', { name: /resend/i }))).toBe(offered);
  });
});
