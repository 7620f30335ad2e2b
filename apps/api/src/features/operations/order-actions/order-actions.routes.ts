import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OpsOrderParams } from '@thwa/domain/contracts/ops-orders';
import { CancelOrderRequest, ConfirmFareRequest, OrderActionResponse, RejectOrderRequest, RetryFulfilmentRequest } from '@thwa/domain/contracts/operations-order-actions';
import type { ConsoleGuards } from '../console-guards.ts';
import { createCancelOrder } from './cancel-order.ts';
import { createConfirmFare } from './confirm-fare.ts';
import type { OrderActionsDeps } from './order-action.ts';
import { createRejectOrder } from './reject-order.ts';
import { createRetryFulfilment } from './retry-fulfilment.ts';

export interface OrderActionsRoutesOptions extends OrderActionsDeps {
  console: ConsoleGuards;
}

const ANSWERS = { 200: OrderActionResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/**
 * The console's actions on an order (issue 20 item 2), each needing `orders.act`; each use case is its
 * own file. Every answer is the order's status after the action, the refund it queued and what it asks for.
 */
export const orderActionsRoutes: FastifyPluginAsyncZod<OrderActionsRoutesOptions> = async (app, { console, ...deps }) => {
  const confirmFare = createConfirmFare(deps);
  const reject = createRejectOrder(deps);
  const retry = createRetryFulfilment(deps);
  const cancel = createCancelOrder(deps);
  const employee = (request: { console: { userId: string } | null; ip: string }) => ({ userId: request.console!.userId, address: request.ip });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/ops/orders/:orderId/confirm-fare',
    {
      preHandler: console.requireConsole('orders.act'),
      schema: {
        tags: ['operations'],
        summary: 'Confirms an offline request or a waitlisted booking at the fare the airline gave: confirmed and any difference refunded, or the customer asked to pay the difference',
        params: OpsOrderParams,
        body: ConfirmFareRequest,
        response: ANSWERS,
      },
    },
    async (request) => ({ code: 200 as const, data: await confirmFare(request.params.orderId, request.body.fare, employee(request)) }),
  );

  app.post(
    '/ops/orders/:orderId/reject',
    {
      preHandler: console.requireConsole('orders.act'),
      schema: { tags: ['operations'], summary: 'Rejects an offline request or a waitlisted booking with a reason: cancelled, and what was paid refunded in full', params: OpsOrderParams, body: RejectOrderRequest, response: ANSWERS },
    },
    async (request) => ({ code: 200 as const, data: await reject(request.params.orderId, request.body.reason, employee(request)) }),
  );

  app.post(
    '/ops/orders/:orderId/retry-fulfilment',
    {
      preHandler: console.requireConsole('orders.act'),
      schema: { tags: ['operations'], summary: "Runs a stuck fulfilment again now, through each item's product", params: OpsOrderParams, body: RetryFulfilmentRequest, response: ANSWERS },
    },
    async (request) => ({ code: 200 as const, data: await retry(request.params.orderId, request.body.attemptId, employee(request)) }),
  );

  app.post(
    '/ops/orders/:orderId/cancel',
    {
      preHandler: console.requireConsole('orders.act'),
      schema: { tags: ['operations'], summary: "Cancels a paid order with a reason, refunding what each item's product policy gives back", params: OpsOrderParams, body: CancelOrderRequest, response: ANSWERS },
    },
    async (request) => ({ code: 200 as const, data: await cancel(request.params.orderId, request.body.reason, employee(request)) }),
  );
};
