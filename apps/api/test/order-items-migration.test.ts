import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { hotelCatalogue } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { migrateDatabase } from '@thwa/db/migrate';
import { orderItems, orders, refunds } from '@thwa/db/schema';
import { seedDatabase } from '@thwa/db/seed';
import { asc, eq, sql } from '@thwa/db/sql';
import { createTestDatabase, type TestDatabase } from '@thwa/db/testing';
import { addDays } from '@thwa/domain/dates';
import type { PriceBreakdown } from '@thwa/domain/booking/price-breakdown';
import type { LifeCycleStatus, PaymentStatus } from '@thwa/domain/orders/life-cycle';
import { LIFE_CYCLE_STATUSES } from '@thwa/domain/orders/life-cycle';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { amountOfLines } from '@thwa/domain/orders/price-lines';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { CONTACT, encrypted, placeHeldOrder } from './booking-fixtures.ts';
import { inDays, post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Decision 024, step 2: migration 0012 moves every order into its first item (and 0013 its document, 0016 its issuance time). A database is migrated
 * up to 0010 (orders still held their trip, held units, PNR and ticket numbers), filled with flight and
 * hotel orders in every status our life cycle has, with their payments and refunds, and migrated on;
 * nothing may be lost, and the booking core must read every order as before.
 */
// Its own database: the orders it places for their trips must hold nothing another file counts.
const api = useTestApiOnOwnDatabase('thwa_items_source', { RATE_LIMIT_PER_MINUTE: '1000000' });

let before: TestDatabase;
let connection: DatabaseConnection;
beforeAll(async () => {
  before = await createTestDatabase('thwa_items_migration', { upTo: '0010_hotel_checkouts' });
  connection = connect(before.url, { max: 3 });
}, 90_000);
afterAll(async () => {
  await connection?.close();
  await before?.drop();
}, 60_000);

/** A stay for two adults two weeks ahead, placed through the api as it is now: its order's trip is real. */
async function placeStay(app: FastifyInstance): Promise<string> {
  const checkIn = inDays(14);
  const found = hotelCatalogue()
    .flatMap((hotel) => hotel.rooms.map((room) => ({ hotel, room })))
    .find(({ hotel, room }) => room.maxAdults >= 2 && [0, 1].every((night) => roomNight(hotel, room, addDays(checkIn, night)).available > 0));
  if (!found) throw new Error('no room free for the stay');
  const reservation = { hotelId: found.hotel.id, roomTypeId: found.room.id, rateId: found.room.rates[0]!.id, checkIn, checkOut: addDays(checkIn, 2), rooms: 1, adult: 2 };
  const checked = await post(app, '/api/hotel/v4/checkReservation', reservation);
  expect(checked.statusCode, checked.body).toBe(200);
  const guests = await post(app, '/api/hotel/v2/order', { checkoutId: checked.json().data.checkoutId, adult: [{ firstName: 'Su Su', lastName: 'Hlaing' }] });
  expect(guests.statusCode, guests.body).toBe(200);
  const stored = await app.inject({
    method: 'POST',
    url: '/api/order/v4/hotel/store',
    payload: await encrypted(app, { checkoutId: guests.json().data.checkoutId, contact: CONTACT }),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json().data.orderId;
}

/** The payment status an order of each status has (the life cycle's usual pair). */
const PAYMENT_STATUS_OF: Record<LifeCycleStatus, PaymentStatus> = {
  held: 'none',
  pending: 'none',
  paid: 'paid',
  processing: 'paid',
  completed: 'paid',
  waitlisted: 'paid',
  cancelled: 'refunded',
  expired: 'late',
};

interface OldOrder {
  orderId: string;
  productType: number;
  status: LifeCycleStatus;
  trip: unknown;
  amount: number;
  promoDiscount: number;
  heldUnits: number;
  pnr: string | null;
  ticketNumbers: string[] | null;
  /** The key the test keeps to read the order through the api afterwards. */
  orderKey: string;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const ISSUED_AT = new Date('2026-03-04T05:06:07.000Z');

/**
 * The price breakdown an order stored: its price, less the promotion it was paid with. A flight's
 * price is fares, airline taxes and fees less the airline's discount; a stay's is its rooms' rates.
 */
function breakdownOf(productType: number, price: number, promotion: number): PriceBreakdown {
  const parts = productType === 2 ? { airlineTaxes: 30_000, convenienceFees: 4_000, discount: 5_000 } : { airlineTaxes: 0, convenienceFees: 0, discount: 0 };
  const subTotal = price - parts.airlineTaxes - parts.convenienceFees + parts.discount;
  return { subTotal, ...parts, taxes: 0, promotion, insurance: 0, total: price, grandTotal: price - promotion, currency: 'MMK' };
}

/** The lines migration 0014 gives the first item of an order of that breakdown: nothing of the promotion. */
function linesOf(productType: number, price: number) {
  if (productType !== 2) return [{ kind: 'fare', amount: price }];
  return [
    { kind: 'fare', amount: price - 30_000 - 4_000 + 5_000 },
    { kind: 'airline_taxes', amount: 30_000 },
    { kind: 'convenience_fees', amount: 4_000 },
    { kind: 'discount', amount: 5_000 },
  ];
}

describe('migration 0012: orders hold items', () => {
  it('moves every flight and hotel order, in every status, into its first item, with its refunds, and the api reads them as before', async () => {
    // Real trips, as the product stores them today.
    const flight = await placeHeldOrder(api.app);
    const stayId = await placeStay(api.app);
    const tripOf = async (orderId: string) => (await api.connection.db.select({ trip: orderItems.trip }).from(orderItems).where(eq(orderItems.orderId, orderId)))[0]!.trip;
    const trips = { 2: await tripOf(flight.orderId), 1: await tripOf(stayId) } as const;

    // The database as it was before items: orders of both products in every status, written as then.
    const written: OldOrder[] = [];
    let number = 0;
    for (const productType of [2, 1] as const) {
      for (const status of LIFE_CYCLE_STATUSES) {
        number += 1;
        const orderId = `TW${String(9_000_000_000 + number)}`;
        const promoDiscount = number % 3 === 0 ? 12_000 : 0;
        const order: OldOrder = {
          orderId,
          productType,
          status,
          trip: trips[productType],
          amount: 180_000 + number * 1_000 - promoDiscount,
          promoDiscount,
          heldUnits: status === 'pending' ? 0 : productType === 2 ? 2 : 1,
          pnr: status === 'completed' || status === 'waitlisted' ? `PNR${number}ABCDEFGHI`.slice(0, 12) : null,
          ticketNumbers: status === 'completed' ? [`232-${String(number).padStart(10, '0')}`, `232-${String(number + 50).padStart(10, '0')}`] : null,
          orderKey: randomUUID(),
        };
        written.push(order);
        await connection.db.execute(sql`
          insert into orders (order_id, product_type, flow, status, payment_status, language, access_key_hash, contact_email, contact, travellers,
                              trip, breakdown, amount, held_units, promo_discount, pnr, ticket_numbers, created_at, updated_at)
          values (${orderId}, ${productType}, ${status === 'pending' ? 'offline' : 'online'}, ${status}, ${PAYMENT_STATUS_OF[status]}, 'en',
                  ${createHash('sha256').update(order.orderKey).digest('hex')}, ${CONTACT.email}, ${json(CONTACT)}, ${json([])},
                  ${json(order.trip)}, ${json(breakdownOf(productType, order.amount + promoDiscount, promoDiscount))}, ${order.amount}, ${order.heldUnits}, ${promoDiscount},
                  ${order.pnr}, ${order.ticketNumbers ? json(order.ticketNumbers) : null}, now(), now())`);
        // A confirmed order's document, stored by order alone as then (migration 0013 gives it to the first item).
        if (status === 'completed') {
          await connection.db.execute(sql`insert into tickets (order_id, text, pdf) values (${orderId}, ${`DOCUMENT ${orderId}`}, ${Buffer.from('%PDF-1.4 old')})`);
          // Its issuance, recorded as then: an event naming no item (migration 0016 dates the first item by it).
          await connection.db.execute(sql`insert into order_events (order_id, type, from_status, to_status, created_at) values (${orderId}, 'ticket.issued', 'processing', 'completed', ${ISSUED_AT.toISOString()})`);
        }
        if (PAYMENT_STATUS_OF[status] === 'none') continue;
        const paymentId = `PAY${orderId}`;
        const refunded = status === 'cancelled' || status === 'expired';
        await connection.db.execute(sql`
          insert into payments (payment_id, order_id, provider, category_id, sub_category_id, amount, status, provider_ref, expires_at, paid_at, refunded_at)
          values (${paymentId}, ${orderId}, 'card', 2, 11, ${order.amount}, ${refunded ? 'refunded' : 'paid'}, ${`REF${orderId}`}, now(), now(), ${refunded ? sql`now()` : null})`);
        // The stay was cancelled by its guest, a member: the refund went to the wallet.
        if (status === 'cancelled' && productType === 1) {
          await connection.db.execute(sql`insert into order_events (order_id, type, from_status, to_status, data) values (${orderId}, 'order.cancelled', 'completed', 'cancelled', ${json({ refund: order.amount, refundTo: 'wallet' })})`);
          await connection.db.execute(sql`insert into wallet_transfers (transfer_id, kind, reference, subject) values (${`TRF${orderId}`}, 'refund', ${`refund:${paymentId}`}, ${orderId})`);
        }
      }
    }
    const totalBefore = written.reduce((sum, order) => sum + order.amount + order.promoDiscount, 0);

    await migrateDatabase(connection.db);

    // Every order is its first item, with nothing lost.
    const items = await connection.db.select().from(orderItems).orderBy(asc(orderItems.orderId));
    expect(items).toHaveLength(written.length);
    expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(totalBefore);
    for (const order of written) {
      const item = items.find((one) => one.orderId === order.orderId);
      expect(item, order.orderId).toMatchObject({
        itemNo: 1,
        parentItemNo: null,
        productType: order.productType,
        trip: order.trip,
        amount: order.amount + order.promoDiscount,
        heldUnits: order.heldUnits,
        status: order.status,
        supplierReference: order.pnr,
        documentNumbers: order.ticketNumbers ?? [],
        // Migration 0016: an issued item is dated by its ticket.issued event.
        issuedAt: order.status === 'completed' ? ISSUED_AT : null,
        // Migration 0014: its stored breakdown as its lines, the order's promotion left out.
        priceLines: linesOf(order.productType, order.amount + order.promoDiscount),
      });
      expect(amountOfLines(item!.priceLines)).toBe(item!.amount);
    }
    const [counted] = (await connection.db.execute<{ orders: number; amount: number }>(sql`select count(*)::int as orders, sum(amount + promo_discount)::int as amount from orders`)).rows;
    expect(counted).toEqual({ orders: written.length, amount: totalBefore });

    // Every refund made before is a row: what it gave back, why, and where to.
    const rows = await connection.db.select().from(refunds).orderBy(asc(refunds.orderId));
    const expected = written
      .filter((order) => order.status === 'cancelled' || order.status === 'expired')
      .map((order) => ({
        orderId: order.orderId,
        itemNo: order.status === 'cancelled' ? 1 : null,
        amount: order.amount,
        reason: order.status === 'expired' ? 'late' : order.productType === 1 ? 'cancelled' : 'not_fulfilled',
        destination: order.status === 'cancelled' && order.productType === 1 ? 'wallet' : 'provider',
        status: 'refunded',
      }));
    expect(rows.map(({ orderId, itemNo, amount, reason, destination, status }) => ({ orderId, itemNo, amount, reason, destination, status }))).toEqual(expected);

    // The booking core reads every migrated order: its status, its item, its reference.
    await seedDatabase(connection.db);
    const app = await buildApp({ db: connection.db, config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: before.url, RATE_LIMIT_PER_MINUTE: '1000000' }), logger: false });
    await app.ready();
    try {
      for (const order of written) {
        const answer = await post(app, '/api/order/detail', { orderId: order.orderId, orderKey: order.orderKey });
        expect(answer.statusCode, answer.body).toBe(200);
        const detail = answer.json<{ data: OrderDetail }>().data;
        expect(detail).toMatchObject({ orderId: order.orderId, productType: order.productType, status: order.status, pnr: order.pnr, amount: order.amount });
        expect(detail.items.map((item) => item.product)).toEqual([order.productType === 2 ? 'flight' : 'hotel']);
        // The document stored before is the first item's, served where it always was.
        expect(detail.items[0]!.document).toEqual(detail.ticket);
        if (order.status !== 'completed') {
          expect(detail.ticket).toBeNull();
          continue;
        }
        const view = await app.inject({ method: 'GET', url: detail.ticket!.viewUrl });
        expect(view.body).toBe(`DOCUMENT ${order.orderId}`);
      }
      const [row] = await connection.db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, written[0]!.orderId));
      expect(row!.status).toBe(written[0]!.status);
    } finally {
      await app.close();
    }
  }, 180_000);
});
