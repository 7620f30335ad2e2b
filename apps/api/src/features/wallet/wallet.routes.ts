import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import {
  AllTopupRequest,
  AllTopupResponse,
  TopupStatusRequest,
  TopupStatusResponse,
  WalletHistoryDownloadRequest,
  WalletHistoryRequest,
  WalletHistoryResponse,
} from '@thwa/domain/contracts/wallet';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import { idempotencyKeyOf } from '../orders/idempotency.ts';
import type { WalletService } from './wallet.service.ts';

/** Sends a file body; the route's schema describes only the error answers, which are JSON. */
function sendFile(reply: FastifyReply, file: { contentType: string; filename: string; body: string | Buffer }) {
  return reply.header('content-disposition', `attachment; filename="${file.filename}"`).type(file.contentType).send(file.body);
}

const SignedIn = { 401: ErrorResponse, 403: ErrorResponse };

/**
 * The wallet calls of spec §7: top-up (`/checkout/v4/all-topup`), the history and its download. Every
 * one is the signed-in caller's own wallet: the user comes from the access token, never from the body.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService; guards: AuthGuards }> = async (app, { wallet, guards }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/checkout/v4/all-topup',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Top-up methods, limits and balance; with amount and method, starts a top-up (Idempotency-Key required then)',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: AllTopupRequest,
        response: { 200: AllTopupResponse, 400: FieldErrorsResponse.or(ErrorResponse), ...SignedIn, 409: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request) => wallet.allTopup(request.user!.userId, request.body, () => idempotencyKeyOf(request.headers['idempotency-key'])),
  );

  app.post(
    '/myaccount/wallet-topups/detail',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['wallet'],
        summary: "One of the caller's top-ups: the thank-you page polls it until the provider's result arrives",
        body: TopupStatusRequest,
        response: { 200: TopupStatusResponse, 400: ErrorResponse, ...SignedIn, 404: ErrorResponse },
      },
    },
    async (request) => wallet.topupStatus(request.user!.userId, request.body.topupId),
  );

  app.post(
    '/myaccount/wallet-histories',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['wallet'],
        summary: "The caller's wallet movements, newest first, paged",
        body: WalletHistoryRequest,
        response: { 200: WalletHistoryResponse, 400: ErrorResponse, ...SignedIn },
      },
    },
    async (request) => wallet.history(request.user!.userId, request.body.page, request.body.pageSize),
  );

  app.post(
    '/myaccount/wallet-histories/download',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['wallet'],
        summary: "The caller's wallet history as a CSV (UTF-8 with BOM) or PDF file",
        body: WalletHistoryDownloadRequest,
        response: { 400: ErrorResponse, ...SignedIn },
      },
    },
    async (request, reply) => {
      return sendFile(reply, await wallet.download(request.user!.userId, request.body.format, request.body.language));
    },
  );
};
