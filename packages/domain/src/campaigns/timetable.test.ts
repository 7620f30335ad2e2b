import { describe, expect, it } from 'vitest';
import { buildTimetable, isoWeekdayOf, nextOperatingDate, scheduleStretches, shiftWeekdays, type WeeklySchedule } from './timetable.ts';

const leg = (legNo: number, origin: string, destination: string, departureOffsetMinutes: number, durationMinutes: number) => ({ legNo, origin, destination, departureOffsetMinutes, durationMinutes });

const DIRECT: WeeklySchedule = { flightNumber: 'UB101', airlineCode: 'UB', daysOfWeek: [1, 3, 5], departureTime: '07:00', offline: false, legs: [leg(1, 'RGN', 'MDL', 0, 85)] };
const MULTI: WeeklySchedule = {
  flightNumber: 'UB109',
  airlineCode: 'UB',
  daysOfWeek: [2, 4],
  departureTime: '07:30',
  offline: false,
  legs: [leg(2, 'TVY', 'KAW', 100, 50), leg(1, 'RGN', 'TVY', 0, 75)],
};
const CIRCUIT: WeeklySchedule = {
  flightNumber: 'UB103',
  airlineCode: 'UB',
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  departureTime: '06:45',
  offline: true,
  legs: [leg(1, 'RGN', 'NYU', 0, 80), leg(2, 'NYU', 'RGN', 105, 80)],
};
const LATE: WeeklySchedule = { flightNumber: 'K7999', airlineCode: 'K7', daysOfWeek: [7], departureTime: '23:00', offline: false, legs: [leg(1, 'RGN', 'HEH', 0, 70), leg(2, 'HEH', 'MDL', 95, 40)] };
const ABROAD: WeeklySchedule = { flightNumber: 'UB017', airlineCode: 'UB', daysOfWeek: [1], departureTime: '12:40', offline: false, legs: [leg(1, 'RGN', 'BKK', 0, 90)] };

describe('scheduleStretches: every stretch a schedule sells is a flight of its route', () => {
  it('gives a one-leg service its one route, with times, duration and its weekdays', () => {
    expect(scheduleStretches(DIRECT)).toEqual([
      {
        origin: 'RGN',
        destination: 'MDL',
        flight: { flightNumber: 'UB101', airlineCode: 'UB', departureTime: '07:00', arrivalTime: '08:25', arrivalDayOffset: 0, durationMinutes: 85, via: [], weekdays: [1, 3, 5], offline: false },
      },
    ]);
  });

  it('gives a multi-leg service each leg and each longer stretch with its stops, legs in flying order whatever their order given', () => {
    const stretches = scheduleStretches(MULTI).map(({ origin, destination, flight }) => [origin, destination, flight.departureTime, flight.arrivalTime, flight.durationMinutes, flight.via]);
    expect(stretches).toEqual([
      ['RGN', 'TVY', '07:30', '08:45', 75, []],
      ['RGN', 'KAW', '07:30', '10:00', 150, ['TVY']],
      ['TVY', 'KAW', '09:10', '10:00', 50, []],
    ]);
  });

  it('leaves out the stretch of a circuit from an airport back to itself', () => {
    const routes = scheduleStretches(CIRCUIT).map(({ origin, destination }) => `${origin}-${destination}`);
    expect(routes).toEqual(['RGN-NYU', 'NYU-RGN']);
    expect(scheduleStretches(CIRCUIT).every(({ flight }) => flight.offline)).toBe(true);
  });

  it('moves a leg that leaves after midnight to the next weekday, and marks an arrival on the next day', () => {
    const [first, through, second] = scheduleStretches(LATE);
    expect(first!.flight).toMatchObject({ departureTime: '23:00', arrivalTime: '00:10', arrivalDayOffset: 1, weekdays: [7] });
    expect(through!.flight).toMatchObject({ departureTime: '23:00', arrivalTime: '01:15', arrivalDayOffset: 1, durationMinutes: 135, weekdays: [7] });
    expect(second!.flight).toMatchObject({ departureTime: '00:35', arrivalTime: '01:15', arrivalDayOffset: 0, weekdays: [1] });
  });
});

describe('shiftWeekdays', () => {
  it('wraps Sunday to Monday and keeps the days sorted and once each', () => {
    expect(shiftWeekdays([7, 3], 1)).toEqual([1, 4]);
    expect(shiftWeekdays([1, 2, 3, 4, 5, 6, 7], 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(shiftWeekdays([2], 0)).toEqual([2]);
  });
});

describe('buildTimetable', () => {
  const domestic = (code: string) => code !== 'BKK';

  it('groups the flights of every schedule by route, leaves out routes abroad, and sorts flights by departure time', () => {
    const other: WeeklySchedule = { ...DIRECT, flightNumber: 'K7222', airlineCode: 'K7', departureTime: '06:30', daysOfWeek: [2] };
    const timetable = buildTimetable([DIRECT, MULTI, CIRCUIT, ABROAD, other], domestic);
    expect(timetable.map((route) => `${route.origin}-${route.destination}`)).toEqual(['NYU-RGN', 'RGN-KAW', 'RGN-MDL', 'RGN-NYU', 'RGN-TVY', 'TVY-KAW']);
    expect(timetable.find((route) => route.destination === 'MDL')!.flights.map((flight) => flight.flightNumber)).toEqual(['K7222', 'UB101']);
  });

  it('orders routes as the caller compares airports (by city name in the page language)', () => {
    const names: Record<string, string> = { RGN: 'Yangon', MDL: 'Mandalay', NYU: 'Bagan', TVY: 'Dawei', KAW: 'Kawthaung' };
    const timetable = buildTimetable([DIRECT, MULTI, CIRCUIT], domestic, (a, b) => names[a]!.localeCompare(names[b]!));
    expect(timetable.map((route) => `${route.origin}-${route.destination}`)).toEqual(['NYU-RGN', 'TVY-KAW', 'RGN-NYU', 'RGN-TVY', 'RGN-KAW', 'RGN-MDL']);
  });

  it('is empty without schedules', () => {
    expect(buildTimetable([], domestic)).toEqual([]);
  });
});

describe('nextOperatingDate: the day a flight row links to', () => {
  it('knows ISO weekdays', () => {
    expect(isoWeekdayOf('2026-11-30')).toBe(1);
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
  });

  it('is today when the flight operates today and leaves at least 2 hours from now', () => {
    // 2026-11-30 is a Monday.
    expect(nextOperatingDate([1, 3], '12:00', '2026-11-30', 9 * 60)).toBe('2026-11-30');
    expect(nextOperatingDate([1, 3], '12:00', '2026-11-30', 10 * 60)).toBe('2026-11-30');
  });

  it('is a later day when online sales for today have closed or it does not operate today', () => {
    expect(nextOperatingDate([1, 3], '12:00', '2026-11-30', 10 * 60 + 1)).toBe('2026-12-02');
    expect(nextOperatingDate([1], '07:00', '2026-11-30', 6 * 60)).toBe('2026-12-07');
    expect(nextOperatingDate([2], '07:00', '2026-11-30', 0)).toBe('2026-12-01');
  });

  it('is null for a flight with no weekday', () => {
    expect(nextOperatingDate([], '07:00', '2026-11-30', 0)).toBeNull();
  });
});
