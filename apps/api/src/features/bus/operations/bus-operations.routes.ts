import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { OpsBusDepartureParams, OpsBusDeparturesQuery, OpsBusDeparturesResponse, OpsBusManifestResponse } from '@thwa/domain/contracts/bus-operations';
import type { ConsoleGuards } from '../../operations/console-guards.ts';
import type { CoachOccupancy } from '../coach-occupancy.ts';
import type { BusOperationsRepository } from './bus-operations.repository.ts';
import { createListDepartures } from './list-departures.ts';
import { createViewManifest } from './view-manifest.ts';

export interface BusOperationsRoutesOptions {
  console: ConsoleGuards;
  repository: BusOperationsRepository;
  /** The seats of a coach as the booking reads them: the counters' later sales come from the operator's system. */
  occupancy: CoachOccupancy;
}

const READ = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };

/** The console's bus panel (issue 21): a day's departures and a departure's manifest, for `inventory.view`. */
export const busOperationsRoutes: FastifyPluginAsyncZod<BusOperationsRoutesOptions> = async (app, { console, repository, occupancy }) => {
  const listDepartures = createListDepartures(repository, occupancy);
  const viewManifest = createViewManifest(repository, occupancy);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/ops/bus/departures',
    {
      preHandler: console.requireConsole('inventory.view'),
      schema: { tags: ['operations'], summary: "The coaches leaving on a date, of a route when asked, with the seats the counters sold, sold and held through us, and left", querystring: OpsBusDeparturesQuery, response: { 200: OpsBusDeparturesResponse, ...READ } },
    },
    async (request) => ({ code: 200 as const, data: await listDepartures(request.query) }),
  );

  app.get(
    '/ops/bus/departures/:departureId',
    {
      preHandler: console.requireConsole('inventory.view'),
      schema: { tags: ['operations'], summary: "A departure's manifest: every seat of its coach, free, sold at the counter or ours with its order, passenger and boarding point", params: OpsBusDepartureParams, response: { 200: OpsBusManifestResponse, ...READ } },
    },
    async (request) => ({ code: 200 as const, data: await viewManifest(request.params.departureId) }),
  );
};
