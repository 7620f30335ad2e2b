import { describe, expect, it } from 'vitest';
import { FareConditions } from '../contracts/flights.ts';
import { FARE_CONDITIONS, fareConditions, type FareFamily } from './fare-conditions.ts';

describe('fare conditions (what a fare card names)', () => {
  it('gives full-service economy a checked bag and changes, but no refund', () => {
    expect(fareConditions('full-service', 'economy')).toEqual({ checkedBaggageKg: 20, cabinBaggageKg: 7, refundable: false, changeable: true });
  });

  it('gives low-cost economy a cabin bag only, final', () => {
    expect(fareConditions('low-cost', 'economy')).toEqual({ checkedBaggageKg: 0, cabinBaggageKg: 7, refundable: false, changeable: false });
  });

  it('never gives business less than economy of the same family', () => {
    for (const family of Object.keys(FARE_CONDITIONS) as FareFamily[]) {
      const economy = fareConditions(family, 'economy');
      const business = fareConditions(family, 'business');
      expect(business.checkedBaggageKg).toBeGreaterThanOrEqual(economy.checkedBaggageKg);
      expect(business.cabinBaggageKg).toBeGreaterThanOrEqual(economy.cabinBaggageKg);
      expect(business.refundable || !economy.refundable).toBe(true);
      expect(business.changeable || !economy.changeable).toBe(true);
    }
  });

  it('are valid contract values', () => {
    for (const cabins of Object.values(FARE_CONDITIONS)) for (const conditions of Object.values(cabins)) expect(FareConditions.parse(conditions)).toEqual(conditions);
  });
});
