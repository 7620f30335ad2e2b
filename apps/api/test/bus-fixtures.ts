import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BusCheckout, BusDeparture, BusSeatMap } from '@thwa/domain/contracts/bus';
import { CONTACT, adultTraveller, encrypted } from './booking-fixtures.ts';
import { inDays, post } from './flights-fixtures.ts';

/** Booking a coach through the real calls (issue 21): search, seat map, hold, store. */

export async function busDeparturesOn(app: FastifyInstance, days: number, from = 'YGN', to = 'MDY', nationality = 'local'): Promise<BusDeparture[]> {
  const answer = await post(app, '/api/bus/v1/search', { from, to, date: inDays(days), passengers: 2, nationality });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { departures: BusDeparture[] } }>().data.departures;
}

export async function busSeatMap(app: FastifyInstance, departureId: number, checkoutId?: string): Promise<BusSeatMap> {
  const answer = await post(app, '/api/bus/v1/seatmap', { departureId, ...(checkoutId ? { checkoutId } : {}) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: BusSeatMap }>().data;
}

/** Holds seats for a new checkout at the map's first boarding and dropping points. */
export async function holdBusSeats(app: FastifyInstance, departureId: number, seats: { seatNo: string; gender: 'male' | 'female' }[], extra: Record<string, unknown> = {}) {
  const map = await busSeatMap(app, departureId);
  return post(app, '/api/bus/v1/hold', { departureId, seats, boardingPointId: map.boardingPoints[0]!.id, droppingPointId: map.droppingPoints[0]!.id, ...extra });
}

/** Seats anyone may take on the map, `count` of them side by side where the coach allows. */
export function freeBusSeats(map: BusSeatMap, count: number): string[] {
  return map.seats.filter((seat) => seat.status === 'available').slice(0, count).map((seat) => seat.seatNo);
}

export function busPassenger(seatNo: string, overrides: Record<string, unknown> = {}) {
  return { ...adultTraveller(), seatNo, ...overrides };
}

/** The order stored from a held checkout (its payload sealed, as the web sends it). */
export async function storeBusOrder(app: FastifyInstance, checkoutId: string, passengers: unknown[], key = randomUUID(), contact: Record<string, string> = CONTACT) {
  return app.inject({
    method: 'POST',
    url: '/api/order/v1/bus/store',
    payload: await encrypted(app, { checkoutId, passengers, contact, language: 'en' }),
    headers: { 'idempotency-key': key },
  });
}

/** Seats held for a checkout, read back. */
export async function heldBusCheckout(app: FastifyInstance, departureId: number, seats: { seatNo: string; gender: 'male' | 'female' }[]): Promise<BusCheckout> {
  const held = await holdBusSeats(app, departureId, seats);
  expect(held.statusCode, held.body).toBe(200);
  return held.json<{ data: BusCheckout }>().data;
}
