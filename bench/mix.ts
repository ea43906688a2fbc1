/**
 * A mix: what staff ask of one part of the API, as kinds of request with their share of the
 * traffic, each drawing its own URL from a seeded random stream. The same seed gives the same
 * URLs in the same order, so two runs load the API with the same requests and compare.
 * A list resource declares its mix with `listMix` (listMix.ts); calls that are not lists (the
 * analytics reports once they exist) give their kinds a `draw` of their own, such as a date
 * range, and run through the same loader and tables.
 */

/** A number in [0, 1), from the seed on. */
export type TRng = () => number;

/** mulberry32: small, fast and good enough to spread requests; not for secrets. */
export const createRng = (seed: number): TRng => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const pick = <T>(rng: TRng, list: readonly T[]): T => {
  if (list.length === 0) throw new Error('Nothing to pick from.');
  return list[Math.floor(rng() * list.length)]!;
};

/** A whole number from 1 to `most`. */
export const upTo = (rng: TRng, most: number): number => 1 + Math.floor(rng() * most);

export type TKind = { name: string; share: number; draw: (rng: TRng) => string };
/** `path` is under the API's base (`/videos?sort=…`). */
export type TMix = { name: string; kinds: readonly TKind[] };
export type TDrawn = { kind: string; path: string };

/** An endless, seeded stream of the mix's requests. */
export const mixStream = (mix: TMix, seed: number): (() => TDrawn) => {
  const total = mix.kinds.reduce((sum, kind) => sum + kind.share, 0);
  if (mix.kinds.length === 0 || Math.abs(total - 1) > 1e-9) throw new Error(`The shares of the ${mix.name} mix add up to ${total}, not 1.`);
  const rng = createRng(seed);
  return () => {
    let point = rng();
    const kind = mix.kinds.find((k) => (point -= k.share) < 0) ?? mix.kinds[mix.kinds.length - 1]!;
    return { kind: kind.name, path: kind.draw(rng) };
  };
};

export const drawRequests = (mix: TMix, count: number, seed: number): TDrawn[] => {
  const next = mixStream(mix, seed);
  return Array.from({ length: count }, next);
};
