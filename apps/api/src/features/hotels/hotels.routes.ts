import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { HotelLocationQuery, HotelLocationResponse } from '@thwa/domain/contracts/hotels';
import { toUnicode } from '@thwa/myanmar-text/zawgyi';
import { findHotelLocations } from './hotel-locations.ts';

/** The hotel calls of spec §7 built so far: the location autocomplete of the search drawer. */
export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hotelrevamp',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Hotel location autocomplete: cities, townships and hotels, in English or Myanmar (Zawgyi accepted)',
        querystring: HotelLocationQuery,
        response: { 200: HotelLocationResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      // Bodies are converted from Zawgyi by the app's hook; a query string is not, so q is converted here.
      return { code: 200 as const, data: findHotelLocations(toUnicode(request.query.q), request.query.language) };
    },
  );
};
