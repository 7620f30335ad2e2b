import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  AdjustAllotmentRequest,
  AdjustDiscountRequest,
  AdjustFareRequest,
  AdjustRateRequest,
  AdjustSeatsRequest,
  FlightIdParams,
  FlightInventoryQuery,
  FlightNumberParams,
  HotelIdParams,
  InventoryRangeQuery,
  OpsFlightDateResponse,
  OpsFlightInventoryResponse,
  OpsFlightSchedulesResponse,
  OpsHotelInventoryResponse,
  OpsHotelsQuery,
  OpsHotelsResponse,
  OpsRoomNightsResponse,
  OpsRouteFaresResponse,
  RoomTypeIdParams,
} from '@thwa/domain/contracts/operations-inventory';
import type { ConsoleGuards } from '../console-guards.ts';
import { createAdjustAllotment } from './adjust-allotment.ts';
import { createAdjustDiscount } from './adjust-discount.ts';
import { createAdjustFare } from './adjust-fare.ts';
import { createAdjustRate } from './adjust-rate.ts';
import { createAdjustSeats } from './adjust-seats.ts';
import { findHotels } from './find-hotels.ts';
import type { InventoryDeps } from './inventory-deps.ts';
import { createViewFlightInventory } from './view-flight-inventory.ts';
import { createViewHotelInventory } from './view-hotel-inventory.ts';

export interface InventoryRoutesOptions extends InventoryDeps {
  console: ConsoleGuards;
}

const READ = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };
const WRITE = { ...READ, 409: ErrorResponse };

/**
 * The console's inventory (issue 20 item 4): views need `inventory.view`, adjustments
 * `inventory.adjust`; each use case is its own file.
 */
export const inventoryRoutes: FastifyPluginAsyncZod<InventoryRoutesOptions> = async (app, { console, ...deps }) => {
  const viewFlight = createViewFlightInventory(deps.repository);
  const viewHotel = createViewHotelInventory(deps.repository);
  const adjustSeats = createAdjustSeats(deps);
  const adjustDiscount = createAdjustDiscount(deps);
  const adjustFare = createAdjustFare(deps);
  const adjustAllotment = createAdjustAllotment(deps);
  const adjustRate = createAdjustRate(deps);
  const employee = (request: { console: { userId: string } | null; ip: string }) => ({ userId: request.console!.userId, address: request.ip });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/ops/inventory/flights',
    { preHandler: console.requireConsole('inventory.view'), schema: { tags: ['operations'], summary: 'Every weekly flight we sell from our own inventory, with its route', response: { 200: OpsFlightSchedulesResponse, ...READ } } },
    async () => ({ code: 200 as const, data: await deps.repository.schedules() }),
  );

  app.get(
    '/ops/inventory/flight-dates',
    {
      preHandler: console.requireConsole('inventory.view'),
      schema: { tags: ['operations'], summary: "A flight's seats on sale, held, sold and left per leg and cabin, and its discount, on each date it flies in a range of at most 31 days", querystring: FlightInventoryQuery, response: { 200: OpsFlightInventoryResponse, ...READ } },
    },
    async (request) => ({ code: 200 as const, data: await viewFlight(request.query.flightNumber, request.query.from, request.query.to) }),
  );

  app.post(
    '/ops/inventory/flight-dates/:flightId/seats',
    {
      preHandler: console.requireConsole('inventory.adjust'),
      schema: { tags: ['operations'], summary: 'Sets the seats on sale of one leg and cabin of a dated flight, never below those sold and held', params: FlightIdParams, body: AdjustSeatsRequest, response: { 200: OpsFlightDateResponse, ...WRITE } },
    },
    async (request) => ({ code: 200 as const, data: await adjustSeats(request.params.flightId, request.body, employee(request)) }),
  );

  app.post(
    '/ops/inventory/flight-dates/:flightId/discount',
    {
      preHandler: console.requireConsole('inventory.adjust'),
      schema: { tags: ['operations'], summary: "Sets a dated flight's fare discount off adult and child bases (0 to 90 %)", params: FlightIdParams, body: AdjustDiscountRequest, response: { 200: OpsFlightDateResponse, ...WRITE } },
    },
    async (request) => ({ code: 200 as const, data: await adjustDiscount(request.params.flightId, request.body.discountPct, employee(request)) }),
  );

  app.post(
    '/ops/inventory/flights/:flightNumber/fares',
    {
      preHandler: console.requireConsole('inventory.adjust'),
      schema: {
        tags: ['operations'],
        summary: "Refiles a flight number's fares of a cabin: the whole route's local adult base, every other fare of the cabin moved by the same proportion",
        params: FlightNumberParams,
        body: AdjustFareRequest,
        response: { 200: OpsRouteFaresResponse, ...WRITE },
      },
    },
    async (request) => ({ code: 200 as const, data: await adjustFare(request.params.flightNumber, request.body, employee(request)) }),
  );

  app.get(
    '/ops/inventory/hotels',
    { preHandler: console.requireConsole('inventory.view'), schema: { tags: ['operations'], summary: 'Our own hotels by id or name, at most 50', querystring: OpsHotelsQuery, response: { 200: OpsHotelsResponse, ...READ } } },
    async (request) => ({ code: 200 as const, data: findHotels(request.query.q) }),
  );

  app.get(
    '/ops/inventory/hotels/:hotelId',
    {
      preHandler: console.requireConsole('inventory.view'),
      schema: { tags: ['operations'], summary: "A hotel's allotments, rooms taken and rates per night for each room type, over at most 31 nights", params: HotelIdParams, querystring: InventoryRangeQuery, response: { 200: OpsHotelInventoryResponse, ...READ } },
    },
    async (request) => ({ code: 200 as const, data: await viewHotel(request.params.hotelId, request.query.from, request.query.to) }),
  );

  app.post(
    '/ops/inventory/room-types/:roomTypeId/allotment',
    {
      preHandler: console.requireConsole('inventory.adjust'),
      schema: { tags: ['operations'], summary: "Sets a room type's allotment on each night of a range (at most 31), never below the rooms held or sold", params: RoomTypeIdParams, body: AdjustAllotmentRequest, response: { 200: OpsRoomNightsResponse, ...WRITE } },
    },
    async (request) => ({ code: 200 as const, data: await adjustAllotment(request.params.roomTypeId, request.body, employee(request)) }),
  );

  app.post(
    '/ops/inventory/room-types/:roomTypeId/rate',
    {
      preHandler: console.requireConsole('inventory.adjust'),
      schema: {
        tags: ['operations'],
        summary: "Sets a room type's room-only price for local guests on each night of a range (at most 31); its other rates and foreigners' prices follow in proportion; null sells the calendar's price again",
        params: RoomTypeIdParams,
        body: AdjustRateRequest,
        response: { 200: OpsRoomNightsResponse, ...WRITE },
      },
    },
    async (request) => ({ code: 200 as const, data: await adjustRate(request.params.roomTypeId, request.body, employee(request)) }),
  );
};
