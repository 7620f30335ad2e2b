import { describe, expect, it } from 'vitest';
import { RECONCILE_AFTER_MINUTES, RECONCILE_GIVE_UP_HOURS, firstReconciliation, nextReconciliation } from './reconciliation-rules.ts';

const MINUTE = 60_000;
const start = new Date('2026-11-25T03:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

describe('reconciliation rules', () => {
  it('first asks a few minutes after the payment started', () => {
    expect(firstReconciliation(start)).toEqual(at(RECONCILE_AFTER_MINUTES));
  });

  it('asks every minute while a card payment is young, and once just after its window closes', () => {
    const card = { createdAt: start, expiresAt: at(15) };
    expect(nextReconciliation(card, at(3))).toEqual(at(4));
    expect(nextReconciliation(card, at(14.5))).toEqual(at(15.5));
    expect(nextReconciliation(card, at(25))).toEqual(at(30));
  });

  it('asks a 24-hour shop code less and less often, then gives up a day after its window', () => {
    const shop = { createdAt: start, expiresAt: at(24 * 60) };
    expect(nextReconciliation(shop, at(60))).toEqual(at(65));
    expect(nextReconciliation(shop, at(300))).toEqual(at(315));
    expect(nextReconciliation(shop, at(24 * 60 - 5))).toEqual(at(24 * 60 + 1));
    expect(nextReconciliation(shop, at(24 * 60 + RECONCILE_GIVE_UP_HOURS * 60 + 1))).toBeNull();
  });
});
