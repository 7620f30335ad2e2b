import { data, redirect } from 'react-router';
import { TRIP_TYPES } from '@thwa/domain/constants';
import type {
  FlightSearchRequest,
  FlightSearchResponse,
  NumberOfFlightsRequest,
  NumberOfFlightsResponse,
} from '@thwa/domain/contracts/flights';
import type { ErrorResponse } from '@thwa/domain/contracts/common';
import { formatCalendarDate, formatWeekday } from '@thwa/domain/date-format';
import { yangonDate } from '@thwa/domain/dates';
import { flattenMoreFares, prepareFlightList, type FlightOffer } from '@thwa/domain/flights/flight-list';
import { parseFlightSearchParams, toFlightSearchQuery, type FlightSearch } from '@thwa/domain/flights/flight-search';
import type { Language } from '@thwa/domain/settings';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import { choicesFromQuery, readStoredChoices } from '../settings/settings.server.ts';
import { departSearchHref, returnSearchHref } from './flight-links.ts';
import type { DateStripDay, ListingData, ListingStep, SearchSummary } from './listing-data.ts';

/** Days on each side of the chosen date in the date strip: a week in all, which fits a phone's swipe. */
export const DATE_STRIP_DAYS = 3;

const ONE_WAY_PATH = '/flight/v4/makeRequest';
const ROUND_TRIP_PATH = '/api/v1/requestRoundTrip';
const NUMBER_OF_FLIGHTS_PATH = '/numberOfFlights';

interface ListingRequest {
  request: Request;
  api: ApiTransport;
  step: ListingStep;
  now?: Date;
}

function formatter(lang: Language, options: { weekday?: 'short'; day?: 'numeric'; month?: 'short'; year?: 'numeric' }) {
  // The shared formatter, not Intl: Node's and the browser's Myanmar date data differ, and one
  // formatter writes every page's dates alike (Myanmar digits, month and day names).
  if (options.weekday && !options.day) return (isoDate: string) => formatWeekday(isoDate, lang);
  return (isoDate: string) => formatCalendarDate(isoDate, lang, { weekday: Boolean(options.weekday), year: Boolean(options.year) });
}

function isErrorBody(body: unknown): body is Pick<ErrorResponse, 'code' | 'message'> & Partial<ErrorResponse> {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

const AIRPORT_FIELD = /(^|\.)(origin|destination)$/;

/**
 * Loads a listing page: reads the URL (spec §2), asks the api for flights (round trip →
 * requestRoundTrip) and the date strip, and prepares the list (spec §4). Never throws for anything a
 * visitor can put in a URL or the api can answer: each outcome is a state the page shows.
 */
export async function loadFlightListing({ request, api: transport, step, now = new Date() }: ListingRequest) {
  const url = new URL(request.url);
  const choices = { ...(await readStoredChoices(request)), ...choicesFromQuery(url) };
  const lang = choices.lang;
  const messages = messagesFor(lang);
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(messages, key, values);

  const parsed = parseFlightSearchParams(url.searchParams, now);
  if (!parsed.ok) {
    return data<ListingData>({ kind: 'invalid', title: t('flights.invalid.title'), problems: parsed.problems }, { status: 400 });
  }
  // Links carry the language and currency the visitor sees now (a cookie may differ from the URL).
  const search: FlightSearch = { ...parsed.search, language: lang, currency: choices.currency };
  const query = toFlightSearchQuery(search);

  const outwardId = url.searchParams.get('outward');
  if (step === 'return' && (search.tripType !== TRIP_TYPES.roundTrip || !outwardId || search.returnDate === undefined)) {
    // A return listing without a round trip and a chosen departure starts at the departures.
    throw redirect(departSearchHref(query));
  }

  const api = createApiClient(transport, lang);
  const longDate = formatter(lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const leg =
    step === 'depart'
      ? { origin: search.origin, destination: search.destination, date: search.departureDate }
      : { origin: search.destination, destination: search.origin, date: search.returnDate ?? search.departureDate };

  const summary = (cities: { originCity: string | null; destinationCity: string | null }): SearchSummary => ({
    step,
    tripType: search.tripType,
    ...leg,
    ...cities,
    dateLabel: longDate(leg.date),
    adult: search.adult,
    child: search.child,
    infant: search.infant,
    cabin: search.class,
    query,
  });
  const noCities = { originCity: null, destinationCity: null };
  const titleFor = (cities: { originCity: string | null; destinationCity: string | null }) =>
    t(step === 'depart' ? 'flights.meta.depart' : 'flights.meta.return', {
      from: cities.originCity ?? leg.origin,
      to: cities.destinationCity ?? leg.destination,
      date: longDate(leg.date),
    });

  const [found, days] = await Promise.all([
    searchFlights(api, search, choices.nationality),
    numberOfFlights(api, { ...leg, days: DATE_STRIP_DAYS, class: search.class, nationality: choices.nationality, adult: search.adult, child: search.child }),
  ]);

  const today = yangonDate(now);
  const dates = dateStrip(days, {
    step,
    search,
    today,
    selected: leg.date,
    outwardId,
    cacheKey: found.ok ? found.body.cacheKey : (url.searchParams.get('cacheKey') ?? ''),
    lang,
  });

  if (!found.ok) {
    return data<ListingData>(
      {
        kind: 'failed',
        title: titleFor(noCities),
        summary: summary(noCities),
        message: found.message ?? t('error.body'),
        airportNotFound: found.airportNotFound,
        dates,
      },
      { status: found.status },
    );
  }

  const routing = step === 'depart' ? found.body.routings.outward : found.body.routings.return;
  const list = prepareFlightList(routing);
  let outward = null;
  if (step === 'return') {
    const offer = findOffer(found.body.routings.outward, outwardId ?? '');
    if (!offer) {
      return data<ListingData>({ kind: 'outwardGone', title: titleFor(noCities), summary: summary(noCities) }, { status: 410 });
    }
    outward = { offer, dateLabel: longDate(search.departureDate), changeHref: departSearchHref(query) };
  }
  const cities = citiesOf(list.items[0] ?? outward?.offer, step === 'return' && !list.items[0]);
  return data<ListingData>({
    kind: 'results',
    title: titleFor(cities),
    summary: summary(cities),
    cacheKey: found.body.cacheKey,
    list,
    dates,
    outward,
  });
}

type SearchOutcome =
  | { ok: true; body: FlightSearchResponse }
  | { ok: false; status: number; message: string | null; airportNotFound: boolean };

async function searchFlights(api: ApiClient, search: FlightSearch, nationality: FlightSearchRequest['nationality']): Promise<SearchOutcome> {
  const body: FlightSearchRequest = {
    tripType: search.tripType,
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    ...(search.tripType === TRIP_TYPES.roundTrip && search.returnDate !== undefined ? { returnDate: search.returnDate } : {}),
    adult: search.adult,
    child: search.child,
    infant: search.infant,
    class: search.class,
    nationality,
    currency: search.currency,
    language: search.language,
  };
  try {
    const path = search.tripType === TRIP_TYPES.roundTrip ? ROUND_TRIP_PATH : ONE_WAY_PATH;
    const { status, body: answer } = await api.post<FlightSearchResponse | ErrorResponse>(path, body);
    // Spec §4: a list needs code 200; any other answer is the failed state, with the api's message.
    if (status === 200 && answer.code === 200 && 'routings' in answer) return { ok: true, body: answer };
    const error = isErrorBody(answer) ? answer : null;
    return {
      ok: false,
      status: status >= 400 ? status : 502,
      message: error?.message ?? null,
      airportNotFound: Boolean(error?.field && AIRPORT_FIELD.test(error.field)) || /AIRPORT/.test(error?.errorCode ?? ''),
    };
  } catch {
    // An answer that is not JSON, or no answer: the page says so and offers to try again.
    return { ok: false, status: 502, message: null, airportNotFound: false };
  }
}

type StripDay = NumberOfFlightsResponse['data'][number];

/** The date strip is a help, not the page: when it cannot be loaded the listing goes on without it. */
async function numberOfFlights(api: ApiClient, body: NumberOfFlightsRequest): Promise<StripDay[]> {
  try {
    const { status, body: answer } = await api.post<NumberOfFlightsResponse>(NUMBER_OF_FLIGHTS_PATH, body);
    return status === 200 && answer.code === 200 ? answer.data : [];
  } catch {
    return [];
  }
}

function dateStrip(
  days: readonly StripDay[],
  context: {
    step: ListingStep;
    search: FlightSearch;
    today: string;
    selected: string;
    outwardId: string | null;
    cacheKey: string;
    lang: Language;
  },
): DateStripDay[] {
  const { step, search, today } = context;
  const weekday = formatter(context.lang, { weekday: 'short' });
  const dayLabel = formatter(context.lang, { day: 'numeric', month: 'short' });
  return days.map((day) => {
    // Dates compare as text. A departure cannot move past the return, nor a return before the departure.
    const searchable =
      day.date >= today &&
      (step === 'depart'
        ? search.returnDate === undefined || day.date <= search.returnDate
        : day.date >= search.departureDate);
    let href: string | null = null;
    if (searchable && step === 'depart') href = departSearchHref(toFlightSearchQuery({ ...search, departureDate: day.date }));
    if (searchable && step === 'return') {
      href = returnSearchHref({
        outward: context.outwardId ?? '',
        cacheKey: context.cacheKey,
        query: toFlightSearchQuery({ ...search, returnDate: day.date }),
      });
    }
    return {
      date: day.date,
      weekday: weekday(day.date),
      dayLabel: dayLabel(day.date),
      numberOfFlights: day.numberOfFlights,
      lowestFare: day.lowestFare,
      href: day.date === context.selected ? null : href,
      selected: day.date === context.selected,
    };
  });
}

/** An offer of a routing by id, moreFares included (the customer may have picked any fare). */
function findOffer(routing: FlightSearchResponse['routings']['outward'], offerId: string): FlightOffer | null {
  return flattenMoreFares(routing).find((offer) => offer.offerId === offerId) ?? null;
}

/** City names from a result: its first departure and last arrival (reversed for an outward shown on the return step). */
function citiesOf(offer: FlightOffer | undefined, reversed: boolean) {
  if (!offer) return { originCity: null, destinationCity: null };
  const first = offer.route[0];
  const last = offer.route[offer.route.length - 1];
  const from = first?.departure.airportCity ?? null;
  const to = last?.arrival.airportCity ?? null;
  return reversed ? { originCity: to, destinationCity: from } : { originCity: from, destinationCity: to };
}
