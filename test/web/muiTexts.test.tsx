/** MUI's own texts (an autocomplete's buttons, a pagination's label) and react-admin's sort labels read in the admin's language. */
import { render, screen } from '@testing-library/react';
import { Autocomplete, CircularProgress, LinearProgress, Pagination, TextField } from '@mui/material';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { zhCN } from '../../i18n/zh-CN.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import { MuiTexts } from '../../src/layout/MuiTexts.tsx';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { storeLanguage } from '../helpers/language.ts';

beforeEach(() => localStorage.clear());

describe('MUI’s own texts', () => {
  it('are in Traditional Chinese on every screen of the shell', async () => {
    await storeLanguage('zh-TW');
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <MuiTexts>
          <Autocomplete options={['甲', '乙']} renderInput={(params) => <TextField {...params} label="項目" />} />
          <Pagination count={3} />
          <LinearProgress />
          <CircularProgress />
        </MuiTexts>
      </AdminContext>,
    );
    expect(await screen.findByRole('button', { name: '開啟' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '分頁' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
    // WCAG 2.1 AA: a progress bar has a name, react-admin's own (a reference loading) included.
    expect(screen.getAllByRole('progressbar', { name: '載入中' })).toHaveLength(2);
  });
});

describe('react-admin’s sort label', () => {
  it('names the column as it is in Chinese (no lowered first letter)', () => {
    for (const [catalogue, expected] of [
      [zhTW, '依ID遞增排序'],
      [zhCN, '按ID升序排序'],
    ] as const) {
      const i18n = polyglotI18nProvider(() => catalogue, 'zh');
      const order = i18n.translate('ra.sort.ASC');
      expect(i18n.translate('ra.sort.sort_by', { field: 'ID', field_lower_first: 'iD', order })).toBe(expected);
    }
  });
});
