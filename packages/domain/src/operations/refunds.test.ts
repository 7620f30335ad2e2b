import { describe, expect, it } from 'vitest';
import { REFUND_APPROVAL_THRESHOLD, cancellationRefundTo, checkRefund, grantRefusal, refundDestination, refundTargetsOf, refundableOf } from './refunds.ts';

const state = (over: Partial<Parameters<typeof refundableOf>[0]> = {}) => ({ paid: 300_000, refunded: 0, pending: 0, paymentLeft: 500_000, ...over });

describe('refundableOf', () => {
  it('is what the item paid less what went back and what waits to', () => {
    expect(refundableOf(state())).toBe(300_000);
    expect(refundableOf(state({ refunded: 50_000, pending: 100_000 }))).toBe(150_000);
  });

  it('never exceeds what is left of the payment, and is never negative', () => {
    expect(refundableOf(state({ paymentLeft: 20_000 }))).toBe(20_000);
    expect(refundableOf(state({ refunded: 250_000, pending: 100_000 }))).toBe(0);
    expect(refundableOf(state({ paymentLeft: -5 }))).toBe(0);
  });
});

describe('checkRefund', () => {
  it('sends at once up to the threshold and waits above it', () => {
    expect(checkRefund(REFUND_APPROVAL_THRESHOLD, state())).toEqual({ ok: true, needsApproval: false });
    expect(checkRefund(REFUND_APPROVAL_THRESHOLD + 1, state())).toEqual({ ok: true, needsApproval: true });
  });

  it('refuses more than is refundable, nothing, fractions and negatives', () => {
    expect(checkRefund(300_001, state())).toEqual({ ok: false, refundable: 300_000 });
    expect(checkRefund(300_000, state({ refunded: 1 }))).toEqual({ ok: false, refundable: 299_999 });
    expect(checkRefund(0, state()).ok).toBe(false);
    expect(checkRefund(-10, state()).ok).toBe(false);
    expect(checkRefund(10.5, state()).ok).toBe(false);
    expect(checkRefund(1, state({ paid: 0 })).ok).toBe(false);
  });
});

describe('grantRefusal', () => {
  it('lets a second employee grant a waiting request', () => {
    expect(grantRefusal({ status: 'requested', requestedBy: 'E1' }, 'E2')).toBeNull();
  });

  it('refuses the one who asked, and a request already sent', () => {
    expect(grantRefusal({ status: 'requested', requestedBy: 'E1' }, 'E1')).toBe('self');
    expect(grantRefusal({ status: 'sent', requestedBy: 'E1' }, 'E2')).toBe('not-waiting');
  });
});

describe('where a refund goes', () => {
  it("offers a member's wallet or the provider, a guest only the provider, a wallet payment only the wallet, an agent's credit only the credit", () => {
    expect(refundTargetsOf({ hasMember: true, paidWith: 'card' })).toEqual(['wallet', 'provider']);
    expect(refundTargetsOf({ hasMember: false, paidWith: 'card' })).toEqual(['provider']);
    expect(refundTargetsOf({ hasMember: true, paidWith: 'wallet' })).toEqual(['wallet']);
    expect(refundTargetsOf({ hasMember: true, paidWith: 'agent_credit' })).toEqual(['provider']);
  });

  it('pays a refund into the wallet when asked or when the payment came from it, never a booking on credit', () => {
    expect(refundDestination('card', true)).toBe('wallet');
    expect(refundDestination('card', false)).toBe('provider');
    expect(refundDestination('wallet', false)).toBe('wallet');
    expect(refundDestination('agent_credit', true)).toBe('provider');
  });

  it("tells a cancelling member their wallet, a guest and an agent's credit booking the way they paid", () => {
    expect(cancellationRefundTo(1_000, { hasMember: true, paidWith: 'card' })).toBe('wallet');
    expect(cancellationRefundTo(1_000, { hasMember: false, paidWith: 'card' })).toBe('payment');
    expect(cancellationRefundTo(1_000, { hasMember: true, paidWith: 'agent_credit' })).toBe('payment');
    expect(cancellationRefundTo(0, { hasMember: true, paidWith: 'card' })).toBeNull();
  });
});
