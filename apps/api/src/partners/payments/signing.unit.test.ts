import { describe, expect, it } from 'vitest';
import { canonicalString, newNonce, providerSecret, signCallback, verifySignature, type CallbackFields } from './signing.ts';

const NOW = new Date('2025-06-01T08:00:00Z');
const SECRET = providerSecret('development-secret', 'card');

function fields(overrides: Partial<CallbackFields> = {}): CallbackFields {
  return {
    provider: 'card',
    paymentRef: 'PAY0001',
    status: 'paid',
    amount: 125_000,
    currency: 'MMK',
    timestamp: Math.floor(NOW.getTime() / 1000),
    nonce: '0123456789abcdef0123456789abcdef',
    ...overrides,
  };
}

describe('callback signing', () => {
  it('accepts a callback signed with the provider key, within the tolerance either way', () => {
    const body = signCallback(fields(), SECRET);
    expect(body.signature).toMatch(/^[a-f0-9]{64}$/);
    expect(verifySignature(body, SECRET, NOW)).toEqual({ ok: true });
    expect(verifySignature(body, SECRET, new Date(NOW.getTime() + 300_000))).toEqual({ ok: true });
    expect(verifySignature(body, SECRET, new Date(NOW.getTime() - 300_000))).toEqual({ ok: true });
  });

  it('signs the canonical string in the documented order', () => {
    expect(canonicalString(fields())).toBe(`card|PAY0001|paid|125000|MMK|${fields().timestamp}|0123456789abcdef0123456789abcdef`);
  });

  it.each([
    ['status', { status: 'failed' }],
    ['amount', { amount: 1 }],
    ['paymentRef', { paymentRef: 'PAY0002' }],
    ['timestamp', { timestamp: fields().timestamp + 1 }],
    ['nonce', { nonce: 'ffffffffffffffffffffffffffffffff' }],
    ['provider', { provider: 'mobile_wallet' }],
  ] as const)('refuses a callback whose %s was changed after signing', (_name, change) => {
    const body = { ...signCallback(fields(), SECRET), ...change };
    expect(verifySignature(body, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses a signature made with another key, including another provider’s', () => {
    const forged = signCallback(fields(), providerSecret('development-secret', 'mobile_wallet'));
    expect(verifySignature(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifySignature(signCallback(fields(), providerSecret('other-secret', 'card')), SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('derives a different key per provider and per master secret', () => {
    expect(providerSecret('s', 'card')).not.toBe(providerSecret('s', 'pay_at_shop'));
    expect(providerSecret('s', 'card')).not.toBe(providerSecret('t', 'card'));
  });

  it('refuses a correctly signed callback older or newer than the tolerance as stale', () => {
    const body = signCallback(fields(), SECRET);
    expect(verifySignature(body, SECRET, new Date(NOW.getTime() + 301_000))).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(body, SECRET, new Date(NOW.getTime() - 301_000))).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(body, SECRET, new Date(NOW.getTime() + 61_000), 60)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a malformed signature without throwing', () => {
    const body = { ...signCallback(fields(), SECRET), signature: 'abc' };
    expect(verifySignature(body, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('draws nonces the contract accepts, never the same twice', () => {
    const a = newNonce();
    expect(a).toMatch(/^[a-f0-9]{32}$/);
    expect(newNonce()).not.toBe(a);
  });

  it('signs a failure reason when there is one, so it cannot be changed or added on the way', () => {
    const failed = fields({ status: 'failed', reason: 'declined' });
    expect(canonicalString(failed)).toBe(`card|PAY0001|failed|125000|MMK|${fields().timestamp}|0123456789abcdef0123456789abcdef|declined`);
    const body = signCallback(failed, SECRET);
    expect(verifySignature(body, SECRET, NOW)).toEqual({ ok: true });
    expect(verifySignature({ ...body, reason: 'cancelled' }, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    const { reason: _dropped, ...withoutReason } = body;
    expect(verifySignature(withoutReason, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(verifySignature({ ...signCallback(fields({ status: 'failed' }), SECRET), reason: 'declined' }, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });
});

