/**
 * The wallet's ledger rules (design §7: "a double-entry ledger: every transfer has an id, debits equal
 * credits, no balance below zero"; spec §3 User wallet_histories). Pure: the api's repository applies
 * them inside the transaction that posts a transfer, and the tests read like the rules.
 */

/** What a transfer records: money coming in from a provider, a booking paid from it, money given back. */
export const TRANSFER_KINDS = ['topup', 'payment', 'refund'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** The system accounts on the other side of every customer movement. */
export const SYSTEM_ACCOUNTS = {
  /** Money a payment provider has taken for a top-up and owes us. */
  topupClearing: 'system:topup_clearing',
  /** Bookings paid from wallets. */
  sales: 'system:sales',
  /** Money given back to wallets for bookings that failed after payment. */
  refunds: 'system:refunds',
} as const;

/** A customer's own account: one per user, created on first use. */
export function customerAccountId(userId: string): string {
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(userId)) throw new RangeError(`invalid user id "${userId}"`);
  return `user:${userId}`;
}

export function isCustomerAccount(accountId: string): boolean {
  return accountId.startsWith('user:');
}

/** One line of a transfer: a signed amount in whole kyats for one account. */
export interface LedgerLine {
  readonly accountId: string;
  readonly amount: number;
}

export type TransferProblem = 'too_few_lines' | 'not_whole_kyats' | 'zero_line' | 'same_account_twice' | 'does_not_balance';

/**
 * Why a transfer cannot be posted, or null when it can: at least two lines, each a non-zero whole
 * number of kyats, each account once, and the lines sum to zero (what one account gains another gives).
 */
export function transferProblem(lines: readonly LedgerLine[]): TransferProblem | null {
  if (lines.length < 2) return 'too_few_lines';
  if (lines.some((line) => !Number.isSafeInteger(line.amount))) return 'not_whole_kyats';
  if (lines.some((line) => line.amount === 0)) return 'zero_line';
  if (new Set(lines.map((line) => line.accountId)).size !== lines.length) return 'same_account_twice';
  if (lines.reduce((sum, line) => sum + line.amount, 0) !== 0) return 'does_not_balance';
  return null;
}

/**
 * The balance after a line, or null when the line would take a customer account below zero (spend
 * more than it holds). System accounts may go negative: the clearing account owes what providers hold.
 */
export function balanceAfter(accountId: string, balance: number, amount: number): number | null {
  const after = balance + amount;
  return isCustomerAccount(accountId) && after < 0 ? null : after;
}

/** The lines of each kind of transfer, always customer first. */
export function transferLines(kind: TransferKind, userId: string, amount: number): LedgerLine[] {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be a positive whole number of kyats');
  const customer = customerAccountId(userId);
  switch (kind) {
    case 'topup':
      return [
        { accountId: customer, amount },
        { accountId: SYSTEM_ACCOUNTS.topupClearing, amount: -amount },
      ];
    case 'payment':
      return [
        { accountId: customer, amount: -amount },
        { accountId: SYSTEM_ACCOUNTS.sales, amount },
      ];
    case 'refund':
      return [
        { accountId: customer, amount },
        { accountId: SYSTEM_ACCOUNTS.refunds, amount: -amount },
      ];
  }
}

/** Top-up limits in MMK: at least a small note's worth, at most what a provider takes in one go. */
export const TOPUP_LIMITS = { min: 1_000, max: 1_000_000 } as const;

export type TopupAmountProblem = 'not_whole_kyats' | 'below_minimum' | 'above_maximum';

/** Why an amount cannot be topped up, or null. */
export function topupAmountProblem(amount: number): TopupAmountProblem | null {
  if (!Number.isSafeInteger(amount)) return 'not_whole_kyats';
  if (amount < TOPUP_LIMITS.min) return 'below_minimum';
  if (amount > TOPUP_LIMITS.max) return 'above_maximum';
  return null;
}
