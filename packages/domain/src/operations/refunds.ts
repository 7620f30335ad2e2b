/**
 * Refunds an employee decides by hand, per item (issue 20 item 2), and the console's notes and resends:
 * the pure rules the api applies under the order's lock and the console shows before anyone clicks.
 */

/**
 * A refund up to this much (MMK) is sent as soon as it is asked for; a larger one waits until a second
 * employee with `refunds.approve` grants it. 100,000 MMK is about a domestic one-way fare: support can
 * give back a fare difference, a meal or a bag without waiting for anyone, while a whole ticket or a
 * stay (the money that fraud or a slip would cost most) always passes two pairs of eyes (four-eyes rule).
 */
export const REFUND_APPROVAL_THRESHOLD = 100_000;

/** Where a refund goes: the member's wallet, or back to the provider the order was paid through. */
export const REFUND_TARGETS = ['wallet', 'provider'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

/** A refund request is asked (waiting for a second employee) until it is sent; a sent one is a row of refunds. */
export const REFUND_REQUEST_STATUSES = ['requested', 'sent'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** The longest reason an employee gives for a refund, and the longest note: a few paragraphs, never a document. */
export const REFUND_REASON_MAX = 500;
export const NOTE_MAX = 2000;
/** The largest refund one request may ask (MMK): no item costs more, and a typo of extra digits is refused. */
export const MAX_REFUND = 100_000_000;

export const NOTE_KINDS = ['customer', 'internal'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** What one item can still give back, in MMK. */
export interface ItemRefundState {
  /** Its share of what was paid (paid-shares.ts). */
  paid: number;
  /** Refunds of it decided already (queued or paid out). */
  refunded: number;
  /** Requests of it still waiting for approval: their money is spoken for. */
  pending: number;
  /** What is left of the payment itself once every refund decided and waiting is counted. */
  paymentLeft: number;
}

/** The most a new refund of the item may be: its paid share less what went back or waits to, never more than the payment has left. */
export function refundableOf(state: ItemRefundState): number {
  return Math.max(0, Math.min(state.paid - state.refunded - state.pending, state.paymentLeft));
}

export type RefundCheck = { ok: true; needsApproval: boolean } | { ok: false; refundable: number };

/** Whether `amount` may be refunded of the item, and whether it must wait for a second employee. */
export function checkRefund(amount: number, state: ItemRefundState): RefundCheck {
  const refundable = refundableOf(state);
  if (!Number.isInteger(amount) || amount <= 0 || amount > refundable) return { ok: false, refundable };
  return { ok: true, needsApproval: amount > REFUND_APPROVAL_THRESHOLD };
}

/** Who may grant a waiting request: anyone with refunds.approve but the employee who asked for it. */
export function grantRefusal(request: { status: RefundRequestStatus; requestedBy: string }, granter: string): 'not-waiting' | 'self' | null {
  if (request.status !== 'requested') return 'not-waiting';
  if (request.requestedBy === granter) return 'self';
  return null;
}

/**
 * Where a refund may go: to the wallet only when the order has a member to credit; a wallet payment
 * only back to the wallet; a booking on an agent's credit only back to the credit (its provider), so
 * an agent never turns credit into money in a wallet (decision 034).
 */
export function refundTargetsOf(order: { hasMember: boolean; paidWith: string }): RefundTarget[] {
  if (order.paidWith === 'wallet') return ['wallet'];
  if (order.paidWith === 'agent_credit') return ['provider'];
  return order.hasMember ? ['wallet', 'provider'] : ['provider'];
}

/**
 * Where a refund of a payment made with `paidWith` goes when the decision asked for the wallet
 * (`toWallet`) or not: one of {@link refundTargetsOf}, the wallet whenever the payment came from it.
 */
export function refundDestination(paidWith: string, toWallet: boolean): RefundTarget {
  const targets = refundTargetsOf({ hasMember: true, paidWith });
  return targets.includes('wallet') && (toWallet || targets.length === 1) ? 'wallet' : 'provider';
}

/**
 * Where a cancellation gives its refund back, as the customer is told: a member's into their wallet, a
 * guest's and a booking on an agent's credit back the way it was paid; nowhere when nothing is refunded.
 */
export function cancellationRefundTo(refund: number, order: { hasMember: boolean; paidWith: string | undefined }): 'wallet' | 'payment' | null {
  if (refund <= 0) return null;
  return order.hasMember && order.paidWith !== 'agent_credit' ? 'wallet' : 'payment';
}
