import { describe, expect, it } from 'vitest';
import { maxAdultsOffered, ratesForParty } from './rates-for-party.ts';

const double = { maxAdults: 2, maxChildren: 1 };
const roomOnly = { id: 'RO', services: [] };
const breakfast = { id: 'BB', services: ['Breakfast'] };
const extraBed = { id: 'EB', services: ['Breakfast', 'Extra bed'] };
const rates = [roomOnly, breakfast, extraBed];
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((rate) => rate.id);

describe('the rates a party can book', () => {
  it('are every rate, in order, when the room sleeps the party without an extra bed', () => {
    expect(ids(ratesForParty(double, rates, { rooms: 1, adults: 2, children: 1 }))).toEqual(['RO', 'BB', 'EB']);
    expect(maxAdultsOffered(double, ratesForParty(double, rates, { rooms: 1, adults: 2, children: 0 }))).toBe(2);
  });

  it('are only the extra-bed rates for one adult more, and then the spec reads 3 adults off the first rate offered', () => {
    const offered = ratesForParty(double, rates, { rooms: 1, adults: 3, children: 0 });
    expect(ids(offered)).toEqual(['EB']);
    expect(maxAdultsOffered(double, offered)).toBe(3);
    expect(ids(ratesForParty(double, rates, { rooms: 2, adults: 6, children: 0 }))).toEqual(['EB']);
  });

  it('are none when the party does not fit on any rate: too many adults or children, or a room without an adult', () => {
    expect(ratesForParty(double, rates, { rooms: 1, adults: 4, children: 0 })).toEqual([]);
    expect(ratesForParty(double, rates, { rooms: 1, adults: 2, children: 2 })).toEqual([]);
    expect(ratesForParty(double, [roomOnly, breakfast], { rooms: 1, adults: 3, children: 0 })).toEqual([]);
    expect(ratesForParty(double, rates, { rooms: 2, adults: 1, children: 0 })).toEqual([]);
  });
});
