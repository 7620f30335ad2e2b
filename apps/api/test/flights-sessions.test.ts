import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightSearchSessions } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { FLIGHT_SEARCH_TTL_MINUTES } from '@thwa/domain/constants';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { createFlightsRepository } from '../src/features/flights/flights.repository.ts';
import { createFlightsService, type FlightsService } from '../src/features/flights/flights.service.ts';
import { createInventoryRepository } from '../src/partners/flight-sources/inventory.repository.ts';
import { AppError } from '../src/plugins/errors.ts';
import { useTestApi } from './harness.ts';
import { inDays, post, testLeg, testOffer, testSource } from './flights-fixtures.ts';

const api = useTestApi();
const MINUTE = 60_000;
const date = inDays(40);
const ub101 = [testLeg('UB101', 'RGN', 'MDL', date, '07:00', 75)];
const source = testSource('S4', (request) =>
  request.origin === 'RGN'
    ? [testOffer('S4', ub101, 167_000), testOffer('S4', ub101, 334_000, { cabinClass: 'business' })]
    : [testOffer('S4', [testLeg('UB102', 'MDL', 'RGN', inDays(42), '09:30', 75)], 160_000)],
);

/** A service on the test database whose clock the test moves, as if 20 minutes passed. */
let clock: Date;
let service: FlightsService;
const services: FlightsService[] = [];
function newService() {
  const created = createFlightsService({
    repository: createFlightsRepository(api.connection.db),
    inventory: createInventoryRepository(api.connection.db),
    sources: [source],
    now: () => clock,
  });
  services.push(created);
  return created;
}
beforeAll(() => {
  clock = new Date();
  service = newService();
});
afterAll(async () => {
  for (const one of services) await one.close();
});

async function search(): Promise<FlightSearchResponse> {
  return JSON.parse(await service.searchRoundTrip({ tripType: 2, origin: 'RGN', destination: 'MDL', departureDate: date, returnDate: inDays(42), adult: 2, child: 1, infant: 0, class: 'economy', nationality: 'local', currency: 'MMK', language: 'en' }));
}

async function expectError(promise: Promise<unknown>, errorCode: string) {
  await expect(promise).rejects.toBeInstanceOf(AppError);
  await expect(promise).rejects.toMatchObject({ errorCode });
}

describe('getSearchOffer: an offer of a search session, for the booking steps', () => {
  it('finds an item and a return offer, with the search that found them', async () => {
    const response = await search();
    const item = response.routings.outward[0]!;
    const found = await service.getSearchOffer(response.cacheKey, item.offerId);
    expect(found).toMatchObject({ cacheKey: response.cacheKey, direction: 'outward', request: { origin: 'RGN', destination: 'MDL', adult: 2, child: 1, returnDate: inDays(42) } });
    const { moreFares: _moreFares, ...fare } = item;
    expect(found.offer).toEqual(fare);
    expect(found.expiresAt.getTime()).toBe(Date.parse(response.expiresAt));

    // An economy search holds no business fare (the cabin searched for only).
    await expectError(service.getSearchOffer(response.cacheKey, item.offerId.replace('-Y-', '-C-')), 'FLIGHT_UNAVAILABLE');
    const back = await service.getSearchOffer(response.cacheKey, response.routings.return[0]!.offerId);
    expect(back).toMatchObject({ direction: 'return', offer: { route: [{ flightNumber: 'UB102' }] } });
  });

  it('answers FLIGHT_UNAVAILABLE for an offer the session does not hold', async () => {
    const response = await search();
    await expectError(service.getSearchOffer(response.cacheKey, 'S4-Y-XX999.20300101.RGNMDL'), 'FLIGHT_UNAVAILABLE');
  });

  it('answers SESSION_TIMED_OUT 20 minutes after the search, not before', async () => {
    const response = await search();
    const offerId = response.routings.outward[0]!.offerId;
    const searchedAt = clock;
    try {
      clock = new Date(searchedAt.getTime() + FLIGHT_SEARCH_TTL_MINUTES * MINUTE - 1_000);
      await expect(service.getSearchOffer(response.cacheKey, offerId)).resolves.toMatchObject({ offer: { offerId } });
      clock = new Date(searchedAt.getTime() + FLIGHT_SEARCH_TTL_MINUTES * MINUTE);
      await expectError(service.getSearchOffer(response.cacheKey, offerId), 'SESSION_TIMED_OUT');
    } finally {
      clock = searchedAt;
    }
  });

  it('answers SESSION_TIMED_OUT for a key it never gave, however it looks', async () => {
    for (const key of ['', 'x', 'A'.repeat(32), "'; drop table flights; --", 'é'.repeat(40)]) {
      await expectError(service.getSearchOffer(key, 'S4-Y-UB101'), 'SESSION_TIMED_OUT');
    }
  });

  it('finds a session made on another node (from PostgreSQL), and obeys its expiry there', async () => {
    const response = await search();
    const offerId = response.routings.outward[0]!.offerId;
    await expect(newService().getSearchOffer(response.cacheKey, offerId)).resolves.toMatchObject({ offer: { offerId } });

    await api.connection.db
      .update(flightSearchSessions)
      .set({ expiresAt: new Date(clock.getTime() - 1) })
      .where(eq(flightSearchSessions.cacheKey, response.cacheKey));
    await expectError(newService().getSearchOffer(response.cacheKey, offerId), 'SESSION_TIMED_OUT');
  });
});

describe('search sessions are reused while fresh', () => {
  it('reuses an identical search for 5 minutes, then searches again', async () => {
    const first = await search();
    const calls = source.calls.length;
    const searchedAt = clock;
    try {
      clock = new Date(searchedAt.getTime() + 4 * MINUTE);
      expect((await search()).cacheKey).toBe(first.cacheKey);
      expect(source.calls.length).toBe(calls);
      clock = new Date(searchedAt.getTime() + 5 * MINUTE + 1_000);
      const fresh = await search();
      expect(fresh.cacheKey).not.toBe(first.cacheKey);
      expect(source.calls.length).toBe(calls + 2); // outward and return asked again
      expect(Date.parse(fresh.expiresAt) - clock.getTime()).toBe(FLIGHT_SEARCH_TTL_MINUTES * MINUTE);
    } finally {
      clock = searchedAt;
    }
  });

  it('reuses a session stored by another node, through the api too', async () => {
    const response = await search();
    const again = await post(api.app, '/api/api/v1/requestRoundTrip', {
      tripType: 2,
      origin: 'RGN',
      destination: 'MDL',
      departureDate: date,
      returnDate: inDays(42),
      adult: 2,
      child: 1,
    });
    expect(again.json().cacheKey).toBe(response.cacheKey);
  });
});
