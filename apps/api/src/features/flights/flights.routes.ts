import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  AirportSearchQuery,
  AirportSearchResponse,
  FlightSearchRequest,
  FlightSearchResponse,
  FlightSourcesResponse,
  NumberOfFlightsRequest,
  NumberOfFlightsResponse,
} from '@thwa/domain/contracts/flights';
import { toUnicode } from '@thwa/myanmar-text/zawgyi';
import type { FlightsService } from './flights.service.ts';

const searchResponses = { 200: FlightSearchResponse, 400: ErrorResponse, 503: ErrorResponse };

/**
 * A search answer is sent as the JSON text stored with its session: a repeated search costs no
 * serialisation (it was validated against FlightSearchResponse by type when the session was made).
 */
function sendSearch(reply: FastifyReply, json: string) {
  reply.header('cache-control', 'no-store');
  return reply.type('application/json; charset=utf-8').send(json);
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(svg);
}

export const flightsRoutes: FastifyPluginAsyncZod<{ service: FlightsService }> = async (app, { service }) => {
  app.get(
    '/flight',
    {
      schema: {
        tags: ['flights'],
        summary: 'Airport autocomplete: code, city, airport or country, in English or Myanmar (Zawgyi accepted)',
        querystring: AirportSearchQuery,
        response: { 200: AirportSearchResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      // Bodies are converted from Zawgyi by the app's hook; a query string is not, so q is converted here.
      return service.autocomplete(toUnicode(request.query.q), request.query.language);
    },
  );

  app.post(
    '/flight/v4/makeRequest',
    {
      schema: {
        tags: ['flights'],
        summary: 'One-way flight search (tripType 1) across every flight source; a returnDate is ignored',
        body: FlightSearchRequest,
        response: searchResponses,
      },
    },
    async (request, reply) => sendSearch(reply, await service.searchOneWay(request.body)),
  );

  app.post(
    '/api/v1/requestRoundTrip',
    {
      schema: {
        tags: ['flights'],
        summary: 'Round-trip flight search (tripType 2, returnDate required) across every flight source',
        body: FlightSearchRequest,
        response: searchResponses,
      },
    },
    async (request, reply) => sendSearch(reply, await service.searchRoundTrip(request.body)),
  );

  app.post(
    '/numberOfFlights',
    {
      schema: {
        tags: ['flights'],
        summary: 'Bookable flights and the lowest adult fare per day around a date (the listing date strip)',
        body: NumberOfFlightsRequest,
        response: { 200: NumberOfFlightsResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.numberOfFlights(request.body);
    },
  );

  app.post(
    '/api/v1/sources',
    {
      schema: {
        tags: ['flights'],
        summary: 'The flight sources with their aliases, and whether each is answering',
        response: { 200: FlightSourcesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.sources();
    },
  );

  app.get(
    '/airlines/:code/logo.svg',
    {
      schema: {
        tags: ['flights'],
        summary: "An airline's mark (the airlineLogo of flight results)",
        params: z.object({ code: z.string().regex(/^[A-Z0-9]{2}$/) }),
        response: { 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => sendSvg(reply, await service.airlineLogo(request.params.code)),
  );
};
