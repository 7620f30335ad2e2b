/**
 * Bus calls (issue 21, spec §3 product type 9), in the style of the flight calls: cities for the
 * search form (`GET /bus?q=`), the departures of a day (`POST /bus/v1/search`), a departure's seat map
 * with its boarding and dropping points (`POST /bus/v1/seatmap`), the chosen seats held for a
 * checkout (`POST /bus/v1/hold`) and read back (`POST /bus/v1/checkout`), and the order placed
 * (`POST /order/v1/bus/store`, its payload hybrid-encrypted like the flight store's). The rules behind
 * them are in bus/.
 */
import { z } from 'zod';
import { ContactForm, TravellerForm } from '../booking/form-schemas.ts';
import { GENDERS } from '../booking/travellers.ts';
import { BUS_CLASSES, BUS_CITY_CODES } from '../bus/bus-network.ts';
import { MAX_BUS_SEATS } from '../bus/bus-limits.ts';
import { Language } from './common.ts';
import { BUS_OPS_WEB_CALLS } from './bus-operations.ts';
import { CheckoutId, Instant, Money, OrderPlaced } from './order-common.ts';

const IsoDate = z.iso.date().describe('YYYY-MM-DD');
const LocalTime = z.string().describe("local Yangon 'YYYY-MM-DDTHH:mm'");
const CityCode = z.enum(BUS_CITY_CODES).describe('our three-letter code of a city buses serve');
const SeatNo = z.string().regex(/^\d{1,2}[A-Z]$/, "a seat such as '3B'");
export const BusNationality = z.enum(['local', 'foreign']).describe("the fare: a Myanmar citizen's or a foreigner's");
const DepartureId = z.number().int().positive().max(2 ** 53 - 1);

// ---------------------------------------------------------------- cities: GET /bus?q=

export const BusCitiesQuery = z.object({ q: z.string().max(50).default(''), language: Language.default('en') });
export const BusCityOption = z.object({ code: z.string(), name: z.string(), region: z.string() });
export const BusCitiesResponse = z.object({ code: z.literal(200), data: z.array(BusCityOption) }).meta({ id: 'BusCitiesResponse' });
export type BusCitiesResponse = z.infer<typeof BusCitiesResponse>;

// ---------------------------------------------------------------- search: POST /bus/v1/search

export const BusSearchRequest = z
  .object({
    from: CityCode,
    to: CityCode,
    date: IsoDate,
    passengers: z.number().int().min(1).max(MAX_BUS_SEATS),
    nationality: BusNationality.default('local'),
    language: Language.default('en'),
  })
  .meta({ id: 'BusSearchRequest' });
export type BusSearchRequest = z.infer<typeof BusSearchRequest>;

export const CancellationTierSchema = z.object({ moreThanHours: z.number().int(), refundPercent: z.number().int() });

const PointRef = z.object({ id: z.string(), name: z.string() });

/** One departure as the results list it. */
export const BusDeparture = z
  .object({
    departureId: DepartureId,
    serviceCode: z.string(),
    operator: z.object({ code: z.string(), name: z.string(), phone: z.string() }),
    busClass: z.enum(BUS_CLASSES),
    coachName: z.string(),
    amenities: z.array(z.string()),
    from: z.object({ city: z.string(), cityName: z.string(), station: PointRef }),
    to: z.object({ city: z.string(), cityName: z.string(), station: PointRef }),
    departureDate: IsoDate,
    departureTime: z.string().describe('HH:mm local'),
    arrival: LocalTime,
    durationMinutes: z.number().int(),
    fare: Money.describe('one seat, for the nationality asked'),
    localFare: Money,
    foreignFare: Money,
    seatsLeft: z.number().int(),
    refundable: z.boolean().describe('some of the fare comes back if cancelled now'),
    cancellation: z.array(CancellationTierSchema),
  })
  .meta({ id: 'BusDeparture' });
export type BusDeparture = z.infer<typeof BusDeparture>;

export const BusSearchResponse = z
  .object({ code: z.literal(200), data: z.object({ request: BusSearchRequest, departures: z.array(BusDeparture) }) })
  .meta({ id: 'BusSearchResponse' });
export type BusSearchResponse = z.infer<typeof BusSearchResponse>;

// ---------------------------------------------------------------- seat map: POST /bus/v1/seatmap

export const BusSeatMapRequest = z
  .object({
    departureId: DepartureId,
    nationality: BusNationality.default('local'),
    checkoutId: CheckoutId.optional().describe("the caller's own checkout: its seats show as 'mine'"),
    language: Language.default('en'),
  })
  .meta({ id: 'BusSeatMapRequest' });
export type BusSeatMapRequest = z.infer<typeof BusSeatMapRequest>;

export const BusPointOption = z.object({ id: z.string(), name: z.string(), address: z.string(), at: LocalTime.describe('when the coach is there') });
export type BusPointOption = z.infer<typeof BusPointOption>;

export const BusSeat = z.object({
  seatNo: z.string(),
  row: z.number().int(),
  column: z.number().int(),
  status: z.enum(['available', 'women', 'men', 'held', 'sold', 'mine']),
});
export type BusSeat = z.infer<typeof BusSeat>;

export const BusSeatMap = z.object({
  departure: BusDeparture,
  columns: z.array(z.string()).describe("the coach's seat letters left to right, '' for the aisle"),
  rows: z.number().int(),
  seats: z.array(BusSeat),
  boardingPoints: z.array(BusPointOption),
  droppingPoints: z.array(BusPointOption),
});
export type BusSeatMap = z.infer<typeof BusSeatMap>;
export const BusSeatMapResponse = z.object({ code: z.literal(200), data: BusSeatMap }).meta({ id: 'BusSeatMapResponse' });
export type BusSeatMapResponse = z.infer<typeof BusSeatMapResponse>;

// ---------------------------------------------------------------- hold: POST /bus/v1/hold

export const BusHoldRequest = z
  .object({
    departureId: DepartureId,
    seats: z
      .array(z.object({ seatNo: SeatNo, gender: z.enum(GENDERS) }))
      .min(1)
      .max(MAX_BUS_SEATS)
      .refine((seats) => new Set(seats.map((seat) => seat.seatNo)).size === seats.length, { message: 'each seat once' }),
    boardingPointId: z.string().max(12),
    droppingPointId: z.string().max(12),
    nationality: BusNationality.default('local'),
    checkoutId: CheckoutId.optional().describe('choosing again: the seats this checkout held are given back'),
    language: Language.default('en'),
  })
  .meta({ id: 'BusHoldRequest' });
export type BusHoldRequest = z.infer<typeof BusHoldRequest>;

/** A held checkout as the checkout page shows it. */
export const BusCheckout = z
  .object({
    checkoutId: CheckoutId,
    departure: BusDeparture,
    seats: z.array(z.object({ seatNo: z.string(), gender: z.enum(GENDERS) })),
    boarding: BusPointOption,
    dropping: BusPointOption,
    nationality: BusNationality,
    amount: Money.describe('every seat at the fare of the nationality chosen; the store prices each passenger by their own'),
    holdExpiresAt: Instant,
    spent: z.boolean().describe('an order was placed from it'),
  })
  .meta({ id: 'BusCheckout' });
export type BusCheckout = z.infer<typeof BusCheckout>;
export const BusCheckoutResponse = z.object({ code: z.literal(200), data: BusCheckout }).meta({ id: 'BusCheckoutResponse' });
export type BusCheckoutResponse = z.infer<typeof BusCheckoutResponse>;

export const BusCheckoutQuery = z.object({ checkoutId: CheckoutId, language: Language.default('en') }).meta({ id: 'BusCheckoutQuery' });

// ---------------------------------------------------------------- store: POST /order/v1/bus/store

/** Plain text of /order/v1/bus/store's `data`: one passenger per held seat, and the contact. */
export const BusStorePayload = z.object({
  checkoutId: CheckoutId,
  passengers: z.array(TravellerForm.extend({ seatNo: SeatNo })).min(1).max(MAX_BUS_SEATS),
  contact: ContactForm,
  language: Language.default('en').describe('the language of the tickets and e-mails'),
});
export type BusStorePayload = z.infer<typeof BusStorePayload>;
export const BusStoreResponse = z.object({ code: z.literal(200), data: OrderPlaced }).meta({ id: 'BusStoreResponse' });
export type BusStoreResponse = z.infer<typeof BusStoreResponse>;

/** The bookAgain of a bus trip (My trips): the same route for the same number of passengers. */
export const BusBookAgain = z.object({
  product: z.literal('bus'),
  from: z.string(),
  to: z.string(),
  passengers: z.number().int(),
  nationality: BusNationality,
  language: z.string(),
});
export type BusBookAgain = z.infer<typeof BusBookAgain>;

/** The calls the web makes of buses, by the contract of their successful answer (web-calls.ts WEB_CALLS, through products.ts). */
export const BUS_WEB_CALLS = {
  'GET /bus': BusCitiesResponse,
  'POST /bus/v1/search': BusSearchResponse,
  'POST /bus/v1/seatmap': BusSeatMapResponse,
  'POST /bus/v1/hold': BusCheckoutResponse,
  'POST /bus/v1/checkout': BusCheckoutResponse,
  'POST /order/v1/bus/store': BusStoreResponse,
  // The console's bus panel.
  ...BUS_OPS_WEB_CALLS,
} satisfies Record<string, z.ZodType>;
