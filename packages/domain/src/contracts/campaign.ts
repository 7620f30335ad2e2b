import { z } from 'zod';
import { Language } from './common.ts';

/**
 * Campaigns (spec §3 "Campaign: list, status, error"; §7 `POST /campaign/{slug}`: "payload is the
 * request object including slug; response is the campaign data"). The page keeps `{ list, status,
 * error }` with the campaign statuses of spec §4; the call answers the campaign's data, whose `list`
 * is what the page lists. Issue 22 item 3's timetable is the first campaign served.
 */

/** Spec §4 campaign status (not the feeds' 'success': the spec names this one 'successful'). */
export const CAMPAIGN_STATUSES = ['idle', 'loading', 'successful', 'failed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The timetable of our domestic flights by route and weekday (spec §2 `/campaign/flights-information-and-schedule`). */
export const FLIGHT_TIMETABLE_SLUG = 'flights-information-and-schedule';
export const CAMPAIGN_SLUGS = [FLIGHT_TIMETABLE_SLUG] as const;

const Slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'a campaign slug');
const AirportCode = z.string().regex(/^[A-Z]{3}$/, 'a three-letter airport code');

export const CampaignParams = z.object({ slug: Slug });

/** The request object, including its slug, which must be the path's. */
export const CampaignRequest = z
  .object({
    slug: Slug,
    language: Language.default('en'),
    /** The timetable: only the routes from this airport (the page's filter); a deals campaign ignores it. */
    origin: AirportCode.optional(),
  })
  .strict();
export type CampaignRequest = z.input<typeof CampaignRequest>;
export type CampaignRequestData = z.infer<typeof CampaignRequest>;

export const TimetableAirport = z.object({
  code: AirportCode,
  city: z.string().describe('The city, in the asked language.'),
  name: z.string().describe('The airport, in the asked language.'),
});
export type TimetableAirport = z.infer<typeof TimetableAirport>;

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const TimetableFlight = z.object({
  flightNumber: z.string(),
  airline: z.object({ code: z.string(), name: z.string().describe('In the asked language.') }),
  departureTime: Clock.describe('Local time at the origin, HH:mm.'),
  arrivalTime: Clock.describe('Local time at the destination, HH:mm.'),
  arrivalDayOffset: z.number().int().min(0).describe('1 when it lands the day after it leaves.'),
  durationMinutes: z.number().int().positive(),
  via: z.array(AirportCode).describe('Airports it stops at on the way.'),
  weekdays: z.array(z.number().int().min(1).max(7)).describe('ISO weekdays it departs the origin: 1 Monday ... 7 Sunday.'),
  offline: z.boolean().describe('Booked through our team (spec offline flow).'),
});
export type TimetableFlight = z.infer<typeof TimetableFlight>;

export const TimetableRoute = z.object({ origin: TimetableAirport, destination: TimetableAirport, flights: z.array(TimetableFlight) });
export type TimetableRoute = z.infer<typeof TimetableRoute>;

export const FlightTimetableCampaign = z.object({
  slug: z.literal(FLIGHT_TIMETABLE_SLUG),
  kind: z.literal('flight-timetable'),
  language: Language,
  /** The routes, by origin city then destination city in the asked language. */
  list: z.array(TimetableRoute),
  /** Every origin of the timetable, for the filter, whatever `origin` asked. */
  origins: z.array(TimetableAirport),
  origin: AirportCode.nullable().describe('The origin asked, or null for every route.'),
});
export type FlightTimetableCampaign = z.infer<typeof FlightTimetableCampaign>;

/** One route of a deals campaign: its lowest fare on the campaign's travel dates, and the flight of it. */
export const CampaignDeal = z.object({
  origin: TimetableAirport,
  destination: TimetableAirport,
  /** One adult, economy, one way, as the listing sells it (MMK), before the campaign's promo code. */
  price: z.number().int().positive(),
  departureDate: z.iso.date().describe('The departure date of that fare (YYYY-MM-DD, local).'),
  flightNumber: z.string(),
  airline: z.object({ code: z.string(), name: z.string().describe('In the asked language.') }),
});
export type CampaignDeal = z.infer<typeof CampaignDeal>;

/** The promotion a campaign gives, as the payment page will apply it (its own rules decide there). */
export const CampaignPromotion = z.object({
  code: z.string(),
  description: z.string().describe('In the asked language.'),
  validTo: z.iso.datetime({ offset: true }),
});

/** A deals campaign (decision 042): its routes' lowest fares on its dates, cheapest first, and its promo code. */
export const DealsCampaign = z.object({
  slug: Slug,
  kind: z.literal('deals'),
  language: Language,
  title: z.string(),
  lead: z.string(),
  promotion: CampaignPromotion.nullable().describe('Null when it gives none, or its promotion has ended.'),
  travelFrom: z.iso.date(),
  travelUntil: z.iso.date(),
  showsUntil: z.iso.datetime({ offset: true }),
  /** Routes with a seat on sale on the travel dates; a route sold out on all of them is left out. */
  list: z.array(CampaignDeal),
});
export type DealsCampaign = z.infer<typeof DealsCampaign>;

export const CampaignResponse = z
  .object({ code: z.literal(200), data: z.discriminatedUnion('kind', [FlightTimetableCampaign, DealsCampaign]) })
  .meta({ id: 'CampaignResponse' });
export type CampaignResponse = z.infer<typeof CampaignResponse>;
