import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { TrendingQuery } from '@thwa/domain/contracts/flights';
import {
  PopularDestinationRequest,
  PopularDestinationResponse,
  PopularFlightRequest,
  PopularLineResponse,
  PopularRouteResponse,
  TrendingAnswer,
} from '@thwa/domain/contracts/popular';
import type { FlightsService } from '../flights/flights.service.ts';
import type { Popular } from './popular.ts';

/**
 * Spec §7 content feeds computed from bookings and searches (decision 039): popular destinations,
 * routes and lines, and `GET /trending/destination` for both products (flight by default, as the
 * flight form's airport drawer asks it).
 */
export const popularRoutes: FastifyPluginAsyncZod<{ popular: Popular; flights: Pick<FlightsService, 'trending'> }> = async (app, { popular, flights }) => {
  app.post(
    '/v2/cms/popularDestination',
    {
      schema: {
        tags: ['content'],
        summary: 'Cities most booked and searched over the last 90 days (flight: flown to; hotel: stayed in), filled from our inventory',
        body: PopularDestinationRequest,
        response: { 200: PopularDestinationResponse, 400: ErrorResponse },
      },
    },
    async (request) => popular.destinations(request.body),
  );

  app.post(
    '/cms/popularRoute',
    {
      schema: {
        tags: ['content'],
        summary: 'Flight routes most booked, then most searched, over the last 90 days, filled by weekly flights',
        body: PopularFlightRequest,
        response: { 200: PopularRouteResponse, 400: ErrorResponse },
      },
    },
    async (request) => popular.routes(request.body),
  );

  app.post(
    '/cms/popularLine',
    {
      schema: {
        tags: ['content'],
        summary: "Airlines' routes most booked over the last 90 days, with their weekly flights, filled from our schedules",
        body: PopularFlightRequest,
        response: { 200: PopularLineResponse, 400: ErrorResponse },
      },
    },
    async (request) => popular.lines(request.body),
  );

  app.get(
    '/trending/destination',
    {
      schema: {
        tags: ['content'],
        summary: 'Trending: flight destinations most searched and booked from an airport (30 days), or hotel cities whose searches grew most (7 days against the 7 before)',
        querystring: TrendingQuery,
        response: { 200: TrendingAnswer, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const { product, ...query } = request.query;
      return product === 'hotel' ? popular.hotelTrending(query) : flights.trending(query);
    },
  );
};
