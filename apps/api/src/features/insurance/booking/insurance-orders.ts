import type { InsuranceStorePayload } from '@thwa/domain/contracts/insurance';
import { contactOf, type HoldRequester } from '../../orders/orders.service.ts';
import type { PlaceOrder } from '../../orders/place-order.ts';
import type { CoverItems } from './cover-item.ts';

/**
 * Placing travel insurance on its own (issue 18): POST /order/v4/insurance/store. A thin adapter to the
 * place-order use case: the cover becomes one item (cover-item.ts), quoted again inside the
 * placement's transaction, whose premium is the breakdown's insurance line.
 */
export function createInsuranceOrders({ covers, placeOrder }: { covers: CoverItems; placeOrder: PlaceOrder }) {
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
          const cover = { area: payload.area, startDate: payload.startDate, endDate: payload.endDate, ages: payload.beneficiaries.map((one) => one.age) };
          return {
            order: { language: payload.language, contact: contactOf(payload.contact), travellers: [] },
            items: [await covers.coverItem(transaction, cover, payload.beneficiaries, payload.policyHolder)],
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
