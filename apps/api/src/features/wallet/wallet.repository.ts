import { randomBytes } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { users, walletAccounts, walletEntries, walletTopups, walletTransfers } from '@thwa/db/schema';
import { and, asc, desc, eq, lte, sql, type Transaction } from '@thwa/db/sql';
import { customerAccountId, isCustomerAccount, transferProblem, type LedgerLine, type TransferKind } from '@thwa/domain/wallet/ledger';
import { firstReconciliation } from '../payments/reconciliation-rules.ts';

export type TopupRow = typeof walletTopups.$inferSelect;

export interface MovementRow {
  entryId: number;
  at: Date;
  kind: TransferKind;
  subject: string;
  amount: number;
  balanceAfter: number;
}

/** A spend that the customer's balance cannot cover; nothing of its transfer was written. */
export class InsufficientBalanceError extends Error {
  constructor(readonly accountId: string) {
    super(`account ${accountId} cannot cover this transfer`);
    this.name = 'InsufficientBalanceError';
  }
}

export interface TransferInput {
  kind: TransferKind;
  /** The business event, unique: posting the same reference again posts nothing. */
  reference: string;
  subject: string;
  lines: readonly LedgerLine[];
}

/** The wallet ledger, its accounts and the customers' top-ups. The only place that writes a balance. */
export function createWalletRepository(db: Database) {
  return {
    /**
     * Posts a transfer in the caller's transaction: the lines must balance (or this throws before
     * writing), the reference must be new (else `null`: it was posted before), and no customer account
     * may go below zero (else `InsufficientBalanceError`, and the caller's transaction rolls back).
     * Each balance changes by one conditional update, which holds the account's row lock until commit,
     * so concurrent spends from one balance queue up and each sees the balance the one before it left.
     * Accounts are taken in a fixed order (by id) so two transfers never wait on each other in a circle.
     */
    async postTransfer({ tx }: Transaction, input: TransferInput, at: Date): Promise<{ transferId: string; customerBalance: number | null } | null> {
      const problem = transferProblem(input.lines);
      if (problem) throw new Error(`wallet transfer ${input.reference} refused: ${problem}`);
      const transferId = `TR${randomBytes(12).toString('hex').toUpperCase()}`;
      const inserted = await tx
        .insert(walletTransfers)
        .values({ transferId, kind: input.kind, reference: input.reference, subject: input.subject, createdAt: at })
        .onConflictDoNothing({ target: walletTransfers.reference })
        .returning({ transferId: walletTransfers.transferId });
      if (inserted.length === 0) return null;
      let customerBalance: number | null = null;
      for (const line of [...input.lines].sort((a, b) => (a.accountId < b.accountId ? -1 : 1))) {
        if (isCustomerAccount(line.accountId)) {
          await tx.insert(walletAccounts).values({ accountId: line.accountId, kind: 'customer', userId: line.accountId.slice('user:'.length) }).onConflictDoNothing();
        }
        const [updated] = await tx
          .update(walletAccounts)
          .set({ balance: sql`${walletAccounts.balance} + ${line.amount}` })
          .where(and(eq(walletAccounts.accountId, line.accountId), sql`(${walletAccounts.kind} <> 'customer' or ${walletAccounts.balance} + ${line.amount} >= 0)`))
          .returning({ balance: walletAccounts.balance });
        if (!updated) throw new InsufficientBalanceError(line.accountId);
        if (isCustomerAccount(line.accountId)) customerBalance = updated.balance;
        await tx.insert(walletEntries).values({ transferId, accountId: line.accountId, amount: line.amount, balanceAfter: updated.balance, createdAt: at });
      }
      return { transferId, customerBalance };
    },

    /** A user's balance; 0 before the account exists (it is created on first use). */
    async balance(userId: string): Promise<number> {
      const [row] = await db.select({ balance: walletAccounts.balance }).from(walletAccounts).where(eq(walletAccounts.accountId, customerAccountId(userId))).limit(1);
      return row?.balance ?? 0;
    },

    /** The customer whose wallet a transfer touched (for refunding a wallet payment). */
    async customerOfTransfer(transferId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: walletAccounts.userId })
        .from(walletEntries)
        .innerJoin(walletAccounts, eq(walletAccounts.accountId, walletEntries.accountId))
        .where(and(eq(walletEntries.transferId, transferId), eq(walletAccounts.kind, 'customer')))
        .limit(1);
      return row?.userId ?? undefined;
    },

    /** A user's movements, newest first, and how many there are. */
    async movements(userId: string, offset: number, limit: number): Promise<{ rows: MovementRow[]; total: number }> {
      const account = customerAccountId(userId);
      const rows = await db
        .select({
          entryId: walletEntries.entryId,
          at: walletEntries.createdAt,
          kind: walletTransfers.kind,
          subject: walletTransfers.subject,
          amount: walletEntries.amount,
          balanceAfter: walletEntries.balanceAfter,
        })
        .from(walletEntries)
        .innerJoin(walletTransfers, eq(walletTransfers.transferId, walletEntries.transferId))
        .where(eq(walletEntries.accountId, account))
        .orderBy(desc(walletEntries.entryId))
        .offset(offset)
        .limit(limit);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(walletEntries).where(eq(walletEntries.accountId, account));
      return { rows: rows as MovementRow[], total: count?.total ?? 0 };
    },

    /** The holder's name and email for the printed statement. */
    async holder(userId: string): Promise<{ name: string; email: string | null } | undefined> {
      const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.userId, userId)).limit(1);
      return row ? { name: [row.firstName, row.lastName].filter(Boolean).join(' '), email: row.email } : undefined;
    },

    /** A pending top-up is due for reconciliation a few minutes after it starts, as a partner payment is (decision 016). */
    async insertTopup({ tx }: Transaction, row: typeof walletTopups.$inferInsert): Promise<void> {
      const reconcileAfter = row.reconcileAfter !== undefined ? row.reconcileAfter : row.status === 'pending' ? firstReconciliation(row.createdAt ?? new Date()) : null;
      await tx.insert(walletTopups).values({ ...row, reconcileAfter });
    },

    async findTopup(topupId: string): Promise<TopupRow | undefined> {
      const [row] = await db.select().from(walletTopups).where(eq(walletTopups.topupId, topupId)).limit(1);
      return row;
    },

    async lockTopup({ tx }: Transaction, topupId: string): Promise<TopupRow | undefined> {
      const [row] = await tx.select().from(walletTopups).where(eq(walletTopups.topupId, topupId)).for('update').limit(1);
      return row;
    },

    /** Its outcome is known (paid or failed): reconciliation ends with it. */
    async settleTopup({ tx }: Transaction, topupId: string, patch: { status: 'paid' | 'failed'; paidAt?: Date; transferId?: string }): Promise<void> {
      await tx.update(walletTopups).set({ ...patch, reconcileAfter: null }).where(eq(walletTopups.topupId, topupId));
    },

    /** Top-ups whose reconciliation is due at `now`, the longest waiting first (partial index wallet_topups_reconcile_after). */
    async dueTopupsForReconciliation(now: Date, limit: number): Promise<TopupRow[]> {
      return db
        .select()
        .from(walletTopups)
        .where(and(sql`${walletTopups.reconcileAfter} is not null`, lte(walletTopups.reconcileAfter, now)))
        .orderBy(asc(walletTopups.reconcileAfter))
        .limit(limit);
    },

    /**
     * Moves a top-up's next reconciliation to `at` only while it is pending (a callback that settled it
     * meanwhile has already ended its reconciliation); null ends it whatever its status.
     */
    async rescheduleTopupReconciliation(topupId: string, at: Date | null): Promise<void> {
      await db
        .update(walletTopups)
        .set({ reconcileAfter: at })
        .where(at === null ? eq(walletTopups.topupId, topupId) : and(eq(walletTopups.topupId, topupId), eq(walletTopups.status, 'pending')));
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
