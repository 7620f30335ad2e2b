import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { busSeats, mailMessages } from '@thwa/db/schema';
import { eq, sql } from '@thwa/db/sql';
import type { BusCheckout, BusDeparture, BusSeatMap } from '@thwa/domain/contracts/bus';
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';
import { BUS_BOOKING_HORIZON_DAYS } from '@thwa/domain/bus/bus-limits';
import { orderDetailOf, payByCard, refundsOf, runRefundJobs } from './booking-fixtures.ts';
import { busDeparturesOn, busPassenger, busSeatMap, freeBusSeats, holdBusSeats, storeBusOrder } from './bus-fixtures.ts';
import { inDays, post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Buses through the api (issue 21): cities, search, seat map, seats held for a checkout (all or
 * none, the seat rule for women read under the departure's lock), the order stored from it once,
 * paid, confirmed by the operator with a ticket per seat, and cancelled by the operator's tiers once.
 * A database of this file's own; no worker runs: the test calls fulfilment and refunds itself.
 */
const api = useTestApiOnOwnDatabase('thwa_bus', { RATE_LIMIT_PER_MINUTE: '1000000' });

async function search(body: Record<string, unknown>) {
  return post(api.app, '/api/bus/v1/search', body);
}

const departuresOn = (days: number, from?: string, to?: string, nationality?: string): Promise<BusDeparture[]> => busDeparturesOn(api.app, days, from, to, nationality);
const seatMap = (departureId: number, checkoutId?: string): Promise<BusSeatMap> => busSeatMap(api.app, departureId, checkoutId);
const hold = (departureId: number, seats: { seatNo: string; gender: 'male' | 'female' }[], extra: Record<string, unknown> = {}) => holdBusSeats(api.app, departureId, seats, extra);
const freeSeats = freeBusSeats;
const passenger = busPassenger;
const store = (checkoutId: string, passengers: unknown[], key = randomUUID()) => storeBusOrder(api.app, checkoutId, passengers, key);

/** A departure of an operator whose fares come back 90 % more than 48 hours before, 10 days out. */
async function flexibleDeparture(): Promise<BusDeparture> {
  const found = (await departuresOn(10)).find((departure) => departure.operator.code === 'JJX' && departure.seatsLeft >= 6);
  if (!found) throw new Error('no JJ Express departure Yangon–Mandalay in 10 days');
  return found;
}

/** Two seats held, stored and paid by card: the order, its checkout and its seats. */
async function paidTrip() {
  const departure = await flexibleDeparture();
  const seats = freeSeats(await seatMap(departure.departureId), 2).map((seatNo) => ({ seatNo, gender: 'male' as const }));
  const held = await hold(departure.departureId, seats);
  expect(held.statusCode, held.body).toBe(200);
  const checkout = held.json<{ data: BusCheckout }>().data;
  const placed = await store(checkout.checkoutId, seats.map((seat, index) => passenger(seat.seatNo, { firstName: index === 0 ? 'Aung Ko' : 'Min Thu' })));
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json<{ data: { orderId: string; orderKey: string; amount: number } }>().data;
  await payByCard(api.app, order, 'AUNG KO HTET');
  return { departure, checkout, order, seats };
}

describe('cities and departures', () => {
  it('suggests cities by a word of their name, in English or Myanmar', async () => {
    const answer = await api.app.inject({ method: 'GET', url: '/api/bus?q=man' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([{ code: 'MDY', name: 'Mandalay', region: 'Mandalay Region' }]);
    const inle = (await api.app.inject({ method: 'GET', url: '/api/bus?q=inle&language=mm' })).json().data;
    expect(inle).toEqual([expect.objectContaining({ code: 'NYS', name: expect.stringMatching(/[\u1000-\u109F]/) })]);
  });

  it('lists the night and day coaches of a route with fares for locals and foreigners, seats left and the tiers', async () => {
    const local = await departuresOn(10);
    expect(local.length).toBeGreaterThanOrEqual(5);
    expect(local.map((one) => one.departureTime)).toEqual([...local.map((one) => one.departureTime)].sort());
    const jj = local.find((one) => one.operator.code === 'JJX')!;
    expect(jj).toMatchObject({ busClass: 'vip', from: { city: 'YGN', station: { id: 'YGN-AML' } }, to: { city: 'MDY' }, durationMinutes: 540, refundable: true });
    expect(jj.fare).toBe(jj.localFare);
    expect(jj.foreignFare).toBeGreaterThan(jj.localFare);
    expect(jj.seatsLeft).toBeGreaterThan(0);
    expect(jj.seatsLeft).toBeLessThanOrEqual(27);
    const foreign = await departuresOn(10, 'YGN', 'MDY', 'foreign');
    expect(foreign.find((one) => one.departureId === jj.departureId)!.fare).toBe(jj.foreignFare);
  });

  it.each([
    ['the same city both ways', { from: 'YGN', to: 'YGN', date: inDays(3), passengers: 1 }, 'ORIGIN_EQUALS_DESTINATION'],
    ['a day gone', { from: 'YGN', to: 'MDY', date: inDays(-1), passengers: 1 }, 'DATE_IN_PAST'],
    ['a day not on sale yet', { from: 'YGN', to: 'MDY', date: inDays(BUS_BOOKING_HORIZON_DAYS + 1), passengers: 1 }, 'DATE_TOO_FAR'],
    ['a city we do not serve', { from: 'YGN', to: 'BKK', date: inDays(3), passengers: 1 }, 'VALIDATION_FAILED'],
    ['seven passengers', { from: 'YGN', to: 'MDY', date: inDays(3), passengers: 7 }, 'VALIDATION_FAILED'],
    ['no date', { from: 'YGN', to: 'MDY', passengers: 1 }, 'VALIDATION_FAILED'],
  ])('refuses %s', async (_case, body, errorCode) => {
    const answer = await search(body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errorCode).toBe(errorCode);
  });
});

describe('the seat map and holding seats', () => {
  it('draws every seat of the coach with its boarding and dropping points', async () => {
    const departure = await flexibleDeparture();
    const map = await seatMap(departure.departureId);
    expect(map.columns).toEqual(['A', 'B', '', 'C']);
    expect(map.seats).toHaveLength(27);
    expect(map.seats.filter((seat) => seat.status === 'sold').length).toBe(27 - departure.seatsLeft);
    expect(map.boardingPoints[0]).toMatchObject({ id: 'YGN-SUL', at: `${departure.departureDate}T19:15` });
    expect(map.boardingPoints.map((point) => point.id)).toContain('YGN-AML');
    expect(map.droppingPoints[0]).toMatchObject({ id: 'MDY-KSK', at: departure.arrival });
    const unknown = await post(api.app, '/api/bus/v1/seatmap', { departureId: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps a seat beside a woman of another booking for a woman', async () => {
    for (const departure of await departuresOn(11)) {
      const map = await seatMap(departure.departureId);
      const kept = map.seats.find((seat) => seat.status === 'women');
      if (!kept) continue;
      const refused = await hold(departure.departureId, [{ seatNo: kept.seatNo, gender: 'male' }]);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().errorCode).toBe('BUS_SEAT_KEPT');
      const held = await hold(departure.departureId, [{ seatNo: kept.seatNo, gender: 'female' }]);
      expect(held.statusCode, held.body).toBe(200);
      return;
    }
    throw new Error('no seat kept for women on any departure in 11 days');
  });

  it('refuses a seat that is sold, one not on the coach, a seat twice and an unknown point, holding nothing', async () => {
    const departure = await flexibleDeparture();
    const map = await seatMap(departure.departureId);
    const sold = map.seats.find((seat) => seat.status === 'sold')!;
    const [free] = freeSeats(map, 1);
    expect((await hold(departure.departureId, [{ seatNo: free!, gender: 'male' }, { seatNo: sold.seatNo, gender: 'male' }])).json().errorCode).toBe('SEAT_NOT_AVAILABLE');
    expect((await hold(departure.departureId, [{ seatNo: '40Z', gender: 'male' }])).json().errorCode).toBe('VALIDATION_FAILED');
    expect((await hold(departure.departureId, [{ seatNo: free!, gender: 'male' }, { seatNo: free!, gender: 'male' }])).statusCode).toBe(400);
    expect((await hold(departure.departureId, [{ seatNo: free!, gender: 'male' }], { boardingPointId: 'MDY-KSK' })).json().errorCode).toBe('VALIDATION_FAILED');
    // All or none: the free seat asked beside the sold one is still free.
    expect((await seatMap(departure.departureId)).seats.find((seat) => seat.seatNo === free)!.status).toBe('available');
  });

  it('sells each seat at most once when 200 parties race for overlapping seats, each party all or none', async () => {
    const departure = (await departuresOn(12)).find((one) => one.seatsLeft >= 8)!;
    const free = freeSeats(await seatMap(departure.departureId), 8);
    const attempts = Array.from({ length: 200 }, (_, index) => [free[index % free.length]!, free[(index + 3) % free.length]!]);
    const answers = await Promise.all(attempts.map((seats) => hold(departure.departureId, seats.map((seatNo) => ({ seatNo, gender: 'female' as const })))));
    const won = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json<{ data: BusCheckout }>().data);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.json().errorCode === 'SEAT_NOT_AVAILABLE')).toBe(true);
    const rows = await api.connection.db.select().from(busSeats).where(eq(busSeats.departureId, departure.departureId));
    // Each winner holds both its seats, no seat is held twice, and no loser holds any.
    const heldSeats = won.flatMap((checkout) => checkout.seats.map((seat) => seat.seatNo));
    expect(new Set(heldSeats).size).toBe(heldSeats.length);
    expect(rows.map((row) => row.seatNo).sort()).toEqual([...heldSeats].sort());
    for (const checkout of won) expect(rows.filter((row) => row.checkoutId === checkout.checkoutId)).toHaveLength(2);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(4);
  });

  it('gives back a checkout’s seats when it chooses again, on the same coach or another', async () => {
    const [first, second] = (await departuresOn(15)).filter((one) => one.seatsLeft >= 4);
    // Far apart, so that the seat given back is not beside the one held again (the rule would keep it for men).
    const free = freeSeats(await seatMap(first!.departureId), 40);
    const [a, b] = [free[0], free.at(-1)];
    const held = (await hold(first!.departureId, [{ seatNo: a!, gender: 'male' }])).json<{ data: BusCheckout }>().data;
    const again = await hold(first!.departureId, [{ seatNo: b!, gender: 'male' }], { checkoutId: held.checkoutId });
    expect(again.json<{ data: BusCheckout }>().data).toMatchObject({ checkoutId: held.checkoutId, seats: [{ seatNo: b }] });
    expect((await seatMap(first!.departureId)).seats.find((seat) => seat.seatNo === a)!.status).toBe('available');
    const [c] = freeSeats(await seatMap(second!.departureId), 1);
    expect((await hold(second!.departureId, [{ seatNo: c!, gender: 'male' }], { checkoutId: held.checkoutId })).statusCode).toBe(200);
    expect((await seatMap(first!.departureId)).seats.find((seat) => seat.seatNo === b)!.status).toBe('available');
    expect((await seatMap(second!.departureId, held.checkoutId)).seats.find((seat) => seat.seatNo === c)!.status).toBe('mine');
  });

  it('lets one client address hold at most 12 seats of a coach at once', async () => {
    // Fourteen seats free on the map: seats left also counts those kept beside a sold seat for its gender.
    let found: { departure: BusDeparture; map: BusSeatMap } | undefined;
    for (const candidate of (await departuresOn(14)).filter((one) => one.seatsLeft >= 14)) {
      const candidateMap = await seatMap(candidate.departureId);
      if (freeSeats(candidateMap, 14).length === 14) {
        found = { departure: candidate, map: candidateMap };
        break;
      }
    }
    if (!found) throw new Error('no coach in 14 days with 14 seats free');
    const { departure, map } = found;
    const free = freeSeats(map, 14);
    const asClient = (seats: string[]) =>
      api.app.inject({
        method: 'POST',
        url: '/api/bus/v1/hold',
        remoteAddress: '203.0.113.77',
        payload: { departureId: departure.departureId, seats: seats.map((seatNo) => ({ seatNo, gender: 'female' })), boardingPointId: map.boardingPoints[0]!.id, droppingPointId: map.droppingPoints[0]!.id },
      });
    for (const party of [free.slice(0, 6), free.slice(6, 12)]) expect((await asClient(party)).statusCode).toBe(200);
    const more = await asClient(free.slice(12, 13));
    expect(more.statusCode, more.body).toBe(409);
    expect(more.json().errorCode).toBe('TOO_MANY_UNPAID_BOOKINGS');
    // Another address is not held back by it.
    expect((await hold(departure.departureId, [{ seatNo: free[12]!, gender: 'female' }])).statusCode).toBe(200);
  });

  it('gives a checkout’s seats back once its hold has ended', async () => {
    const departure = (await departuresOn(13)).find((one) => one.seatsLeft >= 2)!;
    const [seatNo] = freeSeats(await seatMap(departure.departureId), 1);
    const held = (await hold(departure.departureId, [{ seatNo: seatNo!, gender: 'male' }])).json<{ data: BusCheckout }>().data;
    expect((await seatMap(departure.departureId)).seats.find((seat) => seat.seatNo === seatNo)!.status).toBe('held');
    expect((await seatMap(departure.departureId, held.checkoutId)).seats.find((seat) => seat.seatNo === seatNo)!.status).toBe('mine');
    await api.connection.db.execute(sql`update bus_seats set held_until = now() - interval '1 second' where checkout_id = ${held.checkoutId}`);
    expect((await seatMap(departure.departureId)).seats.find((seat) => seat.seatNo === seatNo)!.status).toBe('available');
    const again = await hold(departure.departureId, [{ seatNo: seatNo!, gender: 'female' }]);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('the order', () => {
  it('is stored once per key, priced per passenger, paid, confirmed with a ticket per seat', async () => {
    const departure = await flexibleDeparture();
    const seats = freeSeats(await seatMap(departure.departureId), 2).map((seatNo) => ({ seatNo, gender: 'male' as const }));
    const checkout = (await hold(departure.departureId, seats)).json<{ data: BusCheckout }>().data;
    expect(checkout.amount).toBe(2 * departure.localFare);
    const passengers = [passenger(seats[0]!.seatNo), passenger(seats[1]!.seatNo, { firstName: 'John', lastName: 'Smith', nationality: 'GB', passportNumber: 'GB1234567', passportExpiry: inDays(900), divisionCode: null, townshipCode: null, nrcType: null, nrcNumber: null })];
    const key = randomUUID();
    const [first, second] = await Promise.all([store(checkout.checkoutId, passengers, key), store(checkout.checkoutId, passengers, key)]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.json().data.orderId).toBe(first!.json().data.orderId);
    const order = first!.json<{ data: { orderId: string; orderKey: string; amount: number } }>().data;
    expect(order.amount).toBe(departure.localFare + departure.foreignFare);
    // Another key for the spent checkout places nothing more.
    expect((await store(checkout.checkoutId, passengers)).json().errorCode).toBe('BOOKING_NOT_AVAILABLE');
    await payByCard(api.app, order, 'AUNG KO HTET');
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('completed');
    const detail = await orderDetailOf(api.app, order);
    const item = detail.items[0] as BusOrderItem;
    expect(detail).toMatchObject({ productType: 9, status: 'completed', paymentStatus: 'paid' });
    expect(item).toMatchObject({ product: 'bus', operatorName: 'JJ Express', from: { city: 'YGN' }, to: { city: 'MDY' }, departureDate: departure.departureDate });
    expect(item.ticketNumbers).toEqual(seats.map((seat) => `${order.orderId}-${seat.seatNo}`));
    expect(item.passengers.map((one) => one.fare)).toEqual([departure.localFare, departure.foreignFare]);
    const rows = await api.connection.db.select().from(busSeats).where(eq(busSeats.orderId, order.orderId));
    expect(rows.map((row) => row.status)).toEqual(['sold', 'sold']);

    // The e-ticket: rendered (text and PDF, as the ticket-render job does), read by its signed link, mailed as its PDF.
    await api.app.services.notifications.renderDocuments(order.orderId, 1);
    const issued = (await orderDetailOf(api.app, order)).items[0]!;
    const view = await api.app.inject({ method: 'GET', url: issued.document!.viewUrl });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.body).toContain('JJ Express');
    expect(view.body).toContain(`${order.orderId}-${seats[0]!.seatNo}`);
    expect(view.body).toContain(checkout.boarding.name);
    const download = await api.app.inject({ method: 'GET', url: issued.document!.downloadUrl });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.headers['content-disposition']).toContain(`${order.orderId}-bus-ticket.pdf`);
    const [mail] = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${order.orderId}:e-ticket`));
    expect((mail!.attachments as { filename: string }[]).map((one) => one.filename)).toEqual([`${order.orderId}-bus-ticket.pdf`]);
  });

  it('starts one card payment however often the same payment is asked for at once', async () => {
    const departure = await flexibleDeparture();
    const seats = freeSeats(await seatMap(departure.departureId), 1).map((seatNo) => ({ seatNo, gender: 'male' as const }));
    const checkout = (await hold(departure.departureId, seats)).json<{ data: BusCheckout }>().data;
    const order = (await store(checkout.checkoutId, [passenger(seats[0]!.seatNo)])).json<{ data: { orderId: string; orderKey: string } }>().data;
    const key = randomUUID();
    const ask = () => post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, categoryId: 2, subCategoryId: 11 }, { 'idempotency-key': key });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().data.action.url)).size).toBe(1);
    const started = await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from payments where order_id = ${order.orderId}`);
    expect(started.rows[0]!.count).toBe(1);
  });

  it('refuses passengers without their documents, of another gender than their seat, or for seats not held', async () => {
    const departure = await flexibleDeparture();
    const seats = freeSeats(await seatMap(departure.departureId), 2).map((seatNo) => ({ seatNo, gender: 'female' as const }));
    const checkout = (await hold(departure.departureId, seats)).json<{ data: BusCheckout }>().data;
    const refused = await store(checkout.checkoutId, [passenger(seats[0]!.seatNo, { gender: 'female', nrcNumber: '' }), passenger(seats[1]!.seatNo, { gender: 'male' })]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fieldErrors).toMatchObject({ 'passengers.0.nrcNumber': 'required', 'passengers.1.gender': 'invalid' });
    const short = await store(checkout.checkoutId, [passenger(seats[0]!.seatNo, { gender: 'female' })]);
    expect(short.json().fieldErrors).toMatchObject({ passengers: 'seats_mismatch' });
    // Nothing was placed: the checkout still places its order.
    const placed = await store(checkout.checkoutId, seats.map((seat) => passenger(seat.seatNo, { gender: 'female' })));
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('gives the seats back when the unpaid order’s hold ends', async () => {
    const departure = await flexibleDeparture();
    const seats = freeSeats(await seatMap(departure.departureId), 1).map((seatNo) => ({ seatNo, gender: 'male' as const }));
    const checkout = (await hold(departure.departureId, seats)).json<{ data: BusCheckout }>().data;
    const order = (await store(checkout.checkoutId, [passenger(seats[0]!.seatNo)])).json<{ data: { orderId: string } }>().data;
    expect((await seatMap(departure.departureId)).seats.find((seat) => seat.seatNo === seats[0]!.seatNo)!.status).toBe('held');
    await api.connection.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where order_id = ${order.orderId}`);
    expect(await api.app.services.orders.expireHold(order.orderId)).toBe(true);
    expect((await seatMap(departure.departureId)).seats.find((seat) => seat.seatNo === seats[0]!.seatNo)!.status).toBe('available');
  });

  it('is cancelled by the operator’s tiers once, however many cancellations race, and its seats go back on sale', async () => {
    const { order, departure, seats } = await paidTrip();
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('completed');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(api.app, '/api/order/cancel', { orderId: order.orderId, orderKey: order.orderKey })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    // Ten days ahead: 90 % of what was paid comes back.
    const refund = Math.floor((order.amount * 90) / 100);
    expect(answers[0]!.json().data.guestCancellation).toEqual({ refund, refundTo: 'payment' });
    await runRefundJobs(api, order.orderId, 2);
    expect((await refundsOf(api, order.orderId)).map(({ amount, reason, status }) => ({ amount, reason, status }))).toEqual([{ amount: refund, reason: 'cancelled', status: 'refunded' }]);
    const map = await seatMap(departure.departureId);
    for (const seat of seats) expect(map.seats.find((one) => one.seatNo === seat.seatNo)!.status).not.toBe('sold');
  });
});
