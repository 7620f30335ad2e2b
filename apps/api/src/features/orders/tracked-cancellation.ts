import { maskEmail } from '@thwa/domain/accounts/one-time-codes';
import type { OneTimeCodes } from '../accounts/one-time-codes.ts';
import type { OrderRow } from './orders.repository.ts';
import type { GuestCancellation, OrdersService } from './orders.service.ts';

/** The codes' purpose; their target is the order id, so a code cancels only the booking it was sent for. */
const PURPOSE = 'cancel_booking';

/**
 * Track booking's cancellation (issue 19, decision 022's next step): a booking id and its contact
 * e-mail show a booking, but only a one-time code mailed to that contact cancels it, so knowing or
 * guessing the pair is not enough. The codes are the accounts' (hashed, 10 minutes, 5 tries, one use).
 * The thank-you page's cancellation stays one step: its order key proves the browser placed the order.
 */
export function createTrackedCancellation({ orders, codes }: { orders: OrdersService; codes: OneTimeCodes }) {
  return {
    /**
     * Mails a new code to the booking's contact, in the language it was booked in (it replaces the one
     * sent before); answers where it went, masked. Nothing is mailed for a booking that cannot be cancelled.
     * @throws AppError BOOKING_NOT_CANCELLABLE
     */
    async sendCode(order: OrderRow): Promise<{ sentTo: string }> {
      orders.assertCancellable(order);
      await codes.send(
        { purpose: PURPOSE, target: order.orderId, userId: null },
        { target: order.contactEmail, channel: 'email', language: order.language === 'mm' ? 'mm' : 'en', name: order.contact.contactName, reference: order.orderId },
      );
      return { sentTo: maskEmail(order.contactEmail) };
    },

    /**
     * Cancels with the code: a wrong one counts a try and cancels nothing; the right one is used up and
     * the booking cancelled exactly as every guest cancellation is (refund and all, once).
     * @throws AppError OTP_INVALID (wrong, expired, spent or never sent), OTP_TOO_MANY_TRIES, BOOKING_NOT_CANCELLABLE
     */
    async cancel(order: OrderRow, otp: string): Promise<GuestCancellation> {
      await codes.use(PURPOSE, order.orderId, otp, true);
      return orders.cancel(order.orderId);
    },
  };
}

export type TrackedCancellation = ReturnType<typeof createTrackedCancellation>;
