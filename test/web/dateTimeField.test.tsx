/** Issue 16 item 14: list dates in the locale's compact form, recent ones relative, the exact time on hover. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import { DateTimeField, formatDateTime, formatRelative } from '../../src/generic/fields.tsx';

const at = new Date(2026, 2, 1, 21, 5);

describe('the compact date and time', () => {
  it('is numeric and 24-hour in Traditional Chinese, without 上午/下午', () => {
    const text = formatDateTime(at, 'zh-TW');
    expect(text).toContain('2026/03/01');
    expect(text).toContain('21:05');
    expect(text).not.toMatch(/上午|下午|晚上/);
    expect(text.length).toBeLessThanOrEqual(16);
  });

  it('is the numeric short form in English', () => {
    expect(formatDateTime(at, 'en')).toBe('03/01/2026, 09:05 PM');
  });

  it('is relative within a week and absent beyond', () => {
    const now = at.getTime();
    expect(formatRelative(new Date(now - 3 * 3600_000), 'zh-TW', now)).toBe('3 小時前');
    expect(formatRelative(new Date(now - 3 * 3600_000), 'en', now)).toBe('3 hours ago');
    expect(formatRelative(new Date(now - 2 * 86400_000), 'en', now)).toBe('2 days ago');
    expect(formatRelative(new Date(now - 30 * 86400_000), 'en', now)).toBeUndefined();
  });
});

describe('DateTimeField', () => {
  const renderIn = (locale: string, value: string, relative: boolean) =>
    render(
      <AdminContext i18nProvider={polyglotI18nProvider((l) => (l === 'zh-TW' ? zhTW : en) as never, locale)} store={memoryStore()}>
        <RecordContextProvider value={{ id: 1, publishedAt: value }}>
          <DateTimeField source="publishedAt" relative={relative} />
        </RecordContextProvider>
      </AdminContext>,
    );

  it('shows a recent instant relatively in a list, with the exact time on hover', async () => {
    const recent = new Date(Date.now() - 2 * 3600_000);
    renderIn('zh-TW', recent.toISOString(), true);
    const shown = await screen.findByText('2 小時前');
    expect(shown.tagName).toBe('TIME');
    expect(shown.getAttribute('datetime')).toBe(recent.toISOString());
    await userEvent.hover(shown);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain(String(recent.getFullYear()));
    expect(tooltip.textContent).toMatch(/星期/);
  });

  it('shows an older instant as the compact date on one line', async () => {
    const { container } = renderIn('zh-TW', at.toISOString(), true);
    const shown = container.querySelector('time')!;
    expect(shown.textContent).toBe(formatDateTime(at, 'zh-TW'));
    expect(getComputedStyle(shown).whiteSpace).toBe('nowrap');
    // The exact time, for the pointer's hover.
    expect(shown.getAttribute('title')).toMatch(/2026年3月1日\s*星期日\s*21:05:00/);
  });
});
