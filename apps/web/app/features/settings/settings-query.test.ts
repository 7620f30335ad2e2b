import { describe, expect, it } from 'vitest';
import { choicesFromQuery } from './settings.server.ts';

const fromQuery = (search: string) => choicesFromQuery(new URL(`https://thwa.com.mm/flight${search}`));

describe('choicesFromQuery: settings given in a link (spec §5)', () => {
  it.each([
    ['MM', 'mm'],
    ['mm', 'mm'],
    ['Mm', 'mm'],
    ['EN', 'en'],
    ['en', 'en'],
    ['my', 'en'],
    ['fr', 'en'],
    ['', 'en'],
  ])('language=%j gives lang %s (lowercased, invalid falls back to en)', (language, lang) => {
    expect(fromQuery(`?language=${language}`)).toEqual({ lang });
  });

  it.each([
    ['usd', 'USD'],
    ['USD', 'USD'],
    ['Usd', 'USD'],
    ['mmk', 'MMK'],
    ['sgd', 'MMK'],
    ['eur', 'MMK'],
    ['', 'MMK'],
  ])('currency=%j gives %s (uppercased, invalid falls back to MMK)', (currency, expected) => {
    expect(fromQuery(`?currency=${currency}`)).toEqual({ currency: expected });
  });

  it.each([
    ['FOREIGN', 'foreign'],
    ['Foreign', 'foreign'],
    ['local', 'local'],
    ['LOCAL', 'local'],
    ['alien', 'local'],
    ['', 'local'],
  ])('nationality=%j gives %s (lowercased, invalid falls back to local)', (nationality, expected) => {
    expect(fromQuery(`?nationality=${nationality}`)).toEqual({ nationality: expected });
  });

  it('reads all three together', () => {
    expect(fromQuery('?language=MM&currency=usd&nationality=Foreign')).toEqual({ lang: 'mm', currency: 'USD', nationality: 'foreign' });
  });

  it('returns nothing for parameters that are absent, so stored choices are kept', () => {
    expect(fromQuery('')).toEqual({});
    expect(fromQuery('?origin=RGN&adult=2')).toEqual({});
    expect(fromQuery('?currency=usd')).not.toHaveProperty('lang');
    expect(fromQuery('?currency=usd')).not.toHaveProperty('nationality');
  });

  it('reads the first value when a parameter is repeated', () => {
    expect(fromQuery('?language=mm&language=en')).toEqual({ lang: 'mm' });
  });
});
