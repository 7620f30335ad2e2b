import { hotelCatalogue, type Hotel } from '@thwa/db/hotels/hotel-catalogue';
import type { HotDeal, HotDealsRequestData, HotDealsResponse } from '@thwa/domain/contracts/hot-deals';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { HOT_DEALS_LIMIT_MAX, PRICE_WINDOW_DAYS, USUAL_PRICE_DAYS, rankDeals, type Deal } from '@thwa/domain/home/hot-deals';
import type { Language } from '@thwa/domain/settings';
import type { HotelSources } from '../../partners/hotel-sources/hotel-sources.ts';
import { roomNightsRepository } from '../../partners/hotel-sources/room-nights.repository.ts';
import { hotelPhotoOf } from '../hotels/hotel-photo-views.ts';
import type { Database } from '@thwa/db/connection';
import type { HotDealsRepository, ItemPrice, PricedProduct, RoutePrice } from './hot-deals.repository.ts';
import { DEAL_PARTY, lowestNight, type WrittenNight } from './hotel-prices.ts';

/**
 * How long a product's deals are kept in memory: the prices move only with the console (whose every
 * change drops them at once, see inventoryVersion), bookings taking the last seat and the clock. A
 * minute, as the timetable.
 */
export const HOT_DEALS_CACHE_MS = 60_000;

export interface PriceHistoryRun {
  day: string;
  /** Rows written today per product. */
  observed: Record<PricedProduct, number>;
  /** Rows of the 90 days before today written on a database without history (decision 038). */
  backfilled: Record<PricedProduct, number>;
}

type RankedFlight = RoutePrice & Deal;
type RankedHotel = ItemPrice & Deal & { hotel: Hotel };

/**
 * Hot deals (issue 22 item 1, decision 038): the price-history job that writes each item's lowest
 * price of the next 30 days once a day, and the call that answers the items whose price today is at
 * least 15 % below their own median (domain home/hot-deals.ts). Flights are our inventory's routes
 * priced in SQL as the search prices them; hotels are our own hotels priced night by night as their
 * listing card prices them (hotel-prices.ts), with the nights employees repriced read from PostgreSQL.
 */
export function createHotDeals({ db, repository, hotels, now = () => new Date() }: { db: Database; repository: HotDealsRepository; hotels: HotelSources; now?: () => Date }) {
  const ourHotels = () => hotelCatalogue();

  /** Today's window: the 30 days from tomorrow (tomorrow's flights are still for sale all day; tonight's rooms may not be). */
  const windowOf = (today: string) => Array.from({ length: PRICE_WINDOW_DAYS }, (_, index) => addDays(today, index + 1));

  async function writtenNights(nights: readonly string[]): Promise<Map<string, WrittenNight>> {
    const rooms = ourHotels().flatMap((hotel) => hotel.rooms.map((room) => room.id));
    const rows = await roomNightsRepository.heldNights(db, rooms, nights);
    return new Map(rows.map((row) => [`${row.roomTypeId} ${row.night}`, { free: row.free, rate: row.rate }]));
  }

  async function hotelPrices(today: string): Promise<Array<ItemPrice & { hotel: Hotel }>> {
    const nights = windowOf(today);
    const written = await writtenNights(nights);
    return ourHotels().flatMap((hotel) => {
      const lowest = lowestNight(hotel, nights, written);
      return lowest ? [{ ...lowest, hotel }] : [];
    });
  }

  /**
   * The hotels' history of the 90 days before `today` from their calendars (pure functions of hotel,
   * room and night), every room the calendar left for sale: each night is priced once, then each day
   * takes the lowest of its 30 nights.
   */
  function hotelBackfill(today: string): Array<ItemPrice & { day: string }> {
    const firstDay = addDays(today, -USUAL_PRICE_DAYS);
    const nights = Array.from({ length: USUAL_PRICE_DAYS + PRICE_WINDOW_DAYS - 1 }, (_, index) => addDays(firstDay, index + 1));
    const rows: Array<ItemPrice & { day: string }> = [];
    for (const hotel of ourHotels()) {
      const priced = nights.map((night) => lowestNight(hotel, [night]));
      for (let offset = 0; offset < USUAL_PRICE_DAYS; offset++) {
        let best: ItemPrice | null = null;
        for (const one of priced.slice(offset, offset + PRICE_WINDOW_DAYS)) if (one && (!best || one.price < best.price)) best = one;
        if (best) rows.push({ ...best, day: addDays(firstDay, offset) });
      }
    }
    return rows;
  }

  // ------------------------------------------------------------------------------------ the job

  /**
   * The `price-history` job: today's row of every route and hotel (an upsert, so one row per item and
   * day however often it runs), and, on a database with no history of a product yet, its 90 days
   * before today evaluated from the pricing model (decision 038). Bounded: one statement for the
   * routes, one read of the repriced nights and 303 hotels × 30 nights priced in memory.
   */
  async function recordDay(): Promise<PriceHistoryRun> {
    const at = now();
    const today = yangonDate(at);
    const backfilled = { flight: 0, hotel: 0 };
    backfilled.flight = await repository.backfillFlights(addDays(today, -USUAL_PRICE_DAYS), addDays(today, -1), PRICE_WINDOW_DAYS);
    if (!(await repository.hasHistory('hotel'))) backfilled.hotel = await repository.backfill('hotel', hotelBackfill(today));
    const window = windowOf(today);
    const flights = await repository.routePrices(window[0]!, window.at(-1)!, at);
    const observed = {
      flight: await repository.record('flight', today, flights, 'observed'),
      hotel: await repository.record('hotel', today, (await hotelPrices(today)).map(({ key, price, date }) => ({ key, price, date })), 'observed'),
    };
    return { day: today, observed, backfilled };
  }

  // ----------------------------------------------------------------------------------- the call

  /** The deals of a product, ranked, at most the most an answer may hold. */
  async function rankedFlights(today: string, at: Date): Promise<RankedFlight[]> {
    const window = windowOf(today);
    const [prices, history] = await Promise.all([
      repository.routePrices(window[0]!, window.at(-1)!, at),
      repository.histories('flight', addDays(today, -USUAL_PRICE_DAYS), addDays(today, -1)),
    ]);
    return rankDeals(prices, (one) => history.get(one.key) ?? [], HOT_DEALS_LIMIT_MAX);
  }

  async function rankedHotels(today: string): Promise<RankedHotel[]> {
    const [prices, history] = await Promise.all([hotelPrices(today), repository.histories('hotel', addDays(today, -USUAL_PRICE_DAYS), addDays(today, -1))]);
    return rankDeals(prices, (one) => history.get(one.key) ?? [], HOT_DEALS_LIMIT_MAX);
  }

  async function flightDeals(ranked: RankedFlight[], language: Language): Promise<HotDeal[]> {
    const [airports, airlines] = await Promise.all([
      repository.airports([...new Set(ranked.flatMap((one) => [one.origin, one.destination]))]),
      repository.airlines([...new Set(ranked.map((one) => one.airlineCode))]),
    ]);
    const mm = language === 'mm';
    const airport = (code: string) => {
      const row = airports.get(code);
      return { code, city: row ? (mm ? row.cityMy : row.cityEn) : code, name: row ? (mm ? row.nameMy : row.nameEn) : code };
    };
    return ranked.map((one) => {
      const airline = airlines.get(one.airlineCode);
      return {
        product: 'flight' as const,
        key: one.key,
        price: one.price,
        usualPrice: one.usualPrice,
        percentBelow: one.percentBelow,
        date: one.date,
        origin: airport(one.origin),
        destination: airport(one.destination),
        flightNumber: one.flightNumber,
        airline: { code: one.airlineCode, name: airline ? (mm ? airline.my : airline.en) : one.airlineCode },
        search: { origin: one.origin, destination: one.destination, departureDate: one.date },
      };
    });
  }

  async function hotelDeals(ranked: RankedHotel[], language: Language): Promise<HotDeal[]> {
    const mm = language === 'mm';
    const found = ranked.flatMap((one) => hotels.hotel(one.hotel.id) ?? []);
    const photos = found.length > 0 ? await found[0]!.source.photos(found.map((one) => one.hotel.id)) : new Map();
    return ranked.flatMap((one) => {
      const where = hotels.hotel(one.hotel.id);
      if (!where) return [];
      const { hotel, place } = where;
      const township = place.place.townships.find((candidate) => candidate.slug === hotel.townshipSlug);
      const photo = (photos.get(hotel.id) ?? []).find((candidate: { roomCode: string | null }) => candidate.roomCode === null);
      const name = mm ? hotel.nameMy : hotel.nameEn;
      return [
        {
          product: 'hotel' as const,
          key: one.key,
          price: one.price,
          usualPrice: one.usualPrice,
          percentBelow: one.percentBelow,
          date: one.date,
          hotelId: hotel.id,
          name,
          city: mm ? place.place.nameMy : place.place.nameEn,
          township: township ? (mm ? township.nameMy : township.nameEn) : '',
          stars: hotel.stars,
          photo: photo ? hotelPhotoOf(photo, language) : null,
          search: {
            term: hotel.slug,
            listingSearchTerm: name,
            itemId: hotel.id,
            name,
            scope: 'hotel' as const,
            city: place.place.slug,
            country: mm ? place.country.my : place.country.en,
            region: 'local' as const,
            checkin: one.date,
            checkout: addDays(one.date, 1),
            rooms: DEAL_PARTY.rooms,
            adult: DEAL_PARTY.adults,
            childAges: [],
            nationality: 'local' as const,
          },
        },
      ];
    });
  }

  const cache = new Map<string, { until: number; version: number; deals: Promise<HotDeal[]> }>();

  async function compute(product: PricedProduct, language: Language, today: string, at: Date): Promise<HotDeal[]> {
    return product === 'flight' ? flightDeals(await rankedFlights(today, at), language) : hotelDeals(await rankedHotels(today), language);
  }

  return {
    recordDay,

    /**
     * POST /cms/hotDeals: the product's deals in the asked language, the largest saving first. Kept a
     * minute per product, language and day, dropped as soon as the console changes inventory; calls
     * arriving together share one computation, and a failed one is not kept.
     */
    async hotDeals(request: HotDealsRequestData): Promise<HotDealsResponse> {
      if (request.product !== 'flight' && request.product !== 'hotel') return { code: 200, data: [] };
      const at = now();
      const today = yangonDate(at);
      const key = `${request.product}|${request.language}|${today}`;
      const version = await repository.inventoryVersion();
      let kept = cache.get(key);
      if (!kept || kept.until <= at.getTime() || kept.version !== version) {
        const fresh = { until: at.getTime() + HOT_DEALS_CACHE_MS, version, deals: compute(request.product, request.language, today, at) };
        for (const [other, value] of cache) if (value.until <= at.getTime()) cache.delete(other);
        cache.set(key, fresh);
        fresh.deals.catch(() => {
          if (cache.get(key) === fresh) cache.delete(key);
        });
        kept = fresh;
      }
      return { code: 200, data: (await kept.deals).slice(0, request.limit) };
    },
  };
}

export type HotDeals = ReturnType<typeof createHotDeals>;
