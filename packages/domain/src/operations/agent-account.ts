/**
 * An agent's account with us (issue 20 item 5, decision 034): what they booked on credit, the commission
 * they earned, what refunds gave back and what they settled, as an append-only ledger of lines; what
 * they owe and how much credit is left follow from it. Every figure is whole MMK.
 */
import { breakdownOfLines, type PriceLine } from '../orders/price-lines.ts';
import type { CommissionedItem } from './people.ts';

/**
 * The kinds of line, each written once, in the transaction of what caused it:
 * - `charge`: a booking paid on credit, at its price;
 * - `commission`: the commission a paid booking earned the agent, however it was paid;
 * - `refund`: a refund of an agent's booking: what went back to the credit (nothing when the booking was
 *   paid another way, whose money went back there), and the share of its commission it takes back;
 * - `settlement`: money the agent paid us, recorded by an employee with its reference.
 */
export const AGENT_LINE_KINDS = ['charge', 'commission', 'refund', 'settlement'] as const;
export type AgentLineKind = (typeof AGENT_LINE_KINDS)[number];

/** Largest settlement one entry records (MMK): the largest credit limit. */
export const SETTLEMENT_MAX = 1_000_000_000;

/** How many lines a statement shows, newest first: its totals always count every line. */
export const STATEMENT_LINES = 200;

export interface AgentLine {
  kind: AgentLineKind;
  /** MMK, never negative: a charge's price, a commission, what a refund gave back to the credit, a settlement. */
  amount: number;
  /** MMK, never negative: the commission a refund takes back; 0 on every other kind. */
  commission: number;
}

/**
 * How a line changes what the agent owes: a charge adds its price; a commission, a settlement and a
 * refund to the credit take theirs off; the commission a refund takes back is owed again.
 */
export function owedChange(line: AgentLine): number {
  switch (line.kind) {
    case 'charge':
      return line.amount;
    case 'commission':
    case 'settlement':
      return -line.amount;
    case 'refund':
      return line.commission - line.amount;
  }
}

export interface CreditStanding {
  /** What the agent owes now; never below 0 (an overpayment is kept as `overpaid`). */
  owed: number;
  overpaid: number;
  creditLimit: number;
  /** How much more they may book on credit. */
  available: number;
}

/** What the agent owes and may still book, from the sum of their lines' {@link owedChange} and their limit. */
export function creditStanding(balance: number, creditLimit: number): CreditStanding {
  const owed = Math.max(0, balance);
  return { owed, overpaid: Math.max(0, -balance), creditLimit, available: Math.max(0, creditLimit - owed) };
}

/**
 * Whether a booking fits in what is left of the credit: its price less the commission it will earn
 * (which the agent keeps) must be no more than what is available. A booking of nothing is not one.
 */
export function creditAllows(standing: Pick<CreditStanding, 'available'>, price: number, commission: number): boolean {
  return price > 0 && price - commission <= standing.available;
}

/**
 * The commission a refund takes back (MMK), counted over the booking's refunds so far so that partial
 * refunds add up exactly: the booking's commission in the proportion its refunds (`refunded`, this one
 * included) bear to what was paid, rounded up and never more than the commission, less what earlier
 * refunds took back (`takenBack`). A booking refunded in full earns nothing; the agent never keeps a
 * part of a kyat of money given back.
 */
export function commissionTakenBack(booking: { commission: number; paid: number; refunded: number; takenBack: number }): number {
  const { commission, paid, refunded, takenBack } = booking;
  if (commission <= 0 || paid <= 0 || refunded <= 0) return 0;
  const due = Math.min(commission, Math.ceil((commission * Math.min(refunded, paid)) / paid));
  return Math.max(0, due - takenBack);
}

/** Why a settlement cannot be recorded: its amount is not a whole number of kyat from 1 to the maximum. */
export function settlementProblem(amount: number): 'amount' | null {
  return Number.isInteger(amount) && amount >= 1 && amount <= SETTLEMENT_MAX ? null : 'amount';
}

/** An order's items as a commission counts them: each at its price before any promotion (people.ts `orderCommission`). */
export function commissionedItems(items: ReadonlyArray<{ itemNo: number; productType: number; priceLines: readonly PriceLine[] }>): CommissionedItem[] {
  return items.map((item) => ({ itemNo: item.itemNo, productType: item.productType, amount: breakdownOfLines([item.priceLines]).total }));
}
