import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orders, payments, walletTransfers } from '@thwa/db/schema';
import { eq, sql } from '@thwa/db/sql';
import { withTransaction } from '@thwa/db/transaction';
import type { AllCheckoutResponse, MakePaymentResponse } from '@thwa/domain/contracts/payments';
import type { WalletHistoryResponse } from '@thwa/domain/contracts/wallet';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { encrypted, placeHeldOrder, runRefundJobs, type PlacedOrder } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';
import { balanceOf, expectLedgerBalanced, topUpByCard } from './wallet-fixtures.ts';

// Its own database: the refund and issue jobs these orders queue must not meet another file's worker.
const api = useTestApiOnOwnDatabase('thwa_wallet_pay', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });

const WALLET = { categoryId: 1, subCategoryId: 10 };

type Placed = PlacedOrder;
const placeOrder = () => placeHeldOrder(api.app);

function payFromWallet(order: Placed, account: Pick<TestAccount, 'headers'> | null, key: string = randomUUID(), extra: Record<string, unknown> = {}) {
  return post(api.app, '/api/pay/makepayment', { orderId: order.orderId, orderKey: order.orderKey, ...WALLET, ...extra }, { 'idempotency-key': key, ...(account?.headers ?? {}) });
}

async function orderRow(orderId: string) {
  const [row] = await api.connection.db.select().from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

async function paymentRows(orderId: string) {
  return api.connection.db.select().from(payments).where(eq(payments.orderId, orderId));
}

async function allCheckout(order: Placed, account: Pick<TestAccount, 'headers'> | null) {
  return api.app.inject({
    method: 'POST',
    url: '/api/checkout/v5/all-checkout',
    payload: await encrypted(api.app, { orderId: order.orderId, orderKey: order.orderKey }),
    headers: account?.headers ?? {},
  });
}

describe('the wallet at flight checkout', () => {
  it('is offered, with its balance, only to a signed-in caller', async () => {
    const order = await placeOrder();
    const guest = (await allCheckout(order, null)).json<AllCheckoutResponse>().data.methods;
    expect(guest.map((method) => method.provider)).not.toContain('wallet');

    const member = await createAccount(api);
    await topUpByCard(api, member, 7_000);
    const answer = await allCheckout(order, member);
    expect(answer.statusCode, answer.body).toBe(200);
    const [wallet] = answer.json<AllCheckoutResponse>().data.methods;
    expect(wallet).toMatchObject({ id: 1, provider: 'wallet', balance: 7_000, subCategories: [{ id: 10 }] });

    const expired = await allCheckout(order, { headers: { 'access-token': 'Bearer expired.or.forged' } });
    expect(expired.json()).toMatchObject({ code: 401, errorCode: 'SESSION_EXPIRED' });
  });

  it('without a live session answers SESSION_EXPIRED and changes nothing', async () => {
    const order = await placeOrder();
    for (const headers of [null, { headers: { 'access-token': 'Bearer expired.or.forged' } }]) {
      const answer = await payFromWallet(order, headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errorCode).toBe('SESSION_EXPIRED');
    }
    expect(await paymentRows(order.orderId)).toHaveLength(0);
    expect((await orderRow(order.orderId)).status).toBe('held');
  });

  it('with not enough balance answers 402 NOT_ENOUGH_WALLET_BALANCE and changes nothing', async () => {
    const order = await placeOrder();
    const member = await createAccount(api);
    await topUpByCard(api, member, 1_000);
    expect(order.amount).toBeGreaterThan(1_000);
    const answer = await payFromWallet(order, member);
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toMatchObject({ code: 402, errorCode: 'NOT_ENOUGH_WALLET_BALANCE' });
    expect(await balanceOf(api, member)).toBe(1_000);
    expect(await paymentRows(order.orderId)).toHaveLength(0);
    const row = await orderRow(order.orderId);
    expect(row).toMatchObject({ status: 'held', paymentStatus: 'none' });
    await expectLedgerBalanced(api.connection.db);
  });

  it('pays the order once for 20 concurrent duplicates, then the order is issued as with a card', async () => {
    const order = await placeOrder();
    const member = await createAccount(api);
    await topUpByCard(api, member, order.amount + 5_000);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => payFromWallet(order, member, key)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const paymentIds = new Set(answers.map((answer) => answer.json<MakePaymentResponse>().data.paymentId));
    expect(paymentIds.size).toBe(1);
    const { data } = answers[0]!.json<MakePaymentResponse>();
    expect(data.action).toEqual({ type: 'redirect', url: `/checkout/thank-you?orderId=${order.orderId}` });
    expect(data.amount).toBe(order.amount);

    expect(await balanceOf(api, member)).toBe(5_000);
    expect((await paymentRows(order.orderId)).map((row) => [row.provider, row.status, row.amount])).toEqual([['wallet', 'paid', order.amount]]);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentMethod: 'wallet' });

    // Another key for the same order: the order is paid, nothing is taken twice.
    const second = await payFromWallet(order, member);
    expect(second.statusCode).toBe(409);
    expect(await balanceOf(api, member)).toBe(5_000);

    const queued = await api.connection.db.execute(sql`select 1 from pgboss.job where name = 'order-fulfil' and data->>'orderId' = ${order.orderId}`);
    expect(queued.rows).toHaveLength(1);
    expect(await api.app.services.orders.fulfil(order.orderId, 1)).toBe('completed');

    const items = (await post(api.app, '/api/myaccount/wallet-histories', {}, member.headers)).json<WalletHistoryResponse>().data.items;
    expect(items[0]).toMatchObject({ kind: 'payment', reference: order.orderId, amount: -order.amount, balanceAfter: 5_000 });
    await expectLedgerBalanced(api.connection.db);
  }, 60_000);

  it('refunds to the wallet when the sale fails after payment, once however often the job runs', async () => {
    const order = await placeOrder();
    const member = await createAccount(api);
    await topUpByCard(api, member, order.amount);
    expect((await payFromWallet(order, member)).statusCode).toBe(200);
    expect(await balanceOf(api, member)).toBe(0);

    // The sale failed after payment: the refund the core then queues (orders.fulfil's failure path).
    await withTransaction(api.connection.db, (transaction) => api.app.services.orders.queueRefund(transaction, order.orderId, 'not_fulfilled'));
    await runRefundJobs(api, order.orderId, 2);
    expect(await balanceOf(api, member)).toBe(order.amount);
    expect((await paymentRows(order.orderId)).map((row) => row.status)).toEqual(['refunded']);
    expect((await orderRow(order.orderId)).paymentStatus).toBe('refunded');
    const refunds = await api.connection.db.select().from(walletTransfers).where(eq(walletTransfers.subject, order.orderId));
    expect(refunds.map((row) => row.kind).sort()).toEqual(['payment', 'refund']);
    await expectLedgerBalanced(api.connection.db);
  }, 60_000);

  it('is the payer’s own: another member’s wallet cannot pay with the first member’s key', async () => {
    const order = await placeOrder();
    const owner = await createAccount(api);
    const other = await createAccount(api);
    await topUpByCard(api, owner, order.amount);
    const key = randomUUID();
    // The other member has nothing: their attempt fails and leaves the key free.
    expect((await payFromWallet(order, other, key)).statusCode).toBe(402);
    expect((await payFromWallet(order, owner, key)).statusCode).toBe(200);
    // Replaying the owner's key from the other member's session is not the owner's payment.
    const replay = await payFromWallet(order, other, key);
    expect(replay.statusCode).toBe(422);
    expect(await balanceOf(api, owner)).toBe(0);
    expect(await balanceOf(api, other)).toBe(0);
  }, 60_000);
});
