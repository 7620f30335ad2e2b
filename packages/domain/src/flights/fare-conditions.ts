/**
 * Fare conditions: the baggage, refund and change rules a fare comes with (issue 11: every fare card
 * names them). Only contract TYPES are imported: the listing's browser bundle reads this file.
 *
 * Why families and not one rule per airline: a fare's conditions follow the product it is sold as.
 * Published full-service fares (our inventory, a GDS) carry a checked bag and can be changed; the
 * all-in fares of low-cost aggregators carry a cabin bag only and are final. A source says which
 * family it sells, and the cabin does the rest.
 */
import type { CabinClass, FareConditions } from '../contracts/flights.ts';

export type FareFamily = 'full-service' | 'low-cost';

export const FARE_CONDITIONS: Readonly<Record<FareFamily, Readonly<Record<CabinClass, FareConditions>>>> = {
  'full-service': {
    economy: { checkedBaggageKg: 20, cabinBaggageKg: 7, refundable: false, changeable: true },
    business: { checkedBaggageKg: 30, cabinBaggageKg: 14, refundable: true, changeable: true },
  },
  'low-cost': {
    economy: { checkedBaggageKg: 0, cabinBaggageKg: 7, refundable: false, changeable: false },
    business: { checkedBaggageKg: 20, cabinBaggageKg: 7, refundable: false, changeable: true },
  },
};

/** The conditions of a fare of this family in this cabin. */
export function fareConditions(family: FareFamily, cabin: CabinClass): FareConditions {
  return FARE_CONDITIONS[family][cabin];
}

