import { randomBytes } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { withTransaction, type Transaction } from '@thwa/db/transaction';
import type { AllTopupResponse, WalletHistoryResponse, WalletTopup } from '@thwa/domain/contracts/wallet';
import type { PayStatusCallback } from '@thwa/domain/contracts/payments';
import { PAYMENT_CATEGORY, SUB_CATEGORY_METHOD, paymentDeadline, type PaymentMethod } from '@thwa/domain/booking/payment-selection';
import { TOPUP_LIMITS, topupAmountProblem, transferLines } from '@thwa/domain/wallet/ledger';
import type { Language } from '@thwa/domain/settings';
import type { PaymentProviders } from '../../partners/payments/payment-provider.ts';
import { AppError, FieldErrors } from '../../plugins/errors.ts';
import { once } from '../orders/idempotency.ts';
import { PROVIDER_OF, paymentCategories, type WalletPayments } from '../payments/payments.service.ts';
import type { TopupReconciliation } from '../payments/reconcile-payments.ts';
import type { PdfRenderer } from '../tickets/ticket-pdf.ts';
import { InsufficientBalanceError, type TopupRow, type WalletRepository } from './wallet.repository.ts';
import { walletHistoryCsv, walletHistoryHtml } from './wallet-history-document.ts';

/** Top-up goes through the partners checkout uses; not the wallet itself, and no courier collects a top-up. */
export const TOPUP_METHODS = ['card', 'mobileWallet', 'payAtShop'] as const satisfies readonly PaymentMethod[];
type TopupMethod = (typeof TOPUP_METHODS)[number];

/** Our merchant reference for a top-up: 'TOP' and 24 hex digits, within a provider's 32 characters. */
const TOPUP_ID = /^TOP[0-9A-F]{24}$/;

/** The download holds at most this many movements (years of an ordinary member's wallet). */
const DOWNLOAD_LIMIT = 5_000;

export interface WalletServiceOptions {
  db: Database;
  repository: WalletRepository;
  providers: PaymentProviders;
  pdf: Pick<PdfRenderer, 'render'>;
  brand: string;
  now: () => Date;
}

export interface WalletDownload {
  contentType: string;
  filename: string;
  body: Buffer | string;
}

/**
 * A top-up as the customer sees it. One still pending after its window closed will not be paid (the
 * provider refuses it), so it reads as failed; the row stays pending so a late "paid" callback, should
 * a provider send one, still credits the money it took.
 */
function topupView(row: Omit<TopupRow, 'reconcileAfter'>, now: Date): WalletTopup {
  const lapsed = row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();
  return {
    topupId: row.topupId,
    amount: row.amount,
    status: lapsed ? 'failed' : (row.status as WalletTopup['status']),
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The customer wallet (design §7: a double-entry ledger): its balance and history, top-up through the
 * partner providers, and the ledger side of paying an order from it and refunding that payment.
 */
export function createWalletService({ db, repository, providers, pdf, brand, now }: WalletServiceOptions) {
  function insufficient(error: unknown): never {
    if (error instanceof InsufficientBalanceError) throw new AppError('NOT_ENOUGH_WALLET_BALANCE');
    throw error;
  }

  /**
   * The provider's final word on a top-up locked by this transaction and still pending: paid credits
   * the wallet (the ledger's reference `topup:<id>` posts it once), failed marks it failed. The one
   * path of the callback and of reconciliation: each takes the row lock first and acts only on a
   * pending top-up, so whichever comes second finds it settled and credits nothing.
   */
  async function settlePendingTopup(transaction: Transaction, topup: TopupRow, status: 'paid' | 'failed'): Promise<void> {
    if (status === 'failed') {
      await repository.settleTopup(transaction, topup.topupId, { status: 'failed' });
      return;
    }
    // Money a provider took is the customer's even if it arrives after the window: credit it.
    const posted = await repository.postTransfer(
      transaction,
      { kind: 'topup', reference: `topup:${topup.topupId}`, subject: topup.topupId, lines: transferLines('topup', topup.userId, topup.amount) },
      now(),
    );
    await repository.settleTopup(transaction, topup.topupId, { status: 'paid', paidAt: now(), ...(posted ? { transferId: posted.transferId } : {}) });
  }

  /** Top-ups whose callback never came, asked at their provider by the payments' reconciliation (decision 027). */
  const reconciliation: TopupReconciliation = {
    due: (at, limit) => repository.dueTopupsForReconciliation(at, limit),
    settle: (topupId, status) =>
      withTransaction(db, async (transaction) => {
        const locked = await repository.lockTopup(transaction, topupId);
        if (!locked || locked.status !== 'pending') return false;
        await settlePendingTopup(transaction, locked, status);
        return true;
      }),
    reschedule: (topupId, at) => repository.rescheduleTopupReconciliation(topupId, at),
  };

  const payments: WalletPayments = {
    balance: (userId) => repository.balance(userId),

    async payOrder(transaction, { userId, paymentId, orderId, amount }) {
      const posted = await repository
        .postTransfer(transaction, { kind: 'payment', reference: `payment:${paymentId}`, subject: orderId, lines: transferLines('payment', userId, amount) }, now())
        .catch(insufficient);
      // A payment id is new on every attempt, so its reference cannot have been posted before.
      if (!posted) throw new Error(`wallet payment ${paymentId} was already posted`);
      return { transferId: posted.transferId };
    },

    customerOf: (transferId) => repository.customerOfTransfer(transferId),

    async refundPayment(transaction, { refundId, paymentId, orderId, amount, userId }) {
      // The reference makes a retried refund job a no-op: it returns null the second time. (Refunds
      // made before they were rows, one per payment, are 'refund:<payment>'.)
      await repository.postTransfer(transaction, { kind: 'refund', reference: `refund:${paymentId}:${refundId}`, subject: orderId, lines: transferLines('refund', userId, amount) }, now());
    },

    isTopupRef: (paymentRef) => TOPUP_ID.test(paymentRef),

    async topupCallback(transaction, body: PayStatusCallback, takeNonce) {
      const topup = await repository.lockTopup(transaction, body.paymentRef);
      if (!topup || topup.provider !== body.provider || topup.amount !== body.amount || topup.currency !== body.currency) {
        throw new AppError('PAYMENT_REJECTED', 'body.paymentRef');
      }
      if (!(await takeNonce())) throw new AppError('PAYMENT_REJECTED', 'body.nonce');
      if (topup.status === 'pending') {
        const status = body.status === 'paid' ? 'paid' : 'failed';
        await settlePendingTopup(transaction, topup, status);
        return { topupId: topup.topupId, status };
      }
      return { topupId: topup.topupId, status: topup.status };
    },
  };

  /** The top-up methods whose provider this installation has. */
  function offeredTopupMethods(): TopupMethod[] {
    return TOPUP_METHODS.filter((method) => providers[PROVIDER_OF[method]]);
  }

  async function balanceAndMethods(userId: string, language: Language) {
    return {
      balance: await repository.balance(userId),
      currency: 'MMK' as const,
      limits: { min: TOPUP_LIMITS.min, max: TOPUP_LIMITS.max },
      methods: paymentCategories(language, offeredTopupMethods()),
    };
  }

  return {
    payments,
    reconciliation,

    /**
     * POST /checkout/v4/all-topup. Without an amount: methods, limits, balance. With one: starts the
     * top-up with the chosen provider, once per idempotency key; the provider's signed callback credits it.
     */
    async allTopup(
      userId: string,
      body: { amount?: number | undefined; categoryId?: number | undefined; subCategoryId?: number | undefined; returnPath: string; language: Language },
      idempotencyKey: () => string,
    ): Promise<AllTopupResponse> {
      if (body.amount === undefined) return { code: 200, data: { ...(await balanceAndMethods(userId, body.language)), topup: null } };
      const problem = topupAmountProblem(body.amount);
      if (problem) throw new FieldErrors({ 'body.amount': problem });
      const method = body.subCategoryId === undefined ? undefined : SUB_CATEGORY_METHOD[body.subCategoryId];
      if (!method || !(offeredTopupMethods() as readonly string[]).includes(method) || PAYMENT_CATEGORY[method] !== body.categoryId) {
        throw new AppError('PAYMENT_METHOD_REQUIRED', 'body.subCategoryId');
      }
      const amount = body.amount;
      const chosen = method as TopupMethod;
      const provider = providers[PROVIDER_OF[chosen]]!;
      // The provider's session and the balance are had before the transaction, which then only writes
      // the top-up on its one connection (issue 10: nothing inside a transaction waits for another).
      const prepare = async () => {
        const createdAt = now();
        const expiresAt = paymentDeadline(chosen, createdAt);
        const topupId = `TOP${randomBytes(12).toString('hex').toUpperCase()}`;
        const started = await provider.start({
          merchantRef: topupId,
          orderId: topupId,
          amount,
          currency: 'MMK',
          expiresAt,
          returnUrl: `${body.returnPath}?topupId=${topupId}`,
          language: body.language,
        });
        return { createdAt, expiresAt, topupId, started, summary: await balanceAndMethods(userId, body.language) };
      };
      // The member is part of the keyed body: another member's request with the same key is refused.
      return once(db, 'wallet.topup', idempotencyKey(), { userId, ...body }, async (transaction, { createdAt, expiresAt, topupId, started, summary }) => {
        const row = {
          topupId,
          userId,
          amount,
          currency: 'MMK',
          provider: provider.kind,
          categoryId: body.categoryId!,
          subCategoryId: body.subCategoryId!,
          status: 'pending',
          providerRef: started.providerRef,
          paymentCode: started.paymentCode ?? null,
          transferId: null,
          expiresAt,
          paidAt: null,
          createdAt,
        };
        await repository.insertTopup(transaction, row);
        return { code: 200 as const, data: { ...summary, topup: { ...topupView(row, createdAt), action: started.action } } };
      }, prepare);
    },

    /** One of the caller's top-ups; another member's (or an unknown id) is simply not found. */
    async topupStatus(userId: string, topupId: string) {
      const topup = await repository.findTopup(topupId);
      if (!topup || topup.userId !== userId) throw new AppError('NOT_FOUND');
      return { code: 200 as const, data: { topup: topupView(topup, now()), balance: await repository.balance(userId) } };
    },

    /** POST /myaccount/wallet-histories: the caller's movements, newest first, a page at a time. */
    async history(userId: string, page: number, pageSize: number): Promise<WalletHistoryResponse> {
      const { rows, total } = await repository.movements(userId, (page - 1) * pageSize, pageSize);
      return {
        code: 200,
        data: {
          balance: await repository.balance(userId),
          currency: 'MMK',
          page,
          pageSize,
          total,
          items: rows.map((row) => ({ entryId: row.entryId, at: row.at.toISOString(), kind: row.kind, reference: row.subject, amount: row.amount, balanceAfter: row.balanceAfter })),
        },
      };
    },

    /** POST /myaccount/wallet-histories/download: the whole history as CSV or a printed PDF. */
    async download(userId: string, format: 'csv' | 'pdf', language: Language): Promise<WalletDownload> {
      const { rows } = await repository.movements(userId, 0, DOWNLOAD_LIMIT);
      const stamp = now().toISOString().slice(0, 10);
      if (format === 'csv') {
        return { contentType: 'text/csv; charset=utf-8', filename: `wallet-history-${stamp}.csv`, body: walletHistoryCsv(rows, language) };
      }
      const holder = await repository.holder(userId);
      const html = walletHistoryHtml({
        rows,
        balance: await repository.balance(userId),
        holder: holder ? [holder.name, holder.email].filter(Boolean).join(' · ') : userId,
        language,
        brand,
        now: now(),
      });
      return { contentType: 'application/pdf', filename: `wallet-history-${stamp}.pdf`, body: await pdf.render(html) };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
