import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addRecentFlightDeparture } from './recent-searches.ts';

interface Airport {
  airportCode: string;
  airportCity: string;
}

const airport = (airportCode: string, airportCity = airportCode): Airport => ({ airportCode, airportCity });
const codes = (list: readonly Airport[]): string[] => list.map((entry) => entry.airportCode);

describe('recent flight departures (spec §4: same airport code is replaced, newest last, at most 4 kept)', () => {
  it('adds the newest departure last', () => {
    expect(codes(addRecentFlightDeparture([airport('RGN'), airport('MDL')], airport('NYU')))).toEqual(['RGN', 'MDL', 'NYU']);
  });

  it('replaces an entry with the same airport code and moves it to the newest place', () => {
    const list = addRecentFlightDeparture([airport('RGN'), airport('MDL', 'Old name'), airport('NYU')], airport('MDL', 'Mandalay'));
    expect(list).toEqual([airport('RGN'), airport('NYU'), airport('MDL', 'Mandalay')]);
  });

  it('keeps at most 4, dropping the oldest', () => {
    const four = ['RGN', 'MDL', 'NYU', 'HEH'].map((code) => airport(code));
    expect(codes(addRecentFlightDeparture(four, airport('KAW')))).toEqual(['MDL', 'NYU', 'HEH', 'KAW']);
  });

  it('treats codes that differ only in case or spaces as the same airport', () => {
    expect(codes(addRecentFlightDeparture([airport('rgn '), airport('MDL')], airport('RGN')))).toEqual(['MDL', 'RGN']);
  });

  it('does not change the list it was given', () => {
    const list = [airport('RGN')];
    addRecentFlightDeparture(list, airport('MDL'));
    expect(list).toEqual([airport('RGN')]);
  });

  it('repairs a stored list that holds duplicates or too many entries', () => {
    const stored = ['RGN', 'RGN', 'MDL', 'NYU', 'HEH', 'KAW', 'MDL'].map((code) => airport(code));
    expect(codes(addRecentFlightDeparture(stored, airport('SNW')))).toEqual(['HEH', 'KAW', 'MDL', 'SNW']);
  });
});

describe('recent searches properties', () => {
  const codeArb = fc.constantFrom('RGN', 'MDL', 'NYU', 'HEH', 'KAW', 'SNW', 'rgn', ' MDL');

  it('flight departures never exceed 4, never repeat a code, and end with the newest', () => {
    fc.assert(
      fc.property(fc.array(codeArb.map((code) => airport(code))), codeArb, (stored, code) => {
        const list = addRecentFlightDeparture(stored, airport(code));
        const keys = list.map((entry) => entry.airportCode.trim().toUpperCase());
        expect(list.length).toBeLessThanOrEqual(4);
        expect(new Set(keys).size).toBe(keys.length);
        expect(list.at(-1)).toEqual(airport(code));
      }),
    );
  });

  it('flight departures keep the most recent distinct airports, in order', () => {
    fc.assert(
      fc.property(fc.array(codeArb), (choices) => {
        const list = choices.reduce<Airport[]>((acc, code) => addRecentFlightDeparture(acc, airport(code)), []);
        const expected: string[] = [];
        for (const code of [...choices].reverse()) {
          const key = code.trim().toUpperCase();
          if (!expected.includes(key) && expected.length < 4) expected.unshift(key);
        }
        expect(list.map((entry) => entry.airportCode.trim().toUpperCase())).toEqual(expected);
      }),
    );
  });
});
