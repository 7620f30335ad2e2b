import { describe, expect, it } from 'vitest';
import { AIRPORT_SEARCH_LIMIT, airportScore, searchAirports, type SearchableAirport } from './airport-search.ts';

function airport(code: string, fields: Partial<SearchableAirport>): SearchableAirport {
  return {
    code,
    nameEn: `${code} Airport`,
    nameMy: `${code} လေဆိပ်`,
    cityEn: code,
    cityMy: code,
    countryCode: 'MM',
    countryNameEn: 'Myanmar',
    countryNameMy: 'မြန်မာ',
    keywords: '',
    featuredRank: null,
    ...fields,
  };
}

const AIRPORTS = [
  airport('RGN', { nameEn: 'Yangon International Airport', nameMy: 'ရန်ကုန် အပြည်ပြည်ဆိုင်ရာ လေဆိပ်', cityEn: 'Yangon', cityMy: 'ရန်ကုန်', keywords: 'Rangoon', featuredRank: 12 }),
  airport('MDL', { nameEn: 'Mandalay International Airport', nameMy: 'မန္တလေး အပြည်ပြည်ဆိုင်ရာ လေဆိပ်', cityEn: 'Mandalay', cityMy: 'မန္တလေး', featuredRank: 1 }),
  airport('NYU', { nameEn: 'Nyaung U Airport', nameMy: 'ညောင်ဦး လေဆိပ်', cityEn: 'Nyaung U (Bagan)', cityMy: 'ညောင်ဦး (ပုဂံ)', featuredRank: 3 }),
  airport('HEH', { nameEn: 'Heho Airport', nameMy: 'ဟဲဟိုး လေဆိပ်', cityEn: 'Heho', cityMy: 'ဟဲဟိုး', keywords: 'Inle Lake အင်းလေး' }),
  airport('BKK', { nameEn: 'Suvarnabhumi Airport', nameMy: 'Suvarnabhumi Airport', cityEn: 'Bangkok', cityMy: 'ဘန်ကောက်', countryCode: 'TH', countryNameEn: 'Thailand', countryNameMy: 'ထိုင်း', featuredRank: 2 }),
  airport('DMK', { nameEn: 'Don Mueang International Airport', nameMy: 'Don Mueang International Airport', cityEn: 'Bangkok', cityMy: 'ဘန်ကောက်', countryCode: 'TH', countryNameEn: 'Thailand', countryNameMy: 'ထိုင်း' }),
  airport('BMO', { nameEn: 'Banmaw Airport', nameMy: 'ဗန်းမော် လေဆိပ်', cityEn: 'Bhamo', cityMy: 'ဗန်းမော်' }),
];

const codes = (items: ReturnType<typeof searchAirports>) => items.flatMap((item) => item.airportCities.map((city) => city.airportCode));

describe('airportScore', () => {
  it('ranks the code first, then the city, the airport name, other names, and the country last', () => {
    const rgn = AIRPORTS[0]!;
    expect(airportScore(rgn, 'rgn')).toBeGreaterThan(airportScore(rgn, 'yangon'));
    expect(airportScore(rgn, 'yangon')).toBeGreaterThan(airportScore(rgn, 'international'));
    expect(airportScore(rgn, 'international')).toBeGreaterThan(airportScore(rgn, 'rangoon'));
    expect(airportScore(rgn, 'rangoon')).toBeGreaterThan(airportScore(rgn, 'myanmar'));
    expect(airportScore(rgn, 'paris')).toBe(0);
  });

  it('ignores case, spacing and the order Unicode stores Myanmar marks in', () => {
    expect(airportScore(AIRPORTS[2]!, 'NYAUNGU')).toBeGreaterThan(0);
    expect(airportScore(AIRPORTS[0]!, '  ရန် ကုန် ')).toBeGreaterThan(0);
  });
});

describe('searchAirports', () => {
  it('finds an airport by its code, city, name or another name, in English', () => {
    expect(codes(searchAirports(AIRPORTS, 'MDL', 'en'))).toEqual(['MDL']);
    expect(codes(searchAirports(AIRPORTS, 'bagan', 'en'))).toEqual(['NYU']);
    expect(codes(searchAirports(AIRPORTS, 'inle', 'en'))).toEqual(['HEH']);
    expect(codes(searchAirports(AIRPORTS, 'suvarna', 'en'))).toEqual(['BKK']);
  });

  it('finds Myanmar names from Myanmar input and answers in the language asked', () => {
    expect(searchAirports(AIRPORTS, 'မန္တလေး', 'mm')).toEqual([
      { countryCode: 'MM', countryName: 'မြန်မာ', airportCities: [{ airportCode: 'MDL', airportCity: 'မန္တလေး', airportName: 'မန္တလေး အပြည်ပြည်ဆိုင်ရာ လေဆိပ်' }] },
    ]);
    expect(searchAirports(AIRPORTS, 'ပုဂံ', 'en')).toEqual([
      { countryCode: 'MM', countryName: 'Myanmar', airportCities: [{ airportCode: 'NYU', airportCity: 'Nyaung U (Bagan)', airportName: 'Nyaung U Airport' }] },
    ]);
  });

  it('groups by country with Myanmar first, even when a foreign airport matches better', () => {
    const items = searchAirports(AIRPORTS, 'ban', 'en');
    expect(items.map((item) => item.countryCode)).toEqual(['MM', 'TH']);
    expect(items[1]!.airportCities.map((city) => city.airportCode)).toEqual(['BKK', 'DMK']);
  });

  it('lists a whole country when its name is typed', () => {
    expect(codes(searchAirports(AIRPORTS, 'thailand', 'en')).sort()).toEqual(['BKK', 'DMK']);
  });

  it(`answers at most ${AIRPORT_SEARCH_LIMIT} airports, best first`, () => {
    const many = Array.from({ length: 30 }, (_, index) => airport(`A${String.fromCharCode(65 + (index % 26))}${index < 26 ? 'A' : 'B'}`, { cityEn: `Airfield ${index}` }));
    expect(codes(searchAirports(many, 'airfield', 'en'))).toHaveLength(AIRPORT_SEARCH_LIMIT);
  });

  it('answers nothing when nothing matches, and does not match everything on one letter inside a word', () => {
    expect(searchAirports(AIRPORTS, 'zzz', 'en')).toEqual([]);
    expect(codes(searchAirports(AIRPORTS, 'g', 'en'))).toEqual([]);
  });
});
