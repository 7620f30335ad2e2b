import { randomBytes } from 'node:crypto';
import { FLIGHT_SEARCH_TTL_MINUTES } from '@thwa/domain/constants';
import type {
  AirportSearchResponse,
  FlightResultItem,
  FlightSearchRequest,
  FlightSearchResponse,
  FlightSourcesResponse,
  NumberOfFlightsRequest,
  NumberOfFlightsResponse,
  TrendingResponse,
} from '@thwa/domain/contracts/flights';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { seatsNeeded } from '@thwa/domain/flights/seat-availability';
import { flightArea } from '@thwa/domain/flights/flight-search';
import { listingDaySummary } from '@thwa/domain/flights/flight-list';
import { AppError } from '../../plugins/errors.ts';
import { SOURCE_TIMEOUT_MS, askCalendar, askSources, probeSource, type AskOptions } from '../../partners/flight-sources/ask-sources.ts';
import type { FlightSource } from '../../partners/flight-sources/flight-source.ts';
import { createInventorySource } from '../../partners/flight-sources/inventory-source.ts';
import type { InventoryRepository } from '../../partners/flight-sources/inventory.repository.ts';
import { GDS_CONSOLIDATOR, LOW_COST_AGGREGATOR, createSandboxSource } from '../../partners/flight-sources/sandbox-source.ts';
import { createSourceHealth, type SourceStatus } from '../../partners/flight-sources/source-health.ts';
import { searchAirports } from './airport-search.ts';
import type { AirlineRow, AirportRow, FlightsRepository } from './flights.repository.ts';
import { listedInventoryOf, seatChanges, withSeatChanges, type ListedInventory } from './listed-seats.ts';
import { mergeOffers, offerIdOf, type DisplayNames } from './merge-offers.ts';
import { adultPrice } from '../../partners/flight-sources/itineraries.ts';
import type { SourceOffer } from '../../partners/flight-sources/flight-source.ts';
import { createRouteCounter } from './route-counter.ts';
import { checkBookableDate, checkReturnDate, checkRoute, checkTravellers, lastBookableDate } from './search-rules.ts';
import { createSessionStore, requestKeyOf, type SearchedRequest, type Session } from './search-sessions.ts';

/** Online sales of a flight close this long before it leaves; later flights are not offered. */
export const BOOKING_LEAD_MINUTES = 120;
/** Trending destinations: counts over this many days; a destination needs this many to trend. */
export const TRENDING_DAYS = 30;
export const TRENDING_MIN_COUNT = 3;
/** The sources page pings a source whose last answer is older than this. */
const PROBE_AFTER_MS = 60_000;
/** Airports and airlines change rarely: they are read again this often. */
const REFERENCE_REFRESH_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
const CACHE_KEY = /^[A-Za-z0-9_-]{16,64}$/;
/**
 * The date strip (POST /numberOfFlights) asks every source for the whole range in one call each (a
 * source's own calendar; a source without one, a search per day), merges each day exactly as the
 * listing merges a search, and keeps a complete answer this long. Why not a full search per day: a
 * partner's search costs 150-900 ms and one of its few sessions, seven times over for every page; its
 * calendar costs one short call (20-80 ms). Why a minute: every listing page of a route asks for its
 * strip, and a minute-old count is close enough for a help that leads to the live list. An answer
 * missing a source (it failed or was late, within the same time-out a search allows it) is not kept,
 * so the next page asks again.
 */
const DATE_STRIP_CACHE_MS = 60_000;
const DATE_STRIP_CACHE_SIZE = 5_000;

export interface FlightsLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface FlightsServiceOptions {
  repository: FlightsRepository;
  inventory: InventoryRepository;
  /** The sources a search asks; a function receives the standard ones (S1 inventory, S2 and S3 sandboxes). */
  sources?: FlightSource[] | ((standard: FlightSource[]) => FlightSource[]);
  /** Whether the standard sources include the S2 and S3 sandboxes (config SANDBOX_SOURCES); default yes. */
  sandboxSources?: boolean;
  now?: () => Date;
  sourceTimeoutMs?: number;
  log?: FlightsLog;
}

interface Reference {
  airports: Map<string, AirportRow>;
  airlines: Map<string, AirlineRow>;
  airportList: AirportRow[];
}

/** The date strip's days, and whether every source answered for them. */
interface DateStrip {
  data: NumberOfFlightsResponse['data'];
  complete: boolean;
}

export interface SearchOffer {
  cacheKey: string;
  expiresAt: Date;
  request: SearchedRequest;
  direction: 'outward' | 'return';
  offer: Omit<FlightResultItem, 'moreFares'>;
}

/** An offer of a session asked again of its source: what the listing showed and what is sold now. */
export interface RecheckedOffer extends SearchOffer {
  /** The source's offer as it stands now, with the instants and fares a hold needs. */
  fresh: SourceOffer;
  /** `fresh` as the listing would show it (same offerId). */
  item: Omit<FlightResultItem, 'moreFares'>;
  area: 'domestic' | 'international';
  listedAdultPrice: number;
  adultPrice: number;
}

export function createFlightsService(options: FlightsServiceOptions) {
  const { repository } = options;
  const now = options.now ?? (() => new Date());
  const log: FlightsLog = options.log ?? { warn: () => {}, error: () => {} };

  let reference: Reference | undefined;
  let loadedAt = 0;
  let loading: Promise<Reference> | undefined;
  function loadReference(): Promise<Reference> {
    loading ??= Promise.all([repository.listAirports(), repository.listAirlines()])
      .then(([airportRows, airlineRows]) => {
        reference = {
          airports: new Map(airportRows.map((row) => [row.code, row])),
          airlines: new Map(airlineRows.map((row) => [row.code, row])),
          airportList: airportRows,
        };
        loadedAt = Date.now();
        return reference;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }
  /** Airports and airlines from memory; refreshed in the background once stale. */
  async function referenceData(): Promise<Reference> {
    if (!reference) return loadReference();
    if (Date.now() - loadedAt > REFERENCE_REFRESH_MS) loadReference().catch((error: unknown) => log.error({ err: error }, 'reloading airports failed'));
    return reference;
  }

  /** The sources' airport directory: coordinates and time zones, as reference data any partner has. */
  const directory = async () => (await referenceData()).airports;
  const inventory = createInventorySource(options.inventory, directory);
  const sandboxes = options.sandboxSources === false ? [] : [createSandboxSource(GDS_CONSOLIDATOR, directory), createSandboxSource(LOW_COST_AGGREGATOR, directory)];
  const standard: FlightSource[] = [inventory, ...sandboxes];
  const sources = typeof options.sources === 'function' ? options.sources(standard) : (options.sources ?? standard);
  const health = createSourceHealth();
  const askOptions: AskOptions = { timeoutMs: options.sourceTimeoutMs ?? SOURCE_TIMEOUT_MS, health, now };
  const sessions = createSessionStore(repository);
  const counter = createRouteCounter(repository, (error) => log.error({ err: error }, 'writing route counts failed'));
  const running = new Map<string, Promise<Session>>();
  // Our inventory's offers in a session's answer, read once per session on this node: a reused answer
  // is then looked up without parsing it, and sent as stored when no seat changed. Weak, so it goes
  // when the session store lets the session go.
  const listedInventories = new WeakMap<Session, ListedInventory>();
  const dateStrips = new Map<string, { expiresAt: number; answer: Promise<DateStrip> }>();

  // Expired sessions leave this node's memory here; PostgreSQL's copies are deleted in batches by the
  // housekeeping job (features/housekeeping), once for every node.
  const sweeper = setInterval(() => sessions.sweep(now().getTime()), SWEEP_EVERY_MS);
  sweeper.unref();

  function displayNames(ref: Reference, language: 'en' | 'mm'): DisplayNames {
    const mm = language === 'mm';
    return {
      airportCity: (code) => {
        const airport = ref.airports.get(code);
        return airport && (mm ? airport.cityMy : airport.cityEn);
      },
      airlineName: (code) => {
        const airline = ref.airlines.get(code);
        return airline && (mm ? airline.nameMy : airline.nameEn);
      },
    };
  }

  function worst(statuses: SourceStatus[]): SourceStatus {
    return statuses.find((status) => status === 'timeout') ?? statuses.find((status) => status === 'error') ?? 'ok';
  }

  async function runSearch(request: SearchedRequest, requestKey: string, ref: Reference): Promise<Session> {
    const departAfter = now().getTime() + BOOKING_LEAD_MINUTES * 60_000;
    const directions = [{ origin: request.origin, destination: request.destination, date: request.departureDate }];
    if (request.returnDate) directions.push({ origin: request.destination, destination: request.origin, date: request.returnDate });
    const answers = await Promise.all(
      directions.map((direction) =>
        askSources(
          sources,
          {
            origin: direction.origin,
            destination: direction.destination,
            departureDate: direction.date,
            adult: request.adult,
            child: request.child,
            infant: request.infant,
            nationality: request.nationality,
            cabin: request.class,
            departAfter,
          },
          askOptions,
        ),
      ),
    );
    for (const answer of answers.flat()) {
      if (answer.status === 'ok') continue;
      const details = { source: answer.alias, status: answer.status, err: answer.error, latencyMs: Math.round(answer.latencyMs) };
      // A partner may be down; our own inventory missing from an answer is our fault, and loses our own sales.
      if (sources.find((source) => source.alias === answer.alias)?.kind === 'inventory') log.error(details, 'our own inventory is missing from a search answer');
      else log.warn(details, 'flight source answered without results');
    }
    const mergeOptions = { cabin: request.class, names: displayNames(ref, request.language), departAfter, sourceOrder: sources.map((source) => source.alias) };
    const [outward = [], back = []] = answers.map((answer) => mergeOffers(answer.flatMap((one) => one.offers), mergeOptions));
    const perSource = sources.map((source, index) => {
      const mine = answers.map((answer) => answer[index]!);
      return { alias: source.alias, status: worst(mine.map((one) => one.status)), results: mine.reduce((sum, one) => sum + one.offers.length, 0) };
    });

    const createdAt = now().getTime();
    const expiresAt = createdAt + FLIGHT_SEARCH_TTL_MINUTES * 60_000;
    const cacheKey = randomBytes(24).toString('base64url');
    const response: FlightSearchResponse = {
      code: 200,
      cacheKey,
      expiresAt: new Date(expiresAt).toISOString(),
      flightType: flightArea(ref.airports.get(request.origin)!.countryCode, ref.airports.get(request.destination)!.countryCode),
      routings: { outward, return: back },
      sources: perSource,
    };
    const session: Session = {
      cacheKey,
      requestKey,
      request,
      json: JSON.stringify(response),
      complete: perSource.every((source) => source.status === 'ok'),
      createdAt,
      expiresAt,
    };
    await sessions.save(session, response);
    return session;
  }

  /**
   * A session's answer as it is served again: our own inventory's offers held to the seats of now,
   * in one query for all of them (offers it made minutes ago may since have lost their seats to
   * orders, issue 19), by the rule a fresh search applies (domain seat-availability.ts). Partners'
   * offers are served as they answered. The stored session stays as it was: verification compares
   * with the offer as first listed.
   */
  async function withSeatsOfNow(session: Session): Promise<string> {
    let listed = listedInventories.get(session);
    if (!listed) {
      listed = listedInventoryOf(JSON.parse(session.json) as FlightSearchResponse, inventory.alias);
      listedInventories.set(session, listed);
    }
    if (listed.offers.length === 0) return session.json;
    const changes = seatChanges(listed, await inventory.listedLegSeats(listed.legs), seatsNeeded(session.request));
    return changes ? JSON.stringify(withSeatChanges(JSON.parse(session.json) as FlightSearchResponse, changes)) : session.json;
  }

  /**
   * A search's answer as JSON text: a fresh session of every source's offers, or a recent identical
   * search's session (search-sessions.ts) with our inventory's seats of now. Identical searches
   * arriving together share one round of questions to the sources. Bad input throws before anything
   * is counted or stored.
   */
  async function search(body: FlightSearchRequest, kind: 'one-way' | 'round-trip'): Promise<string> {
    const ref = await referenceData();
    const today = yangonDate(now());
    if (body.tripType !== (kind === 'one-way' ? 1 : 2)) throw new AppError('VALIDATION_FAILED', 'body.tripType');
    checkRoute(body.origin, body.destination, (code) => ref.airports.has(code));
    checkBookableDate(body.departureDate, today, 'body.departureDate');
    if (kind === 'round-trip') checkReturnDate(body.departureDate, body.returnDate, today);
    checkTravellers(body);

    const request: SearchedRequest = {
      tripType: body.tripType,
      origin: body.origin,
      destination: body.destination,
      departureDate: body.departureDate,
      // A one-way search has no return: a returnDate sent with it is ignored.
      ...(kind === 'round-trip' ? { returnDate: body.returnDate } : {}),
      adult: body.adult,
      child: body.child,
      infant: body.infant,
      class: body.class,
      nationality: body.nationality,
      language: body.language,
    };
    counter.search({ day: today, origin: request.origin, destination: request.destination });
    const requestKey = requestKeyOf(request);
    const reused = await sessions.reusable(requestKey, now().getTime());
    if (reused) return withSeatsOfNow(reused);
    let round = running.get(requestKey);
    if (!round) {
      // An identical search may have finished its round while this one was looking in PostgreSQL.
      const justMade = sessions.known(requestKey, now().getTime());
      if (justMade) return withSeatsOfNow(justMade);
      round = runSearch(request, requestKey, ref).finally(() => running.delete(requestKey));
      running.set(requestKey, round);
    }
    return (await round).json;
  }

  async function dateStrip(
    ref: Reference,
    body: NumberOfFlightsRequest,
    range: { first: string; last: string; from: string; to: string },
    at: number,
  ): Promise<DateStrip> {
    const departAfter = at + BOOKING_LEAD_MINUTES * 60_000;
    const byDate = new Map<string, SourceOffer[]>();
    let complete = true;
    if (range.from <= range.to) {
      const query = {
        origin: body.origin,
        destination: body.destination,
        from: range.from,
        to: range.to,
        adult: body.adult,
        child: body.child,
        infant: 0,
        nationality: body.nationality,
        cabin: body.class,
        departAfter,
      };
      const answers = await Promise.all(sources.map((source) => askCalendar(source, query, askOptions.timeoutMs)));
      complete = answers.every((answer) => answer.complete);
      for (const offer of answers.flatMap((answer) => answer.offers)) {
        // The search of a day asks for flights whose first departure is on that local date.
        const date = offer.legs[0]?.departureLocal.slice(0, 10);
        if (date) byDate.set(date, [...(byDate.get(date) ?? []), offer]);
      }
    }
    const mergeOptions = { cabin: body.class, names: displayNames(ref, 'en'), departAfter, sourceOrder: sources.map((source) => source.alias) };
    const data: NumberOfFlightsResponse['data'] = [];
    for (let date = range.first; date <= range.last; date = addDays(date, 1)) {
      const day = listingDaySummary(mergeOffers(byDate.get(date) ?? [], mergeOptions));
      data.push({ date, numberOfFlights: day.numberOfFlights, lowestFare: day.lowestFare });
    }
    return { data, complete };
  }

  /**
   * One offer of a search session, for the booking steps (verify): the item or one of its moreFares.
   * @throws AppError SESSION_TIMED_OUT when the session is unknown or older than 20 minutes,
   *         FLIGHT_UNAVAILABLE when the session holds no such offer.
   */
  async function findSearchOffer(cacheKey: string, offerId: string): Promise<SearchOffer> {
    const session = CACHE_KEY.test(cacheKey) ? await sessions.find(cacheKey) : undefined;
    if (!session || session.expiresAt <= now().getTime()) throw new AppError('SESSION_TIMED_OUT');
    const response = JSON.parse(session.json) as FlightSearchResponse;
    for (const direction of ['outward', 'return'] as const) {
      for (const { moreFares, ...item } of response.routings[direction]) {
        const offer = item.offerId === offerId ? item : moreFares?.find((fare) => fare.offerId === offerId);
        if (offer) return { cacheKey, expiresAt: new Date(session.expiresAt), request: session.request, direction, offer };
      }
    }
    throw new AppError('FLIGHT_UNAVAILABLE');
  }

  return {
    /** Airport cities and airline names in `language`, for showing a flight sold in the other one. */
    async names(language: 'en' | 'mm'): Promise<DisplayNames> {
      return displayNames(await referenceData(), language);
    },

    async autocomplete(query: string, language: 'en' | 'mm'): Promise<AirportSearchResponse> {
      const ref = await referenceData();
      return { code: 200, data: searchAirports(ref.airportList, query, language) };
    },

    /**
     * Destinations most searched and booked from `origin` over the last 30 days; when fewer than
     * `limit` have enough counts, the seeded featured destinations fill the list.
     */
    async trending(query: { origin: string; language: 'en' | 'mm'; limit: number }): Promise<TrendingResponse> {
      const ref = await referenceData();
      const origin = ref.airports.get(query.origin);
      if (!origin) throw new AppError('AIRPORT_NOT_FOUND', 'querystring.origin');
      await counter.flush();
      const today = yangonDate(now());
      const counts = await repository.destinationCounts(query.origin, addDays(today, -(TRENDING_DAYS - 1)), today);
      const countOf = new Map(counts.map((row) => [row.destination, row.total]));
      const trending = counts.filter((row) => row.total >= TRENDING_MIN_COUNT && row.destination !== origin.code).map((row) => row.destination);
      const featured = ref.airportList
        .filter((airport) => airport.featuredRank !== null && airport.code !== origin.code && !trending.includes(airport.code))
        .sort((a, b) => a.featuredRank! - b.featuredRank!)
        .map((airport) => airport.code);
      const mm = query.language === 'mm';
      const data = [...trending, ...featured]
        .flatMap((code) => ref.airports.get(code) ?? [])
        .slice(0, query.limit)
        .map((airport) => ({
          airportCode: airport.code,
          airportCity: mm ? airport.cityMy : airport.cityEn,
          airportName: mm ? airport.nameMy : airport.nameEn,
          countryName: mm ? airport.countryNameMy : airport.countryNameEn,
          countryCode: airport.countryCode,
          area: flightArea(origin.countryCode, airport.countryCode),
          searches: countOf.get(airport.code) ?? 0,
        }));
      return { code: 200, data };
    },

    searchOneWay: (body: FlightSearchRequest) => search(body, 'one-way'),
    searchRoundTrip: (body: FlightSearchRequest) => search(body, 'round-trip'),

    /**
     * The listing's date strip: per day around `date`, the number of items that day's listing shows
     * and the lowest adult price among them: every source, the cabin and party asked for, merged as
     * a search merges them (DATE_STRIP_CACHE_MS says how the work is bounded).
     */
    async numberOfFlights(body: NumberOfFlightsRequest): Promise<NumberOfFlightsResponse> {
      const ref = await referenceData();
      const at = now();
      const today = yangonDate(at);
      checkRoute(body.origin, body.destination, (code) => ref.airports.has(code));
      checkBookableDate(body.date, today, 'body.date');
      const first = addDays(body.date, -body.days);
      const last = addDays(body.date, body.days);
      const from = first < today ? today : first;
      const to = last > lastBookableDate(today) ? lastBookableDate(today) : last;
      const key = [body.origin, body.destination, first, last, from, to, body.class, body.nationality, body.adult, body.child].join('|');
      let cached = dateStrips.get(key);
      if (!cached || cached.expiresAt <= at.getTime()) {
        // Identical strips asked together share one round of questions.
        const round = { expiresAt: at.getTime() + DATE_STRIP_CACHE_MS, answer: dateStrip(ref, body, { first, last, from, to }, at.getTime()) };
        cached = round;
        dateStrips.delete(key);
        dateStrips.set(key, round);
        if (dateStrips.size > DATE_STRIP_CACHE_SIZE) dateStrips.delete(dateStrips.keys().next().value!);
        const forget = () => {
          if (dateStrips.get(key) === round) dateStrips.delete(key);
        };
        round.answer.then((strip) => strip.complete || forget(), forget);
      }
      return { code: 200, data: (await cached.answer).data };
    },

    /** Every source with its alias and whether it answers; one not heard from lately is pinged first. */
    async sources(): Promise<FlightSourcesResponse> {
      const at = now().getTime();
      await Promise.all(
        sources.map(async (source) => {
          const last = health.get(source.alias);
          if (!last || at - last.checkedAt.getTime() > PROBE_AFTER_MS) await probeSource(source, askOptions);
        }),
      );
      return {
        code: 200,
        data: sources.map((source) => {
          const last = health.get(source.alias);
          return {
            alias: source.alias,
            name: source.name,
            kind: source.kind,
            answering: last?.status === 'ok',
            lastLatencyMs: last ? last.latencyMs : null,
            lastCheckedAt: last ? last.checkedAt.toISOString() : null,
          };
        }),
      };
    },

    /**
     * One offer of a search session, for the booking steps (verify): the item or one of its moreFares.
     * @throws AppError SESSION_TIMED_OUT when the session is unknown or older than 20 minutes,
     *         FLIGHT_UNAVAILABLE when the session holds no such offer.
     */
    getSearchOffer: findSearchOffer,

    /**
     * Verification (spec §7 verifyFlight): asks the offer's source again for the same direction and
     * party, because fares in a session can be minutes old and seats move.
     * @throws AppError SESSION_TIMED_OUT, FLIGHT_UNAVAILABLE (gone or no longer sold online),
     *         SEAT_NOT_AVAILABLE (fewer seats left than travellers), FLIGHT_SOLD_OUT (only a waitlist
     *         left where seats were listed), UNEXPECTED (the source failed to answer).
     */
    async recheckOffer(cacheKey: string, offerId: string): Promise<RecheckedOffer> {
      const listed = await findSearchOffer(cacheKey, offerId);
      const source = sources.find((candidate) => candidate.alias === listed.offer.source);
      if (!source) throw new AppError('FLIGHT_UNAVAILABLE');
      const ref = await referenceData();
      const { request, direction } = listed;
      const outward = direction === 'outward';
      const departAfter = now().getTime() + BOOKING_LEAD_MINUTES * 60_000;
      const ask = async (adult: number, child: number, infant: number) => {
        try {
          return await source.search(
            {
              origin: outward ? request.origin : request.destination,
              destination: outward ? request.destination : request.origin,
              departureDate: outward ? request.departureDate : request.returnDate!,
              adult,
              child,
              infant,
              nationality: request.nationality,
              cabin: listed.offer.route[0]!.class,
              departAfter,
            },
            AbortSignal.timeout(askOptions.timeoutMs * 2),
          );
        } catch (error) {
          log.warn({ source: source.alias, err: error }, 'flight source failed at verification');
          throw new AppError('UNEXPECTED');
        }
      };
      const fresh = (await ask(request.adult, request.child, request.infant)).find((offer) => offerIdOf(offer) === offerId);
      if (!fresh) {
        const single = (await ask(1, 0, 0)).find((offer) => offerIdOf(offer) === offerId);
        throw new AppError(single ? 'SEAT_NOT_AVAILABLE' : 'FLIGHT_UNAVAILABLE');
      }
      if (fresh.legs[0]!.departsAt < departAfter) throw new AppError('FLIGHT_UNAVAILABLE');
      const listedWaitlisted = listed.offer.route[0]!.statusCode === 'HL';
      if (fresh.status === 'HL' && !listedWaitlisted) throw new AppError('FLIGHT_SOLD_OUT');
      const [item] = mergeOffers([fresh], { cabin: fresh.cabinClass, names: displayNames(ref, request.language), departAfter, sourceOrder: [fresh.source] });
      if (!item) throw new AppError('FLIGHT_UNAVAILABLE');
      const { moreFares: _none, ...shown } = item;
      const deal = listed.offer.rates.deal;
      return {
        ...listed,
        fresh,
        item: shown,
        area: flightArea(ref.airports.get(request.origin)!.countryCode, ref.airports.get(request.destination)!.countryCode),
        listedAdultPrice: adultPrice({ taxIncluded: listed.offer.rates.taxIncludeState, adult: deal.adult, child: deal.child, infant: deal.infant }),
        adultPrice: adultPrice(fresh.fare),
      };
    },

    /** Writes the route counts still in memory, so that a reader of flight_route_counts (popular routes) sees them. */
    flushCounts(): Promise<void> {
      return counter.flush();
    },

    /** Counts a booked route for trending (the booking feature calls this). */
    countBooking(origin: string, destination: string) {
      counter.booking({ day: yangonDate(now()), origin, destination });
    },

    /** Our mark for an airline: its code on its brand colour. */
    async airlineLogo(code: string): Promise<string> {
      const airline = (await referenceData()).airlines.get(code);
      if (!airline) throw new AppError('NOT_FOUND', 'params.code');
      const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="${escape(airline.nameEn)}">` +
        `<rect width="48" height="48" rx="10" fill="${airline.color}"/>` +
        `<text x="24" y="30.5" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="17" font-weight="700" fill="${airline.textColor}">${escape(airline.code)}</text>` +
        `</svg>`
      );
    },

    /** Stops the timers and writes the counts still in memory. */
    async close() {
      clearInterval(sweeper);
      await counter.close();
    },
  };
}

export type FlightsService = ReturnType<typeof createFlightsService>;
