/** A model's measures in the units the customer site shows beside the imperial ones. */
export const toCentimetres = (feet: number | null | undefined, inches: number | null | undefined): number | null =>
  typeof feet === 'number' ? Math.round((feet * 12 + (inches ?? 0)) * 2.54) : null;

export const toKilograms = (pounds: number | null | undefined): number | null =>
  typeof pounds === 'number' ? Math.round(pounds * 0.45359237 * 10) / 10 : null;

/** Whole years from a `YYYY-MM-DD` birthday to `today`. */
export const ageOn = (birthday: string | null | undefined, today = new Date()): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  const age = today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
};
