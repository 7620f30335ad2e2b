import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SETTINGS,
  htmlLangFor,
  parseCount,
  parseCurrency,
  parseLanguage,
  parseNationality,
  parseTravellerCounts,
  parseTripType,
  settingsFromStored,
  subChannelTypeFor,
  isMobileUserAgent,
} from './settings.ts';

describe('app settings defaults (spec §3, §9)', () => {
  it('defaults to English, MMK, local, channel 22 and no exchange rate yet', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      lang: 'en',
      currency: 'MMK',
      nationality: 'local',
      channelType: 22,
      exchangeRateUSDtoMMK: 0,
      exchangeRateMMKtoUSD: 0,
    });
  });

  it('uses sub-channel 25 on mobile and 24 on desktop', () => {
    expect(subChannelTypeFor(true)).toBe(25);
    expect(subChannelTypeFor(false)).toBe(24);
  });

  it('tells a phone by its user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});

describe('reading settings (spec §5: lowercased/uppercased when set, invalid values fall back to defaults)', () => {
  it('lowercases the language and accepts EN or MM', () => {
    expect(parseLanguage('MM')).toBe('mm');
    expect(parseLanguage(' mm ')).toBe('mm');
    expect(parseLanguage('EN')).toBe('en');
  });

  it('falls back to English for a missing or unknown language', () => {
    for (const raw of [undefined, null, '', 'fr', 'my', 'mmm']) expect(parseLanguage(raw)).toBe('en');
  });

  it('uppercases the currency and accepts MMK or USD', () => {
    expect(parseCurrency('usd')).toBe('USD');
    expect(parseCurrency('Mmk')).toBe('MMK');
  });

  it('falls back to MMK for a missing or unknown currency, SGD included', () => {
    for (const raw of [undefined, null, '', 'SGD', 'EUR']) expect(parseCurrency(raw)).toBe('MMK');
  });

  it('lowercases the nationality and accepts local or foreign', () => {
    expect(parseNationality('FOREIGN')).toBe('foreign');
    expect(parseNationality('Local')).toBe('local');
  });

  it('falls back to local for a missing or unknown nationality', () => {
    for (const raw of [undefined, null, '', 'foreigner', 'mm']) expect(parseNationality(raw)).toBe('local');
  });
});

describe('reading counts (spec §5: counts are integers; adult defaults to 1 if not a number, child to 0)', () => {
  it('reads counts as integers', () => {
    expect(parseCount('3', 1)).toBe(3);
    expect(parseCount('2.7', 1)).toBe(2);
    expect(parseCount(' 4 ', 1)).toBe(4);
    expect(parseCount(5, 1)).toBe(5);
    expect(parseCount('0', 1)).toBe(0);
  });

  it('uses the fallback when the count is not a number or is negative', () => {
    expect(parseCount('abc', 1)).toBe(1);
    expect(parseCount('', 0)).toBe(0);
    expect(parseCount(undefined, 1)).toBe(1);
    expect(parseCount(null, 1)).toBe(1);
    expect(parseCount(Number.NaN, 1)).toBe(1);
    expect(parseCount('-2', 1)).toBe(1);
  });

  it('defaults adult to 1 and child and infant to 0', () => {
    expect(parseTravellerCounts({})).toEqual({ adult: 1, child: 0, infant: 0 });
    expect(parseTravellerCounts({ adult: 'x', child: 'y', infant: 'z' })).toEqual({ adult: 1, child: 0, infant: 0 });
    expect(parseTravellerCounts({ adult: '2', child: '1', infant: '1' })).toEqual({ adult: 2, child: 1, infant: 1 });
  });

  it('reads trip type 1 as one-way and anything else as the default round trip', () => {
    expect(parseTripType('1')).toBe(1);
    expect(parseTripType('2')).toBe(2);
    expect(parseTripType(undefined)).toBe(2);
    expect(parseTripType('3')).toBe(2);
    expect(parseTripType('oneway')).toBe(2);
  });
});

describe('language codes for HTML (design §5: the setting is en or mm, HTML lang uses en / my)', () => {
  it('maps mm to my and en to en', () => {
    expect(htmlLangFor('mm')).toBe('my');
    expect(htmlLangFor('en')).toBe('en');
  });
});

describe('settingsFromStored (spec §3: settings persist across reloads)', () => {
  it('restores valid stored settings', () => {
    const stored = { ...DEFAULT_SETTINGS, lang: 'mm', currency: 'USD', nationality: 'foreign', subChannelType: 24, showAppDownloadLink: false, exchangeRateUSDtoMMK: 2_100 };
    expect(settingsFromStored(stored)).toEqual(stored);
  });

  it('replaces each invalid field by its default and keeps the valid ones', () => {
    expect(settingsFromStored({ lang: 'MM', currency: 'EUR', nationality: 42, channelType: 99, subChannelType: 7, showAppDownloadLink: 'no', exchangeRateUSDtoMMK: -5 })).toEqual({
      ...DEFAULT_SETTINGS,
      lang: 'mm',
    });
  });

  it('gives the defaults for nothing stored or garbage', () => {
    expect(settingsFromStored(null)).toEqual(DEFAULT_SETTINGS);
    expect(settingsFromStored('en')).toEqual(DEFAULT_SETTINGS);
  });
});
