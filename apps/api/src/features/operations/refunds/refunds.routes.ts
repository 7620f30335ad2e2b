import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OpsOrderParams } from '@thwa/domain/contracts/ops-orders';
import { GrantRefundParams, OrderRefundsResponse, RefundRequestResponse, RequestRefundRequest, WaitingRefundsQuery, WaitingRefundsResponse } from '@thwa/domain/contracts/operations-refunds';
import type { ConsoleGuards } from '../console-guards.ts';
import { createGrantRefund } from './grant-refund.ts';
import { createOrderRefunds } from './order-refunds.ts';
import type { RefundsDeps } from './refund-step.ts';
import { createRequestRefund } from './request-refund.ts';
import { createWaitingRefunds } from './waiting-refunds.ts';

export interface RefundsRoutesOptions extends RefundsDeps {
  console: ConsoleGuards;
}

const ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/** The console's refunds per item (issue 20 item 2): asked with refunds.request, granted and sent by another employee with refunds.approve. */
export const refundsRoutes: FastifyPluginAsyncZod<RefundsRoutesOptions> = async (app, { console, ...deps }) => {
  const request = createRequestRefund(deps);
  const grant = createGrantRefund(deps);
  const ofOrder = createOrderRefunds(deps);
  const waiting = createWaitingRefunds(deps);
  const employee = (req: { console: { userId: string } | null; ip: string }) => ({ userId: req.console!.userId, address: req.ip });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/ops/orders/:orderId/refunds',
    {
      preHandler: console.requireConsole('refunds.request'),
      schema: { tags: ['operations'], summary: "What each item of an order can still give back, where a refund may go, and the order's refund requests", params: OpsOrderParams, response: { 200: OrderRefundsResponse, ...ERRORS } },
    },
    async (req) => ({ code: 200 as const, data: await ofOrder(req.params.orderId) }),
  );

  app.post(
    '/ops/orders/:orderId/refunds',
    {
      preHandler: console.requireConsole('refunds.request'),
      schema: {
        tags: ['operations'],
        summary: 'Asks for a refund of one item, full or partial, to the wallet or back to the provider: sent at once up to the threshold, above it waiting for a second employee',
        params: OpsOrderParams,
        body: RequestRefundRequest,
        response: { 200: RefundRequestResponse, ...ERRORS },
      },
    },
    async (req) => ({ code: 200 as const, data: await request(req.params.orderId, req.body, employee(req)) }),
  );

  app.get(
    '/ops/refunds',
    {
      preHandler: console.requireConsole('refunds.approve'),
      schema: { tags: ['operations'], summary: 'The refunds waiting for a second employee, oldest first', querystring: WaitingRefundsQuery, response: { 200: WaitingRefundsResponse, ...ERRORS } },
    },
    async (req) => ({ code: 200 as const, data: await waiting(req.query.limit) }),
  );

  app.post(
    '/ops/refunds/:refundId/grant',
    {
      preHandler: console.requireConsole('refunds.approve'),
      schema: { tags: ['operations'], summary: 'Grants a refund another employee asked for, and sends it', params: GrantRefundParams, response: { 200: RefundRequestResponse, ...ERRORS } },
    },
    async (req) => ({ code: 200 as const, data: await grant(req.params.refundId, employee(req)) }),
  );
};
