/**
 * What staff do with the users list at a million customers: look someone up by the start of their
 * e-mail address or by a name, filter by status and by sign-up date, sort by any sortable column,
 * mostly on the first pages. Every search is a different term (e-mail prefixes of generated
 * users), and every value carries the rows it matches, counted from `userFacts` as the API's
 * search matches (a part of the username, e-mail, first or last name or phone, any case), so
 * that no request asks for a page past the end.
 */
import { FIRST_NAMES, LAST_NAMES, USER_STATUS_BY_LAST_DIGIT, userFacts } from '../generate.ts';
import type { TListMix, TListValue } from '../listMix.ts';
import { createRng, upTo } from '../mix.ts';

/** How many e-mail prefixes are taken from generated users: each a distinct search. */
const EMAIL_PREFIXES = 300;
/** Sign-up windows: the last day, week and month before `now`. */
const WINDOWS_DAYS = [1, 7, 30];

export const usersMix = (users: number, seed: number, now: number): TListMix => {
  const rng = createRng(seed);
  // `anna.chen12`, the start of an address as staff type it (the part before the number's last digits).
  const prefixes = [
    ...new Set(
      Array.from({ length: EMAIL_PREFIXES }, () => {
        const { email } = userFacts(upTo(rng, users), users, now);
        const local = email.slice(0, email.indexOf('@'));
        return local.slice(0, Math.max(local.indexOf('.') + 2, local.length - 2));
      }),
    ),
  ];
  const names = [...FIRST_NAMES.map((n) => n.toLowerCase()), ...LAST_NAMES.map((n) => `${n.toLowerCase()}`)];
  const terms = [...prefixes, ...names];
  const searched = new Map<string, number>(terms.map((term) => [term, 0]));
  const statuses = new Map<string, number>();
  const windows = new Map<number, number>(WINDOWS_DAYS.map((days) => [days, 0]));
  for (let g = 1; g <= users; g++) {
    const user = userFacts(g, users, now);
    const text = `${user.username}\n${user.email}\n${user.firstName}\n${user.lastName}\n${user.phone}`.toLowerCase();
    for (const term of terms) if (text.includes(term)) searched.set(term, searched.get(term)! + 1);
    statuses.set(user.status, (statuses.get(user.status) ?? 0) + 1);
    for (const days of WINDOWS_DAYS) if (user.createdAt.getTime() >= now - days * 86_400_000) windows.set(days, windows.get(days)! + 1);
  }
  const values = <K>(counts: Map<K, number>, filter: (key: K) => Record<string, unknown>): TListValue[] =>
    [...counts].filter(([, rows]) => rows > 0).map(([key, rows]) => ({ filter: filter(key), rows }));
  const isPrefix = (term: string) => prefixes.includes(term);
  return {
    resource: 'users',
    pageSize: 25,
    sorts: ['id', 'username', 'email', 'last_name', 'status', 'created_at'],
    kinds: [
      { name: 'e-mail prefix search', share: 0.3, values: values(new Map([...searched].filter(([term]) => isPrefix(term))), (q) => ({ q })) },
      { name: 'name search', share: 0.15, values: values(new Map([...searched].filter(([term]) => !isPrefix(term))), (q) => ({ q })) },
      { name: 'status filter', share: 0.15, values: values(statuses, (status) => ({ status })) },
      { name: 'sign-up date filter', share: 0.1, values: values(windows, (days) => ({ created_at_gte: new Date(now - days * 86_400_000).toISOString() })) },
      { name: 'unfiltered', share: 0.3, values: [{ filter: {}, rows: users }] },
    ],
    pages: { near: 5, nearShare: 0.8 },
  };
};

/** The statuses the generator writes, for a test to check the mix against the API. */
export const USER_STATUSES_GENERATED = [...new Set(USER_STATUS_BY_LAST_DIGIT)];
