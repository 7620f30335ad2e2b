import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { FieldErrorsResponse } from '@thwa/domain/contracts/booking';
import {
  SavedTravelerDeleteRequest,
  SavedTravelerDeleteResponse,
  SavedTravelerListRequest,
  SavedTravelerListResponse,
  SavedTravelerResponse,
  SavedTravelerStoreRequest,
  SavedTravelerUpdateRequest,
} from '@thwa/domain/contracts/travelers';
import type { AuthGuards } from '../accounts/auth-guards.ts';
import type { TravelersService } from './travelers.service.ts';

const denied = { 401: ErrorResponse, 404: ErrorResponse };
const writeAnswers = { 200: SavedTravelerResponse, 400: FieldErrorsResponse.or(ErrorResponse), ...denied };

/** Spec §7 saved travellers: every call is for the signed-in user's own list. */
export const travelersRoutes: FastifyPluginAsyncZod<{ service: TravelersService; guards: AuthGuards }> = async (app, { service, guards }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/myaccount/saved-travelers',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['travelers'], summary: "The caller's saved travellers, oldest first", body: SavedTravelerListRequest.optional(), response: { 200: SavedTravelerListResponse, 400: ErrorResponse, ...denied } },
    },
    async (request) => ({ code: 200 as const, data: await service.list(request.user!.userId) }),
  );

  app.post(
    '/myaccount/saved-travelers/store',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['travelers'], summary: 'Save a traveller; a uuid the caller already saved replaces that traveller', body: SavedTravelerStoreRequest, response: writeAnswers },
    },
    async (request) => ({ code: 200 as const, data: await service.store(request.user!.userId, request.body) }),
  );

  app.post(
    '/myaccount/saved-travelers/update',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['travelers'], summary: "Change one of the caller's saved travellers", body: SavedTravelerUpdateRequest, response: writeAnswers },
    },
    async (request) => ({ code: 200 as const, data: await service.update(request.user!.userId, request.body) }),
  );

  app.post(
    '/myaccount/saved-travelers/delete',
    {
      preHandler: guards.requireUser,
      schema: { tags: ['travelers'], summary: "Delete one of the caller's saved travellers", body: SavedTravelerDeleteRequest, response: { 200: SavedTravelerDeleteResponse, 400: ErrorResponse, ...denied } },
    },
    async (request) => ({ code: 200 as const, data: await service.remove(request.user!.userId, request.body.uuid) }),
  );
};
