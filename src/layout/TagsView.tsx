/**
 * The tags view: a tab per visited page under the top bar (spec §2), the dashboard pinned,
 * with a context menu to refresh or close tabs; a deleted record's tabs close by themselves.
 */
import { Box } from '@mui/material';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { canOpen, canViewReport, matchPath, matchReport } from '../navigation.ts';
import { DASHBOARD_PATH, isValidMatch, PROFILE_PATH, useDescribePath } from './screens.ts';
import { TagChip } from './TagChip.tsx';
import { TagsContextMenu, type TTagAction } from './TagsContextMenu.tsx';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeTag,
  fallbackOf,
  isPinned,
  tagsStore,
  useTags,
  type TTag,
} from './tagsStore.ts';
import { useCloseDeletedTabs } from './useCloseDeletedTabs.ts';

/** Only real pages get a tab: not the redirect helper, error pages, or screens the admin may not open. */
const isTaggable = (pathname: string, permissions: readonly string[]): boolean => {
  if (pathname === DASHBOARD_PATH || pathname === PROFILE_PATH) return true;
  const report = matchReport(pathname);
  if (report) return canViewReport(permissions, report);
  const match = matchPath(pathname);
  return !!match && isValidMatch(match) && canOpen(permissions, match);
};

const urlOf = (tag: TTag) => `${tag.path}${tag.search}`;

export const TagsView = () => {
  const tags = useTags();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const translate = useTranslate();
  const describe = useDescribePath();
  const { permissions } = usePermissions<string[]>();
  const [menu, setMenu] = useState<{ tag: TTag; top: number; left: number } | null>(null);
  const activeRef = useRef<HTMLDivElement>(null);
  useCloseDeletedTabs();

  useEffect(() => {
    if (permissions && isTaggable(pathname, permissions)) tagsStore.set((current) => addTag(current, { path: pathname, search }));
  }, [pathname, search, permissions]);

  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tags.length]);

  /** Applies a new tab list; if the page shown lost its tab, shows `target` or the latest tab left. */
  const apply = (next: TTag[], target?: TTag) => {
    tagsStore.set(next);
    if (!next.some((t) => t.path === pathname)) navigate(urlOf(target ?? fallbackOf(next)));
  };

  const act = (action: TTagAction, tag: TTag) => {
    if (action === 'refresh') navigate(`/redirect${tag.path}`, { replace: true });
    if (action === 'close') apply(closeTag(tags, tag.path));
    if (action === 'close_others') apply(closeOtherTags(tags, tag.path), tag);
    if (action === 'close_all') apply(closeAllTags(tags));
  };

  const openMenu = (event: MouseEvent, tag: TTag) => {
    event.preventDefault();
    setMenu({ tag, top: event.clientY, left: event.clientX });
  };

  return (
    <Box
      component="nav"
      aria-label={translate('shell.tags.label')}
      // A vertical wheel scrolls the row sideways: the tabs only overflow horizontally.
      onWheel={(event) => {
        event.currentTarget.scrollLeft += event.deltaY;
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.625,
        height: 34,
        px: 1.5,
        overflowX: 'auto',
        overflowY: 'hidden',
        scrollbarWidth: 'none',
        scrollPaddingInline: 4,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.08)',
      }}
    >
      {tags.map((tag) => {
        const isActive = tag.path === pathname;
        return (
          <TagChip
            key={tag.path}
            ref={isActive ? activeRef : undefined}
            to={urlOf(tag)}
            title={describe(tag.path)?.title ?? tag.path}
            isActive={isActive}
            isPinned={isPinned(tag.path)}
            onClose={() => act('close', tag)}
            onContextMenu={(event) => openMenu(event, tag)}
          />
        );
      })}
      <TagsContextMenu
        position={menu && { top: menu.top, left: menu.left }}
        canClose={!!menu && !isPinned(menu.tag.path)}
        onAction={(action) => menu && act(action, menu.tag)}
        onClose={() => setMenu(null)}
      />
    </Box>
  );
};
