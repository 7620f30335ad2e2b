import { describe, expect, it } from 'vitest';
import { PAYMENT_ATTEMPT_STATUSES, orderEvents, orders } from '@thwa/db/schema';
import { asc, eq, sql } from '@thwa/db/sql';
import { LIFE_CYCLE_STATUSES, PAYMENT_STATUSES } from '@thwa/domain/orders/life-cycle';
import { useTestApi } from './harness.ts';
import { placeHeldOrder } from './booking-fixtures.ts';

const api = useTestApi({ RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

/** The values a CHECK constraint of the form `column in ('a', 'b')` allows, as PostgreSQL stores it. */
async function allowedBy(constraint: string): Promise<string[]> {
  const result = await api.connection.db.execute<{ definition: string }>(sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${constraint}`);
  const definition = result.rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([a-z_]+)'::/g)].map((match) => match[1]!);
}

/** The PostgreSQL error code a statement fails with, or null when it succeeds. */
async function failureOf(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? (error as { code?: string });
    return cause.code ?? 'unknown';
  }
}

describe('the order life cycle in the database', () => {
  it('holds the status columns to the lists the domain keeps', async () => {
    expect(new Set(await allowedBy('orders_status'))).toEqual(new Set(LIFE_CYCLE_STATUSES));
    expect(new Set(await allowedBy('orders_payment_status'))).toEqual(new Set(PAYMENT_STATUSES));
    expect(new Set(await allowedBy('payments_status'))).toEqual(new Set(PAYMENT_ATTEMPT_STATUSES));
  });

  it('refuses a status outside the life cycle, even written by hand', async () => {
    const { orderId } = await placeHeldOrder(api.app);
    const byHand = (column: string, value: string) => api.connection.db.execute(sql`update orders set ${sql.raw(column)} = ${value} where order_id = ${orderId}`);
    // 23514: check_violation.
    expect(await failureOf(byHand('status', 'shipped'))).toBe('23514');
    expect(await failureOf(byHand('status', 'Completed'))).toBe('23514');
    expect(await failureOf(byHand('payment_status', 'halfpaid'))).toBe('23514');
    const [row] = await api.connection.db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.orderId, orderId));
    expect(row).toEqual({ status: 'held', paymentStatus: 'none' });
  });

  it('writes every change as an event naming where the order came from and went', async () => {
    const { orderId } = await placeHeldOrder(api.app);
    await api.connection.db.update(orders).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.orderId, orderId));
    expect(await api.app.services.orders.expireHold(orderId)).toBe(true);
    // The hold is over: a second run, or a payment that succeeds now, is refused by the table.
    expect(await api.app.services.orders.expireHold(orderId)).toBe(false);
    const events = await api.connection.db
      .select({ type: orderEvents.type, fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id));
    expect(events).toEqual([
      { type: 'order.placed', fromStatus: null, toStatus: 'held' },
      { type: 'hold.expired', fromStatus: 'held', toStatus: 'expired' },
    ]);
  });
});
