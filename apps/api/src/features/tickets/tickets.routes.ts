import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { AppError } from '../../plugins/errors.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ProductRegistry } from '../orders/product-module.ts';

const Params = z.object({ orderId: z.string().regex(/^TW\d{10}$/) });
const Query = z.object({ token: z.string().min(10).max(200) });

/** Sends a file body; the route schemas describe only the error answers, which are JSON. */
function sendFile(reply: FastifyReply, type: string, body: string | Buffer) {
  return reply.header('cache-control', 'private, no-store').type(type).send(body);
}

/**
 * The ticket URLs the spec's view-ticket screen fetches (spec §7 Tickets): the formatted text and the
 * PDF of the order's document, a flight's e-ticket or a hotel stay's voucher, the PDF named by the
 * order's product module (order-document.ts). Links carry a signed, expiring token
 * (orders.service.ts), so they work from an email.
 */
export const ticketsRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; repository: OrdersRepository; products: ProductRegistry }> = async (
  app,
  { orders, repository, products },
) => {
  async function ticketFor(orderId: string, token: string) {
    if (!orders.verifyTicketToken(orderId, token)) throw new AppError('NOT_FOUND');
    const ticket = await repository.findTicket(orderId);
    if (!ticket) throw new AppError('TICKET_NOT_READY');
    return ticket;
  }

  app.get(
    '/tickets/:orderId/view',
    { schema: { tags: ['tickets'], summary: 'The e-ticket (a hotel stay: its voucher) as formatted text', params: Params, querystring: Query, response: { 400: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const ticket = await ticketFor(request.params.orderId, request.query.token);
      return sendFile(reply, 'text/plain; charset=utf-8', ticket.text);
    },
  );

  app.get(
    '/tickets/:orderId/download',
    { schema: { tags: ['tickets'], summary: 'The e-ticket (a hotel stay: its voucher) PDF, named from the orderId', params: Params, querystring: Query, response: { 400: ErrorResponse, 404: ErrorResponse } } },
    async (request, reply) => {
      const { orderId } = request.params;
      const ticket = await ticketFor(orderId, request.query.token);
      if (!ticket.pdf) throw new AppError('TICKET_NOT_READY');
      // The tickets row references its order, so it is there; its product's module names the file.
      const order = await repository.findOrder(orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const filename = products.of(order.productType).document.fileName(orderId);
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      return sendFile(reply, 'application/pdf', ticket.pdf);
    },
  );
};
