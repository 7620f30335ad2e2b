import { describe, expect, it } from 'vitest';
import { OTP_LENGTH, OTP_MAX_TRIES } from './one-time-codes.ts';
import { ACCOUNT_RATE_LIMITS, signInCounters, type RateCounter } from './rate-limits.ts';

/** The limiter as the api runs it, within one window: counters checked in order, the first one full refuses. */
function limiter() {
  const counts = new Map<string, number>();
  return (counters: RateCounter[]): boolean => {
    for (const counter of counters) {
      const id = `${counter.name}|${counter.key}`;
      const count = (counts.get(id) ?? 0) + 1;
      counts.set(id, count);
      if (count > counter.limit.max) return false;
    }
    return true;
  };
}

describe('sign-in rate limits', () => {
  it('has the numbers decided: 60 per address and 10 per account and address in 15 minutes, 100 per account an hour', () => {
    expect(ACCOUNT_RATE_LIMITS.signInPerAddress).toEqual({ max: 60, windowMinutes: 15 });
    expect(ACCOUNT_RATE_LIMITS.signInPerAccountAndAddress).toEqual({ max: 10, windowMinutes: 15 });
    expect(ACCOUNT_RATE_LIMITS.signInPerAccount).toEqual({ max: 100, windowMinutes: 60 });
  });

  it('counts per address, per account from that address, and per account, in that order', () => {
    expect(signInCounters('member@example.com', '10.0.0.1').map((counter) => [counter.name, counter.key])).toEqual([
      ['sign-in:ip', '10.0.0.1'],
      ['sign-in:id-ip', 'member@example.com 10.0.0.1'],
      ['sign-in:id', 'member@example.com'],
    ]);
    // A username naming no account is counted per address only.
    expect(signInCounters(undefined, '10.0.0.1').map((counter) => counter.name)).toEqual(['sign-in:ip']);
  });

  it("an attacker's wrong passwords from one address do not lock the owner out", () => {
    const allow = limiter();
    const { max } = ACCOUNT_RATE_LIMITS.signInPerAccountAndAddress;
    for (let attempt = 1; attempt <= max; attempt++) expect(allow(signInCounters('member@example.com', '10.0.0.1'))).toBe(true);
    expect(allow(signInCounters('member@example.com', '10.0.0.1'))).toBe(false);
    // However long the attacker goes on from there, it costs the account's own budget nothing more.
    for (let attempt = 0; attempt < 40; attempt++) allow(signInCounters('member@example.com', '10.0.0.1'));
    expect(allow(signInCounters('member@example.com', '10.0.0.2'))).toBe(true);
    // The attacker's address may still try other accounts, within its own limit.
    expect(allow(signInCounters('other@example.com', '10.0.0.1'))).toBe(true);
  });

  it('an attacker spraying from many addresses is held to 100 tries per account', () => {
    const allow = limiter();
    const { max: perAddress } = ACCOUNT_RATE_LIMITS.signInPerAccountAndAddress;
    const { max: perAccount } = ACCOUNT_RATE_LIMITS.signInPerAccount;
    let allowed = 0;
    for (let address = 1; address <= 20; address++) {
      for (let attempt = 0; attempt < perAddress; attempt++) if (allow(signInCounters('member@example.com', `10.0.1.${address}`))) allowed++;
    }
    expect(allowed).toBe(perAccount);
    expect(perAccount / perAddress).toBeGreaterThanOrEqual(10);
  });

  it('one address trying many accounts is held to 60 tries', () => {
    const allow = limiter();
    let allowed = 0;
    for (let account = 0; account < 100; account++) if (allow(signInCounters(`user${account}@example.com`, '10.0.0.9'))) allowed++;
    expect(allowed).toBe(ACCOUNT_RATE_LIMITS.signInPerAddress.max);
  });
});

describe('codes that cancel a booking from track booking', () => {
  it('allow 5 codes a booking an hour: at most 25 guesses of a million, so a guessed cancellation stays out of reach', () => {
    const { max, windowMinutes } = ACCOUNT_RATE_LIMITS.cancelCodesPerBooking;
    expect({ max, windowMinutes }).toEqual({ max: 5, windowMinutes: 60 });
    expect((max * OTP_MAX_TRIES) / 10 ** OTP_LENGTH).toBeLessThanOrEqual(25 / 1_000_000);
  });
});
