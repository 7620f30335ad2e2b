import { describe, expect, it } from 'vitest';
import { displayedPrice } from './price.tsx';

const loadedRates = { exchangeRateUSDtoMMK: 2100, exchangeRateMMKtoUSD: 1 / 2100 };
const noRates = { exchangeRateUSDtoMMK: 0, exchangeRateMMKtoUSD: 0 };

describe('displayedPrice: what a kyat price reads as for the chosen currency', () => {
  it('converts MMK to USD cents at the current rate when USD is chosen', () => {
    expect(displayedPrice(210_000, { currency: 'USD', ...loadedRates })).toEqual({ amount: 10_000, currency: 'USD' });
    expect(displayedPrice(150_000, { currency: 'USD', ...loadedRates })).toEqual({ amount: 7_143, currency: 'USD' });
  });

  it('rounds to the nearest cent', () => {
    // 1 MMK at 2100 per USD is 0.0476 cents: less than half a cent.
    expect(displayedPrice(1, { currency: 'USD', ...loadedRates })).toEqual({ amount: 0, currency: 'USD' });
    // 21 MMK is exactly 1 cent; 32 MMK is 1.52 cents.
    expect(displayedPrice(21, { currency: 'USD', ...loadedRates })).toEqual({ amount: 1, currency: 'USD' });
    expect(displayedPrice(32, { currency: 'USD', ...loadedRates })).toEqual({ amount: 2, currency: 'USD' });
  });

  it('uses the USD-to-MMK rate when both are known', () => {
    // A stale inverse must not win over the precise rate.
    expect(displayedPrice(200_000, { currency: 'USD', exchangeRateUSDtoMMK: 2000, exchangeRateMMKtoUSD: 1 / 4000 })).toEqual({
      amount: 10_000,
      currency: 'USD',
    });
  });

  it('falls back to the MMK-to-USD rate when only that one is known', () => {
    expect(displayedPrice(420_000, { currency: 'USD', exchangeRateUSDtoMMK: 0, exchangeRateMMKtoUSD: 1 / 2100 })).toEqual({
      amount: 20_000,
      currency: 'USD',
    });
  });

  it('stays in MMK while the rate is 0 (loading or after a failure, spec §4)', () => {
    expect(displayedPrice(210_000, { currency: 'USD', ...noRates })).toEqual({ amount: 210_000, currency: 'MMK' });
  });

  it('stays in MMK when MMK is chosen, whatever the rate', () => {
    expect(displayedPrice(210_000, { currency: 'MMK', ...loadedRates })).toEqual({ amount: 210_000, currency: 'MMK' });
    expect(displayedPrice(0, { currency: 'MMK', ...noRates })).toEqual({ amount: 0, currency: 'MMK' });
  });
});
