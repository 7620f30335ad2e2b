import { describe, it, expect } from 'vitest';
import { paymentOutcome } from './payment-text.ts';

describe('paymentOutcome (spec §4: fail, failed, expired or invalid show Payment unsuccessful; otherwise successful)', () => {
  it('is unsuccessful for fail, failed, expired and invalid', () => {
    for (const text of ['fail', 'failed', 'expired', 'invalid']) expect(paymentOutcome(text)).toBe('unsuccessful');
  });

  it('ignores case and surrounding spaces', () => {
    expect(paymentOutcome('FAILED')).toBe('unsuccessful');
    expect(paymentOutcome('  Expired\n')).toBe('unsuccessful');
  });

  it('is successful for any other status text', () => {
    for (const text of ['success', 'paid', 'completed', 'failure', 'not failed', 'cancelled']) {
      expect(paymentOutcome(text)).toBe('successful');
    }
  });

  it('is successful when there is no status text, as the spec says otherwise', () => {
    expect(paymentOutcome('')).toBe('successful');
    expect(paymentOutcome(null)).toBe('successful');
    expect(paymentOutcome(undefined)).toBe('successful');
  });
});
