import { beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_AIRLINES, NETWORK_AIRPORTS, NETWORK_SCHEDULES, type NetworkSchedule } from './flight-network.ts';
import { GROUND_MINUTES, blockMinutes, greatCircleKm, publishedFare } from './flight-pricing.ts';
import { buildTimetable, type TimetableAirport } from './flight-timetable.ts';
import { networkAirportRows } from './seed-flights.ts';

let airports: Map<string, TimetableAirport>;
beforeAll(async () => {
  airports = new Map((await networkAirportRows()).map((row) => [row.code, row]));
});

const MYANMAR_SCRIPT = /^[\u1000-\u109f\s()]+$/;

describe('the flight network data', () => {
  it('finds every airport in airport-data-js, with its time zone and coordinates', () => {
    expect(airports.size).toBe(NETWORK_AIRPORTS.length);
    expect(airports.get('RGN')).toMatchObject({ countryCode: 'MM', timeZone: 'Asia/Yangon' });
    expect(airports.get('ICN')).toMatchObject({ countryCode: 'KR', timeZone: 'Asia/Seoul' });
  });

  it('names every Myanmar airport and city in Myanmar script, and every foreign city too', async () => {
    const rows = await networkAirportRows();
    for (const row of rows) {
      expect(row.cityMy, row.code).toMatch(MYANMAR_SCRIPT);
      if (row.countryCode === 'MM') expect(row.nameMy, row.code).toMatch(/^[\u1000-\u109f\s]+$/);
    }
    expect(rows.find((row) => row.code === 'RGN')).toMatchObject({ cityMy: 'ရန်ကုန်', countryNameEn: 'Myanmar', countryNameMy: 'မြန်မာ' });
  });

  it('uses only known airlines and airports, and flies every airline and airport', () => {
    const timetable = buildTimetable(airports);
    expect(timetable).toHaveLength(NETWORK_SCHEDULES.length);
    expect(new Set(timetable.map((schedule) => schedule.airlineCode))).toEqual(new Set(NETWORK_AIRLINES.map((airline) => airline.code)));
    const flown = new Set(timetable.flatMap((schedule) => schedule.legs.flatMap((leg) => [leg.origin, leg.destination])));
    expect(flown).toEqual(new Set(NETWORK_AIRPORTS.map((airport) => airport.code)));
  });
});

describe('buildTimetable', () => {
  it('times the legs of a circuit from distance, with 25 minutes on the ground at each stop', () => {
    const circuit = buildTimetable(airports).find((schedule) => schedule.flightNumber === 'UB103')!;
    expect(circuit.legs.map((leg) => `${leg.origin}-${leg.destination}`)).toEqual(['RGN-NYU', 'NYU-MDL', 'MDL-HEH', 'HEH-RGN']);
    let offset = 0;
    for (const leg of circuit.legs) {
      expect(leg.departureOffsetMinutes).toBe(offset);
      expect(leg.durationMinutes).toBe(blockMinutes(leg.distanceKm, 'turboprop'));
      offset += leg.durationMinutes + GROUND_MINUTES.turboprop;
    }
  });

  it('sells every stretch of a circuit except back to where it started; a passenger to Heho flies 3 legs', () => {
    const circuit = buildTimetable(airports).find((schedule) => schedule.flightNumber === 'UB103')!;
    expect(circuit.segments.map((segment) => `${segment.origin}-${segment.destination}`).sort()).toEqual(
      ['RGN-NYU', 'RGN-MDL', 'RGN-HEH', 'NYU-MDL', 'NYU-HEH', 'NYU-RGN', 'MDL-HEH', 'MDL-RGN', 'HEH-RGN'].sort(),
    );
    const toHeho = circuit.segments.find((segment) => segment.origin === 'RGN' && segment.destination === 'HEH')!;
    expect([toHeho.fromLeg, toHeho.toLeg]).toEqual([1, 3]);
    // Priced on the Yangon-Heho distance, not on the three legs flown.
    expect(toHeho.distanceKm).toBe(Math.round(greatCircleKm(airports.get('RGN')!, airports.get('HEH')!)));
    const localEconomy = toHeho.fares.find((fare) => fare.cabin === 'economy' && fare.nationality === 'local')!;
    expect(localEconomy.fare).toEqual(publishedFare({ distanceKm: toHeho.distanceKm, area: 'domestic', cabin: 'economy', nationality: 'local', fareFactor: 1 }));
  });

  it('sells business only where the aircraft has a business cabin, for locals and foreigners', () => {
    const timetable = buildTimetable(airports);
    const atr = timetable.find((schedule) => schedule.flightNumber === 'K7222')!;
    const jet = timetable.find((schedule) => schedule.flightNumber === 'UB101')!;
    expect(atr.segments[0]!.fares.map((fare) => `${fare.cabin}/${fare.nationality}`)).toEqual(['economy/local', 'economy/foreign']);
    expect(jet.segments[0]!.fares.map((fare) => `${fare.cabin}/${fare.nationality}`)).toEqual([
      'economy/local',
      'economy/foreign',
      'business/local',
      'business/foreign',
    ]);
    expect(atr.businessSeats).toBe(0);
    expect(jet.businessSeats).toBeGreaterThan(0);
  });

  it('lists the weekdays of a schedule, every day for a daily one', () => {
    const timetable = buildTimetable(airports);
    expect(timetable.find((schedule) => schedule.flightNumber === 'UB101')!.daysOfWeek).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(timetable.find((schedule) => schedule.flightNumber === 'UB115')!).toMatchObject({ daysOfWeek: [2, 5], offline: true });
  });

  const valid: NetworkSchedule = { flightNumber: 'UB901', aircraft: 'ATR72', days: 'daily', departs: '08:00', route: ['RGN', 'MDL'] };
  it.each<[string, NetworkSchedule[]]>([
    ['an unknown airport', [{ ...valid, route: ['RGN', 'XXX'] }]],
    ['an unknown airline', [{ ...valid, flightNumber: 'ZZ1' }]],
    ['a flight number used twice', [valid, valid]],
    ['a departure time that is not HH:mm', [{ ...valid, departs: '8:00' }]],
    ['a weekday outside 1-7', [{ ...valid, days: [0, 3] }]],
    ['a leg that goes nowhere', [{ ...valid, route: ['RGN', 'RGN', 'MDL'] }]],
    ['a pair sold on two stretches of a route', [{ ...valid, route: ['RGN', 'MDL', 'NYU', 'MDL'] }]],
  ])('refuses a schedule with %s, naming it', (_problem, schedules) => {
    expect(() => buildTimetable(airports, schedules)).toThrow(/schedule (UB901|ZZ1)/);
  });
});
