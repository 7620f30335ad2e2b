import { describe, expect, it } from 'vitest';
import { FARE_FORMULA, blockMinutes, fareFromAdultBase, greatCircleKm, promotionDiscount, publishedFare, refiledFare, routeArea } from './flight-pricing.ts';

const YANGON = { latitude: 16.900069, longitude: 96.134152 };
const MANDALAY = { latitude: 21.705495, longitude: 95.97156 };

describe('greatCircleKm', () => {
  it('measures Yangon to Mandalay as the airports are apart (about 535 km)', () => {
    expect(Math.round(greatCircleKm(YANGON, MANDALAY))).toBe(535);
  });

  it('is symmetric and zero for one place', () => {
    expect(greatCircleKm(MANDALAY, YANGON)).toBeCloseTo(greatCircleKm(YANGON, MANDALAY), 9);
    expect(greatCircleKm(YANGON, YANGON)).toBe(0);
  });
});

describe('blockMinutes: distance at cruise speed plus taxi and climb, rounded up to 5 minutes', () => {
  it('times an ATR 72 from Yangon to Mandalay at 1 h 40 and a jet at 1 h 15', () => {
    // 535 km / 420 km/h = 76.4 min + 20 = 96.4 -> 100; 535 / 720 = 44.6 + 30 = 74.6 -> 75
    expect(blockMinutes(535, 'turboprop')).toBe(100);
    expect(blockMinutes(535, 'jet')).toBe(75);
  });

  it('times a long flight (Yangon-Seoul, 3,741 km) at 5 h 45 by jet', () => {
    expect(blockMinutes(3741, 'jet')).toBe(345);
  });

  it('always gives a multiple of 5 that grows with distance', () => {
    let previous = 0;
    for (let km = 50; km <= 6000; km += 137) {
      const minutes = blockMinutes(km, 'jet');
      expect(minutes % 5).toBe(0);
      expect(minutes).toBeGreaterThanOrEqual(previous);
      previous = minutes;
    }
  });

  it('refuses a distance that is not positive', () => {
    expect(() => blockMinutes(0, 'jet')).toThrow(RangeError);
    expect(() => blockMinutes(Number.NaN, 'turboprop')).toThrow(RangeError);
  });
});

describe('publishedFare', () => {
  const domestic = { distanceKm: 535, area: 'domestic', cabin: 'economy', nationality: 'local', fareFactor: 1 } as const;

  it('prices a local economy adult on Yangon-Mandalay at 60,000 + 200 × km, rounded to 1,000', () => {
    // 60,000 + 107,000 = 167,000; tax 5 % + 5,000 = 13,350 -> 13,400
    expect(publishedFare(domestic).adult).toEqual({ base: 167_000, tax: 13_400 });
  });

  it('charges children 75 % and infants 10 % of the adult base; infants pay no airport fee', () => {
    const fare = publishedFare(domestic);
    expect(fare.child.base).toBe(125_500); // 125,250 rounded to 500
    expect(fare.infant.base).toBe(16_500); // 16,700 rounded to 500
    expect(fare.child.tax).toBe(11_300); // 6,275 + 5,000
    expect(fare.infant.tax).toBe(800); // 5 % only
  });

  it('charges foreigners 1.6 times the local fare on domestic routes, and the same on international ones', () => {
    expect(publishedFare({ ...domestic, nationality: 'foreign' }).adult.base).toBe(267_000);
    const international = { distanceKm: 610, area: 'international', cabin: 'economy', fareFactor: 1.2 } as const;
    expect(publishedFare({ ...international, nationality: 'foreign' })).toEqual(publishedFare({ ...international, nationality: 'local' }));
  });

  it('prices international economy at 90,000 + 150 × km with 3 % + 45,000 of charges', () => {
    // (90,000 + 91,500) × 1.2 = 217,800 -> 218,000; tax 6,540 + 45,000 = 51,540 -> 51,500
    expect(publishedFare({ distanceKm: 610, area: 'international', cabin: 'economy', nationality: 'local', fareFactor: 1.2 }).adult).toEqual({
      base: 218_000,
      tax: 51_500,
    });
  });

  it('prices business at 2 times economy at home and 2.8 times abroad', () => {
    expect(publishedFare({ ...domestic, cabin: 'business' }).adult.base).toBe(334_000);
    // Yangon-Singapore: 90,000 + 150 × 1,930 = 379,500 in economy; × 2.8 = 1,062,600 -> 1,063,000
    const abroad = { distanceKm: 1930, area: 'international', nationality: 'local', fareFactor: 1 } as const;
    expect(publishedFare({ ...abroad, cabin: 'economy' }).adult.base).toBe(380_000);
    expect(FARE_FORMULA.businessMultiplier.international).toBe(2.8);
    expect(publishedFare({ ...abroad, cabin: 'business' }).adult.base).toBe(1_063_000);
  });

  it('follows the airline factor: a low-cost carrier is cheaper than a full-service one', () => {
    const route = { distanceKm: 610, area: 'international', cabin: 'economy', nationality: 'local' } as const;
    expect(publishedFare({ ...route, fareFactor: 0.7 }).adult.base).toBeLessThan(publishedFare({ ...route, fareFactor: 1.3 }).adult.base);
  });

  it('gives integer MMK everywhere', () => {
    const fare = publishedFare({ distanceKm: 1234.567, area: 'international', cabin: 'business', nationality: 'foreign', fareFactor: 1.17 });
    for (const amounts of [fare.adult, fare.child, fare.infant]) {
      expect(Number.isInteger(amounts.base) && Number.isInteger(amounts.tax)).toBe(true);
    }
  });

  it('refuses a distance or factor that is not positive', () => {
    expect(() => publishedFare({ ...domestic, distanceKm: -1 })).toThrow(RangeError);
    expect(() => publishedFare({ ...domestic, fareFactor: 0 })).toThrow(RangeError);
  });
});

describe('promotionDiscount', () => {
  it('takes the percentage off, rounded down to 100 MMK', () => {
    expect(promotionDiscount(167_000, 10)).toBe(16_700);
    expect(promotionDiscount(125_500, 15)).toBe(18_800); // 18,825
    expect(promotionDiscount(167_000, 0)).toBe(0);
  });

  it('refuses a percentage that is not a whole number from 0 to 100', () => {
    expect(() => promotionDiscount(1000, 101)).toThrow(RangeError);
    expect(() => promotionDiscount(1000, 2.5)).toThrow(RangeError);
  });
});

describe('routeArea', () => {
  it('is domestic only when both airports are in Myanmar', () => {
    expect(routeArea('MM', 'MM')).toBe('domestic');
    expect(routeArea('MM', 'TH')).toBe('international');
    expect(routeArea('TH', 'KR')).toBe('international');
  });
});

describe('refiledFare', () => {
  it('moves a fare by the proportion of the route fare, to 1,000 MMK, with its shares and taxes from the new base', () => {
    // The route's local economy fare 167,000 refiled at 200,000: a segment at 100,000 goes to 119,760, published as 120,000.
    expect(refiledFare(100_000, 'domestic', 167_000, 200_000)).toEqual(fareFromAdultBase(120_000, 'domestic'));
    expect(refiledFare(167_000, 'domestic', 167_000, 200_000).adult).toEqual({ base: 200_000, tax: 15_000 });
    expect(refiledFare(167_000, 'domestic', 167_000, 200_000).child.base).toBe(150_000);
    // Foreigners' fare on the same route moves by the same proportion.
    expect(refiledFare(267_000, 'domestic', 167_000, 200_000).adult.base).toBe(320_000);
  });

  it('gives the formula back for a base the formula made, and never goes below 1,000', () => {
    const international = { distanceKm: 610, area: 'international', cabin: 'economy', nationality: 'local', fareFactor: 1.2 } as const;
    const fare = publishedFare(international);
    expect(fareFromAdultBase(fare.adult.base, 'international')).toEqual(fare);
    expect(refiledFare(2_000, 'domestic', 500_000, 1_000).adult.base).toBe(1_000);
    expect(() => refiledFare(2_000, 'domestic', 0, 1_000)).toThrow(RangeError);
  });
});
