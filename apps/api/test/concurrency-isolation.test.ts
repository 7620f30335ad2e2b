import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { PoolUsedInsideTransactionError, withTransaction } from '@thwa/db/transaction';
import type { MakePaymentResponse } from '@thwa/domain/contracts/payments';
import { createAccount } from './account-fixtures.ts';
import { placeHeldOrder } from './booking-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { expectLedgerBalanced, topUpByCard } from './wallet-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Issue 10 item 4: concurrency never turns into errors for others. The api runs on a pool of 5
 * connections (own-database.ts), smaller than the 14 concurrent payment starts below, so a transaction
 * that waited for a second pooled connection would deadlock the pool (every request answering 503
 * after the connect time-out, as it did before). No assertion depends on how fast the machine is.
 */
const api = useTestApiOnOwnDatabase('thwa_concurrency', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

const placeOrder = () => placeHeldOrder(api.app);

function startCard(order: { orderId: string; orderKey: string }, key: string) {
  return post(
    api.app,
    '/api/pay/makepayment',
    { orderId: order.orderId, orderKey: order.orderKey, categoryId: 2, subCategoryId: 11, returnPath: '/checkout/thank-you', language: 'en' },
    { 'idempotency-key': key },
  );
}

async function timed<T>(work: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await work();
  return { answer, ms: Math.round(performance.now() - started) };
}

describe('payment starts racing on one order', () => {
  it('12 keys and a double click on a pool of 5: every answer 2xx or a clean 4xx, one payment per key, bystanders answered', async () => {
    const member = await createAccount(api);
    const order = await placeOrder();
    const keys = Array.from({ length: 12 }, () => randomUUID());
    const doubleClick = randomUUID();

    const racing = [...keys, doubleClick, doubleClick].map((key) => timed(() => startCard(order, key)));
    // Made while the payment starts are in flight: someone else's health check and profile.
    const health = timed(() => api.app.inject({ method: 'GET', url: '/api/health' }));
    const profile = timed(() => post(api.app, '/api/v4/user/getUser', {}, member.headers));
    const answers = await Promise.all(racing);
    const [healthAnswer, profileAnswer] = await Promise.all([health, profile]);

    const statuses = answers.map(({ answer }) => answer.statusCode);
    const summary = { '2xx': statuses.filter((status) => status < 300).length, '4xx': statuses.filter((status) => status >= 400 && status < 500).length, '5xx': statuses.filter((status) => status >= 500).length };
    console.info('12+2 concurrent payment starts, pool of 5:', summary, 'slowest start ms:', Math.max(...answers.map(({ ms }) => ms)), 'bystanders ms:', { health: healthAnswer.ms, profile: profileAnswer.ms });

    for (const { answer } of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
    expect(healthAnswer.answer.statusCode).toBe(200);
    expect(profileAnswer.answer.statusCode, profileAnswer.answer.body).toBe(200);

    // A held order takes every attempt: each key started exactly one payment, the double click one.
    const started = answers.filter(({ answer }) => answer.statusCode === 200).map(({ answer }) => answer.json<MakePaymentResponse>().data.paymentId);
    expect(started).toHaveLength(14);
    expect(started[12]).toBe(started[13]);
    expect(new Set(started).size).toBe(13);
    const rows = await api.connection.db.select({ paymentId: payments.paymentId }).from(payments).where(eq(payments.orderId, order.orderId));
    expect(rows.map((row) => row.paymentId).sort()).toEqual([...new Set(started)].sort());
    const [row] = await api.connection.db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.orderId, order.orderId));
    expect(row).toEqual({ status: 'held', paymentStatus: 'pending' });
  });

  it('a wallet double click with two keys pays once; the second is a clean 409', async () => {
    const member = await createAccount(api);
    await topUpByCard(api, member, 1_000_000);
    const order = await placeOrder();
    const body = { orderId: order.orderId, orderKey: order.orderKey, categoryId: 1, subCategoryId: 10, returnPath: '/checkout/thank-you', language: 'en' };
    const answers = await Promise.all([randomUUID(), randomUUID()].map((key) => post(api.app, '/api/pay/makepayment', body, { 'idempotency-key': key, ...member.headers })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().errorCode).toBe('BOOKING_NOT_AVAILABLE');
    const rows = await api.connection.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.orderId));
    expect(rows).toEqual([{ status: 'paid' }]);
    await expectLedgerBalanced(api.connection.db);
  });
});

describe('a busy database is a 503, never a sign-out', () => {
  it('answers 503 SERVICE_UNAVAILABLE, not SESSION_EXPIRED, while the token check cannot get a connection, and the session lives on', async () => {
    const member = await createAccount(api);
    expect((await post(api.app, '/api/v4/user/getUser', {}, member.headers)).statusCode).toBe(200);
    // Every pooled connection taken: the session row cannot be read until the connect time-out.
    const held: PoolClient[] = [];
    try {
      for (let index = 0; index < 5; index++) held.push(await api.connection.pool.connect());
      const busy = await post(api.app, '/api/v4/user/getUser', {}, member.headers);
      expect(busy.statusCode, busy.body).toBe(503);
      expect(busy.json()).toMatchObject({ code: 503, errorCode: 'SERVICE_UNAVAILABLE' });
      expect(busy.headers['retry-after']).toBeDefined();
      const refresh = await api.app.inject({
        method: 'POST',
        url: '/api/auth/realms/user/protocol/openid-connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: member.refreshToken }).toString(),
      });
      expect(refresh.statusCode, refresh.body).toBe(503);
      expect(refresh.json().errorCode).toBe('SERVICE_UNAVAILABLE');
    } finally {
      for (const client of held) client.release();
    }
    // Nothing was ended by the busy moment: the same token and refresh token still work.
    expect((await post(api.app, '/api/v4/user/getUser', {}, member.headers)).statusCode).toBe(200);
    const refreshed = await api.app.inject({
      method: 'POST',
      url: '/api/auth/realms/user/protocol/openid-connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: member.refreshToken }).toString(),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('a forged or expired token is still SESSION_EXPIRED', async () => {
    const answer = await post(api.app, '/api/v4/user/getUser', {}, { 'access-token': 'Bearer not.a.token' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().errorCode).toBe('SESSION_EXPIRED');
  });
});

describe('the guard against a second connection inside a transaction (tests only)', () => {
  it('throws when code inside a transaction queries the pool or opens another transaction', async () => {
    const db = api.connection.db;
    // Drizzle wraps what the pool throws in its own error, with the guard's as the cause.
    const byGuard = (error: unknown) => error instanceof PoolUsedInsideTransactionError || (error as { cause?: unknown }).cause instanceof PoolUsedInsideTransactionError;
    await expect(withTransaction(db, async () => db.select({ orderId: orders.orderId }).from(orders).limit(1))).rejects.toSatisfy(byGuard);
    await expect(withTransaction(db, async () => withTransaction(db, async () => 1))).rejects.toSatisfy(byGuard);
    // The transaction's own connection is fine, and the pool is fine again afterwards.
    await expect(withTransaction(db, async ({ tx }) => (await tx.select({ orderId: orders.orderId }).from(orders).limit(1)).length)).resolves.toBeGreaterThanOrEqual(0);
    await expect(db.select({ orderId: orders.orderId }).from(orders).limit(1)).resolves.toBeDefined();
  });
});
