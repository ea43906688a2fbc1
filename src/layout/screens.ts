/**
 * What a path is called: its title (tags view, header search, document title) and its
 * breadcrumb trail, derived from the registry's route map so that no screen is named twice.
 */
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { isIdParam } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { screenReports, type TScreenReport } from '../analytics/analyticsScreens.ts';
import { INBOX_PATH } from '../inbox/useInbox.ts';
import { matchExtraScreen, matchPath, matchReport, menuLabel, type TMatch } from '../navigation.ts';
import { useRecordNames, type TRecordName } from './useRecordNames.ts';

export const DASHBOARD_PATH = '/dashboard';
export const PROFILE_PATH = '/profile/index';

export type TCrumb = { label: string; path?: string };
export type TScreenInfo = { title: string; crumbs: TCrumb[] };
export type TDescribe = (pathname: string) => TScreenInfo | undefined;

/** Id parameters are digits only (spec §2), or the resource's alternate key, as the route table enforces. */
export const isValidMatch = (match: TMatch): boolean => match.id === undefined || isIdParam(match.resource, match.id);

/** `named: false` keeps records by number (a phone's breadcrumb, which has room for a short name only: the page's title names the record). */
export const useDescribePath = ({ named = true }: { named?: boolean } = {}): TDescribe => {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const readNames = useRecordNames();
  const nameOf: TRecordName = (resource, id) => (named ? readNames(resource, id) : undefined);
  const dashboard = translate('menu.dashboard');
  return (pathname) => {
    if (pathname === DASHBOARD_PATH) return { title: dashboard, crumbs: [{ label: dashboard }] };
    if (pathname === PROFILE_PATH) {
      const profile = translate('shell.profile');
      return { title: profile, crumbs: [{ label: dashboard, path: DASHBOARD_PATH }, { label: profile }] };
    }
    if (pathname === INBOX_PATH) {
      const inbox = translate('inbox.name');
      return { title: inbox, crumbs: [{ label: dashboard, path: DASHBOARD_PATH }, { label: inbox }] };
    }
    const report = matchReport(pathname);
    if (report) {
      const title = translate(`resources.${report.name}.name`);
      const crumbs = [{ label: dashboard, path: DASHBOARD_PATH }, { label: translate(`menu.${report.area}`) }];
      // A page of one record (a channel's figures) is named after the record, under the report of all of them.
      const { recordTitle, recordOf } = report as TScreenReport;
      if (recordTitle) {
        const id = pathname.split('/').pop()!;
        const owner = resources.find((r) => r.name === recordOf);
        const named = translate(recordTitle, { name: (owner && nameOf(owner, id)) ?? `#${id}` });
        const all = screenReports.find((other) => other.path === report.path.replace(/\/:id$/, ''));
        return { title: named, crumbs: [...crumbs, { label: title, ...(all ? { path: all.path } : {}) }, { label: named }] };
      }
      return { title, crumbs: [...crumbs, { label: title }] };
    }
    const extra = matchExtraScreen(pathname);
    if (extra) {
      const title = translate(`resources.${extra.resource.name}.screens.${extra.name}`);
      return { title, crumbs: [{ label: dashboard, path: DASHBOARD_PATH }, { label: translate(`menu.${extra.resource.area}`) }, { label: title }] };
    }
    const match = matchPath(pathname);
    if (!match || !isValidMatch(match)) return undefined;
    const { resource, screen, id } = match;
    const plural = translate(menuLabel(resource), { smart_count: 2, _: resourceLabel(resource.name, 2) });
    const name = resourceLabel(resource.name, 1);
    // A record read already is named by its title ("Edit Video Midnight Harbour"), one not read yet by its number.
    const recordName = id === undefined || (screen !== 'show' && screen !== 'edit') ? undefined : nameOf(resource, id);
    const title =
      screen === 'list'
        ? plural
        : screen === 'create'
          ? translate('ra.page.create', { name })
          : recordName !== undefined
            ? translate(`shell.page.${screen}_named`, { name, title: recordName })
            : translate(`shell.page.${screen}`, { name, names: plural, id });
    const crumbs: TCrumb[] = [
      { label: dashboard, path: DASHBOARD_PATH },
      { label: translate(`menu.${resource.area}`) },
      screen === 'list' ? { label: plural } : { label: plural, path: match.parentPath },
      ...(screen === 'list' ? [] : [{ label: title }]),
    ];
    return { title, crumbs };
  };
};
