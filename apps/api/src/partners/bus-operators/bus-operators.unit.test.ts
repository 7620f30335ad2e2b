import { describe, expect, it } from 'vitest';
import { BUS_OPERATORS } from '@thwa/domain/bus/bus-network';
import { OPERATORS_ON_THEIR_OWN_SYSTEMS, createBusOperators } from './bus-operators.ts';
import { SANDBOX_OPERATOR } from './sandbox-operator.ts';

describe('which link reaches an operator', () => {
  const now = () => new Date('2026-12-01T00:00:00Z');

  it('is our own inventory for every operator but Zwekabin, which its sandbox system serves', () => {
    const operators = createBusOperators(SANDBOX_OPERATOR, now);
    expect(OPERATORS_ON_THEIR_OWN_SYSTEMS).toEqual(['ZKB']);
    for (const operator of BUS_OPERATORS) expect(operators.linkOf(operator.code)?.name).toBe(operator.code === 'ZKB' ? 'zwekabin-sandbox' : 'own-inventory');
  });

  it('leaves Zwekabin unsold without sandbox partners (production, until a real adapter exists)', () => {
    const operators = createBusOperators(null, now);
    expect(operators.linkOf('ZKB')).toBeUndefined();
    expect(operators.linkOf('JJX')?.name).toBe('own-inventory');
  });

  it('confirms our own operators’ bookings at once with their reference', async () => {
    const own = createBusOperators(null, now).linkOf('JJX')!;
    expect(await own.confirm({ orderId: 'TW2026120100001', operator: 'JJX', departureId: 77, seatNos: ['1'], lastNames: ['SANDBOXFAIL'], attempt: 1 })).toEqual({ status: 'confirmed', reference: 'JJX77-100001' });
  });
});
