import { describe, expect, it } from 'vitest';
import { BusOperatorError } from './bus-operator.ts';
import { SANDBOX_OPERATOR, STEADY_SANDBOX_OPERATOR, createSandboxOperator, type SandboxOperatorProfile } from './sandbox-operator.ts';

const QUICK: SandboxOperatorProfile = { ...SANDBOX_OPERATOR, latencyMs: { min: 0, max: 1 } };
const DEPARTS_AT = new Date('2026-12-10T13:30:00Z');
const SEATS = Array.from({ length: 40 }, (_, index) => String(index + 1));
const departure = { id: 4242, departsAt: DEPARTS_AT, seatNos: SEATS };
const hoursBefore = (hours: number) => new Date(DEPARTS_AT.getTime() - hours * 3_600_000);

function operator(profile: SandboxOperatorProfile, at: { now: Date }) {
  return createSandboxOperator({ name: 'test-operator', referencePrefix: 'TO' }, profile, () => at.now);
}

describe('the sandbox operator’s counters', () => {
  it('sell seats only in the last days before departure, more of them nearer it, and never take one back', () => {
    const at = { now: hoursBefore(100) };
    const link = operator(QUICK, at);
    const soldBy = (hours: number) => link.counterSalesSince(departure, hoursBefore(hours));
    expect(soldBy(100).size).toBe(0);
    let before = new Set<string>();
    for (const hours of [72, 48, 24, 12, 6, 1, 0]) {
      const now = new Set(soldBy(hours).keys());
      for (const seatNo of before) expect(now.has(seatNo)).toBe(true);
      before = now;
    }
    // About a quarter of the coach by departure, more than half of those in its last day.
    expect(soldBy(0).size).toBeGreaterThan(4);
    expect(soldBy(0).size).toBeLessThan(18);
    expect(soldBy(0).size - soldBy(24).size).toBeGreaterThan(soldBy(24).size - soldBy(72).size);
  });

  it('report their sales in 20-minute batches, the same to every node, each with the buyer’s gender', () => {
    const link = operator(QUICK, { now: DEPARTS_AT });
    const other = operator(QUICK, { now: DEPARTS_AT });
    const batchStart = new Date(Math.floor(hoursBefore(2).getTime() / 1_200_000) * 1_200_000);
    const justBefore = new Date(batchStart.getTime() + 1_199_000);
    expect([...link.counterSalesSince(departure, justBefore)]).toEqual([...link.counterSalesSince(departure, batchStart)]);
    expect([...link.counterSalesSince(departure, justBefore)]).toEqual([...other.counterSalesSince(departure, justBefore)]);
    for (const gender of link.counterSalesSince(departure, DEPARTS_AT).values()) expect(['female', 'male']).toContain(gender);
  });

  it('sell nothing when the operator is steady', () => {
    expect(operator(STEADY_SANDBOX_OPERATOR, { now: DEPARTS_AT }).counterSalesSince(departure, DEPARTS_AT).size).toBe(0);
  });
});

describe('asking the sandbox operator', () => {
  it('fails as often as its profile says, per call and minute, with a BusOperatorError', async () => {
    const at = { now: hoursBefore(30) };
    const failing = operator({ ...QUICK, errorShare: 1 }, at);
    await expect(failing.ask('seatmap|1')).rejects.toBeInstanceOf(BusOperatorError);
    await expect(operator({ ...QUICK, errorShare: 0 }, at).ask('seatmap|1')).resolves.toBeUndefined();
  });

  it('keeps a search’s answer for a minute, but asks again for every seat map and hold', async () => {
    const profile = { ...QUICK, errorShare: 0 };
    const at = { now: hoursBefore(30) };
    const link = operator(profile, at);
    await link.ask('search|YGN|MLM|2026-12-10');
    profile.errorShare = 1;
    await expect(link.ask('search|YGN|MLM|2026-12-10')).resolves.toBeUndefined();
    await expect(link.ask('seatmap|1')).rejects.toBeInstanceOf(BusOperatorError);
    at.now = new Date(at.now.getTime() + 61_000);
    await expect(link.ask('search|YGN|MLM|2026-12-10')).rejects.toBeInstanceOf(BusOperatorError);
  });

  it('keeps a failed search for a few seconds, so that a system that is down is not asked by every search', async () => {
    const profile = { ...QUICK, errorShare: 1 };
    const at = { now: hoursBefore(30) };
    const link = operator(profile, at);
    await expect(link.ask('search|YGN|HPA|2026-12-10')).rejects.toBeInstanceOf(BusOperatorError);
    profile.errorShare = 0;
    await expect(link.ask('search|YGN|HPA|2026-12-10')).rejects.toBeInstanceOf(BusOperatorError);
    at.now = new Date(at.now.getTime() + 6_000);
    await expect(link.ask('search|YGN|HPA|2026-12-10')).resolves.toBeUndefined();
  });

  it('takes its time to answer', async () => {
    const link = operator({ ...STEADY_SANDBOX_OPERATOR, latencyMs: { min: 40, max: 41 } }, { now: hoursBefore(30) });
    const started = performance.now();
    await link.ask('seatmap|7');
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });
});

describe('confirming with the sandbox operator', () => {
  const request = (orderId: string, lastNames: string[], attempt = 1) => ({ orderId, operator: 'ZKB', departureId: 1, seatNos: ['1'], lastNames, attempt });
  const steady = operator({ ...STEADY_SANDBOX_OPERATOR, latencyMs: { min: 0, max: 1 } }, { now: hoursBefore(30) });

  it('confirms with its own booking number, the same on every ask', async () => {
    const first = await steady.confirm(request('ORD1', ['Hlaing']));
    expect(first).toMatchObject({ status: 'confirmed', reference: expect.stringMatching(/^TO\d{8}$/) });
    expect(await steady.confirm(request('ORD1', ['Hlaing'], 2))).toEqual(first);
  });

  it('answers SANDBOXSLOW on the third try and refuses SANDBOXFAIL', async () => {
    expect(await steady.confirm(request('ORD2', ['Hlaing', 'Sandboxslow'], 1))).toEqual({ status: 'pending' });
    expect(await steady.confirm(request('ORD2', ['Hlaing', 'Sandboxslow'], 2))).toEqual({ status: 'pending' });
    expect(await steady.confirm(request('ORD2', ['Hlaing', 'Sandboxslow'], 3))).toMatchObject({ status: 'confirmed' });
    expect(await steady.confirm(request('ORD3', ['SANDBOXFAIL']))).toEqual({ status: 'failed', reason: 'the operator refused the booking' });
  });

  it('is a booking not confirmed yet when its system does not answer', async () => {
    const down = operator({ ...QUICK, errorShare: 1 }, { now: hoursBefore(30) });
    expect(await down.confirm(request('ORD4', ['Hlaing']))).toEqual({ status: 'pending' });
  });
});
