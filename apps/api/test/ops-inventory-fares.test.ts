import { describe, expect, it } from 'vitest';
import { auditLog, flightFares, inventoryEvents } from '@thwa/db/schema';
import { and, asc, eq } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import type { VerifyFlightResponse } from '@thwa/domain/contracts/booking';
import { OpsRouteFaresResponse } from '@thwa/domain/contracts/operations-inventory';
import { searchAndPick } from './booking-fixtures.ts';
import { consoleEmployee } from './console-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Refiling a flight number's fares of a cabin from the console (issue 20 item 4), on a database of this
 * file's own: every other test prices flights from the shared one's fares, which this file changes.
 */
const api = useTestApiOnOwnDatabase('thwa_ops_fares', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

function refile(headers: Record<string, string>, flightNumber: string, payload: unknown) {
  return api.app.inject({ method: 'POST', url: `/api/ops/inventory/flights/${flightNumber}/fares`, headers, payload: payload as Record<string, unknown> });
}

function errorOf(answer: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
  expect(ErrorResponse.parse(answer.json()).errorCode).toBe(code);
}

async function faresOf(flightNumber: string) {
  return api.connection.db
    .select()
    .from(flightFares)
    .where(eq(flightFares.flightNumber, flightNumber))
    .orderBy(asc(flightFares.cabinClass), asc(flightFares.fromLeg), asc(flightFares.toLeg), asc(flightFares.nationality));
}

describe('refiling a cabin’s fares', () => {
  it('moves every fare of the cabin by the proportion of the route fare, once, recorded; a checkout of an offer priced before sees the new price', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const { cacheKey, offer } = await searchAndPick(api.app);
    const flightNumber = offer.route[0]!.flightNumber;
    const before = await faresOf(flightNumber);
    const route = before.find((fare) => fare.cabinClass === 'economy' && fare.nationality === 'local' && fare.fromLeg === 1 && fare.toLeg === Math.max(...before.map((one) => one.toLeg)))!;
    const adultBase = Math.round((route.adultBase * 1.2) / 1_000) * 1_000;

    const answer = await refile(employee.consoleHeaders, flightNumber, { cabinClass: 'economy', adultBase });
    expect(answer.statusCode, answer.body).toBe(200);
    const economy = OpsRouteFaresResponse.parse(answer.json()).data.fares.find((fare) => fare.cabinClass === 'economy')!;
    expect(economy.adultBase).toBe(adultBase);
    // The tax follows the base (5 % and the 5,000 fee on a domestic route).
    expect(economy.adultTax).toBe(Math.round((adultBase * 0.05 + 5_000) / 100) * 100);

    const after = await faresOf(flightNumber);
    for (const [index, fare] of after.entries()) {
      const was = before[index]!;
      if (fare.cabinClass === 'business') expect(fare).toEqual(was);
      else expect(fare.adultBase).toBe(Math.max(1_000, Math.round((was.adultBase * adultBase) / route.adultBase / 1_000) * 1_000));
      expect(fare.childBase).toBe(Math.round((fare.adultBase * 0.75) / 500) * 500);
    }
    const events = await api.connection.db.select().from(inventoryEvents).where(and(eq(inventoryEvents.kind, 'flight.fare'), eq(inventoryEvents.subjectId, flightNumber)));
    expect(events).toEqual([expect.objectContaining({ part: 'economy', actorId: employee.userId, before: { cabinClass: 'economy', adultBase: route.adultBase }, after: { cabinClass: 'economy', adultBase } })]);
    const audit = await api.connection.db.select().from(auditLog).where(and(eq(auditLog.action, 'inventory.fare_set'), eq(auditLog.targetId, flightNumber)));
    expect(audit).toHaveLength(1);

    // The same fare again: nothing more is recorded.
    expect((await refile(employee.consoleHeaders, flightNumber, { cabinClass: 'economy', adultBase })).statusCode).toBe(200);
    expect(await api.connection.db.select().from(inventoryEvents).where(eq(inventoryEvents.kind, 'flight.fare'))).toHaveLength(1);

    // The offer was listed at the old fare: its checkout is priced at the new one and says the price changed.
    const verified = await post(api.app, '/api/flight/v3/verifyFlight', { cacheKey, outward: offer.offerId });
    expect(verified.statusCode, verified.body).toBe(200);
    const checkout = verified.json<VerifyFlightResponse>();
    expect(checkout.priceChanged).toBe(true);
    expect(checkout.data.breakdown.grandTotal).toBeGreaterThan(checkout.previousTotal!);
  });

  it('refuses a fare out of bounds or not in thousands, another cabin and bad input with a 400, an unknown flight with a 404, changing nothing', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const before = await faresOf('UB101');
    for (const payload of [{ cabinClass: 'economy', adultBase: 5_000 }, { cabinClass: 'economy', adultBase: 120_500 }, { cabinClass: 'economy', adultBase: 30_000_000 }, { cabinClass: 'first', adultBase: 120_000 }, { cabinClass: 'economy' }, {}]) {
      errorOf(await refile(employee.consoleHeaders, 'UB101', payload), 400, 'VALIDATION_FAILED');
    }
    errorOf(await refile(employee.consoleHeaders, 'not a flight', { cabinClass: 'economy', adultBase: 120_000 }), 400, 'VALIDATION_FAILED');
    errorOf(await refile(employee.consoleHeaders, 'ZZ999', { cabinClass: 'economy', adultBase: 120_000 }), 404, 'NOT_FOUND');
    expect(await faresOf('UB101')).toEqual(before);
    expect(await api.connection.db.select().from(inventoryEvents).where(eq(inventoryEvents.subjectId, 'ZZ999'))).toHaveLength(0);
  });
});
