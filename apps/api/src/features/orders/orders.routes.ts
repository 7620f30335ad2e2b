import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, Language } from '@thwa/domain/contracts/common';
import { CancelCodeSentResponse, OrderAccess, OrderDetailResponse, TrackBookingCancelRequest, TrackBookingRequest } from '@thwa/domain/contracts/booking';
import type { AccountRateLimits } from '../accounts/account-rate-limits.ts';
import type { OrdersService } from './orders.service.ts';
import type { TrackedCancellation } from './tracked-cancellation.ts';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  /** Track booking's cancellation by a code mailed to the booking's contact, and its rate limits (the accounts' limiters). */
  cancellation: TrackedCancellation;
  limits: Pick<AccountRateLimits, 'cancelCodeSend' | 'cancelCodeVerify' | 'cancelCodesPerBooking'>;
}

/**
 * The calls about an order of any product once it is placed: its detail for the guest, track booking,
 * and the guest's own cancellation (by the order key of the thank-you page; or, from track booking, by
 * the booking id and email with a code mailed to that email). My trips cancels through the trips feature.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { orders, cancellation, limits }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/order/detail',
    {
      schema: {
        tags: ['booking'],
        summary: 'An order for the guest who placed it (payment and thank-you steps)',
        body: OrderAccess.extend({ language: Language.default('en') }),
        response: { 200: OrderDetailResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ code: 200 as const, data: await orders.detailOf(await orders.forGuest(request.body.orderId, request.body.orderKey), request.body.language) }),
  );

  app.post(
    '/myaccount/trackbooking',
    {
      schema: {
        tags: ['booking'],
        summary: 'Track a booking by its id and contact email; a wrong pair reveals nothing',
        body: TrackBookingRequest,
        response: { 200: OrderDetailResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ code: 200 as const, data: await orders.track(request.body.bookingId, request.body.email, request.body.language) }),
  );

  app.post(
    '/order/cancel',
    {
      schema: {
        tags: ['booking'],
        summary: "The guest who placed the order cancels it, as its product's policy allows; the refund follows. Once only",
        body: OrderAccess.extend({ language: Language.default('en') }),
        response: { 200: OrderDetailResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      // Only the order's own key cancels: a payment key (Track booking's, the e-mail's) shows and pays it.
      const order = await orders.forGuest(request.body.orderId, request.body.orderKey, { purpose: 'cancel' });
      await orders.cancel(order.orderId);
      return { code: 200 as const, data: await orders.detailOf(await orders.forGuest(order.orderId, request.body.orderKey), request.body.language) };
    },
  );

  app.post(
    '/myaccount/trackbooking/cancel/code',
    {
      preHandler: limits.cancelCodeSend,
      schema: {
        tags: ['booking'],
        summary: "Step 1 of cancelling a tracked booking: a one-time code to the booking's contact email; a wrong pair reveals nothing",
        description:
          'Mails a 6-digit code (valid 10 minutes, 5 tries, one use; a new one replaces it) to the contact email of the booking, in the language it was booked in. ' +
          'At most 5 codes a booking an hour (429). 409 BOOKING_NOT_CANCELLABLE, and no mail, when its policy does not let the guest cancel it now.',
        body: TrackBookingRequest,
        response: { 200: CancelCodeSentResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const order = await orders.tracked(request.body.bookingId, request.body.email);
      // Counted once the pair has found the booking: a stranger's wrong pairs spend nothing of the guest's codes.
      await limits.cancelCodesPerBooking(request, reply, order.orderId);
      return { code: 200 as const, data: await cancellation.sendCode(order) };
    },
  );

  app.post(
    '/myaccount/trackbooking/cancel',
    {
      preHandler: limits.cancelCodeVerify,
      schema: {
        tags: ['booking'],
        summary: 'Step 2: cancel a tracked booking with the code sent to its contact email, as its policy allows; a wrong pair reveals nothing',
        description:
          'Changed (issue 19): the booking id and email alone no longer cancel; `otp`, the code of POST /myaccount/trackbooking/cancel/code, is required. ' +
          'A wrong code counts a try and cancels nothing (400 OTP_INVALID, also for an expired or spent code); after 5 wrong tries 429 OTP_TOO_MANY_TRIES until a new code is asked for.',
        body: TrackBookingCancelRequest,
        response: { 200: OrderDetailResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { bookingId, email, otp, language } = request.body;
      await cancellation.cancel(await orders.tracked(bookingId, email), otp);
      return { code: 200 as const, data: await orders.track(bookingId, email, language) };
    },
  );
};
