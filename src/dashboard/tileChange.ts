/** A tile's change against the previous period of the same length. */
export type TChange = { direction: 'up' | 'down' | 'flat'; ratio: number | null; isGood: boolean | null };

/**
 * The relative change (0.25 for +25 %), null when the previous period had nothing to compare with;
 * whether it is good news (more refunds is not).
 */
export const changeOf = (value: number, previous: number, isMoreBetter = true): TChange => {
  const direction = value > previous ? 'up' : value < previous ? 'down' : 'flat';
  const ratio = previous === 0 ? (value === 0 ? 0 : null) : (value - previous) / Math.abs(previous);
  const isGood = direction === 'flat' ? null : (direction === 'up') === isMoreBetter;
  return { direction, ratio, isGood };
};
