import { describe, expect, it } from 'vitest';
import { commissionTakenBack, creditAllows, creditStanding, owedChange, settlementProblem, SETTLEMENT_MAX, type AgentLine } from './agent-account.ts';

const line = (kind: AgentLine['kind'], amount: number, commission = 0): AgentLine => ({ kind, amount, commission });
const balanceOf = (lines: AgentLine[]) => lines.reduce((sum, one) => sum + owedChange(one), 0);

describe("an agent's account", () => {
  it('owes a credit booking less the commission it earned, less refunds to the credit and settlements', () => {
    const lines = [line('charge', 100_000), line('commission', 5_000), line('settlement', 50_000), line('charge', 40_000)];
    expect(lines.map(owedChange)).toEqual([100_000, -5_000, -50_000, 40_000]);
    expect(creditStanding(balanceOf(lines), 200_000)).toEqual({ owed: 85_000, overpaid: 0, creditLimit: 200_000, available: 115_000 });
  });

  it('owes the commission a refund takes back, and is owed what the refund gave back to the credit', () => {
    // A credit booking of 100,000 refunded in full: the price back to the credit, its 5,000 commission owed again.
    const lines = [line('charge', 100_000), line('commission', 5_000), line('refund', 100_000, 5_000)];
    expect(owedChange(lines[2]!)).toBe(-95_000);
    expect(balanceOf(lines)).toBe(0);
    // A card booking refunded in full: nothing back to the credit, the commission it earned taken back.
    expect(balanceOf([line('commission', 3_000), line('refund', 0, 3_000)])).toBe(0);
  });

  it('keeps an overpayment as overpaid, owes nothing, and never has less than nothing available', () => {
    expect(creditStanding(-10_000, 100)).toEqual({ owed: 0, overpaid: 10_000, creditLimit: 100, available: 100 });
    expect(creditStanding(500, 100).available).toBe(0);
  });

  it('lets a booking on credit through only when its price less its commission fits what is available', () => {
    expect(creditAllows({ available: 1_000 }, 1_000, 0)).toBe(true);
    expect(creditAllows({ available: 1_000 }, 1_001, 0)).toBe(false);
    expect(creditAllows({ available: 1_000 }, 1_050, 50)).toBe(true);
    expect(creditAllows({ available: 1_000 }, 1_051, 50)).toBe(false);
    expect(creditAllows({ available: 1_000 }, 0, 0)).toBe(false);
  });

  it('takes back the commission in proportion to what was refunded, so partial refunds add up to all of it', () => {
    expect(commissionTakenBack({ commission: 5_000, paid: 100_000, refunded: 100_000, takenBack: 0 })).toBe(5_000);
    expect(commissionTakenBack({ commission: 5_000, paid: 100_000, refunded: 50_000, takenBack: 0 })).toBe(2_500);
    // Rounded up: a refund of a third of a booking whose commission is 5 takes back 2.
    const first = commissionTakenBack({ commission: 5, paid: 3, refunded: 1, takenBack: 0 });
    const second = commissionTakenBack({ commission: 5, paid: 3, refunded: 2, takenBack: first });
    const third = commissionTakenBack({ commission: 5, paid: 3, refunded: 3, takenBack: first + second });
    expect([first, second, third]).toEqual([2, 2, 1]);
    expect(first + second + third).toBe(5);
    // Never more than the commission, and nothing without one.
    expect(commissionTakenBack({ commission: 5, paid: 3, refunded: 9, takenBack: 0 })).toBe(5);
    expect(commissionTakenBack({ commission: 0, paid: 100, refunded: 100, takenBack: 0 })).toBe(0);
    expect(commissionTakenBack({ commission: 5, paid: 100, refunded: 100, takenBack: 5 })).toBe(0);
  });

  it('records a settlement of a whole number of kyat from 1 to the maximum', () => {
    expect(settlementProblem(1)).toBeNull();
    expect(settlementProblem(SETTLEMENT_MAX)).toBeNull();
    expect(settlementProblem(0)).toBe('amount');
    expect(settlementProblem(1.5)).toBe('amount');
    expect(settlementProblem(SETTLEMENT_MAX + 1)).toBe('amount');
  });
});
