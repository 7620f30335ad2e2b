/**
 * The console's bus panel (issue 21, decision 032's guards): a day's coach departures with their seats,
 * and one departure's manifest, both behind `inventory.view`. Every call needs the access token and
 * the console-session header (contracts/operations.ts) and is answered `cache-control: no-store`.
 */
import { z } from 'zod';
import { GENDERS } from '../booking/travellers.ts';
import { BUS_CITY_CODES, BUS_CLASSES } from '../bus/bus-network.ts';

const IsoDate = z.iso.date().describe('YYYY-MM-DD');
const LocalTime = z.string().describe("local Yangon 'YYYY-MM-DDTHH:mm'");
const Instant = z.iso.datetime({ offset: true });
const CityCode = z.enum(BUS_CITY_CODES).describe('our three-letter code of a city buses serve');

/** At most this many departures a day are listed (the whole network runs fewer). */
export const OPS_BUS_DEPARTURES_MAX = 300;

export const OpsBusDeparturesQuery = z.object({
  date: IsoDate.describe('the local date the coaches leave'),
  from: CityCode.optional(),
  to: CityCode.optional(),
});
export type OpsBusDeparturesQuery = z.infer<typeof OpsBusDeparturesQuery>;

export const OpsBusDepartureParams = z.object({ departureId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const Named = z.object({ code: z.string(), nameEn: z.string(), nameMy: z.string() });

/** A departure as the panel lists it: what it is and how its seats stand now. */
export const OpsBusDeparture = z
  .object({
    departureId: z.number().int().positive(),
    serviceCode: z.string(),
    serviceDate: IsoDate,
    /** Local 'HH:mm' it leaves the first station of `from`. */
    departureTime: z.string(),
    arrival: LocalTime,
    operator: Named.extend({ phone: z.string() }),
    coach: Named.extend({ busClass: z.enum(BUS_CLASSES) }),
    from: Named,
    to: Named,
    capacity: z.number().int(),
    /** Seats the operator's own counters sold. */
    counterSold: z.number().int(),
    /** Seats bought through us (paid and confirmed). */
    sold: z.number().int(),
    /** Seats held through us and not yet bought: by an order awaiting payment or a checkout whose hold has not ended. */
    held: z.number().int(),
    seatsLeft: z.number().int(),
  })
  .meta({ id: 'OpsBusDeparture' });
export type OpsBusDeparture = z.infer<typeof OpsBusDeparture>;

export const OpsBusDeparturesResponse = z
  .object({ code: z.literal(200), data: z.array(OpsBusDeparture).describe(`by departure time, at most ${OPS_BUS_DEPARTURES_MAX}`) })
  .meta({ id: 'OpsBusDeparturesResponse' });
export type OpsBusDeparturesResponse = z.infer<typeof OpsBusDeparturesResponse>;

export const OPS_BUS_SEAT_STATUSES = ['free', 'counter', 'held', 'sold'] as const;
export type OpsBusSeatStatus = (typeof OPS_BUS_SEAT_STATUSES)[number];

const OpsBusStop = z.object({ pointId: z.string(), nameEn: z.string(), nameMy: z.string(), at: LocalTime });

/** One seat of the coach and who has it. */
export const OpsBusSeat = z
  .object({
    seatNo: z.string(),
    /** From 1, front to back. */
    row: z.number().int(),
    /** Index in the layout's columns (the aisle is a column of its own). */
    column: z.number().int(),
    status: z.enum(OPS_BUS_SEAT_STATUSES),
    gender: z.enum(GENDERS).nullable(),
    /** A checkout's hold not yet an order: when it ends. */
    heldUntil: Instant.nullable(),
    order: z
      .object({
        orderId: z.string(),
        orderStatus: z.string(),
        paymentStatus: z.string(),
        /** The booking's contact phone, '+95 9…'. */
        contactPhone: z.string(),
      })
      .nullable(),
    /** As stored in the order's trip (a deleted account's passengers are the forgotten placeholder). */
    passenger: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    boarding: OpsBusStop.nullable(),
    dropping: OpsBusStop.nullable(),
  })
  .meta({ id: 'OpsBusSeat' });
export type OpsBusSeat = z.infer<typeof OpsBusSeat>;

export const OpsBusManifest = z.object({
  departure: OpsBusDeparture,
  /** The coach's seat plan: its rows and its columns' letters, '' for the aisle. */
  layout: z.object({ rows: z.number().int(), columns: z.array(z.string()) }),
  /** Every seat of the coach, by row then column. */
  seats: z.array(OpsBusSeat),
});
export type OpsBusManifest = z.infer<typeof OpsBusManifest>;

export const OpsBusManifestResponse = z.object({ code: z.literal(200), data: OpsBusManifest }).meta({ id: 'OpsBusManifestResponse' });
export type OpsBusManifestResponse = z.infer<typeof OpsBusManifestResponse>;

/** The panel's calls as the web makes them (contracts/bus.ts adds them to BUS_WEB_CALLS). */
export const BUS_OPS_WEB_CALLS = {
  'GET /ops/bus/departures': OpsBusDeparturesResponse,
  'GET /ops/bus/departures/{departureId}': OpsBusManifestResponse,
} satisfies Record<string, z.ZodType>;
