/** The money module: exact minor units, half-up rounding of a rate, parsing and formatting. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBasisPoints,
  formatBasisPoints,
  formatMoney,
  isCurrency,
  MAX_MINOR,
  minorDigits,
  parseMoney,
  parsePercent,
  toDecimal,
} from '../../resources/money.ts';

describe('money', () => {
  it('knows ISO 4217 codes and their minor digits', () => {
    expect(['USD', 'TWD', 'CNY', 'JPY', 'EUR'].every(isCurrency)).toBe(true);
    expect(['usd', 'XXQ', 'US', 'DOLLAR', 12].some(isCurrency)).toBe(false);
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('parses what staff type in major units into exact minor units', () => {
    expect(parseMoney('19.99', 'USD')).toBe(1999);
    expect(parseMoney('1,234.5', 'USD')).toBe(123450);
    expect(parseMoney(' 0.1 ', 'USD')).toBe(10);
    expect(parseMoney('.5', 'USD')).toBe(50);
    expect(parseMoney('-3', 'USD')).toBe(-300);
    expect(parseMoney('1500', 'JPY')).toBe(1500);
    expect(parseMoney('90071992547409.91', 'USD')).toBe(MAX_MINOR);
    for (const refused of ['', '.', '1.999', '1e3', 'abc', '1,23.00', '90071992547409.92', '15.5']) {
      expect(parseMoney(refused, refused === '15.5' ? 'JPY' : 'USD'), refused).toBeUndefined();
    }
  });

  it('reads back every safe amount it formats as a decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MINOR, max: MAX_MINOR }), fc.constantFrom('USD', 'JPY', 'KWD'), (minor, currency) =>
        parseMoney(toDecimal(minor, minorDigits(currency)), currency) === minor,
      ),
    );
  });

  it('formats in the admin language and the currency, every digit kept', () => {
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'TWD', 'zh-TW')).toBe('$1,234.56');
    expect(formatMoney(123456, 'USD', 'zh-CN')).toBe('US$1,234.56');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(MAX_MINOR, 'USD', 'en')).toBe('$90,071,992,547,409.91');
  });

  it('rounds a fee half-up, once, on big integers', () => {
    expect(applyBasisPoints(1999, 250)).toBe(50); // 49.975 → 50
    expect(applyBasisPoints(1, 5000)).toBe(1); // 0.5 → 1
    expect(applyBasisPoints(1, 4999)).toBe(0);
    expect(applyBasisPoints(-1, 5000)).toBe(-1); // a refund mirrors its charge
    expect(applyBasisPoints(MAX_MINOR, 10000)).toBe(MAX_MINOR);
    expect(applyBasisPoints(MAX_MINOR, 1)).toBe(900719925474); // 900719925474.0991
  });

  it('keeps the fee within half a unit of the exact share, and mirrors refunds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MINOR }), fc.integer({ min: 0, max: 10000 }), (amount, bp) => {
        const fee = applyBasisPoints(amount, bp);
        const exact = BigInt(amount) * BigInt(bp);
        const diff = BigInt(fee) * 10000n - exact;
        return diff > -5000n && diff <= 5000n && fee <= amount && applyBasisPoints(-amount, bp) === -fee;
      }),
    );
  });

  it('shows and reads basis points as percentages', () => {
    expect(formatBasisPoints(250, 'en')).toBe('2.5%');
    expect(formatBasisPoints(10000, 'zh-TW')).toBe('100%');
    expect(formatBasisPoints(1, 'zh-CN')).toBe('0.01%');
    expect(parsePercent('2.5')).toBe(250);
    expect(parsePercent('12.34%')).toBe(1234);
    expect(parsePercent('0.001')).toBeUndefined();
  });
});
