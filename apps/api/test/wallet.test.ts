import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connect } from '@thwa/db/connection';
import { paymentCallbacks, walletTopups, walletTransfers } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { withTransaction } from '@thwa/db/transaction';
import type { AllTopupResponse, WalletHistoryResponse } from '@thwa/domain/contracts/wallet';
import { transferLines } from '@thwa/domain/wallet/ledger';
import { InsufficientBalanceError, createWalletRepository } from '../src/features/wallet/wallet.repository.ts';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { useTestApi } from './harness.ts';
import { DECLINED_CARD, allTopup, balanceOf, expectLedgerBalanced, signedCallback, startCardTopup, submitCard, topUpByCard } from './wallet-fixtures.ts';
import { testDatabaseUrl } from './test-database.ts';

const api = useTestApi({ RATE_LIMIT_PER_MINUTE: '1000000' });

function history(account: Pick<TestAccount, 'headers'> | null, body: Record<string, unknown> = {}) {
  return api.app.inject({ method: 'POST', url: '/api/myaccount/wallet-histories', payload: body, headers: account?.headers ?? {} });
}

function download(account: Pick<TestAccount, 'headers'> | null, body: Record<string, unknown>) {
  return api.app.inject({ method: 'POST', url: '/api/myaccount/wallet-histories/download', payload: body, headers: account?.headers ?? {} });
}

function topupDetail(account: Pick<TestAccount, 'headers'> | null, topupId: string) {
  return api.app.inject({ method: 'POST', url: '/api/myaccount/wallet-topups/detail', payload: { topupId }, headers: account?.headers ?? {} });
}

function callback(body: unknown) {
  return api.app.inject({ method: 'POST', url: '/api/pay/updatepaystatus', payload: body as object });
}

async function topupRows(userId: string) {
  return api.connection.db.select().from(walletTopups).where(eq(walletTopups.userId, userId));
}

describe('the wallet calls', () => {
  it('answer a guest 401 and a dead session SESSION_EXPIRED, writing nothing', async () => {
    for (const [url, body] of [
      ['/api/checkout/v4/all-topup', {}],
      ['/api/checkout/v4/all-topup', { amount: 5000, categoryId: 2, subCategoryId: 11 }],
      ['/api/myaccount/wallet-histories', {}],
      ['/api/myaccount/wallet-histories/download', { format: 'csv' }],
      ['/api/myaccount/wallet-topups/detail', { topupId: `TOP${'A'.repeat(24)}` }],
    ] as const) {
      const guest = await api.app.inject({ method: 'POST', url, payload: body, headers: { 'idempotency-key': randomUUID() } });
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json()).toMatchObject({ code: 401, errorCode: 'UNAUTHORIZED' });
      const forged = await api.app.inject({ method: 'POST', url, payload: body, headers: { 'access-token': 'Bearer not.a.token', 'idempotency-key': randomUUID() } });
      expect(forged.statusCode, url).toBe(401);
      expect(forged.json().errorCode).toBe('SESSION_EXPIRED');
    }
    expect(await api.connection.db.select().from(walletTopups)).toHaveLength(0);
  });
});

describe('top-up', () => {
  it('lists the partner methods (not the wallet, not cash on delivery), the limits and the balance', async () => {
    const member = await createAccount(api);
    const answer = await allTopup(api, member, {}, null);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json<AllTopupResponse>();
    expect(data.methods.map((method) => method.provider)).toEqual(['card', 'mobile_wallet', 'pay_at_shop']);
    expect(data).toMatchObject({ balance: 0, currency: 'MMK', limits: { min: 1000, max: 1_000_000 }, topup: null });
  });

  it('refuses an amount out of the limits or a method it does not offer, and writes nothing', async () => {
    const member = await createAccount(api);
    for (const [amount, reason] of [
      [999, 'below_minimum'],
      [1_000_001, 'above_maximum'],
    ] as const) {
      const answer = await allTopup(api, member, { amount, categoryId: 2, subCategoryId: 11 });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'body.amount', fieldErrors: { 'body.amount': reason } });
    }
    for (const [categoryId, subCategoryId] of [
      [1, 10],
      [5, 19],
      [3, 11],
    ]) {
      const answer = await allTopup(api, member, { amount: 5000, categoryId, subCategoryId });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorCode: 'PAYMENT_METHOD_REQUIRED', field: 'body.subCategoryId' });
    }
    const noKey = await allTopup(api, member, { amount: 5000, categoryId: 2, subCategoryId: 11 }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await topupRows(member.userId)).toHaveLength(0);
  });

  it('by sandbox card credits the wallet exactly once; replayed, tampered and stale callbacks change nothing', async () => {
    const member = await createAccount(api);
    const topup = await startCardTopup(api, member, 25_000);
    expect(topup).toMatchObject({ amount: 25_000, status: 'pending', provider: 'card' });
    expect(topup.url).toMatch(/^\/sandbox\/card\/[A-Za-z0-9_-]{32}$/);
    expect((await topupDetail(member, topup.topupId)).json().data).toMatchObject({ topup: { status: 'pending' }, balance: 0 });

    expect((await submitCard(api, topup.url)).statusCode).toBe(303);
    expect((await topupDetail(member, topup.topupId)).json().data).toMatchObject({ topup: { status: 'paid', topupId: topup.topupId }, balance: 25_000 });

    // The gateway's own callback, replayed word for word (same nonce, signature and all).
    const [taken] = await api.connection.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, topup.topupId));
    const replay = signedCallback(api, { paymentRef: topup.topupId, amount: 25_000, nonce: taken!.nonce });
    expect((await callback(replay)).json()).toMatchObject({ code: 400, errorCode: 'PAYMENT_REJECTED', field: 'body.nonce' });
    // A fresh, correctly signed "paid" for a top-up already paid does not credit it again.
    expect((await callback(signedCallback(api, { paymentRef: topup.topupId, amount: 25_000 }))).statusCode).toBe(200);
    // Tampered: the amount changed after signing; or signed for another amount than the top-up's.
    const tampered = { ...signedCallback(api, { paymentRef: topup.topupId, amount: 25_000 }), amount: 900_000 };
    expect((await callback(tampered)).json()).toMatchObject({ errorCode: 'PAYMENT_REJECTED', field: 'body.signature' });
    expect((await callback(signedCallback(api, { paymentRef: topup.topupId, amount: 900_000 }))).json()).toMatchObject({ errorCode: 'PAYMENT_REJECTED', field: 'body.paymentRef' });
    const stale = signedCallback(api, { paymentRef: topup.topupId, amount: 25_000, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await callback(stale)).json()).toMatchObject({ errorCode: 'PAYMENT_REJECTED', field: 'body.timestamp' });
    // Another provider's key cannot speak for the card gateway.
    const otherProvider = signedCallback(api, { paymentRef: topup.topupId, amount: 25_000, provider: 'mobile_wallet' });
    expect((await callback(otherProvider)).statusCode).toBe(400);

    expect(await balanceOf(api, member)).toBe(25_000);
    const transfers = await api.connection.db.select().from(walletTransfers).where(eq(walletTransfers.subject, topup.topupId));
    expect(transfers).toHaveLength(1);
    await expectLedgerBalanced(api.connection.db);
  });

  it('declined by the card gateway credits nothing', async () => {
    const member = await createAccount(api);
    const topup = await startCardTopup(api, member, 5_000);
    expect((await submitCard(api, topup.url, DECLINED_CARD)).statusCode).toBe(303);
    expect((await topupDetail(member, topup.topupId)).json().data).toMatchObject({ topup: { status: 'failed' }, balance: 0 });
  });

  it('reads as failed once its window has closed unpaid, yet a late paid callback still credits the money taken', async () => {
    const member = await createAccount(api);
    const answer = await allTopup(api, member, { amount: 4_000, categoryId: 4, subCategoryId: 17 });
    const { topupId } = answer.json<AllTopupResponse>().data.topup!;
    await api.connection.db.update(walletTopups).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(walletTopups.topupId, topupId));
    expect((await topupDetail(member, topupId)).json().data).toMatchObject({ topup: { status: 'failed' }, balance: 0 });
    const late = signedCallback(api, { provider: 'pay_at_shop', paymentRef: topupId, amount: 4_000 });
    expect((await callback(late)).statusCode).toBe(200);
    expect((await topupDetail(member, topupId)).json().data).toMatchObject({ topup: { status: 'paid' }, balance: 4_000 });
  });

  it('is started once per idempotency key, and a key reused with another body is refused', async () => {
    const member = await createAccount(api);
    const key = randomUUID();
    const body = { amount: 3_000, categoryId: 4, subCategoryId: 17 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => allTopup(api, member, body, key)));
    const ids = new Set(answers.map((answer) => answer.json<AllTopupResponse>().data.topup!.topupId));
    expect(ids.size).toBe(1);
    expect(answers[0]!.json<AllTopupResponse>().data.topup!.action.type).toBe('code');
    expect((await allTopup(api, member, { ...body, amount: 4_000 }, key)).statusCode).toBe(422);
    // Another member sending the same key and body starts nothing of the first member's.
    const other = await createAccount(api);
    const theirs = await allTopup(api, other, body, key);
    expect(theirs.statusCode).toBe(422);
    expect(await topupRows(member.userId)).toHaveLength(1);
    expect(await topupRows(other.userId)).toHaveLength(0);
  });
});

describe('another member', () => {
  it('can neither see nor spend someone else’s wallet', async () => {
    const owner = await createAccount(api);
    const topupId = await topUpByCard(api, owner, 10_000);
    const stranger = await createAccount(api);
    const agent = await createAccount(api, { userCode: 'AGT' });
    for (const other of [stranger, agent]) {
      expect((await topupDetail(other, topupId)).json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
      const theirs = (await history(other)).json<WalletHistoryResponse>().data;
      expect(theirs).toMatchObject({ balance: 0, total: 0, items: [] });
      const file = await download(other, { format: 'csv' });
      expect(file.body).not.toContain(topupId);
    }
    // The body cannot name another user: unknown fields are not a way in, the token decides.
    const sneaky = await history(stranger, { userId: owner.userId });
    expect(sneaky.statusCode === 400 || sneaky.json().data.total === 0).toBe(true);
    expect(await balanceOf(api, owner)).toBe(10_000);
  });
});

describe('the history', () => {
  it('pages the movements newest first with the balance after each, and downloads as CSV and PDF', async () => {
    const member = await createAccount(api, { firstName: 'မောင်', lastName: 'ကျော်' });
    const ids: string[] = [];
    for (const amount of [1_000, 2_000, 3_000]) ids.push(await topUpByCard(api, member, amount));

    const first = (await history(member, { page: 1, pageSize: 2 })).json<WalletHistoryResponse>().data;
    expect(first).toMatchObject({ balance: 6_000, total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((item) => [item.kind, item.reference, item.amount, item.balanceAfter])).toEqual([
      ['topup', ids[2], 3_000, 6_000],
      ['topup', ids[1], 2_000, 3_000],
    ]);
    const second = (await history(member, { page: 2, pageSize: 2 })).json<WalletHistoryResponse>().data;
    expect(second.items.map((item) => item.reference)).toEqual([ids[0]]);
    expect((await history(member, { page: 0 })).statusCode).toBe(400);
    expect((await history(member, { pageSize: 101 })).statusCode).toBe(400);

    const csv = await download(member, { format: 'csv', language: 'mm' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="wallet-history-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('ရက်စွဲ (ရန်ကုန်),အမျိုးအစား,ရည်ညွှန်းနံပါတ်,ပမာဏ (ကျပ်),လက်ကျန် (ကျပ်),ငွေကြေး');
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},ငွေဖြည့်,${ids[2]},\\+3000,6000,MMK$`));

    const pdf = await download(member, { format: 'pdf' });
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    expect((await download(member, { format: 'xls' })).statusCode).toBe(400);
  }, 60_000);
});

describe('the ledger', () => {
  it('never overdraws: 100 concurrent spends of 1,000 from 50,000 give 50 spends and a zero balance', async () => {
    const member = await createAccount(api);
    await topUpByCard(api, member, 50_000);
    // A pool of its own, wide enough that the spends really run at once in PostgreSQL.
    const wide = connect(testDatabaseUrl(), { max: 20 });
    try {
      const repository = createWalletRepository(wide.db);
      const results = await Promise.allSettled(
        Array.from({ length: 100 }, (_, index) =>
          withTransaction(wide.db, (transaction) =>
            repository.postTransfer(transaction, { kind: 'payment', reference: `payment:SPEND${member.userId}${index}`, subject: 'TW0000000000', lines: transferLines('payment', member.userId, 1_000) }, new Date()),
          ),
        ),
      );
      const spent = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter((result) => result.status === 'rejected');
      expect(spent).toHaveLength(50);
      expect(refused).toHaveLength(50);
      for (const result of refused) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientBalanceError);
      // The same business reference posts nothing the second time. Which 50 spends went through is up
      // to the race, so the reference is one of those that did.
      const first = results.findIndex((result) => result.status === 'fulfilled');
      const again = await withTransaction(wide.db, (transaction) =>
        repository.postTransfer(transaction, { kind: 'payment', reference: `payment:SPEND${member.userId}${first}`, subject: 'TW0000000000', lines: transferLines('payment', member.userId, 1_000) }, new Date()),
      );
      expect(again).toBeNull();
    } finally {
      await wide.close();
    }
    expect(await balanceOf(api, member)).toBe(0);
    expect((await history(member, { pageSize: 100 })).json<WalletHistoryResponse>().data.total).toBe(51);
    await expectLedgerBalanced(api.connection.db);
  }, 60_000);

  it('refuses a transfer that does not balance, at the repository and in the database', async () => {
    const member = await createAccount(api);
    const repository = createWalletRepository(api.connection.db);
    await expect(
      withTransaction(api.connection.db, (transaction) =>
        repository.postTransfer(transaction, { kind: 'topup', reference: `topup:BAD${member.userId}`, subject: 'x', lines: [{ accountId: `user:${member.userId}`, amount: 500 }, { accountId: 'system:topup_clearing', amount: -400 }] }, new Date()),
      ),
    ).rejects.toThrow(/does_not_balance/);
    // Straight SQL that skips the repository is stopped by the deferred trigger at commit.
    await expect(
      withTransaction(api.connection.db, async ({ executeSql }) => {
        await executeSql(`insert into wallet_transfers (transfer_id, kind, reference, subject) values ('TRBAD${member.userId}', 'topup', 'topup:RAW${member.userId}', 'x')`);
        await executeSql(`insert into wallet_accounts (account_id, kind, user_id) values ('user:${member.userId}', 'customer', '${member.userId}') on conflict do nothing`);
        await executeSql(`insert into wallet_entries (transfer_id, account_id, amount, balance_after) values ('TRBAD${member.userId}', 'user:${member.userId}', 500, 500)`);
      }),
    ).rejects.toThrow(/does not sum to zero/);
    expect(await balanceOf(api, member)).toBe(0);
    await expectLedgerBalanced(api.connection.db);
  });
});
