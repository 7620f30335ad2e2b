import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { ConfirmPaymentParams, ConfirmPaymentRequest, ConfirmPaymentResponse, OpsQueuesResponse } from '@thwa/domain/contracts/ops-queues';
import type { ConsoleGuards } from '../console-guards.ts';
import type { QueuesService } from './queues.service.ts';

export interface QueuesRoutesOptions {
  console: ConsoleGuards;
  queues: QueuesService;
}

const REFUSED = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/** The console's queues with deadlines and the confirmation of money received (issue 20 item 3). */
export const queuesRoutes: FastifyPluginAsyncZod<QueuesRoutesOptions> = async (app, { console, queues }) => {
  app.get(
    '/ops/queues',
    {
      preHandler: console.requireConsole('queues.view'),
      schema: {
        tags: ['operations'],
        summary: 'The open work with deadlines: pay-at-shop codes, cash-on-delivery contacts, offline requests, waitlists, payments reconciliation could not settle',
        response: { 200: OpsQueuesResponse, ...REFUSED },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return queues.queues();
    },
  );

  app.post(
    '/ops/payments/:paymentId/confirm',
    {
      preHandler: console.requireConsole('payments.confirm'),
      schema: {
        tags: ['operations'],
        summary: 'Records money received at a counter or by a courier for a pending pay-at-shop or cash-on-delivery payment: it settles as the provider’s callback would',
        params: ConfirmPaymentParams,
        body: ConfirmPaymentRequest,
        response: { 200: ConfirmPaymentResponse, ...REFUSED },
      },
    },
    async (request) => queues.confirm(request.params.paymentId, request.body, { userId: request.console!.userId, address: request.console!.address ?? request.ip }),
  );
};
