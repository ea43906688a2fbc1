/**
 * What staff do with the video list: search titles and serial numbers, filter by status and by
 * tag, sort by any column the list shows, mostly on the first pages. Search terms come from the
 * generated titles and serial numbers, and every value carries the rows it matches (counted from
 * `videoFacts`, as the API's search does: a part of the title or the serial number, any case),
 * so that no request asks for a page past the end.
 */
import { TITLE_FIRST, TITLE_SECOND, videoFacts, type TVolume } from '../generate.ts';
import type { TListMix, TListValue } from '../listMix.ts';
import { createRng, upTo } from '../mix.ts';

/** The page a deep jump lands on at 100,000 videos (the list's last page, when it is shorter). */
export const DEEP_PAGE = 3_000;
/** How many phrases and serial-number prefixes are taken from generated rows, beside every title word. */
const SAMPLED_TERMS = 15;

const countBy = <K>(keysOf: (g: number) => K[], videos: number): Map<K, number> => {
  const counts = new Map<K, number>();
  for (let g = 1; g <= videos; g++) for (const key of keysOf(g)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

const searchTerms = (volume: TVolume, seed: number): string[] => {
  const rng = createRng(seed);
  const sampled = Array.from({ length: SAMPLED_TERMS }, () => videoFacts(upTo(rng, volume.videos), volume));
  return [
    ...new Set([
      ...[...TITLE_FIRST, ...TITLE_SECOND].map((word) => word.toLowerCase()),
      ...sampled.map((video) => video.title.split(' ').slice(0, 2).join(' ').toLowerCase()),
      ...sampled.map((video) => video.serialNumber.slice(0, 7)),
    ]),
  ];
};

export const videosMix = (volume: TVolume, seed: number): TListMix => {
  const facts = (g: number) => videoFacts(g, volume);
  const terms = searchTerms(volume, seed);
  const searched = countBy((g) => {
    const { title, serialNumber } = facts(g);
    const text = `${title}\n${serialNumber}`.toLowerCase();
    return terms.filter((term) => text.includes(term.toLowerCase()));
  }, volume.videos);
  const statuses = countBy((g) => [facts(g).status], volume.videos);
  const tags = countBy((g) => facts(g).tags, volume.videos);
  const values = <K>(counts: Map<K, number>, filter: (key: K) => Record<string, unknown>): TListValue[] =>
    [...counts].filter(([, rows]) => rows > 0).map(([key, rows]) => ({ filter: filter(key), rows }));
  return {
    resource: 'videos',
    pageSize: 25,
    sorts: ['serial_number', 'title', 'video_duration', 'views', 'published_at'],
    kinds: [
      { name: 'text search', share: 0.25, values: values(searched, (q) => ({ q })) },
      { name: 'status filter', share: 0.2, values: values(statuses, (status) => ({ status })) },
      { name: 'tag filter', share: 0.15, values: values(tags, (tag) => ({ tags: [tag] })) },
      { name: 'unfiltered', share: 0.4, values: [{ filter: {}, rows: volume.videos }] },
    ],
    pages: { near: 5, nearShare: 0.8 },
  };
};

/** A colleague's save, as the edit screen sends it: a note on one video, a different video each round. */
export const videoSave = (round: number, volume: TVolume): { path: string; body: Record<string, unknown> } => ({
  path: `/videos/${1 + ((round * 7919) % volume.videos)}`,
  body: { tooltips: `Checked in round ${round}` },
});
