import { describe, expect, it } from 'vitest';
import { busSeats } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import type { BusDeparture, BusSeatMap } from '@thwa/domain/contracts/bus';
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';
import type { OpsBusManifest } from '@thwa/domain/contracts/bus-operations';
import { yangonInstant } from '@thwa/domain/bus/bus-time';
import { STEADY_SANDBOX_OPERATOR, type SandboxOperatorProfile } from '../src/partners/bus-operators/sandbox-operator.ts';
import { orderDetailOf, payByCard } from './booking-fixtures.ts';
import { busPassenger, busSeatMap, freeBusSeats, heldBusCheckout, storeBusOrder } from './bus-fixtures.ts';
import { consoleEmployee } from './console-fixtures.ts';
import { inDays, post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Zwekabin Express through its reservation system, the sandbox one (issue 21, decision 035): its
 * coaches beside our own operators' on Yangon–Mawlamyine, its failures, the seats its counters sell
 * meanwhile, and its late or refused confirmations. The profile is this file's and each test tells it
 * what to do; the clock is this file's too, so the counters' sales can be watched as time passes.
 */
const PROFILE: SandboxOperatorProfile = { ...STEADY_SANDBOX_OPERATOR, latencyMs: { min: 0, max: 2 } };
const clock = { offsetMs: 0 };
const api = useTestApiOnOwnDatabase('thwa_bus_operator', { RATE_LIMIT_PER_MINUTE: '1000000' }, { busOperator: PROFILE, flights: { now: () => new Date(Date.now() + clock.offsetMs) } });

async function departuresOn(date: string): Promise<BusDeparture[]> {
  const answer = await post(api.app, '/api/bus/v1/search', { from: 'YGN', to: 'MLM', date, passengers: 1, nationality: 'local' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { departures: BusDeparture[] } }>().data.departures;
}

async function zwekabinOn(date: string): Promise<BusDeparture> {
  const found = (await departuresOn(date)).find((departure) => departure.operator.code === 'ZKB');
  if (!found) throw new Error(`no Zwekabin departure Yangon–Mawlamyine on ${date}`);
  return found;
}

const seatMapOf = (departureId: number) => post(api.app, '/api/bus/v1/seatmap', { departureId });

const seatMap = (departureId: number) => busSeatMap(api.app, departureId);

/** Holds seats chosen on `map`, without reading the map again (a map read may fail, or be newer). */
async function hold(map: BusSeatMap, seatNos: string[]) {
  return post(api.app, '/api/bus/v1/hold', {
    departureId: map.departure.departureId,
    seats: seatNos.map((seatNo) => ({ seatNo, gender: 'male' })),
    boardingPointId: map.boardingPoints[0]!.id,
    droppingPointId: map.droppingPoints[0]!.id,
  });
}

const available = (map: BusSeatMap) => freeBusSeats(map, map.seats.length);
const seatsOfDeparture = (departureId: number) => api.connection.db.select().from(busSeats).where(eq(busSeats.departureId, departureId));

/** One seat of a Zwekabin coach `days` out, held, stored for a passenger named `lastName`, and paid by card. */
async function paidSeat(days: number, lastName: string) {
  const { departureId } = await zwekabinOn(inDays(days));
  const [seatNo] = freeBusSeats(await seatMap(departureId), 1);
  const checkout = await heldBusCheckout(api.app, departureId, [{ seatNo: seatNo!, gender: 'male' }]);
  const placed = await storeBusOrder(api.app, checkout.checkoutId, [busPassenger(seatNo!, { lastName })]);
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json<{ data: { orderId: string; orderKey: string; amount: number } }>().data;
  await payByCard(api.app, order, 'AUNG KO HTET');
  return { order, departureId };
}

describe('Zwekabin Express through its own system', () => {
  it('is listed beside our own operators; while its system fails only ours are, and its map and hold answer 503 holding nothing', async () => {
    PROFILE.errorShare = 0;
    const listed = await departuresOn(inDays(3));
    expect(new Set(listed.map((departure) => departure.operator.code))).toEqual(new Set(['ELT', 'ZKB', 'JJX']));
    const zwekabin = listed.find((departure) => departure.operator.code === 'ZKB')!;
    const map = await seatMap(zwekabin.departureId);

    PROFILE.errorShare = 1;
    try {
      // Another day: the adapter keeps a route's answer for a minute.
      const whileDown = await departuresOn(inDays(4));
      expect(whileDown.length).toBeGreaterThan(0);
      expect(whileDown.some((departure) => departure.operator.code === 'ZKB')).toBe(false);
      const refusedMap = await seatMapOf(zwekabin.departureId);
      expect(refusedMap.statusCode).toBe(503);
      expect(refusedMap.json().errorCode).toBe('SERVICE_UNAVAILABLE');
      const refusedHold = await hold(map, available(map).slice(0, 2));
      expect(refusedHold.statusCode).toBe(503);
      expect(await seatsOfDeparture(zwekabin.departureId)).toEqual([]);
      // Our own operators do not depend on it.
      expect((await seatMapOf(listed.find((departure) => departure.operator.code === 'ELT')!.departureId)).statusCode).toBe(200);
    } finally {
      PROFILE.errorShare = 0;
    }
  });

  it('refuses a seat its counters sold between the map and the hold, and counts those sales in the seats left and on the console', async () => {
    PROFILE.walkInShare = 0.5;
    const date = inDays(2);
    const departure = await zwekabinOn(date);
    const departsAt = yangonInstant(departure.departureDate, departure.departureTime).getTime();
    try {
      clock.offsetMs = departsAt - 30 * 3_600_000 - Date.now();
      const before = await seatMap(departure.departureId);
      let after = before;
      let gone: string | undefined;
      // The counters' sales reach the system every 20 minutes; watch until one sells a seat the first map
      // offered. Sold, not merely no longer free: a seat beside a passenger sold at the counter is kept
      // for their gender, and holding it is refused for that reason instead.
      for (let step = 1; step <= 84 && !gone; step += 1) {
        clock.offsetMs += 20 * 60_000;
        after = await seatMap(departure.departureId);
        const sold = new Set(after.seats.filter((seat) => seat.status === 'sold').map((seat) => seat.seatNo));
        gone = available(before).find((seatNo) => sold.has(seatNo));
      }
      expect(gone, 'no counter sale in the coach’s last 28 hours').toBeDefined();
      expect(after.seats.find((seat) => seat.seatNo === gone)!.status).not.toBe('available');
      const refused = await hold(before, [gone!]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errorCode).toBe('SEAT_NOT_AVAILABLE');
      expect(await seatsOfDeparture(departure.departureId)).toEqual([]);
      expect(after.departure.seatsLeft).toBeLessThan(before.departure.seatsLeft);
      expect((await zwekabinOn(date)).seatsLeft).toBe(after.departure.seatsLeft);
      // The console's manifest shows the seat as sold at the counter, and the same seats left.
      const employee = await consoleEmployee(api, ['inventory']);
      const manifest = await api.app.inject({ method: 'GET', url: `/api/ops/bus/departures/${departure.departureId}`, headers: employee.consoleHeaders });
      expect(manifest.statusCode, manifest.body).toBe(200);
      const { data } = manifest.json<{ data: OpsBusManifest }>();
      expect(data.seats.find((seat) => seat.seatNo === gone)).toMatchObject({ status: 'counter' });
      expect(data.departure.seatsLeft).toBe(after.departure.seatsLeft);
    } finally {
      PROFILE.walkInShare = 0;
      clock.offsetMs = 0;
    }
  });

  it('confirms a slow booking on the third try with its own number, and refuses one: its seat goes back on sale and the order is cancelled', async () => {
    const slow = await paidSeat(5, 'Sandboxslow');
    expect(await api.app.services.orders.fulfil(slow.order.orderId, 1)).toBe('retry');
    expect(await api.app.services.orders.fulfil(slow.order.orderId, 2)).toBe('retry');
    expect(await api.app.services.orders.fulfil(slow.order.orderId, 3)).toBe('completed');
    const detail = await orderDetailOf(api.app, slow.order);
    const item = detail.items[0] as unknown as BusOrderItem;
    expect(item).toMatchObject({ product: 'bus', operatorName: 'Zwekabin Express', reference: expect.stringMatching(/^ZK\d{8}$/) });

    const refused = await paidSeat(6, 'SANDBOXFAIL');
    expect(await api.app.services.orders.fulfil(refused.order.orderId, 1)).toBe('cancelled');
    expect(await orderDetailOf(api.app, refused.order)).toMatchObject({ status: 'cancelled' });
    expect(await seatsOfDeparture(refused.departureId)).toEqual([]);
  });
});
