/**
 * The mix of a list resource, declared: which filter values staff use and how often (each value
 * with the number of rows it matches, known from the data generator), which fields they sort by
 * (each both ways), and how their paging spreads. Only react-admin's simple REST wire format is
 * used (`sort`, `range`, `filter` as JSON), so a mix stays valid whatever the list pipeline does
 * inside. Users and orders get theirs the same way once they exist: a generator that knows what
 * it wrote, and one declaration.
 */
import { pick, upTo, type TMix, type TRng } from './mix.ts';

export type TListValue = { filter: Record<string, unknown>; rows: number };

export type TListMix = {
  /** The wire name: the list is `GET /<resource>`. */
  resource: string;
  pageSize: number;
  /** Wire field names; each is drawn ascending and descending alike. */
  sorts: readonly string[];
  /** Shares add up to 1; a kind with no filter has one value, `{ filter: {}, rows: all }`. */
  kinds: readonly { name: string; share: number; values: readonly TListValue[] }[];
  /** `nearShare` of the requests fall on the first `near` pages; the rest anywhere up to the last. */
  pages: { near: number; nearShare: number };
};

export type TListRequest = { sort: [string, 'ASC' | 'DESC']; page: number; filter: Record<string, unknown> };

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

export const listPath = (resource: string, pageSize: number, { sort, page, filter }: TListRequest): string => {
  const first = (page - 1) * pageSize;
  return `/${resource}?sort=${q(sort)}&range=${q([first, first + pageSize - 1])}&filter=${q(filter)}`;
};

export const lastPage = (rows: number, pageSize: number): number => Math.max(1, Math.ceil(rows / pageSize));

const drawSort = (rng: TRng, sorts: readonly string[]): [string, 'ASC' | 'DESC'] => [pick(rng, sorts), rng() < 0.5 ? 'ASC' : 'DESC'];

export const listMix = (d: TListMix): TMix => ({
  name: d.resource,
  kinds: d.kinds.map(({ name, share, values }) => ({
    name,
    share,
    draw: (rng) => {
      const value = pick(rng, values);
      const last = lastPage(value.rows, d.pageSize);
      const page = rng() < d.pages.nearShare ? upTo(rng, Math.min(d.pages.near, last)) : upTo(rng, last);
      return listPath(d.resource, d.pageSize, { sort: drawSort(rng, d.sorts), page, filter: value.filter });
    },
  })),
});

/**
 * One page of the unfiltered list (or the last, when the list is shorter), every declared sort
 * both ways: page 1 against a deep page says whether skipping rows costs.
 */
export const pageMix = (d: TListMix, page: number, rows: number): TMix => ({
  name: `${d.resource}, page ${page}`,
  kinds: [{ name: `page ${page}`, share: 1, draw: (rng) => listPath(d.resource, d.pageSize, { sort: drawSort(rng, d.sorts), page: Math.min(page, lastPage(rows, d.pageSize)), filter: {} }) }],
});

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** The mix in words, for the results. */
export const describeListMix = (d: TListMix): string => {
  const unfiltered = d.kinds.find((kind) => kind.values.length === 1 && Object.keys(kind.values[0]!.filter).length === 0);
  const rows = unfiltered?.values[0]?.rows;
  const kinds = d.kinds.map((k) => `${percent(k.share)} ${k.name}${k === unfiltered ? '' : ` (${k.values.length} values)`}`).join(', ');
  const deepest = rows === undefined ? '' : ` (${lastPage(rows, d.pageSize).toLocaleString('en-US')} pages unfiltered)`;
  return `\`GET /${d.resource}\`: ${kinds}; sorted by ${d.sorts.join(', ')}, each either way; ${d.pageSize} rows a page, ${percent(d.pages.nearShare)} of requests on the first ${d.pages.near} pages and the rest on any page up to the last${deepest}.`;
};
