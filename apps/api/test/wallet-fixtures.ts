import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { walletAccounts, walletEntries } from '@thwa/db/schema';
import { sql } from '@thwa/db/sql';
import type { Database } from '@thwa/db/connection';
import type { AllTopupResponse } from '@thwa/domain/contracts/wallet';
import type { PayStatusCallback } from '@thwa/domain/contracts/payments';
import { newNonce, providerSecret, signCallback } from '../src/partners/payments/signing.ts';
import type { TestAccount } from './account-fixtures.ts';
import type { TestApi } from './harness.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export const APPROVED_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';

export function allTopup(api: TestApi, account: Pick<TestAccount, 'headers'> | null, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return api.app.inject({
    method: 'POST',
    url: '/api/checkout/v4/all-topup',
    payload: body,
    headers: { ...(account?.headers ?? {}), ...(key === null ? {} : { 'idempotency-key': key }) },
  });
}

/** Starts a card top-up and answers the gateway's hosted page address. */
export async function startCardTopup(api: TestApi, account: TestAccount, amount: number) {
  const answer = await allTopup(api, account, { amount, categoryId: 2, subCategoryId: 11 });
  expect(answer.statusCode, answer.body).toBe(200);
  const topup = answer.json<AllTopupResponse>().data.topup!;
  if (topup.action.type !== 'redirect') throw new Error(`a card top-up redirects, got ${topup.action.type}`);
  return { ...topup, url: topup.action.url };
}

/** Submits the card gateway's page as the customer's browser does; the gateway then calls us back. */
export function submitCard(api: TestApi, url: string, number = APPROVED_CARD) {
  return api.app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams({ number, expiry: '12/30', cvc: '123', name: 'AUNG KYAW', action: 'pay' }).toString() });
}

/** Tops a wallet up by the sandbox card, end to end. */
export async function topUpByCard(api: TestApi, account: TestAccount, amount: number): Promise<string> {
  const topup = await startCardTopup(api, account, amount);
  expect((await submitCard(api, topup.url)).statusCode).toBe(303);
  return topup.topupId;
}

/** A callback exactly as a provider signs it (the card gateway unless `provider` says otherwise). */
export function signedCallback(api: TestApi, fields: Partial<PayStatusCallback> & { paymentRef: string; amount: number }): PayStatusCallback {
  const { signature: _ignored, ...rest } = {
    provider: 'card' as const,
    status: 'paid' as const,
    currency: 'MMK' as const,
    timestamp: Math.floor(Date.now() / 1000),
    nonce: newNonce(),
    ...fields,
  };
  return signCallback(rest, providerSecret(api.config.PAYMENT_SANDBOX_SECRET, rest.provider));
}

export function balanceOf(api: TestApi, account: Pick<TestAccount, 'headers'>) {
  return api.app
    .inject({ method: 'POST', url: '/api/myaccount/wallet-histories', payload: { page: 1, pageSize: 1 }, headers: account.headers })
    .then((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.balance as number;
    });
}

/**
 * The ledger's invariants, checked in the database: all entries sum to zero, every transfer sums to
 * zero, every account's balance equals the sum of its entries, and no customer balance is negative.
 */
export async function expectLedgerBalanced(db: Database): Promise<void> {
  const [total] = (await db.execute<{ sum: string }>(sql`select coalesce(sum(amount), 0)::text as sum from ${walletEntries}`)).rows;
  expect(total!.sum).toBe('0');
  const unbalanced = await db.execute(sql`select transfer_id from ${walletEntries} group by transfer_id having sum(amount) <> 0`);
  expect(unbalanced.rows).toEqual([]);
  const drifted = await db.execute(sql`
    select a.account_id from ${walletAccounts} a left join ${walletEntries} e on e.account_id = a.account_id
    group by a.account_id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
  expect(drifted.rows).toEqual([]);
  const negative = await db.execute(sql`select account_id from ${walletAccounts} where kind = 'customer' and balance < 0`);
  expect(negative.rows).toEqual([]);
}
