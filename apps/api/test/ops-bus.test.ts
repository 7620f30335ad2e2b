import { describe, expect, it } from 'vitest';
import { sql } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OpsBusDeparturesResponse, OpsBusManifestResponse, type OpsBusDeparture, type OpsBusManifest } from '@thwa/domain/contracts/bus-operations';
import { coachType } from '@thwa/domain/bus/bus-network';
import { seatsOf } from '@thwa/domain/bus/seat-rule';
import { FORGOTTEN_NAME } from '../src/features/orders/product-module.ts';
import { createAccount } from './account-fixtures.ts';
import { CONTACT, payByCard } from './booking-fixtures.ts';
import { busDeparturesOn, busPassenger, busSeatMap, freeBusSeats, heldBusCheckout, storeBusOrder } from './bus-fixtures.ts';
import { consoleEmployee, createEmployee, type ConsoleEmployee } from './console-fixtures.ts';
import { inDays } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * The console's bus panel (issue 21): a day's departures with the seats the counters sold, sold and
 * held through us and left; a departure's manifest with every seat of its coach and, for ours, the
 * order, its status and contact phone, the passenger as the trip stores them and their boarding and
 * dropping points. Seats are booked through the real calls. Only `inventory.view` opens it.
 */
const api = useTestApiOnOwnDatabase('thwa_ops_bus', { RATE_LIMIT_PER_MINUTE: '1000000' });

function get(employee: Pick<ConsoleEmployee, 'consoleHeaders'> | { consoleHeaders: Record<string, string> }, url: string) {
  return api.app.inject({ method: 'GET', url, headers: employee.consoleHeaders });
}

function refused(answer: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
  expect(ErrorResponse.parse(answer.json()).errorCode).toBe(code);
}

async function listOf(employee: ConsoleEmployee, query: string): Promise<OpsBusDeparture[]> {
  const answer = await get(employee, `/api/ops/bus/departures?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return OpsBusDeparturesResponse.parse(answer.json()).data;
}

async function manifestOf(employee: ConsoleEmployee, departureId: number): Promise<OpsBusManifest> {
  const answer = await get(employee, `/api/ops/bus/departures/${departureId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return OpsBusManifestResponse.parse(answer.json()).data;
}

/** A JJ Express coach Yangon–Mandalay `days` out with at least `seats` free. */
async function jjDeparture(days: number, seats = 6) {
  const found = (await busDeparturesOn(api.app, days)).find((departure) => departure.operator.code === 'JJX' && departure.seatsLeft >= seats);
  if (!found) throw new Error(`no JJ Express departure Yangon–Mandalay in ${days} days`);
  return found;
}

describe('the bus panel: departures and manifest', () => {
  it("lists a day's departures and shows an order's passengers, a checkout's hold and the counters' seats on the manifest", async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const departure = await jjDeparture(10);
    const [first, second, third] = freeBusSeats(await busSeatMap(api.app, departure.departureId), 3);

    // Two seats bought: held, stored for two passengers, paid by card and confirmed by the operator.
    const seats = [
      { seatNo: first!, gender: 'female' as const },
      { seatNo: second!, gender: 'female' as const },
    ];
    const checkout = await heldBusCheckout(api.app, departure.departureId, seats);
    const placed = await storeBusOrder(api.app, checkout.checkoutId, [
      busPassenger(first!, { firstName: 'Thida', lastName: 'Win', gender: 'female' }),
      busPassenger(second!, { firstName: 'Hnin', lastName: 'Aye', gender: 'female' }),
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<{ data: { orderId: string; orderKey: string } }>().data;
    await payByCard(api.app, order, 'THIDA WIN');
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('completed');
    // A third seat only chosen on the map: a checkout's hold.
    await heldBusCheckout(api.app, departure.departureId, [{ seatNo: third!, gender: 'male' }]);

    const listed = await listOf(employee, `date=${departure.departureDate}&from=YGN&to=MDY`);
    expect(listed.map((one) => `${one.departureTime} ${one.serviceCode}`)).toEqual(listed.map((one) => `${one.departureTime} ${one.serviceCode}`).sort());
    expect(listed.every((one) => one.from.code === 'YGN' && one.to.code === 'MDY' && one.serviceDate === departure.departureDate)).toBe(true);
    const row = listed.find((one) => one.departureId === departure.departureId)!;
    expect(row).toMatchObject({
      serviceCode: departure.serviceCode,
      departureTime: departure.departureTime,
      operator: { code: 'JJX', nameEn: 'JJ Express' },
      coach: { code: 'vip-2-1', busClass: 'vip' },
      from: { code: 'YGN', nameEn: 'Yangon' },
      to: { code: 'MDY', nameEn: 'Mandalay' },
      capacity: 27,
      sold: 2,
      held: 1,
      arrival: departure.arrival,
    });
    expect(row.seatsLeft).toBe(departure.seatsLeft - 3);
    expect(row.counterSold + row.sold + row.held + row.seatsLeft).toBe(27);

    const manifest = await manifestOf(employee, departure.departureId);
    expect(manifest.departure).toEqual(row);
    expect(manifest.layout).toEqual({ rows: 9, columns: ['A', 'B', '', 'C'] });
    // Every seat of the coach, by row then column.
    expect(manifest.seats.map((seat) => seat.seatNo)).toEqual(seatsOf(coachType('vip-2-1')!).map((seat) => seat.seatNo));
    const seat = (seatNo: string) => manifest.seats.find((one) => one.seatNo === seatNo)!;
    expect(seat(first!)).toMatchObject({
      status: 'sold',
      gender: 'female',
      heldUntil: null,
      order: { orderId: order.orderId, orderStatus: 'completed', paymentStatus: 'paid', contactPhone: expect.stringMatching(/^\+95 .*421/) },
      passenger: { firstName: 'Thida', lastName: 'Win' },
      boarding: { pointId: checkout.boarding.id, nameEn: expect.any(String), nameMy: expect.stringMatching(/[\u1000-\u109F]/), at: checkout.boarding.at },
      dropping: { pointId: checkout.dropping.id },
    });
    expect(seat(second!).passenger).toEqual({ firstName: 'Hnin', lastName: 'Aye' });
    expect(seat(third!)).toMatchObject({ status: 'held', gender: 'male', order: null, passenger: null, heldUntil: expect.any(String), boarding: { pointId: checkout.boarding.id } });
    expect(Date.parse(seat(third!).heldUntil!)).toBeGreaterThan(Date.now());
    const counter = manifest.seats.filter((one) => one.status === 'counter');
    expect(counter).toHaveLength(row.counterSold);
    expect(counter.every((one) => one.gender !== null && one.order === null)).toBe(true);
    expect(manifest.seats.filter((one) => one.status === 'free')).toHaveLength(row.seatsLeft);
    expect(manifest.seats.filter((one) => one.status === 'free').every((one) => one.gender === null && one.order === null)).toBe(true);
  });

  it("shows an unpaid order's seats as held by the order, and a forgotten passenger's name as the trip stores it", async () => {
    const employee = await consoleEmployee(api, ['admin']);
    const departure = await jjDeparture(12);
    const [seatNo] = freeBusSeats(await busSeatMap(api.app, departure.departureId), 1);
    const checkout = await heldBusCheckout(api.app, departure.departureId, [{ seatNo: seatNo!, gender: 'male' }]);
    const placed = await storeBusOrder(api.app, checkout.checkoutId, [busPassenger(seatNo!, { firstName: 'Kyaw', lastName: 'Zin' })], undefined, { ...CONTACT, phoneNumber: '09 777 123 456' });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json<{ data: { orderId: string } }>().data;

    const held = (await manifestOf(employee, departure.departureId)).seats.find((one) => one.seatNo === seatNo)!;
    expect(held).toMatchObject({ status: 'held', heldUntil: null, order: { orderId, orderStatus: 'held', contactPhone: expect.stringMatching(/777/) }, passenger: { firstName: 'Kyaw', lastName: 'Zin' } });

    // A deleted account's trip keeps its seats with the placeholder for names.
    await api.connection.db.execute(sql`
      update order_items set trip = jsonb_set(trip, '{passengers}', (select jsonb_agg(p || jsonb_build_object('firstName', ${FORGOTTEN_NAME}::text, 'lastName', ${FORGOTTEN_NAME}::text)) from jsonb_array_elements(trip->'passengers') p))
      where order_id = ${orderId}
    `);
    const forgotten = (await manifestOf(employee, departure.departureId)).seats.find((one) => one.seatNo === seatNo)!;
    expect(forgotten.passenger).toEqual({ firstName: FORGOTTEN_NAME, lastName: FORGOTTEN_NAME });
    expect(forgotten.order?.orderId).toBe(orderId);
  });

  it('lists every coach of a day, or those from one city, by departure time', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const date = inDays(15);
    const all = await listOf(employee, `date=${date}`);
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(all.map((one) => one.from.code)).size).toBeGreaterThan(3);
    const fromBagan = await listOf(employee, `date=${date}&from=BGN`);
    expect(fromBagan.length).toBeGreaterThan(0);
    expect(fromBagan.every((one) => one.from.code === 'BGN')).toBe(true);
    const toMandalay = await listOf(employee, `date=${date}&to=MDY`);
    expect(toMandalay.every((one) => one.to.code === 'MDY')).toBe(true);
    // A day beyond the calendar has none.
    expect(await listOf(employee, `date=${inDays(400)}`)).toEqual([]);
  });
});

describe('the bus panel: who may call and bad input', () => {
  it('refuses guests, members, agents, employees without inventory.view and employees without a console session', async () => {
    const departure = await jjDeparture(10, 1);
    const urls = [`/api/ops/bus/departures?date=${departure.departureDate}`, `/api/ops/bus/departures/${departure.departureId}`];
    const member = await createAccount(api);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const support = await consoleEmployee(api, ['support', 'finance', 'content']);
    const withoutSession = await createEmployee(api, ['inventory']);
    for (const url of urls) {
      refused(await api.app.inject({ method: 'GET', url }), 401, 'UNAUTHORIZED');
      refused(await api.app.inject({ method: 'GET', url, headers: member.headers }), 403, 'FORBIDDEN');
      refused(await api.app.inject({ method: 'GET', url, headers: agent.headers }), 403, 'FORBIDDEN');
      refused(await get(support, url), 403, 'FORBIDDEN');
      refused(await api.app.inject({ method: 'GET', url, headers: withoutSession.headers }), 401, 'CONSOLE_SESSION_REQUIRED');
    }
  });

  it.each([
    ['no date', '/api/ops/bus/departures'],
    ['a date that is not one', '/api/ops/bus/departures?date=2026-13-40'],
    ['a city we do not serve', `/api/ops/bus/departures?date=${inDays(3)}&from=BKK`],
    ['a departure id that is not a number', '/api/ops/bus/departures/abc'],
    ['a departure id of zero', '/api/ops/bus/departures/0'],
    ['a negative departure id', '/api/ops/bus/departures/-4'],
  ])('answers 400 for %s', async (_case, url) => {
    const employee = await consoleEmployee(api, ['inventory']);
    refused(await get(employee, url), 400, 'VALIDATION_FAILED');
  });

  it('answers 404 for a departure that does not exist', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    refused(await get(employee, '/api/ops/bus/departures/999999999'), 404, 'NOT_FOUND');
  });
});
