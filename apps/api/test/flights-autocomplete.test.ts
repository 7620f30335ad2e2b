import { describe, expect, it } from 'vitest';
import { AirportSearchResponse, type AirportSearchItem } from '@thwa/domain/contracts/flights';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { useTestApi } from './harness.ts';

const api = useTestApi();

async function autocomplete(q: string, language?: string) {
  const query = new URLSearchParams({ q, ...(language ? { language } : {}) });
  return api.app.inject({ method: 'GET', url: `/api/flight?${query}` });
}
async function found(q: string, language?: string): Promise<AirportSearchItem[]> {
  const response = await autocomplete(q, language);
  expect(response.statusCode).toBe(200);
  return AirportSearchResponse.parse(response.json()).data;
}
const codes = (items: AirportSearchItem[]) => items.flatMap((item) => item.airportCities.map((city) => city.airportCode));

describe('GET /api/flight?q= (airport autocomplete)', () => {
  it('finds Yangon by city, code, airport name and old name, grouped under Myanmar', async () => {
    expect(await found('yangon')).toEqual([
      { countryCode: 'MM', countryName: 'Myanmar', airportCities: [{ airportCode: 'RGN', airportCity: 'Yangon', airportName: 'Yangon International Airport' }] },
    ]);
    expect(codes(await found('RGN'))[0]).toBe('RGN');
    expect(codes(await found('rangoon'))).toEqual(['RGN']);
    expect(codes(await found('Mingaladon'))).toEqual(['RGN']);
  });

  it('finds the places people know: Bagan, Inle, Ngapali', async () => {
    expect(codes(await found('Bagan'))).toEqual(['NYU']);
    expect(codes(await found('inle'))).toEqual(['HEH']);
    expect(codes(await found('ngapali'))).toEqual(['SNW']);
  });

  it('lists both Bangkok airports under Thailand, and puts Myanmar first when both countries match', async () => {
    expect(await found('bangkok')).toEqual([
      {
        countryCode: 'TH',
        countryName: 'Thailand',
        airportCities: [
          { airportCode: 'BKK', airportCity: 'Bangkok', airportName: 'Suvarnabhumi Airport' },
          { airportCode: 'DMK', airportCity: 'Bangkok', airportName: 'Don Mueang International Airport' },
        ],
      },
    ]);
    const mixed = await found('ban');
    expect(mixed[0]!.countryCode).toBe('MM');
    expect(mixed.map((item) => item.countryCode)).toContain('TH');
  });

  it('finds Myanmar input and answers in Myanmar when asked', async () => {
    expect(await found('ရန်ကုန်', 'mm')).toEqual([
      { countryCode: 'MM', countryName: 'မြန်မာ', airportCities: [{ airportCode: 'RGN', airportCity: 'ရန်ကုန်', airportName: 'ရန်ကုန် အပြည်ပြည်ဆိုင်ရာ လေဆိပ်' }] },
    ]);
    expect(codes(await found('ပုဂံ'))).toEqual(['NYU']);
    expect(codes(await found('ဘန်ကောက်', 'mm'))).toEqual(['BKK', 'DMK']);
    expect((await found('မန္တလေး', 'en'))[0]!.airportCities[0]).toEqual({ airportCode: 'MDL', airportCity: 'Mandalay', airportName: 'Mandalay International Airport' });
  });

  it('converts Zawgyi input to Unicode before searching', async () => {
    for (const [zawgyi, code] of [
      ['ရန္ကုန္', 'RGN'],
      ['မႏၲေလး', 'MDL'],
      ['ဘန္ေကာက္', 'BKK'],
    ] as const) {
      expect(isZawgyi(zawgyi)).toBe(true);
      expect(codes(await found(zawgyi, 'mm'))[0]).toBe(code);
    }
  });

  it('answers at most 10 airports', async () => {
    expect(codes(await found('airport')).length).toBe(10);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await found('Timbuktu')).toEqual([]);
  });

  it('lets caches keep the answer a while', async () => {
    expect((await autocomplete('yangon')).headers['cache-control']).toBe('public, max-age=300');
  });

  it.each([
    ['an empty query', '', undefined, 'querystring.q'],
    ['a blank query', '   ', undefined, 'querystring.q'],
    ['an absurdly long query', 'x'.repeat(5_000), undefined, 'querystring.q'],
    ['an unknown language', 'yangon', 'fr', 'querystring.language'],
  ])('refuses %s with 400 naming the field', async (_case, q, language, field) => {
    const response = await autocomplete(q, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field });
  });

  it('refuses a request without q, and survives odd characters', async () => {
    const missing = await api.app.inject({ method: 'GET', url: '/api/flight' });
    expect(missing.json()).toMatchObject({ code: 400, field: 'querystring.q' });
    for (const q of ['%00', '\\', '(((', '*', '😀😀😀', '\u200b\u200b', 'ရ'.repeat(60)]) {
      const response = await autocomplete(q);
      expect([200, 400], q).toContain(response.statusCode);
    }
  });
});
