import { describe, expect, it } from 'vitest';
import { busOperationsQueryOf, departureIdOf, departuresPathOf } from './bus-operations-query.ts';

const today = '2026-12-01';

describe("the bus panel's address", () => {
  it('is today and any city when empty', () => {
    expect(busOperationsQueryOf(new URLSearchParams(), today)).toEqual({ date: today, from: '', to: '', corrected: false });
  });

  it('reads a date and cities, in any case', () => {
    expect(busOperationsQueryOf(new URLSearchParams('date=2026-12-24&from=ygn&to=MDY'), today)).toEqual({ date: '2026-12-24', from: 'YGN', to: 'MDY', corrected: false });
  });

  it('leaves out what it cannot read, and says so', () => {
    expect(busOperationsQueryOf(new URLSearchParams('date=2026-02-30&from=BKK&to=MDY'), today)).toEqual({ date: today, from: '', to: 'MDY', corrected: true });
  });

  it('asks the api for the date and only the cities chosen', () => {
    expect(departuresPathOf({ date: today, from: '', to: 'MDY', corrected: false })).toBe('/ops/bus/departures?date=2026-12-01&to=MDY');
    expect(departuresPathOf({ date: today, from: 'YGN', to: '', corrected: false })).toBe('/ops/bus/departures?date=2026-12-01&from=YGN');
  });

  it('takes a departure id of digits only', () => {
    expect(departureIdOf('42')).toBe('42');
    for (const bad of [undefined, '', '0', '012', '-4', '4.5', 'abc', '1234567890123456']) expect(departureIdOf(bad)).toBeNull();
  });
});
