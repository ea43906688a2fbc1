import { fireEvent, renderHook } from '@testing-library/react';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { KONAMI, useKonami } from '../../src/layout/Konami.tsx';
import { DEFAULT_SETTINGS, parseSettings, THEME_PRESETS } from '../../src/layout/settingsStore.ts';
import { addTag, closeAllTags, closeOtherTags, closeTag, MAX_TAGS, parseTags, replaceTag } from '../../src/layout/tagsStore.ts';
import { AA_CONTRAST, buildTheme } from '../../src/layout/theme.ts';

const tag = (path: string) => ({ path, search: '' });

describe('the tags view model', () => {
  it('keeps at most 99 tabs, evicting the oldest but never the pinned dashboard', () => {
    let tags = parseTags(undefined);
    for (let i = 1; i <= 120; i += 1) tags = addTag(tags, tag(`/tags/edit/${i}`));
    expect(tags).toHaveLength(MAX_TAGS);
    expect(tags[0]?.path).toBe('/dashboard');
    expect(tags[1]?.path).toBe('/tags/edit/23');
    expect(tags.at(-1)?.path).toBe('/tags/edit/120');
  });

  it('updates the query string of an open tab instead of adding one', () => {
    const tags = addTag(addTag(parseTags(undefined), tag('/tags')), { path: '/tags', search: '?page=2' });
    expect(tags).toEqual([tag('/dashboard'), { path: '/tags', search: '?page=2' }]);
  });

  it('moves a tab to the path its page moved to, in its place, without a second tab of that path', () => {
    const tags = ['/videos', '/videos/edit/SR-1', '/tags', '/videos/edit/7'].reduce((all, path) => addTag(all, tag(path)), parseTags(undefined));
    expect(replaceTag(tags, '/videos/edit/SR-1', '/videos/edit/3').map((t) => t.path)).toEqual(['/dashboard', '/videos', '/videos/edit/3', '/tags', '/videos/edit/7']);
    expect(replaceTag(tags, '/videos/edit/SR-1', '/videos/edit/7').map((t) => t.path)).toEqual(['/dashboard', '/videos', '/videos/edit/7', '/tags']);
    expect(replaceTag(tags, '/videos/edit/SR-9', '/videos/edit/9')).toBe(tags);
  });

  it('never closes the dashboard', () => {
    const tags = [tag('/dashboard'), tag('/tags'), tag('/directors')];
    expect(closeTag(tags, '/dashboard')).toEqual(tags);
    expect(closeOtherTags(tags, '/directors')).toEqual([tag('/dashboard'), tag('/directors')]);
    expect(closeAllTags(tags)).toEqual([tag('/dashboard')]);
  });

  it('reads back only well-formed stored tabs, the dashboard first', () => {
    expect(parseTags([tag('/tags'), { path: 3 }, tag('/dashboard'), 'x'])).toEqual([tag('/dashboard'), tag('/tags')]);
  });
});

describe('the settings', () => {
  it('default as spec §9 says', () => {
    expect(parseSettings(undefined)).toEqual({
      themeColor: '#409EFF',
      fixedHeader: false,
      tagsView: true,
      sidebarLogo: true,
      sidebarTextTheme: false,
      mode: 'light',
    });
  });

  it('drop malformed stored values', () => {
    expect(parseSettings({ themeColor: 'red;}', fixedHeader: 'yes', mode: 'dark' })).toEqual({ ...DEFAULT_SETTINGS, mode: 'dark' });
  });
});

describe('the theme', () => {
  it('uses the theme colour as primary and the size as density', () => {
    const small = createTheme(buildTheme('#11a983', 'light', 'small'));
    const large = createTheme(buildTheme('#11a983', 'light', 'large'));
    expect(small.palette.primary.main).toBe(createTheme(buildTheme('#11a983', 'light', 'large')).palette.primary.main);
    expect(small.spacing(1)).toBe('6px');
    expect(large.spacing(1)).toBe('9px');
    expect(small.typography.fontSize).toBeLessThan(large.typography.fontSize);
    expect(small.components?.MuiTextField?.defaultProps?.size).toBe('small');
    expect(large.components?.MuiTextField?.defaultProps?.size).toBe('medium');
    expect(small.breakpoints.values.md).toBe(992);
  });

  it('keeps a dark preset readable in dark mode', () => {
    const dark = createTheme(buildTheme('#212121', 'dark', 'medium'));
    expect(dark.palette.mode).toBe('dark');
    expect(dark.palette.primary.main).not.toBe('#212121');
  });

  it('makes every preset legible (WCAG AA, 4.5:1) as text on the page and under text on a button, in both modes', () => {
    for (const preset of THEME_PRESETS) {
      for (const mode of ['light', 'dark'] as const) {
        const { palette } = createTheme(buildTheme(preset, mode, 'medium'));
        expect(getContrastRatio(palette.primary.main, palette.background.paper), `${preset} ${mode}`).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(getContrastRatio(palette.primary.main, palette.background.default), `${preset} ${mode}`).toBeGreaterThanOrEqual(AA_CONTRAST);
        expect(getContrastRatio(palette.primary.main, palette.primary.contrastText), `${preset} ${mode}`).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
    // The hue is kept: the default blue stays a blue.
    const { main } = createTheme(buildTheme('#409EFF', 'light', 'medium')).palette.primary;
    expect(main).not.toBe('#409EFF');
    expect(main).toMatch(/^(#|rgb)/);
  });
});

describe('the hidden key sequence', () => {
  it('fires once the whole sequence is typed, even after a slip', () => {
    const onMatch = vi.fn();
    renderHook(() => useKonami(onMatch));
    for (const key of ['ArrowUp', ...KONAMI.slice(0, 9)]) fireEvent.keyDown(window, { key });
    expect(onMatch).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'A' });
    expect(onMatch).toHaveBeenCalledTimes(1);
  });
});
