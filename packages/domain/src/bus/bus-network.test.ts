import { describe, expect, it } from 'vitest';
import { foreignFareOf, isThingyanSeason, seatFare } from './bus-fares.ts';
import { BUS_CITIES, BUS_OPERATORS, BUS_POINTS, BUS_SERVICES, busOperator, coachType, matchBusCities, pointsOf } from './bus-network.ts';
import { localAfter, yangonInstant } from './bus-time.ts';

describe('the bus network', () => {
  it('has the issue’s operators and cities, each city with its own station first', () => {
    expect(BUS_OPERATORS.map((operator) => operator.nameEn)).toEqual(expect.arrayContaining(['JJ Express', 'Elite Express', 'Mandalar Minn', 'Famous Traveller', 'Shwe Mandalar', 'Lumbini']));
    for (const city of BUS_CITIES) {
      expect(pointsOf(city.code).length, city.code).toBeGreaterThan(0);
      expect(pointsOf(city.code)[0]!.offsetMinutes, city.code).toBe(0);
    }
    expect(pointsOf('YGN')[0]!.nameEn).toBe('Aung Mingalar Highway Bus Station');
    expect(BUS_POINTS.every((point) => /[\u1000-\u109F]/.test(point.nameMy) && /[\u1000-\u109F]/.test(point.addressMy))).toBe(true);
  });

  it('runs every service both ways, by an operator of its route, mostly at night, with unique codes', () => {
    expect(new Set(BUS_SERVICES.map((service) => service.code)).size).toBe(BUS_SERVICES.length);
    for (const service of BUS_SERVICES) {
      expect(busOperator(service.operator), service.code).toBeDefined();
      expect(coachType(service.coachType), service.code).toBeDefined();
      expect(BUS_SERVICES.some((back) => back.from === service.to && back.to === service.from && back.operator === service.operator), service.code).toBe(true);
      expect(service.localFare % 500).toBe(0);
    }
    const night = BUS_SERVICES.filter((service) => service.departureTime >= '18:00');
    expect(night.length / BUS_SERVICES.length).toBeGreaterThan(0.6);
    expect(BUS_SERVICES.filter((service) => service.from === 'YGN' && service.to === 'MDY').map((service) => service.operator)).toEqual(['JJX', 'ELT', 'MDM', 'SMD', 'LMB']);
  });

  it('finds cities by a word of their name in either language, or their code', () => {
    expect(matchBusCities('inle').map((city) => city.code)).toEqual(['NYS']);
    expect(matchBusCities('mdy').map((city) => city.code)).toEqual(['MDY']);
    expect(matchBusCities('မန္တလေး').map((city) => city.code)).toEqual(['MDY']);
    expect(matchBusCities('')).toHaveLength(BUS_CITIES.length);
    expect(matchBusCities('zzz')).toEqual([]);
  });
});

describe('fares and times', () => {
  it('costs a quarter more for foreigners and more around Thingyan, in 500s', () => {
    expect(foreignFareOf(45_000)).toBe(56_500);
    expect(isThingyanSeason('2027-04-09')).toBe(false);
    expect(isThingyanSeason('2027-04-13')).toBe(true);
    expect(isThingyanSeason('2027-04-20')).toBe(true);
    expect(seatFare(28_000, '2027-03-01', 'local')).toBe(28_000);
    expect(seatFare(28_000, '2027-04-14', 'local')).toBe(36_500);
    expect(seatFare(28_000, '2027-04-14', 'foreign')).toBe(46_000);
  });

  it('reads local Yangon times as instants and adds minutes across midnight', () => {
    expect(yangonInstant('2027-03-01', '20:30').toISOString()).toBe('2027-03-01T14:00:00.000Z');
    expect(localAfter('2027-03-01', '20:30', 540)).toBe('2027-03-02T05:30');
    expect(localAfter('2027-03-01', '20:30', -75)).toBe('2027-03-01T19:15');
  });
});
