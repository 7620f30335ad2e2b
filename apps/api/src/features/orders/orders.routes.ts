import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, Language } from '@thwa/domain/contracts/common';
import { OrderAccess, OrderDetailResponse, TrackBookingRequest } from '@thwa/domain/contracts/booking';
import type { OrdersService } from './orders.service.ts';

export interface OrdersRoutesOptions {
  orders: OrdersService;
}

/**
 * The calls about an order of any product once it is placed: its detail for the guest, track booking,
 * and the guest's own cancellation (by the order key of the thank-you page, or by the booking id and
 * email of track booking, which show the same booking). My trips cancels through the trips feature.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { orders }) => {
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
      const order = await orders.forGuest(request.body.orderId, request.body.orderKey);
      await orders.cancel(order.orderId);
      return { code: 200 as const, data: await orders.detailOf(await orders.forGuest(order.orderId, request.body.orderKey), request.body.language) };
    },
  );

  app.post(
    '/myaccount/trackbooking/cancel',
    {
      schema: {
        tags: ['booking'],
        summary: 'Cancel a tracked booking by its id and contact email, as its policy allows; a wrong pair reveals nothing',
        body: TrackBookingRequest,
        response: { 200: OrderDetailResponse, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const { bookingId, email, language } = request.body;
      await orders.cancel((await orders.tracked(bookingId, email)).orderId);
      return { code: 200 as const, data: await orders.track(bookingId, email, language) };
    },
  );
};
