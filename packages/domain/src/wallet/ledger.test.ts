import { describe, expect, it } from 'vitest';
import { SYSTEM_ACCOUNTS, TOPUP_LIMITS, balanceAfter, customerAccountId, topupAmountProblem, transferLines, transferProblem } from './ledger.ts';

describe('a transfer', () => {
  it('balances: what one account gains another gives', () => {
    expect(transferProblem([{ accountId: 'user:U1', amount: 5000 }, { accountId: SYSTEM_ACCOUNTS.topupClearing, amount: -5000 }])).toBeNull();
    expect(transferProblem([{ accountId: 'user:U1', amount: 5000 }, { accountId: SYSTEM_ACCOUNTS.topupClearing, amount: -4999 }])).toBe('does_not_balance');
  });

  it('has at least two lines, each non-zero whole kyats, each account once', () => {
    expect(transferProblem([{ accountId: 'user:U1', amount: 0 }])).toBe('too_few_lines');
    expect(transferProblem([{ accountId: 'user:U1', amount: 0 }, { accountId: 'system:sales', amount: 0 }])).toBe('zero_line');
    expect(transferProblem([{ accountId: 'user:U1', amount: 0.5 }, { accountId: 'system:sales', amount: -0.5 }])).toBe('not_whole_kyats');
    expect(transferProblem([{ accountId: 'user:U1', amount: 10 }, { accountId: 'user:U1', amount: -10 }])).toBe('same_account_twice');
  });

  it('of every kind sums to zero and puts the customer first', () => {
    for (const kind of ['topup', 'payment', 'refund'] as const) {
      const lines = transferLines(kind, 'U1', 12_345);
      expect(transferProblem(lines)).toBeNull();
      expect(lines[0]!.accountId).toBe('user:U1');
    }
    expect(transferLines('topup', 'U1', 100)[0]!.amount).toBe(100);
    expect(transferLines('payment', 'U1', 100)[0]!.amount).toBe(-100);
    expect(transferLines('refund', 'U1', 100)[0]!.amount).toBe(100);
  });

  it('moves a positive whole amount only', () => {
    expect(() => transferLines('payment', 'U1', 0)).toThrow(RangeError);
    expect(() => transferLines('payment', 'U1', -5)).toThrow(RangeError);
    expect(() => transferLines('payment', 'U1', 1.5)).toThrow(RangeError);
  });
});

describe('a balance', () => {
  it('of a customer never goes below zero', () => {
    expect(balanceAfter('user:U1', 1000, -1000)).toBe(0);
    expect(balanceAfter('user:U1', 1000, -1001)).toBeNull();
  });

  it('of a system account may: the clearing account owes what providers hold', () => {
    expect(balanceAfter(SYSTEM_ACCOUNTS.topupClearing, 0, -5000)).toBe(-5000);
  });
});

describe('a customer account', () => {
  it('is named after its user, and only a well-formed user id makes one', () => {
    expect(customerAccountId('UABC123')).toBe('user:UABC123');
    expect(() => customerAccountId('U1; drop table')).toThrow(RangeError);
  });
});

describe('a top-up amount', () => {
  it(`is whole kyats between ${TOPUP_LIMITS.min} and ${TOPUP_LIMITS.max}`, () => {
    expect(topupAmountProblem(TOPUP_LIMITS.min)).toBeNull();
    expect(topupAmountProblem(TOPUP_LIMITS.max)).toBeNull();
    expect(topupAmountProblem(999)).toBe('below_minimum');
    expect(topupAmountProblem(1_000_001)).toBe('above_maximum');
    expect(topupAmountProblem(1500.5)).toBe('not_whole_kyats');
  });
});
