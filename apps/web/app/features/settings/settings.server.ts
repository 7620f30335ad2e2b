import { createCookie } from 'react-router';
import {
  DEFAULT_SETTINGS,
  parseCurrency,
  parseLanguage,
  parseNationality,
  settingsFromStored,
  isMobileUserAgent,
  subChannelTypeFor,
  type AppSettings,
} from '@thwa/domain/settings';
import { EXCHANGE_RATE_QUERY } from '@thwa/domain/constants';
import type { CurrencyConversionResponse } from '@thwa/domain/contracts/settings';
import type { ApiClient } from '../../lib/api-client.ts';

/**
 * The visitor's choices live in a cookie, not in browser storage, so the server renders the first
 * paint in the chosen language and currency and nothing flashes after hydration.
 */
export const settingsCookie = createCookie('thwa_settings', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

type StoredChoices = Pick<AppSettings, 'lang' | 'currency' | 'nationality'>;

export async function readStoredChoices(request: Request): Promise<StoredChoices> {
  const stored: unknown = await settingsCookie.parse(request.headers.get('cookie'));
  const { lang, currency, nationality } = settingsFromStored(stored);
  return { lang, currency, nationality };
}

/**
 * Spec §2/§5: `language`, `currency` and `nationality` in the query string are applied (and kept),
 * each normalised and falling back to the default when invalid. Returns only what the query sets.
 */
export function choicesFromQuery(url: URL): Partial<StoredChoices> {
  const language = url.searchParams.get('language');
  const currency = url.searchParams.get('currency');
  const nationality = url.searchParams.get('nationality');
  return {
    ...(language === null ? {} : { lang: parseLanguage(language) }),
    ...(currency === null ? {} : { currency: parseCurrency(currency) }),
    ...(nationality === null ? {} : { nationality: parseNationality(nationality) }),
  };
}

export function serializeChoices(choices: StoredChoices): Promise<string> {
  return settingsCookie.serialize(choices);
}

export async function loadExchangeRates(api: ApiClient) {
  const convert = (originCurrency: 'USD' | 'MMK', convertCurrency: 'USD' | 'MMK') =>
    api.post<CurrencyConversionResponse>('/setting/v2/currencyconversion', {
      ...EXCHANGE_RATE_QUERY,
      originCurrency,
      convertCurrency,
    });
  const [usdToMmk, mmkToUsd] = await Promise.all([convert('USD', 'MMK'), convert('MMK', 'USD')]);
  // Spec §4: the rate is 0 while unknown or after a failure; prices then stay in MMK.
  return {
    exchangeRateUSDtoMMK: usdToMmk.body.code === 200 ? usdToMmk.body.convertAmount : 0,
    exchangeRateMMKtoUSD: mmkToUsd.body.code === 200 ? mmkToUsd.body.convertAmount : 0,
  };
}

export function settingsFor(
  choices: StoredChoices,
  request: Request,
  rates: Pick<AppSettings, 'exchangeRateUSDtoMMK' | 'exchangeRateMMKtoUSD'>,
  showAppDownloadLink: boolean,
): AppSettings {
  return {
    ...DEFAULT_SETTINGS,
    ...choices,
    subChannelType: subChannelTypeFor(isMobileUserAgent(request.headers.get('user-agent'))),
    showAppDownloadLink,
    ...rates,
  };
}

/** The language this request renders in: the query's `language` if given, else the stored choice. */
export async function requestLanguage(request: Request): Promise<AppSettings['lang']> {
  return { ...(await readStoredChoices(request)), ...choicesFromQuery(new URL(request.url)) }.lang;
}
