import { describe, expect, it } from 'vitest';
import { sandboxPaymentSessions, walletTopups, walletTransfers } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { RECONCILE_AFTER_MINUTES } from '../src/features/payments/reconciliation-rules.ts';
import { createWalletRepository } from '../src/features/wallet/wallet.repository.ts';
import { createAccount, type TestAccount } from './account-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';
import { expectLedgerBalanced, signedCallback, startCardTopup } from './wallet-fixtures.ts';

/**
 * Issue 19 item 6 (decision 027): a wallet top-up whose callback never comes is reconciled with its
 * provider as order payments are (decision 016): credited exactly once, or marked failed. Time is this
 * file's clock, moved by hand; the worker is not running, so the sweep is called as its job would.
 */
let clock = Date.now();
const api = useTestApiOnOwnDatabase('thwa_topup_reconcile', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { now: () => new Date(clock) } });

const MINUTE = 60_000;
const reconciliation = () => api.app.services.reconciliation;

/** The customer paid at the provider's page; its notification never reached us (our server restarted meanwhile). */
async function settledAtProviderOnly(topupId: string, status: 'paid' | 'failed') {
  await api.connection.db.update(sandboxPaymentSessions).set({ status, completedAt: new Date(clock) }).where(eq(sandboxPaymentSessions.merchantRef, topupId));
}

async function topupRow(topupId: string) {
  const [row] = await api.connection.db.select().from(walletTopups).where(eq(walletTopups.topupId, topupId));
  return row!;
}

async function creditsOf(topupId: string) {
  return api.connection.db.select().from(walletTransfers).where(eq(walletTransfers.subject, topupId));
}

const balance = (account: TestAccount) => createWalletRepository(api.connection.db).balance(account.userId);

describe('reconciliation of wallet top-ups whose callback never came', () => {
  it('credits a top-up the provider says is paid, exactly once, though two sweeps run at once and a late callback follows', async () => {
    const member = await createAccount(api);
    const topup = await startCardTopup(api, member, 25_000);
    await settledAtProviderOnly(topup.topupId, 'paid');

    // Too early: the callback may still be on its way.
    clock += RECONCILE_AFTER_MINUTES * MINUTE - 1000;
    expect((await reconciliation().reconcileDue()).topups).toMatchObject({ paid: 0 });
    expect(await topupRow(topup.topupId)).toMatchObject({ status: 'pending' });

    clock += 1000;
    const runs = await Promise.all([reconciliation().reconcileDue(), reconciliation().reconcileDue()]);
    expect(runs.reduce((sum, run) => sum + run.topups.paid, 0)).toBe(1);
    expect(await topupRow(topup.topupId)).toMatchObject({ status: 'paid', reconcileAfter: null, paidAt: new Date(clock) });
    expect(await balance(member)).toBe(25_000);
    expect(await creditsOf(topup.topupId)).toHaveLength(1);

    // The provider's callback arrives after all: answered, nothing credited again.
    const late = await api.app.inject({ method: 'POST', url: '/api/pay/updatepaystatus', payload: signedCallback(api, { paymentRef: topup.topupId, amount: 25_000, timestamp: Math.floor(clock / 1000) }) });
    expect(late.statusCode, late.body).toBe(200);
    expect(await balance(member)).toBe(25_000);
    expect(await creditsOf(topup.topupId)).toHaveLength(1);

    // Nothing is left to ask.
    clock += 10 * MINUTE;
    expect((await reconciliation().reconcileDue()).topups).toMatchObject({ paid: 0, failed: 0, pending: 0 });
    await expectLedgerBalanced(api.connection.db);
  });

  it('credits once when the callback and the sweep race for the same top-ups', async () => {
    const member = await createAccount(api);
    const topups = await Promise.all([10_000, 20_000, 30_000, 40_000].map((amount) => startCardTopup(api, member, amount)));
    for (const topup of topups) await settledAtProviderOnly(topup.topupId, 'paid');
    // The provider's own retry of each callback is due just as two sweeps ask about them.
    for (const topup of topups) {
      await api.connection.db.update(sandboxPaymentSessions).set({ callbackDueAt: new Date(clock), callbackAttempts: 1 }).where(eq(sandboxPaymentSessions.merchantRef, topup.topupId));
    }
    clock += RECONCILE_AFTER_MINUTES * MINUTE;
    const refs = await Promise.all(topups.map(async (topup) => (await api.connection.db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.merchantRef, topup.topupId)))[0]!.ref));
    const [first, second] = await Promise.all([reconciliation().reconcileDue(), reconciliation().reconcileDue(), ...refs.map((ref) => api.app.services.sandboxCallbacks!.redeliver(ref))]);
    // Whichever lost a race is tried again on its next run; here, now.
    clock += MINUTE;
    await reconciliation().reconcileDue();
    await api.app.services.sandboxCallbacks!.redeliverDue();

    expect(first!.topups.paid + second!.topups.paid).toBeLessThanOrEqual(topups.length);
    for (const topup of topups) {
      expect(await topupRow(topup.topupId)).toMatchObject({ status: 'paid', reconcileAfter: null });
      expect(await creditsOf(topup.topupId)).toHaveLength(1);
    }
    expect(await balance(member)).toBe(100_000);
    await expectLedgerBalanced(api.connection.db);
  });

  it('marks failed a top-up the provider says failed or let lapse, credits nothing, and asks again about one still pending', async () => {
    const member = await createAccount(api);
    const declined = await startCardTopup(api, member, 15_000);
    const open = await startCardTopup(api, member, 5_000);
    await settledAtProviderOnly(declined.topupId, 'failed');

    clock += RECONCILE_AFTER_MINUTES * MINUTE;
    expect((await reconciliation().reconcileDue()).topups).toMatchObject({ failed: 1, pending: 1 });
    expect(await topupRow(declined.topupId)).toMatchObject({ status: 'failed', reconcileAfter: null, transferId: null });
    // Still open at the gateway: asked again in a minute.
    expect(await topupRow(open.topupId)).toMatchObject({ status: 'pending', reconcileAfter: new Date(clock + MINUTE) });

    // The card page's 15 minutes end unpaid: the provider says failed, and so does the top-up.
    clock += 15 * MINUTE;
    expect((await reconciliation().reconcileDue()).topups).toMatchObject({ failed: 1 });
    expect(await topupRow(open.topupId)).toMatchObject({ status: 'failed', reconcileAfter: null });
    expect(await balance(member)).toBe(0);
    expect(await creditsOf(declined.topupId)).toHaveLength(0);
    expect(await creditsOf(open.topupId)).toHaveLength(0);
  });
});
