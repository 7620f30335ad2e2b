import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@thwa/db/connection';
import { flightRouteCounts, flightSearchSessions } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import type { FlightSourceAlias } from '@thwa/domain/contracts/flights';
import { addDays, yangonDate } from '@thwa/domain/dates';
import type { FlightSource, SourceOffer, SourceSearchRequest } from '../src/partners/flight-sources/flight-source.ts';
import { fareConditions } from '@thwa/domain/flights/fare-conditions';
import { fare } from '../src/partners/flight-sources/test-offers.ts';

/** A date `days` after today in Yangon, the business calendar the api checks dates against. */
export function inDays(days: number): string {
  return addDays(yangonDate(new Date()), days);
}

export async function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/**
 * A flight source for tests: answers with the offers `answer` builds for each request, after `delayMs`;
 * `fail` makes it throw, `hang` makes it never answer (honouring the abort, or not with 'ignoring-abort').
 * `calls` counts the searches it was asked.
 */
export function testSource(
  alias: FlightSourceAlias,
  answer: (request: SourceSearchRequest) => SourceOffer[] = () => [],
  behaviour: { delayMs?: number; fail?: boolean; hang?: 'honouring-abort' | 'ignoring-abort' } = {},
): FlightSource & { calls: SourceSearchRequest[] } {
  const calls: SourceSearchRequest[] = [];
  return {
    alias,
    name: `test source ${alias}`,
    kind: 'sandbox',
    calls,
    async search(request, signal) {
      calls.push(request);
      if (behaviour.hang === 'ignoring-abort') return new Promise<SourceOffer[]>(() => {});
      if (behaviour.hang === 'honouring-abort') await sleep(60_000, undefined, { signal });
      if (behaviour.delayMs) await sleep(behaviour.delayMs, undefined, { signal });
      if (behaviour.fail) throw new Error(`${alias} is down`);
      return answer(request);
    },
    async ping() {
      if (behaviour.fail) throw new Error(`${alias} is down`);
    },
  };
}

/** One leg of a test offer, `departs` Yangon time on `date` (the routes used are in Myanmar). */
export function testLeg(flightNumber: string, origin: string, destination: string, date: string, departs: string, minutes: number) {
  const departsAt = Date.parse(`${date}T${departs}:00+06:30`);
  const arrivesAt = departsAt + minutes * 60_000;
  const local = (instant: number) => new Date(instant + 390 * 60_000).toISOString().slice(0, 16);
  return { flightNumber, airlineCode: flightNumber.slice(0, 2), origin, destination, departsAt, arrivesAt, departureLocal: local(departsAt), arrivalLocal: local(arrivesAt), durationMinutes: minutes };
}

export function testOffer(source: FlightSourceAlias, legs: SourceOffer['legs'], adultBase: number, extra: Partial<SourceOffer> = {}): SourceOffer {
  const conditions = fareConditions('full-service', extra.cabinClass ?? 'economy');
  return { source, cabinClass: 'economy', status: 'HK', seatsLeft: 9, offline: false, legs, fare: fare(adultBase), conditions, ...extra };
}

/** Sessions stored for searches of this route. */
export async function sessionCount(db: Database, origin: string, destination: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(flightSearchSessions)
    .where(and(sql`${flightSearchSessions.request}->>'origin' = ${origin}`, sql`${flightSearchSessions.request}->>'destination' = ${destination}`));
  return row!.count;
}

/** Searches counted for this route, all days (the app's counter must have been flushed: GET trending does). */
export async function searchCount(db: Database, origin: string, destination: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${flightRouteCounts.searches}), 0)::int` })
    .from(flightRouteCounts)
    .where(and(eq(flightRouteCounts.origin, origin), eq(flightRouteCounts.destination, destination)));
  return row!.count;
}
