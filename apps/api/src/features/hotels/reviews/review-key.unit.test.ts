import { describe, expect, it } from 'vitest';
import { isPaymentKey } from '@thwa/domain/orders/payment-key';
import { isReviewKeyOf, reviewKey } from './review-key.ts';

const SECRET = 'a-test-link-secret-that-is-long-enough';

describe('review keys', () => {
  it('open their own order only, under their own secret', () => {
    const key = reviewKey(SECRET, 'TW2611200001');
    expect(key).toMatch(/^rev_[A-Za-z0-9_-]{43}$/);
    expect(isReviewKeyOf(SECRET, 'TW2611200001', key)).toBe(true);
    expect(isReviewKeyOf(SECRET, 'TW2611200002', key)).toBe(false);
    expect(isReviewKeyOf('another-secret-of-enough-length-xx', 'TW2611200001', key)).toBe(false);
    expect(isReviewKeyOf(SECRET, 'TW2611200001', `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
  });
  it('are not payment keys, and a payment key of the same order does not pass', () => {
    const key = reviewKey(SECRET, 'TW2611200001');
    expect(isPaymentKey(key)).toBe(false);
    const signature = key.slice(4);
    expect(isReviewKeyOf(SECRET, 'TW2611200001', `pay_${signature}`)).toBe(false);
  });
});
