import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  HotelDetailRequest,
  HotelDetailResponse,
  HotelFilterRequest,
  HotelFilterResponse,
  HotelListRequest,
  HotelListResponse,
  HotelLocationQuery,
  HotelLocationResponse,
} from '@thwa/domain/contracts/hotels';
import { toUnicode } from '@thwa/myanmar-text/zawgyi';
import type { FindHotelLocations } from './hotel-locations.ts';
import type { HotelSearch } from './hotel-search.ts';

/**
 * The hotel search calls of spec §7: the location autocomplete of the search drawer, and the filter,
 * list and detail the spec's client posts to URLs it is given (ours: /hotel/v2/filter, /list, /detail).
 * Prices and rooms left change with every booking, so browsers and proxies never keep those answers.
 */
/**
 * A list answer as JSON text, made once per answer: the search hands back the very same (frozen)
 * answer while nothing it was made from has changed, so a repeated list costs no serialisation. It
 * was built as HotelListResponse by type (the tests parse it with the contract).
 */
const listJson = new WeakMap<object, string>();

function sendList(reply: FastifyReply, answer: HotelListResponse) {
  let json = listJson.get(answer);
  if (json === undefined) {
    json = JSON.stringify(answer);
    listJson.set(answer, json);
  }
  reply.header('cache-control', 'no-store');
  return reply.type('application/json; charset=utf-8').send(json);
}

export const hotelsRoutes: FastifyPluginAsyncZod<{ search: HotelSearch; findHotelLocations: FindHotelLocations }> = async (app, { search, findHotelLocations }) => {
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

  app.post(
    '/hotel/v2/filter',
    {
      schema: {
        tags: ['hotels'],
        summary: 'The filter values (price ranges, stars, bed and hotel types, amenities, townships) of the hotels with a room for a stay and party, with counts',
        body: HotelFilterRequest,
        response: { 200: HotelFilterResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return search.filter(request.body);
    },
  );

  app.post(
    '/hotel/v2/list',
    {
      schema: {
        tags: ['hotels'],
        summary: 'One page of the hotels with a room for a stay and party in a city, township or around a hotel, filtered and sorted, with the list meta',
        body: HotelListRequest,
        response: { 200: HotelListResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => sendList(reply, await search.list(request.body)),
  );

  app.post(
    '/hotel/v2/detail',
    {
      schema: {
        tags: ['hotels'],
        summary: "A hotel's details and policies, its room types that sleep the party every night of the stay with their rates and prices, and the reservation info",
        body: HotelDetailRequest,
        response: { 200: HotelDetailResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return search.detail(request.body);
    },
  );
};
