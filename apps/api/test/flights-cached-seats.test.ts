import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@thwa/db/sql';
import type { FlightResultItem, FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { createFlightsRepository } from '../src/features/flights/flights.repository.ts';
import { createFlightsService, type FlightsService } from '../src/features/flights/flights.service.ts';
import { listedInventoryOf } from '../src/features/flights/listed-seats.ts';
import { createInventoryRepository } from '../src/partners/flight-sources/inventory.repository.ts';
import { useTestApi } from './harness.ts';
import { inDays, testLeg, testOffer, testSource } from './flights-fixtures.ts';

/**
 * Issue 19: a search answered from a reused session must not offer our inventory's seats that orders
 * took since. A day no other test searches, as this file changes its seats (and puts them back).
 */
const api = useTestApi();
const MINUTE = 60_000;
const date = inDays(111);
const PARTY = { adult: 2, child: 0, infant: 0 };
const partner = testSource('S4', (request) => (request.origin === 'RGN' ? [testOffer('S4', [testLeg('K7901', 'RGN', 'MDL', date, '13:00', 80)], 150_000)] : []));

let clock: Date;
const services: FlightsService[] = [];
function newService(): FlightsService {
  const created = createFlightsService({
    repository: createFlightsRepository(api.connection.db),
    inventory: createInventoryRepository(api.connection.db),
    sources: (standard) => [standard[0]!, partner],
    now: () => clock,
  });
  services.push(created);
  return created;
}
beforeAll(() => {
  clock = new Date();
});
afterAll(async () => {
  for (const one of services) await one.close();
});

async function search(service: FlightsService): Promise<FlightSearchResponse> {
  return JSON.parse(await service.searchOneWay({ tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: date, ...PARTY, class: 'economy', nationality: 'local', currency: 'MMK', language: 'en' }));
}

type Leg = FlightResultItem['route'][number];
const legKey = (leg: Leg) => `${leg.flightNumber} ${leg.departure.airportCode}-${leg.arrival.airportCode}`;
const confirmed = (item: FlightResultItem) => item.source === 'S1' && item.route[0]!.statusCode === 'HK' && item.seatsLeft >= PARTY.adult;

/** Sets the seats left on one leg of `date`'s service, in economy; answers what it was, to put it back. */
async function setSeats(leg: Leg, available: number): Promise<() => Promise<void>> {
  const where = sql`
    st.flight_id = f.id and f.flight_number = ${leg.flightNumber} and f.service_date = ${date}::date
    and l.flight_number = f.flight_number and l.origin = ${leg.departure.airportCode} and l.destination = ${leg.arrival.airportCode}
    and st.leg_no = l.leg_no and st.cabin_class = 'economy'`;
  const before = await api.connection.db.execute<{ flight_id: string; leg_no: number; available: number }>(sql`
    select st.flight_id, st.leg_no, st.available from flight_seats st, flights f, flight_schedule_legs l where ${where}`);
  expect(before.rows).toHaveLength(1);
  const [row] = before.rows;
  await api.connection.db.execute(sql`update flight_seats set available = ${available} where flight_id = ${row!.flight_id} and leg_no = ${row!.leg_no} and cabin_class = 'economy'`);
  return async () => {
    await api.connection.db.execute(sql`update flight_seats set available = ${row!.available} where flight_id = ${row!.flight_id} and leg_no = ${row!.leg_no} and cabin_class = 'economy'`);
  };
}

describe('a reused search answer holds our inventory to the seats of now', () => {
  it('no longer offers a fare whose seats orders took, nor one with fewer seats than the party, and shows the seats left of others', async () => {
    const service = newService();
    const searchedAt = clock;
    const first = await search(service);
    const offers = first.routings.outward;
    // A direct flight whose every seat orders take, a multi-leg service whose last leg keeps one seat
    // (the party needs two), and a third flight that keeps five.
    const direct = offers.find((item) => confirmed(item) && item.route.length === 1);
    const multiLeg = offers.find((item) => confirmed(item) && item.route.length > 1 && item.route.every((leg) => leg.flightNumber === item.route[0]!.flightNumber));
    const other = offers.find((item) => confirmed(item) && item.route.length === 1 && item !== direct && item.seatsLeft !== 5);
    expect(direct && multiLeg && other).toBeTruthy();
    expect(offers.some((item) => item.source === 'S4')).toBe(true);

    const restore = [await setSeats(direct!.route[0]!, 0), await setSeats(multiLeg!.route.at(-1)!, 1), await setSeats(other!.route[0]!, 5)];
    try {
      const changed = new Set([legKey(direct!.route[0]!), legKey(multiLeg!.route.at(-1)!)]);
      const gone = (item: FlightResultItem) => item.source === 'S1' && item.route.some((leg) => changed.has(legKey(leg)));
      const partnerCalls = partner.calls.length;
      clock = new Date(searchedAt.getTime() + 4 * MINUTE);

      // From this node's memory, and from PostgreSQL on another node: the same session, held to the seats of now.
      for (const again of [await search(service), await search(newService())]) {
        expect(again.cacheKey).toBe(first.cacheKey);
        const ids = again.routings.outward.map((item) => item.offerId);
        expect(ids).not.toContain(direct!.offerId);
        expect(ids).not.toContain(multiLeg!.offerId);
        expect(ids).toEqual(offers.filter((item) => !gone(item)).map((item) => item.offerId));
        expect(again.routings.outward.find((item) => item.offerId === other!.offerId)!.seatsLeft).toBe(5);
        // The partner's offer is served as it answered.
        expect(again.routings.outward.find((item) => item.source === 'S4')).toEqual(offers.find((item) => item.source === 'S4'));
      }
      expect(partner.calls.length).toBe(partnerCalls);

      // The session itself is as it was: verification compares with the offer as first listed.
      await expect(service.getSearchOffer(first.cacheKey, direct!.offerId)).resolves.toMatchObject({ offer: { offerId: direct!.offerId } });

      // A fresh search, once the session is too old to reuse, applies the same rule: no confirmed seats.
      clock = new Date(searchedAt.getTime() + 5 * MINUTE + 1_000);
      const fresh = await search(service);
      expect(fresh.cacheKey).not.toBe(first.cacheKey);
      for (const id of [direct!.offerId, multiLeg!.offerId]) {
        const item = fresh.routings.outward.find((one) => one.offerId === id);
        expect(item === undefined || item.route[0]!.statusCode === 'HL').toBe(true);
      }
      expect(fresh.routings.outward.find((item) => item.offerId === other!.offerId)!.seatsLeft).toBe(5);
    } finally {
      clock = searchedAt;
      for (const undo of restore) await undo();
    }
  });

  it('finds every leg it listed, abroad and overnight too, and sends the stored answer as it is when no seat changed', async () => {
    const service = newService();
    const body = { tripType: 2 as const, origin: 'RGN', destination: 'ICN', departureDate: inDays(112), returnDate: inDays(116), ...PARTY, class: 'economy' as const, nationality: 'local' as const, currency: 'MMK' as const, language: 'en' as const };
    const first = await service.searchRoundTrip(body);
    const listed = listedInventoryOf(JSON.parse(first) as FlightSearchResponse, 'S1');
    expect(listed.offers.length).toBeGreaterThan(2);
    expect(listed.legs.some((leg) => leg.origin === 'ICN')).toBe(true);
    const rows = await createInventoryRepository(api.connection.db).listedLegSeats(listed.legs);
    expect(rows.map((row) => row.index).sort((a, b) => a - b)).toEqual(listed.legs.map((_leg, index) => index));
    expect(await service.searchRoundTrip(body)).toBe(first);
  });
});
