/**
 * App settings (spec §3) and the lenient readers for settings and counts that arrive as text
 * (query strings, localStorage, cookies) — spec §5.
 *
 * Why no zod here: this file is in the first-view browser bundle of every route; a few string
 * comparisons do the job in a fraction of the bytes.
 */
import {
  CHANNEL_TYPE,
  FLIGHT_SEARCH_DEFAULTS,
  SUB_CHANNEL_TYPE_DESKTOP,
  SUB_CHANNEL_TYPE_MOBILE,
  TRIP_TYPES,
  type TripType,
} from './constants.ts';

/** The app's language setting as the spec names it: `mm` is Myanmar (HTML and Intl call it `my`). */
export const LANGUAGES = ['en', 'mm'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Currencies a customer can choose to see prices in (spec §1: SGD is a display-only reading of one source). */
export const SETTINGS_CURRENCIES = ['MMK', 'USD'] as const;
export type SettingsCurrency = (typeof SETTINGS_CURRENCIES)[number];

/** Spec §1: local (Myanmar citizen) or foreign; it changes fares and required documents. */
export const NATIONALITIES = ['local', 'foreign'] as const;
export type Nationality = (typeof NATIONALITIES)[number];

/** Spec §3 app settings, persisted across reloads. */
export interface AppSettings {
  readonly lang: Language;
  readonly currency: SettingsCurrency;
  readonly nationality: Nationality;
  readonly channelType: number;
  readonly subChannelType: number;
  readonly showAppDownloadLink: boolean;
  /** MMK per 1 USD; 0 while loading or after a failed load (spec §4). */
  readonly exchangeRateUSDtoMMK: number;
  /** USD per 1 MMK; 0 while loading or after a failed load (spec §4). */
  readonly exchangeRateMMKtoUSD: number;
}

/**
 * Spec §3/§9 defaults. `subChannelType` starts as mobile because most customers are on phones
 * (design §1) and the server cannot see the screen; the client corrects it with
 * {@link subChannelTypeFor} once it can. The app-download link is shown unless a partner-wallet
 * deep link (already inside an app) turns it off. Exchange rates start at 0: "not loaded" (spec §4).
 */
export const DEFAULT_SETTINGS: AppSettings = {
  lang: 'en',
  currency: 'MMK',
  nationality: 'local',
  channelType: CHANNEL_TYPE,
  subChannelType: SUB_CHANNEL_TYPE_MOBILE,
  showAppDownloadLink: true,
  exchangeRateUSDtoMMK: 0,
  exchangeRateMMKtoUSD: 0,
};

function pick<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Spec §5: language is lowercased when set and must be EN or MM; anything else (including `my`,
 * which the spec does not list) falls back to English, so a bad link never breaks the page.
 */
export function parseLanguage(raw?: string | null): Language {
  if (raw == null) return DEFAULT_SETTINGS.lang;
  return pick(LANGUAGES, raw.trim().toLowerCase(), DEFAULT_SETTINGS.lang);
}

/** Spec §5: currency is uppercased when set and must be MMK or USD; otherwise MMK. */
export function parseCurrency(raw?: string | null): SettingsCurrency {
  if (raw == null) return DEFAULT_SETTINGS.currency;
  return pick(SETTINGS_CURRENCIES, raw.trim().toUpperCase(), DEFAULT_SETTINGS.currency);
}

/** Spec §5: nationality is lowercased when set and must be local or foreign; otherwise local. */
export function parseNationality(raw?: string | null): Nationality {
  if (raw == null) return DEFAULT_SETTINGS.nationality;
  return pick(NATIONALITIES, raw.trim().toLowerCase(), DEFAULT_SETTINGS.nationality);
}

/**
 * Spec §5 "counts are read as integers": reads like `parseInt` (so "2" and "2.7" give 2), and
 * anything that is not a number gives `fallback`. A negative count is meaningless for travellers,
 * so it also gives `fallback` rather than leaking into a search.
 */
export function parseCount(raw: string | number | null | undefined, fallback: number): number {
  let value: number;
  if (typeof raw === 'number') value = Math.trunc(raw);
  else if (typeof raw === 'string') value = Number.parseInt(raw.trim(), 10);
  else return fallback;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Traveller counts of a flight search. */
export interface TravellerCounts {
  readonly adult: number;
  readonly child: number;
  readonly infant: number;
}

/** Raw traveller counts as they come from a query string (each may be missing). */
export interface RawTravellerCounts {
  readonly adult?: string | number | null;
  readonly child?: string | number | null;
  readonly infant?: string | number | null;
}

/** Spec §5: "Adult defaults to 1 if not a number, child to 0" (infant to 0, spec §9). */
export function parseTravellerCounts(raw: RawTravellerCounts): TravellerCounts {
  return {
    adult: parseCount(raw.adult, FLIGHT_SEARCH_DEFAULTS.adult),
    child: parseCount(raw.child, FLIGHT_SEARCH_DEFAULTS.child),
    infant: parseCount(raw.infant, FLIGHT_SEARCH_DEFAULTS.infant),
  };
}

/**
 * Spec §5 "trip type is read as an integer": 1 one-way, 2 round trip; anything else is the default
 * round trip (spec §9), since an unknown trip type cannot be searched.
 */
export function parseTripType(raw: string | number | null | undefined): TripType {
  const value = parseCount(raw, FLIGHT_SEARCH_DEFAULTS.tripType);
  return value === TRIP_TYPES.oneWay ? TRIP_TYPES.oneWay : TRIP_TYPES.roundTrip;
}

/** Spec §3: sub-channel 25 on mobile, 24 on desktop, so the back office can tell bookings apart. */
export function subChannelTypeFor(isMobile: boolean): number {
  return isMobile ? SUB_CHANNEL_TYPE_MOBILE : SUB_CHANNEL_TYPE_DESKTOP;
}

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile|KAIOS/i;

/**
 * Whether a browser says it is a phone. The page's sub-channel follows it, so the web host's cache of
 * shared pages keys on it too (apps/api/src/host/shared-pages.ts): one rule for both.
 */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '');
}

/** Design §5: the setting says `mm`, but HTML `lang` must be the ISO 639-1 code `my` for fonts, screen readers and hyphenation. */
export function htmlLangFor(lang: Language): 'en' | 'my' {
  return lang === 'mm' ? 'my' : 'en';
}

function readNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * Spec §3 "settings persist across reloads": rebuilds settings from whatever was stored (possibly an
 * older app version's shape, or tampered with), field by field, so one bad field never discards
 * the customer's other choices. Text fields use the same normalisation as query strings.
 */
export function settingsFromStored(stored: unknown): AppSettings {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_SETTINGS;
  const s = stored as Record<string, unknown>;
  const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  return {
    lang: parseLanguage(text(s.lang)),
    currency: parseCurrency(text(s.currency)),
    nationality: parseNationality(text(s.nationality)),
    // The channel type identifies this web channel; it is a constant, never read back from storage.
    channelType: DEFAULT_SETTINGS.channelType,
    subChannelType:
      s.subChannelType === SUB_CHANNEL_TYPE_DESKTOP || s.subChannelType === SUB_CHANNEL_TYPE_MOBILE
        ? s.subChannelType
        : DEFAULT_SETTINGS.subChannelType,
    showAppDownloadLink:
      typeof s.showAppDownloadLink === 'boolean' ? s.showAppDownloadLink : DEFAULT_SETTINGS.showAppDownloadLink,
    exchangeRateUSDtoMMK: readNumber(s.exchangeRateUSDtoMMK, DEFAULT_SETTINGS.exchangeRateUSDtoMMK),
    exchangeRateMMKtoUSD: readNumber(s.exchangeRateMMKtoUSD, DEFAULT_SETTINGS.exchangeRateMMKtoUSD),
  };
}
