/**
 * Money as an integer of minor units (cents) and an ISO 4217 currency, and rates as basis
 * points (1 bp = 0.01 %). No floating point on any path: amounts typed by staff are parsed as
 * text, shown through Intl with a decimal string, and fees are rounded once, here.
 */

/** The largest amount a client may send or read: beyond it a JavaScript number loses cents. */
export const MAX_MINOR = Number.MAX_SAFE_INTEGER;

/** ISO 4217 codes the runtime knows (its ICU data), in alphabetical order; anything else is refused. */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');
const CURRENCIES: ReadonlySet<string> = new Set(CURRENCY_CODES);

export const isCurrency = (code: unknown): code is string => typeof code === 'string' && /^[A-Z]{3}$/.test(code) && CURRENCIES.has(code);

const digitsCache = new Map<string, number>();

/** How many minor digits a currency has (USD 2, JPY 0, KWD 3). */
export const minorDigits = (currency: string): number => {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
};

/** Minor units as an exact decimal string in major units: 123456 USD → "1234.56". */
export const toDecimal = (minor: number | bigint, digits: number): string => {
  const negative = minor < 0;
  // A safe integer prints the same digits as its BigInt, without making one (an export writes millions).
  const magnitude = typeof minor === 'number' && Number.isSafeInteger(minor) ? String(Math.abs(minor)) : (negative ? -BigInt(minor) : BigInt(minor)).toString();
  const text = magnitude.padStart(digits + 1, '0');
  const whole = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative ? `-${whole}` : whole;
};

/**
 * A typed amount in major units ("1,234.5") as exact minor units, or undefined when it is not a
 * number, has more decimals than the currency or lies beyond the safe range.
 */
export const parseDecimal = (text: string, digits: number): number | undefined => {
  const match = /^\s*(-)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?\s*$/.exec(text);
  if (!match || (match[2] === undefined && !match[3])) return undefined;
  const fraction = match[3] ?? '';
  if (fraction.length > digits) return undefined;
  const minor = BigInt((match[2] ?? '0').replaceAll(',', '') + fraction.padEnd(digits, '0'));
  if (minor > BigInt(MAX_MINOR)) return undefined;
  return Number(match[1] ? -minor : minor);
};

export const parseMoney = (text: string, currency: string): number | undefined => parseDecimal(text, minorDigits(currency));

/** An amount in the admin's language and the amount's currency: 123456 USD in zh-TW → "US$1,234.56". */
export const formatMoney = (minor: number, currency: string, locale: string): string =>
  // A decimal string keeps every digit of amounts beyond 2^53 / 100 that a float would round.
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toDecimal(minor, minorDigits(currency)) as unknown as number);

export const BASIS_POINTS = 10000;

/** A rate as a percentage in the admin's language: 250 → "2.5%". */
export const formatBasisPoints = (bp: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(toDecimal(bp, 4) as unknown as number);

/** A typed percentage ("2.5") as basis points (250); more than two decimals is refused. */
export const parsePercent = (text: string): number | undefined => parseDecimal(text.replace(/%\s*$/, ''), 2);

/**
 * The part of an amount a rate takes (a fee, a reserve, a share), rounded half-up: half a minor
 * unit goes away from zero, so that a refund's fee mirrors its charge's. The one rounding rule of
 * the product; computed on big integers, exact for every safe amount.
 */
export const applyBasisPoints = (minor: number, bp: number): number => {
  const product = BigInt(minor) * BigInt(bp);
  const magnitude = product < 0n ? -product : product;
  const rounded = (magnitude * 2n + BigInt(BASIS_POINTS)) / (2n * BigInt(BASIS_POINTS));
  return Number(product < 0n ? -rounded : rounded);
};
