import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OpsOrderPageResponse, OpsOrderParams, OpsOrderSearchQuery, OpsOrderSearchResponse } from '@thwa/domain/contracts/ops-orders';
import type { ConsoleGuards } from '../console-guards.ts';
import { requestLanguage } from '../../../plugins/errors.ts';
import type { OpsOrders } from './ops-orders.service.ts';

export interface OpsOrdersRoutesOptions {
  console: ConsoleGuards;
  orders: OpsOrders;
}

const REFUSED = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

/** The console's orders (issue 20 item 2): search, and an order's page. Reading them needs `orders.view`. */
export const opsOrdersRoutes: FastifyPluginAsyncZod<OpsOrdersRoutesOptions> = async (app, { console, orders }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/ops/orders',
    {
      preHandler: console.requireConsole('orders.view'),
      schema: {
        tags: ['operations'],
        summary: 'Finds orders by booking id, e-mail, phone, NRC or traveller name, and by status, product, placing date and agent; newest first, a page at a time',
        querystring: OpsOrderSearchQuery,
        response: { 200: OpsOrderSearchResponse, ...REFUSED },
      },
    },
    async (request) => ({ code: 200 as const, data: await orders.search(request.query) }),
  );

  app.get(
    '/ops/orders/:orderId',
    {
      preHandler: console.requireConsole('orders.view'),
      schema: {
        tags: ['operations'],
        summary: "An order's page: the order as its customer sees it, its timeline with who caused each event, payments, refunds, documents and the e-mails sent",
        params: OpsOrderParams,
        response: { 200: OpsOrderPageResponse, ...REFUSED, 404: ErrorResponse },
      },
    },
    async (request) => ({ code: 200 as const, data: await orders.page(request.params.orderId, requestLanguage(request)) }),
  );
};
