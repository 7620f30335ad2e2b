import type { AirportSearchItem } from '@thwa/domain/contracts/flights';

export interface SearchableAirport {
  code: string;
  nameEn: string;
  nameMy: string;
  cityEn: string;
  cityMy: string;
  countryCode: string;
  countryNameEn: string;
  countryNameMy: string;
  keywords: string;
  featuredRank: number | null;
}

/** Spec §3 autocomplete: a short list, grouped by country. */
export const AIRPORT_SEARCH_LIMIT = 10;

/** Lower-case, composed (NFC) text with single spaces: Myanmar typed on phones often differs only in spacing. */
function normalize(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Without spaces, dots or brackets, for matching inside names ('nyaungu' finds 'Nyaung U'). */
function compact(text: string): string {
  return normalize(text).replace(/[\s.,()'’-]/g, '').replace(/\u200b/g, '');
}

function words(text: string): string[] {
  return normalize(text)
    .split(/[\s(),/-]+/)
    .filter(Boolean);
}

/** A field as the search compares it: its text, its words and its compact form. */
interface PreparedField {
  text: string;
  words: string[];
  compact: string;
}

function prepare(field: string): PreparedField {
  return { text: normalize(field), words: words(field), compact: compact(field) };
}

/** An airport's fields, prepared once: the airports outlive many searches, and every home page asks one. */
interface PreparedAirport {
  code: string;
  cities: PreparedField[];
  names: PreparedField[];
  keywords: PreparedField;
  countries: PreparedField[];
}

const preparedAirports = new WeakMap<SearchableAirport, PreparedAirport>();

function preparedOf(airport: SearchableAirport): PreparedAirport {
  let prepared = preparedAirports.get(airport);
  if (!prepared) {
    prepared = {
      code: airport.code.toLowerCase(),
      cities: [prepare(airport.cityEn), prepare(airport.cityMy)],
      names: [prepare(airport.nameEn), prepare(airport.nameMy)],
      keywords: prepare(airport.keywords),
      countries: [prepare(airport.countryNameEn), prepare(airport.countryNameMy)],
    };
    preparedAirports.set(airport, prepared);
  }
  return prepared;
}

/**
 * How well a field matches: the whole field starts with the query, one of its words does, or the
 * query (`needle`, compact) appears anywhere in it (from 2 characters on, so one letter does not match
 * half the list).
 */
function fieldScore(field: PreparedField, query: string, needle: string, scores: { prefix: number; word: number; inside: number }): number {
  if (!field.text) return 0;
  if (field.text.startsWith(query)) return scores.prefix;
  if (field.words.some((word) => word.startsWith(query))) return scores.word;
  return needle.length >= 2 && field.compact.includes(needle) ? scores.inside : 0;
}

/**
 * The match score of an airport for a query, in English or Myanmar: its code first, then its city,
 * its name, the other names people know it by, and last its country. 0 means no match.
 */
export function airportScore(airport: SearchableAirport, rawQuery: string): number {
  const query = normalize(rawQuery);
  if (!query) return 0;
  const needle = compact(query);
  const { code, cities, names, keywords, countries } = preparedOf(airport);
  const scores = [
    code === query ? 100 : code.startsWith(query) ? 60 : 0,
    ...cities.map((city) => fieldScore(city, query, needle, { prefix: 90, word: 75, inside: 50 })),
    ...names.map((name) => fieldScore(name, query, needle, { prefix: 80, word: 70, inside: 45 })),
    fieldScore(keywords, query, needle, { prefix: 65, word: 65, inside: 40 }),
    ...countries.map((country) => fieldScore(country, query, needle, { prefix: 35, word: 30, inside: 20 })),
  ];
  return Math.max(...scores);
}

/**
 * Autocomplete (spec §3, §5): the best-matching airports, at most AIRPORT_SEARCH_LIMIT, grouped by
 * country with Myanmar first, then the country of the best match. Names are in `language`.
 */
export function searchAirports(airports: readonly SearchableAirport[], query: string, language: 'en' | 'mm'): AirportSearchItem[] {
  const ranked = airports
    .map((airport) => ({ airport, score: airportScore(airport, query) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.airport.featuredRank ?? Infinity) - (b.airport.featuredRank ?? Infinity) ||
        a.airport.cityEn.localeCompare(b.airport.cityEn) ||
        a.airport.code.localeCompare(b.airport.code),
    )
    .slice(0, AIRPORT_SEARCH_LIMIT);

  const groups = new Map<string, { best: number; airports: SearchableAirport[] }>();
  for (const { airport, score } of ranked) {
    const group = groups.get(airport.countryCode) ?? { best: score, airports: [] };
    group.airports.push(airport);
    groups.set(airport.countryCode, group);
  }
  const mm = language === 'mm';
  return [...groups.entries()]
    .sort(([codeA, a], [codeB, b]) => Number(codeB === 'MM') - Number(codeA === 'MM') || b.best - a.best)
    .map(([countryCode, group]) => ({
      countryCode,
      countryName: mm ? group.airports[0]!.countryNameMy : group.airports[0]!.countryNameEn,
      airportCities: group.airports.map((airport) => ({
        airportName: mm ? airport.nameMy : airport.nameEn,
        airportCode: airport.code,
        airportCity: mm ? airport.cityMy : airport.cityEn,
      })),
    }));
}
