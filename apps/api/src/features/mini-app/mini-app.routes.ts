import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { MINI_APP_SESSION_HEADER, MiniAppSessionResponse, OpenMiniAppRequest, OpenMiniAppResponse } from '@thwa/domain/contracts/mini-app';
import { AppError } from '../../plugins/errors.ts';
import type { MiniApp } from './mini-app.ts';

/**
 * The partner-wallet mini-app session (decision 041): POST opens it with the deep link's one-time
 * token (exchanged with the partner); GET answers the identity of the session its header names.
 */
export const miniAppRoutes: FastifyPluginAsyncZod<{ miniApp: MiniApp }> = async (app, { miniApp }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/mini-app/session',
    {
      schema: {
        tags: ['mini-app'],
        summary: "Opens a mini-app session from the partner wallet's one-time token; a forged, expired or used token is 401",
        body: OpenMiniAppRequest,
        response: { 200: OpenMiniAppResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ code: 200 as const, data: await miniApp.open(request.body) }),
  );

  app.get(
    '/mini-app/session',
    {
      schema: {
        tags: ['mini-app'],
        summary: 'The identity of the mini-app session the x-mini-app-session header names; 404 when none is open',
        headers: z.object({ [MINI_APP_SESSION_HEADER]: z.string().max(64).optional() }),
        response: { 200: MiniAppSessionResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const identity = await miniApp.find(request.headers[MINI_APP_SESSION_HEADER] ?? '');
      if (!identity) throw new AppError('NOT_FOUND');
      return { code: 200 as const, data: identity };
    },
  );
};
