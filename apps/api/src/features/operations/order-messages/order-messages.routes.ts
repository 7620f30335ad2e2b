import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OpsOrderParams } from '@thwa/domain/contracts/ops-orders';
import { NoteRequest, OrderMessageResponse, ResendRequest } from '@thwa/domain/contracts/operations-refunds';
import type { ConsoleGuards } from '../console-guards.ts';
import type { OrderMessagesDeps } from './order-message-step.ts';
import { createResendMessage } from './resend-message.ts';
import { createWriteNote } from './write-note.ts';

export interface OrderMessagesRoutesOptions extends OrderMessagesDeps {
  console: ConsoleGuards;
}

const ANSWERS = { 200: OrderMessageResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/** The console's messages on an order (issue 20 item 2), with orders.message: an e-mail sent again, a note to the customer or an internal one. */
export const orderMessagesRoutes: FastifyPluginAsyncZod<OrderMessagesRoutesOptions> = async (app, { console, ...deps }) => {
  const resend = createResendMessage(deps);
  const note = createWriteNote(deps);
  const employee = (req: { console: { userId: string } | null; ip: string }) => ({ userId: req.console!.userId, address: req.ip });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/ops/orders/:orderId/resend',
    {
      preHandler: console.requireConsole('orders.message'),
      schema: { tags: ['operations'], summary: "Sends one of the order's e-mails again (an e-ticket e-mail carries every document), once per click", params: OpsOrderParams, body: ResendRequest, response: ANSWERS },
    },
    async (req) => ({ code: 200 as const, data: await resend(req.params.orderId, req.body, employee(req)) }),
  );

  app.post(
    '/ops/orders/:orderId/notes',
    {
      preHandler: console.requireConsole('orders.message'),
      schema: { tags: ['operations'], summary: "Writes a note on the order: to the customer (e-mailed to the order's contact) or internal (only in the console)", params: OpsOrderParams, body: NoteRequest, response: ANSWERS },
    },
    async (req) => ({ code: 200 as const, data: await note(req.params.orderId, req.body, employee(req)) }),
  );
};
