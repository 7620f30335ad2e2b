import type { CountryCodesResponse, CurrencyConversionRequest } from '@thwa/domain/contracts/settings';
import { DEFAULT_PHONE_CODE } from '@thwa/domain/constants';
import { AppError } from '../../plugins/errors.ts';
import type { ExchangeRateRow, SettingsRepository } from './settings.repository.ts';

/**
 * Rates are read on every server-rendered page, so they are kept for a short while in memory.
 * A newly published rate shows within this many milliseconds on every node.
 */
const RATE_CACHE_MS = 30_000;

export function createSettingsService(repository: SettingsRepository, now: () => number = Date.now) {
  const rateCache = new Map<string, { row: ExchangeRateRow; until: number }>();

  async function rateFor(origin: string, convert: string): Promise<ExchangeRateRow> {
    if (origin === convert) return { rate: 1, effectiveAt: new Date(now()) };
    const key = `${origin}>${convert}`;
    const cached = rateCache.get(key);
    if (cached && cached.until > now()) return cached.row;

    const at = new Date(now());
    let row = await repository.currentRate(origin, convert, at);
    if (!row) {
      // Only one direction may be published; the other is then its inverse.
      const inverse = await repository.currentRate(convert, origin, at);
      if (inverse) row = { rate: 1 / inverse.rate, effectiveAt: inverse.effectiveAt };
    }
    if (!row) throw new AppError('RATE_NOT_FOUND', 'body.convertCurrency');
    rateCache.set(key, { row, until: now() + RATE_CACHE_MS });
    return row;
  }

  return {
    async countryCodes(language: 'en' | 'mm'): Promise<CountryCodesResponse> {
      const rows = await repository.listCountries();
      const country = rows
        .map((row) => ({
          countryCode: row.code,
          countryName: language === 'mm' ? row.nameMy : row.nameEn,
          phoneCode: row.phoneCode,
        }))
        .sort((a, b) => a.countryName.localeCompare(b.countryName, language === 'mm' ? 'my' : 'en'));
      return { code: 200, defaultPhoneCode: DEFAULT_PHONE_CODE, country };
    },

    async convert(request: CurrencyConversionRequest) {
      const { rate, effectiveAt } = await rateFor(request.originCurrency, request.convertCurrency);
      return {
        code: 200 as const,
        originCurrency: request.originCurrency,
        convertCurrency: request.convertCurrency,
        amount: request.amount,
        convertAmount: Number((request.amount * rate).toFixed(10)),
        rate,
        effectiveAt: effectiveAt.toISOString(),
      };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
