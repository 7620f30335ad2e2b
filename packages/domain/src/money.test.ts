import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  convertMmk,
  convertUsd,
  formatAmount,
  formatMoney,
  groupDigits,
  isCurrency,
  isUsableRate,
  mmkPerUsd,
  toLatinDigits,
  toMyanmarDigits,
} from './money.ts';

describe('formatMoney (spec §5: MMK rounded to integer, USD two decimals, thousands separators)', () => {
  it('keeps MMK as an integer with thousands separators', () => {
    expect(formatMoney({ amount: 1_250_000, currency: 'MMK' }, { lang: 'en' })).toBe('MMK 1,250,000');
    expect(formatMoney({ amount: 999, currency: 'MMK' }, { lang: 'en' })).toBe('MMK 999');
    expect(formatMoney({ amount: 0, currency: 'MMK' }, { lang: 'en' })).toBe('MMK 0');
  });

  it('rounds a fractional MMK amount half up to a whole kyat', () => {
    expect(formatMoney({ amount: 1_234.5, currency: 'MMK' }, { lang: 'en' })).toBe('MMK 1,235');
    expect(formatMoney({ amount: 1_234.49, currency: 'MMK' }, { lang: 'en' })).toBe('MMK 1,234');
  });

  it('shows USD and SGD with exactly two decimals from integer cents', () => {
    expect(formatMoney({ amount: 1_250, currency: 'USD' }, { lang: 'en' })).toBe('USD 12.50');
    expect(formatMoney({ amount: 5, currency: 'USD' }, { lang: 'en' })).toBe('USD 0.05');
    expect(formatMoney({ amount: 123_456_789, currency: 'USD' }, { lang: 'en' })).toBe('USD 1,234,567.89');
    expect(formatMoney({ amount: 1_005, currency: 'SGD' }, { lang: 'en' })).toBe('SGD 10.05');
  });

  it('puts the minus sign before the currency code in English', () => {
    expect(formatMoney({ amount: -5_000, currency: 'MMK' }, { lang: 'en' })).toBe('-MMK 5,000');
    expect(formatMoney({ amount: -1_250, currency: 'USD' }, { lang: 'en' })).toBe('-USD 12.50');
  });

  it('writes Myanmar digits and the word kyat after the number in Myanmar', () => {
    expect(formatMoney({ amount: 1_250_000, currency: 'MMK' }, { lang: 'mm' })).toBe('၁,၂၅၀,၀၀၀ ကျပ်');
    expect(formatMoney({ amount: 1_250, currency: 'USD' }, { lang: 'mm' })).toBe('၁၂.၅၀ USD');
    expect(formatMoney({ amount: -5_000, currency: 'MMK' }, { lang: 'mm' })).toBe('-၅,၀၀၀ ကျပ်');
  });

  it('rejects an amount that is not a finite number', () => {
    expect(() => formatMoney({ amount: Number.NaN, currency: 'MMK' }, { lang: 'en' })).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('gives the number part alone for a price whose currency is styled separately', () => {
    expect(formatAmount({ amount: 98_765, currency: 'MMK' }, { lang: 'en' })).toBe('98,765');
    expect(formatAmount({ amount: 98_765, currency: 'USD' }, { lang: 'mm' })).toBe('၉၈၇.၆၅');
  });
});

describe('Myanmar digits', () => {
  it('turns Latin digits into Myanmar digits and leaves other text alone', () => {
    expect(toMyanmarDigits('0123456789 flight 7')).toBe('၀၁၂၃၄၅၆၇၈၉ flight ၇');
  });

  it('turns Myanmar digits typed on a Myanmar keyboard back into Latin digits', () => {
    expect(toLatinDigits('၀၉၇၈၁၂၃၄၅၆၇')).toBe('09781234567');
    expect(toLatinDigits(toMyanmarDigits('2025-12-31'))).toBe('2025-12-31');
  });
});

describe('convertMmk (MMK to USD cents, half up)', () => {
  it('divides by the MMK-per-USD rate and rounds half up to the cent', () => {
    expect(convertMmk(2_100, 2_100)).toBe(100);
    expect(convertMmk(1_250_000, 2_100)).toBe(59_524); // 595.238… USD
    expect(convertMmk(21, 2_100)).toBe(1); // exactly 0.01
    expect(convertMmk(105, 21_000)).toBe(1); // exactly half a cent goes up
    expect(convertMmk(104, 21_000)).toBe(0); // 0.495 cent goes down
  });

  it('reads a decimal rate such as 2100.5 MMK per USD exactly', () => {
    expect(convertMmk(1_050, 2_100.5)).toBe(50); // 49.988 cents
    expect(convertMmk(2_100_500, 2_100.5)).toBe(100_000); // exactly 1,000 USD
    expect(convertMmk(10, 2_000)).toBe(1); // exactly half a cent goes up
  });

  it('rounds negative amounts half away from zero', () => {
    expect(convertMmk(-105, 21_000)).toBe(-1);
  });

  it('gives null while the exchange rate is 0 (loading or failed)', () => {
    expect(convertMmk(10_000, 0)).toBeNull();
    expect(convertMmk(10_000, -1)).toBeNull();
    expect(convertMmk(10_000, Number.NaN)).toBeNull();
    expect(convertMmk(10_000, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('rejects an MMK amount that is not an integer', () => {
    expect(() => convertMmk(10.5, 2_100)).toThrow(RangeError);
  });
});

describe('convertUsd (USD cents to MMK, half up)', () => {
  it('multiplies by the rate and rounds half up to the kyat', () => {
    expect(convertUsd(1_250, 2_100)).toBe(26_250);
    expect(convertUsd(1, 2_150)).toBe(22); // 21.5 → 22
    expect(convertUsd(1, 2_149)).toBe(21); // 21.49 → 21
    expect(convertUsd(100, 0)).toBeNull();
  });

  it('rounds an exact half kyat up even where float maths would land just below it', () => {
    // 100.00 USD at 1.005 is exactly 100.5; 10000 * 1.005 / 100 in floats is 100.49999999999999.
    expect(convertUsd(10_000, 1.005)).toBe(101);
  });
});

describe('mmkPerUsd', () => {
  it('prefers the MMK-per-USD setting and falls back to the inverse of USD-per-MMK', () => {
    expect(mmkPerUsd({ exchangeRateUSDtoMMK: 2_100, exchangeRateMMKtoUSD: 0.0005 })).toBe(2_100);
    expect(mmkPerUsd({ exchangeRateUSDtoMMK: 0, exchangeRateMMKtoUSD: 0.0005 })).toBe(2_000);
    expect(mmkPerUsd({ exchangeRateUSDtoMMK: 0, exchangeRateMMKtoUSD: 0 })).toBe(0);
    expect(isUsableRate(0)).toBe(false);
    expect(isUsableRate(4.76e-4)).toBe(true);
  });
});

describe('isCurrency', () => {
  it('accepts MMK, USD and SGD only', () => {
    expect(['MMK', 'USD', 'SGD', 'mmk', 'EUR', 1].map(isCurrency)).toEqual([true, true, true, false, false, false]);
  });
});

describe('groupDigits (no Intl on the page: the same text as Intl gives, on server and browser alike)', () => {
  it('groups by three with commas, in Latin or Myanmar digits', () => {
    expect(groupDigits(0, 'en')).toBe('0');
    expect(groupDigits(999, 'en')).toBe('999');
    expect(groupDigits(1_250, 'en')).toBe('1,250');
    expect(groupDigits(1_250, 'mm')).toBe('၁,၂၅၀');
    expect(groupDigits(1_234_567_890, 'en')).toBe('1,234,567,890');
  });

  it('is what Intl.NumberFormat gives for en-US and my-MM, for any safe integer', () => {
    const english = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const myanmar = new Intl.NumberFormat('my-MM', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.maxSafeNat()), (value) => {
        expect(groupDigits(value, 'en')).toBe(english.format(value));
        expect(groupDigits(value, 'mm')).toBe(toMyanmarDigits(myanmar.format(value)));
      }),
    );
  });

  it('refuses what is not a non-negative safe integer, instead of printing an exponent', () => {
    for (const value of [-1, 1.5, Number.NaN, 1e21]) expect(() => groupDigits(value, 'en')).toThrow(RangeError);
  });
});
