import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { AppError } from '../../plugins/errors.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { ProductRegistry } from '../orders/product-module.ts';
import { documentFileName } from './order-document.ts';

const Params = z.object({ orderId: z.string().regex(/^TW\d{10}$/) });
const ItemParams = Params.extend({ itemNo: z.coerce.number().int().min(1).max(99) });
const Query = z.object({ token: z.string().min(10).max(200) });

/** Sends a file body; the route schemas describe only the error answers, which are JSON. */
function sendFile(reply: FastifyReply, type: string, body: string | Buffer) {
  return reply.header('cache-control', 'private, no-store').type(type).send(body);
}

/**
 * The ticket URLs the spec's view-ticket screen fetches (spec §7 Tickets): the formatted text and the
 * PDF of an item's document, a flight's e-ticket or a hotel stay's voucher, the PDF named by the
 * item's product module (order-document.ts). The spec's paths serve the order's first item; each
 * further item (an insurance beside a flight) is served under its number. Links carry a signed,
 * expiring token for the order (orders.service.ts), so they work from an email.
 */
export const ticketsRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; repository: OrdersRepository; products: ProductRegistry }> = async (
  app,
  { orders, repository, products },
) => {
  async function documentFor(orderId: string, itemNo: number, token: string) {
    if (!orders.verifyTicketToken(orderId, token)) throw new AppError('NOT_FOUND');
    const document = await repository.findDocument(orderId, itemNo);
    if (!document) throw new AppError('TICKET_NOT_READY');
    return document;
  }

  async function view(orderId: string, itemNo: number, token: string, reply: FastifyReply) {
    const document = await documentFor(orderId, itemNo, token);
    return sendFile(reply, 'text/plain; charset=utf-8', document.text);
  }

  async function download(orderId: string, itemNo: number, token: string, reply: FastifyReply) {
    const document = await documentFor(orderId, itemNo, token);
    if (!document.pdf) throw new AppError('TICKET_NOT_READY');
    // The document references its item, so the item is there; its product's module names the file.
    const item = (await repository.findOrder(orderId))?.items.find((one) => one.itemNo === itemNo);
    if (!item) throw new AppError('NOT_FOUND');
    const filename = documentFileName(products.of(item.productType).document, orderId, itemNo);
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return sendFile(reply, 'application/pdf', document.pdf);
  }

  const errors = { 400: ErrorResponse, 404: ErrorResponse };
  app.get(
    '/tickets/:orderId/view',
    { schema: { tags: ['tickets'], summary: "The first item's document (a flight's e-ticket, a stay's voucher) as formatted text", params: Params, querystring: Query, response: errors } },
    async (request, reply) => view(request.params.orderId, 1, request.query.token, reply),
  );
  app.get(
    '/tickets/:orderId/download',
    { schema: { tags: ['tickets'], summary: "The first item's document as a PDF, named from the orderId", params: Params, querystring: Query, response: errors } },
    async (request, reply) => download(request.params.orderId, 1, request.query.token, reply),
  );
  app.get(
    '/tickets/:orderId/items/:itemNo/view',
    { schema: { tags: ['tickets'], summary: "An item's document (an insurance's certificate beside a flight) as formatted text", params: ItemParams, querystring: Query, response: errors } },
    async (request, reply) => view(request.params.orderId, request.params.itemNo, request.query.token, reply),
  );
  app.get(
    '/tickets/:orderId/items/:itemNo/download',
    { schema: { tags: ['tickets'], summary: "An item's document as a PDF, named from the orderId and the item's number", params: ItemParams, querystring: Query, response: errors } },
    async (request, reply) => download(request.params.orderId, request.params.itemNo, request.query.token, reply),
  );
};
