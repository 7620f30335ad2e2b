import { describe, expect, it } from 'vitest';
import { NO_BUS_FILTERS, filterDepartures, filterOptions, sortDepartures, windowOf } from './bus-list.ts';

const departure = (code: string, operator: string, busClass: 'vip' | 'standard', departureTime: string, fare: number, durationMinutes: number) => ({
  serviceCode: code,
  operator: { code: operator, name: `${operator} Express`, phone: '' },
  busClass,
  departureTime,
  fare,
  durationMinutes,
});
const list = [
  departure('A', 'JJX', 'vip', '20:30', 49_500, 540),
  departure('B', 'MDM', 'standard', '19:30', 28_000, 560),
  departure('C', 'ELT', 'vip', '08:00', 46_000, 520),
  departure('D', 'SMD', 'standard', '21:15', 25_500, 600),
];

describe('the bus results', () => {
  it('sort cheapest, earliest or fastest first', () => {
    expect(sortDepartures(list, 'cheapest').map((one) => one.serviceCode)).toEqual(['D', 'B', 'C', 'A']);
    expect(sortDepartures(list, 'earliest').map((one) => one.serviceCode)).toEqual(['C', 'B', 'A', 'D']);
    expect(sortDepartures(list, 'fastest').map((one) => one.serviceCode)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('filter by operator, class, departure window and highest fare; no filter keeps all', () => {
    expect(filterDepartures(list, NO_BUS_FILTERS)).toHaveLength(4);
    expect(filterDepartures(list, { ...NO_BUS_FILTERS, operators: ['JJX', 'SMD'] }).map((one) => one.serviceCode)).toEqual(['A', 'D']);
    expect(filterDepartures(list, { ...NO_BUS_FILTERS, classes: ['vip'] }).map((one) => one.serviceCode)).toEqual(['A', 'C']);
    expect(filterDepartures(list, { ...NO_BUS_FILTERS, windows: ['morning', 'night'] }).map((one) => one.serviceCode)).toEqual(['C', 'D']);
    expect(filterDepartures(list, { ...NO_BUS_FILTERS, maxFare: 28_000 }).map((one) => one.serviceCode)).toEqual(['B', 'D']);
  });

  it('put a departure in its window by the hour, after midnight in the night', () => {
    expect(['05:00', '12:00', '17:00', '21:00', '01:30'].map(windowOf)).toEqual(['morning', 'afternoon', 'evening', 'night', 'night']);
  });

  it('offer the operators, classes and fares of the results', () => {
    expect(filterOptions(list)).toEqual({
      operators: [
        { code: 'ELT', name: 'ELT Express' },
        { code: 'JJX', name: 'JJX Express' },
        { code: 'MDM', name: 'MDM Express' },
        { code: 'SMD', name: 'SMD Express' },
      ],
      classes: ['vip', 'standard'],
      fares: { min: 25_500, max: 49_500 },
    });
    expect(filterOptions([])).toEqual({ operators: [], classes: [], fares: null });
  });
});
