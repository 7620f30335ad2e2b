import type { InsuranceStorePayload } from '@thwa/domain/contracts/insurance';
import type { InsuranceTrip } from '@thwa/domain/insurance/insurance-trip';
import { contactOf, type HoldRequester } from '../../orders/orders.service.ts';
import type { PlaceOrder } from '../../orders/place-order.ts';
import type { ProductModule } from '../../orders/product-module.ts';
import type { QuoteTravelCover } from '../quote-travel-cover.ts';

/**
 * Placing travel insurance on its own (issue 18): POST /order/v4/insurance/store. A thin adapter to the
 * place-order use case: the cover is quoted again inside the placement's transaction (the premium
 * table as it is then), and becomes one item whose premium is the breakdown's insurance line.
 */
export function createInsuranceOrders({ insurance, quote, placeOrder, insurerName }: { insurance: ProductModule; quote: QuoteTravelCover; placeOrder: PlaceOrder; insurerName: string }) {
  return {
    /**
     * Holds nothing (cover does not run out) and creates the order, once per idempotency key.
     * @throws AppError INSURANCE_DATES, INSURANCE_TOO_LONG, INSURANCE_AGE, MISSING_GUARDIAN, TOO_MANY_UNPAID_BOOKINGS
     */
    async placeOrder(payload: InsuranceStorePayload, idempotencyKey: string, userId: string | null = null, requester?: HoldRequester) {
      const { placed } = await placeOrder({
        scope: 'order.insurance.store',
        idempotencyKey,
        payload,
        userId,
        requester,
        basket: async (transaction) => {
          const contact = contactOf(payload.contact);
          const quoted = await quote({ area: payload.area, startDate: payload.startDate, endDate: payload.endDate, ages: payload.beneficiaries.map((one) => one.age) }, transaction);
          const trip: InsuranceTrip = {
            product: 'insurance',
            area: payload.area,
            startDate: payload.startDate,
            endDate: payload.endDate,
            policyHolder: payload.policyHolder,
            beneficiaries: payload.beneficiaries.map((beneficiary, index) => ({ ...beneficiary, premium: quoted.premiums[index]! })),
            insurerName,
          };
          return {
            order: { language: payload.language, contact, travellers: [] },
            items: [{ product: insurance, trip, lines: [{ kind: 'insurance' as const, amount: quoted.total }], units: 0 }],
            // A cover comes from no checkout: the idempotency key alone keeps a double click to one order.
            claim: async () => {},
            extra: {},
          };
        },
      });
      return placed;
    },
  };
}

export type InsuranceOrders = ReturnType<typeof createInsuranceOrders>;
