import { describe, expect, it } from 'vitest';
import { OrderKey } from '../contracts/order-common.ts';
import { isPaymentKey, PAYMENT_KEY_PREFIX } from './payment-key.ts';

const signature = 'A'.repeat(21) + '-_' + 'z9'.repeat(10);

describe('payment keys', () => {
  it('are told from order keys by their form, and pass where an order key passes', () => {
    const key = `${PAYMENT_KEY_PREFIX}${signature}`;
    expect(isPaymentKey(key)).toBe(true);
    expect(OrderKey.safeParse(key).success).toBe(true);
  });

  it('an order key (32 random bytes, base64url) is not one, even one that happens to begin with the prefix', () => {
    expect(isPaymentKey('Qm9va2luZ0tleUJ5dGVzMzJfX19fX19fX19fX19fX18')).toBe(false);
    expect(isPaymentKey(`pay_${signature.slice(1)}`)).toBe(false);
    expect(isPaymentKey(`pay_${signature}x`)).toBe(false);
    expect(isPaymentKey(`pay_${signature.slice(1)}.`)).toBe(false);
  });
});
