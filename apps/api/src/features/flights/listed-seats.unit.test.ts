import { describe, expect, it } from 'vitest';
import { FlightSearchResponse, type FlightSourceAlias } from '@thwa/domain/contracts/flights';
import { fareConditions } from '@thwa/domain/flights/fare-conditions';
import type { SourceOffer } from '../../partners/flight-sources/flight-source.ts';
import type { ListedLegSeatsRow } from '../../partners/flight-sources/inventory.repository.ts';
import { fare, leg } from '../../partners/flight-sources/test-offers.ts';
import { listedInventoryOf, seatChanges, withSeatChanges } from './listed-seats.ts';
import { mergeOffers } from './merge-offers.ts';

const CITIES: Record<string, string> = { RGN: 'Yangon', MDL: 'Mandalay', NYU: 'Nyaung U (Bagan)' };
const AIRLINES: Record<string, string> = { UB: 'Myanmar National Airlines', K7: 'Air KBZ' };
const names = { airportCity: (code: string) => CITIES[code], airlineName: (code: string) => AIRLINES[code] };

function offer(source: FlightSourceAlias, legs: SourceOffer['legs'], adultBase: number, extra: Partial<SourceOffer> = {}): SourceOffer {
  return { source, cabinClass: 'economy', status: 'HK', seatsLeft: 9, offline: false, legs, fare: fare(adultBase), conditions: fareConditions('full-service', 'economy'), ...extra };
}

const ub101 = [leg('UB101', 'RGN', 'MDL', '07:00', 75)];
const ub103 = [leg('UB103', 'RGN', 'NYU', '06:45', 70), leg('UB103', 'NYU', 'MDL', '08:05', 35)];
const k7222 = [leg('K7222', 'RGN', 'MDL', '06:30', 80)];
const back = [leg('UB102', 'MDL', 'RGN', '09:30', 75, '2026-12-03')];

/** A stored round-trip answer: S1 on UB101, UB103 (two legs) and the return; S2 on K7222. */
function answer(): FlightSearchResponse {
  const options = { cabin: 'economy' as const, names, departAfter: 0, sourceOrder: ['S1', 'S2'] as FlightSourceAlias[] };
  return {
    code: 200,
    cacheKey: 'k'.repeat(32),
    expiresAt: '2026-11-01T00:20:00.000Z',
    flightType: 'domestic',
    routings: {
      outward: mergeOffers([offer('S1', ub101, 167_000), offer('S1', ub103, 150_000, { seatsLeft: 4 }), offer('S2', k7222, 140_000, { seatsLeft: 1 })], options),
      return: mergeOffers([offer('S1', back, 160_000, { status: 'HL', seatsLeft: 0, offline: true })], options),
    },
    sources: [{ alias: 'S1', status: 'ok', results: 3 }, { alias: 'S2', status: 'ok', results: 1 }],
  };
}

/** Rows for every listed leg: `seats` by 'flight origin' ('UB103 NYU'), 9 seats with a waitlist otherwise. */
function rowsFor(listed: ReturnType<typeof listedInventoryOf>, seats: Record<string, Omit<ListedLegSeatsRow, 'index'>> = {}): ListedLegSeatsRow[] {
  return listed.legs.map((one, index) => ({ index, available: 9, waitlistOpen: true, ...seats[`${one.flightNumber} ${one.origin}`] }));
}

describe('listedInventoryOf', () => {
  it("lists our inventory's offers only, each leg once, as the answer shows it", () => {
    const listed = listedInventoryOf(answer(), 'S1');
    expect(listed.offers.map((one) => [one.offerId, one.status, one.seatsLeft, one.legs])).toEqual([
      ['S1-Y-UB103.20261201.RGNNYU_UB103.20261201.NYUMDL', 'HK', 4, [0, 1]],
      ['S1-Y-UB101.20261201.RGNMDL', 'HK', 9, [2]],
      ['S1-Y-UB102.20261203.MDLRGN', 'HL', 0, [3]],
    ]);
    expect(listed.legs[1]).toEqual({ flightNumber: 'UB103', origin: 'NYU', destination: 'MDL', departureLocal: '2026-12-01T08:05', cabinClass: 'economy' });
    expect(listed.legs).toHaveLength(4);
  });

  it('lists a leg two offers fly once', () => {
    const twice = answer();
    const { moreFares: _none, ...item } = twice.routings.outward[1]!;
    twice.routings.outward[1] = { ...item, moreFares: [{ ...item, offerId: 'S1-Y-other' }] };
    const listed = listedInventoryOf(twice, 'S1');
    expect(listed.offers).toHaveLength(4);
    expect(listed.legs).toHaveLength(4);
  });

  it('finds nothing to ask in an answer without our offers', () => {
    expect(listedInventoryOf(answer(), 'S3')).toEqual({ legs: [], offers: [] });
  });
});

describe('seatChanges', () => {
  const listed = listedInventoryOf(answer(), 'S1');

  it('changes nothing while the seats are as listed, so the stored text is sent as it is', () => {
    expect(seatChanges(listed, rowsFor(listed, { 'UB103 RGN': { available: 4, waitlistOpen: true }, 'UB102 MDL': { available: 0, waitlistOpen: true } }), 2)).toBeUndefined();
  });

  it('drops an offer whose seats, on any of its legs, are too few for the party, and updates the seats left of others', () => {
    const changes = seatChanges(listed, rowsFor(listed, { 'UB103 NYU': { available: 1, waitlistOpen: false }, 'UB102 MDL': { available: 0, waitlistOpen: true } }), 2);
    expect(changes).toEqual({ dropped: new Set(['S1-Y-UB103.20261201.RGNNYU_UB103.20261201.NYUMDL']), seatsLeft: new Map() });
    expect(seatChanges(listed, rowsFor(listed, { 'UB101 RGN': { available: 2, waitlistOpen: false }, 'UB102 MDL': { available: 0, waitlistOpen: true } }), 2)).toEqual({
      dropped: new Set(),
      seatsLeft: new Map([['S1-Y-UB101.20261201.RGNMDL', 2], ['S1-Y-UB103.20261201.RGNNYU_UB103.20261201.NYUMDL', 9]]),
    });
  });

  it('drops an offer listed with seats that has only a waitlist now, and a waitlist that closed', () => {
    const changes = seatChanges(listed, rowsFor(listed, { 'UB101 RGN': { available: 0, waitlistOpen: true }, 'UB102 MDL': { available: 0, waitlistOpen: false } }), 1);
    expect([...changes!.dropped]).toEqual(['S1-Y-UB101.20261201.RGNMDL', 'S1-Y-UB102.20261203.MDLRGN']);
  });

  it('drops an offer with a leg not found any more', () => {
    const rows = rowsFor(listed).filter((row) => row.index !== 1);
    expect([...seatChanges(listed, rows, 1)!.dropped]).toEqual(['S1-Y-UB103.20261201.RGNNYU_UB103.20261201.NYUMDL']);
  });
});

describe('withSeatChanges', () => {
  it("leaves the dropped offers out, updates seats left, and keeps partners' offers and the order", () => {
    const stored = answer();
    const served = withSeatChanges(stored, { dropped: new Set(['S1-Y-UB101.20261201.RGNMDL']), seatsLeft: new Map([['S1-Y-UB103.20261201.RGNNYU_UB103.20261201.NYUMDL', 1]]) });
    expect(served.routings.outward.map((item) => [item.offerId, item.seatsLeft])).toEqual([
      ['S2-Y-K7222.20261201.RGNMDL', 1],
      ['S1-Y-UB103.20261201.RGNNYU_UB103.20261201.NYUMDL', 1],
    ]);
    expect(served.routings.return).toEqual(stored.routings.return);
    expect({ ...served, routings: undefined }).toEqual({ ...stored, routings: undefined });
    expect(FlightSearchResponse.parse(served)).toEqual(served);
    // The stored answer is not changed: verification compares with the offers as first listed.
    expect(stored.routings.outward).toHaveLength(3);
  });

  it('puts the first remaining moreFare in place of a dropped item, and drops an item with none left', () => {
    const stored = answer();
    const { moreFares: _none, ...item } = stored.routings.outward[2]!;
    stored.routings.outward[2] = { ...item, moreFares: [{ ...item, offerId: 'S1-Y-other', seatsLeft: 3 }] };
    const served = withSeatChanges(stored, { dropped: new Set([item.offerId, 'S2-Y-K7222.20261201.RGNMDL']), seatsLeft: new Map() });
    expect(served.routings.outward.map((one) => [one.offerId, one.moreFares])).toEqual([
      ['S1-Y-UB103.20261201.RGNNYU_UB103.20261201.NYUMDL', undefined],
      ['S1-Y-other', []],
    ]);
  });
});
