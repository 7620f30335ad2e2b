import { deepFreeze } from '@thwa/domain/deep-freeze';
import { townshipOf, type HotelPlace, type Township } from '@thwa/db/hotels/destinations';
import type { Hotel, HotelRate, HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { AMENITIES, BED_TYPES, HOTEL_TYPES } from '@thwa/domain/hotels/hotel-codes';
import type {
  HotelCard,
  HotelDetailRequest,
  HotelDetailResponse,
  HotelFilterOptions,
  HotelFilterRequest,
  HotelFilterResponse,
  HotelListRequest,
  HotelListResponse,
  HotelRateCancellation,
  HotelRoomOffer,
  HotelStayPrice,
} from '@thwa/domain/contracts/hotels';
import { addDays, yangonDate } from '@thwa/domain/dates';
import type { ErrorCode } from '@thwa/domain/errors';
import { freeCancellationUntil } from '@thwa/domain/hotels/cancellation';
import { dealShare, pageOf, passesFilters, sortHotels, type HotelListCard } from '@thwa/domain/hotels/hotel-list';
import { checkHotelSearch, type HotelSearchProblemCode } from '@thwa/domain/hotels/hotel-search';
import { hotelRank } from '@thwa/domain/hotels/rank';
import { maxAdultsOffered, ratesForParty, type PartyInRooms } from '@thwa/domain/hotels/rates-for-party';
import type { StayRatePrice } from '@thwa/domain/hotels/stay-offer';
import type { Language, Nationality } from '@thwa/domain/settings';
import { HotelSourceError, type HotelPhotoContent, type RoomOffer } from '../../partners/hotel-sources/hotel-source.ts';
import type { FoundPlace, HotelSources } from '../../partners/hotel-sources/hotel-sources.ts';
import { AppError } from '../../plugins/errors.ts';
import { hotelPhotoOf, pictureAddress } from './hotel-photo-views.ts';
import { AMENITY_LABELS, BED_TYPE_LABELS, HOTEL_TYPE_LABELS, SERVICE_LABELS, labelOf } from './hotel-labels.ts';
import type { HotelSearchRepository } from './hotel-search.repository.ts';
import { nearbyAnswer, nearestLandmark } from './hotel-nearby.ts';
import { reservationInfo } from './reservation-info.ts';
import type { HotelReviewScore } from './reviews/review-summaries.ts';

/** A card says how many rooms are left at its price only when they are this few. */
export const FEW_ROOMS_LEFT = 5;
/** The rank counts room nights sold from this many days back (and every night ahead). */
export const SALES_WINDOW_DAYS = 90;
/** Sales move slowly: the rank reads them again after this long. */
const SALES_REFRESH_MS = 60_000;
/** List answers kept for a repeated request (a page is about 13 KB of JSON). */
const LIST_ANSWERS_KEPT = 256;
/** The filter's price ranges: MMK for one room for one night, both ends included. */
export const PRICE_RANGES: ReadonlyArray<{ min: number; max: number }> = [
  { min: 0, max: 49_999 },
  { min: 50_000, max: 99_999 },
  { min: 100_000, max: 199_999 },
  { min: 200_000, max: 399_999 },
  { min: 400_000, max: 99_999_999 },
];

export interface HotelSearchLog {
  error(details: object, message: string): void;
}

export interface HotelSearchOptions {
  /** Every hotel, price and room count comes from these, as it does for checkReservation and the hold. */
  sources: HotelSources;
  now?: () => Date;
  /** Room nights sold, for the rank; without it the rank counts no sales. */
  repository?: HotelSearchRepository;
  log?: HotelSearchLog;
  /** Guest review scores per hotel, from memory (reviews/review-summaries.ts); without it none are shown. */
  reviews?: { current(): Promise<{ version: number; of(hotelId: string): HotelReviewScore }> };
  /** A hotel's descriptions as the operations console last saved them; without it, or for a hotel it lacks, the source's. */
  descriptions?: (hotelId: string) => Promise<{ en: string; my: string } | undefined>;
  /** Counts a listing search of a city for popular and trending hotel destinations (city-counter.ts); a page after the first is no new search. */
  countSearch?: (placeId: number, day: string) => void;
}

type SearchFields = HotelFilterRequest;

/** A search whose fields passed every check. */
interface CheckedSearch {
  nights: string[];
  childAges: number[];
  party: PartyInRooms;
  nationality: Nationality;
  language: Language;
  checkin: string;
  today: string;
}

/** One rate of a room type that sleeps the party, with its price for the stay (per room). */
interface BookableRate {
  rate: HotelRate;
  price: StayRatePrice;
}

/** A room type with enough rooms free every night and at least one rate that sleeps the party. */
interface BookableRoom {
  room: HotelRoomType;
  roomsLeft: number;
  rates: BookableRate[];
}

/** A hotel with something to sell for the stay and the party. */
interface Available {
  hotel: Hotel;
  destination: HotelPlace;
  township: Township;
  rooms: BookableRoom[];
  cheapest: { room: BookableRoom; rate: BookableRate };
  card: HotelListCard;
}

/** What one search's answer is made of: the offers for the stay by hotel id, and room nights sold by hotel id. */
interface Basis {
  offers: ReadonlyMap<string, readonly RoomOffer[]>;
  sold: ReadonlyMap<string, number>;
}

/** Where a search looks: the hotels of a place, maybe one township of it, maybe one hotel first. */
interface Place {
  found: FoundPlace;
  township?: Township;
  hotel?: Hotel;
}

const PROBLEM_ERRORS: Readonly<Record<HotelSearchProblemCode, ErrorCode>> = {
  invalid_date: 'VALIDATION_FAILED',
  in_past: 'DATE_IN_PAST',
  too_far: 'VALIDATION_FAILED',
  check_out_not_after_check_in: 'VALIDATION_FAILED',
  too_long: 'VALIDATION_FAILED',
  too_few: 'VALIDATION_FAILED',
  too_many: 'VALIDATION_FAILED',
  ages_not_matching_children: 'VALIDATION_FAILED',
  age_out_of_range: 'VALIDATION_FAILED',
};

const KNOWN = {
  amenities: new Set<string>(AMENITIES),
  bedTypes: new Set<string>(BED_TYPES),
  hotelTypes: new Set<string>(HOTEL_TYPES),
};

/** The rooms asked for, all nights: what a card's and a rate's "total" is. */
function stayPrice(price: StayRatePrice, rooms: number): HotelStayPrice {
  const total = price.total * rooms;
  const totalBeforeDeal = Math.max(total, price.totalBeforeDeal * rooms);
  return {
    currency: 'MMK',
    perNight: price.perNight,
    perNightBeforeDeal: Math.max(price.perNight, price.perNightBeforeDeal),
    total,
    totalBeforeDeal,
    dealPercent: totalBeforeDeal > total ? Math.round((1 - total / totalBeforeDeal) * 100) : 0,
  };
}

/**
 * A rate's cancellation for a booking made today: free until a date, or not refundable. A free date
 * already past (check-in is near) is shown as what it now is, non-refundable, since cancelling would
 * refund nothing (cancellation.ts refundOnCancel).
 */
function cancellationOf(rate: HotelRate, checkin: string, today: string): HotelRateCancellation {
  const until = freeCancellationUntil(rate.cancellation, checkin);
  return until !== null && until >= today ? { refundable: true, freeUntil: until } : { refundable: false, freeUntil: null };
}

function placeName(place: { nameEn: string; nameMy: string }, language: Language): string {
  return language === 'mm' ? place.nameMy : place.nameEn;
}

/**
 * The hotel list, filter and detail calls (spec §7 hotels: POST to supplied URLs for filter, list and
 * detail), over every hotel source (our inventory, the bed bank abroad). Every price and room count
 * comes from the place's source, the one checkReservation and the hold also use, so a card, the
 * detail and the booking agree.
 *
 * A search is by city (a destination), township (that destination's hotels in the township) or hotel:
 * that hotel's destination with the hotel first, so a traveller who typed a hotel's name also sees
 * what else is free nearby (when the hotel itself has no room for the stay or fails the filters, the
 * others are still listed). A hotel is listed when one of its room types has enough rooms free on
 * every night and a rate that sleeps the party (rates-for-party.ts); its card shows the cheapest such
 * rate. A booking's rooms are all of one room type, as checkReservation takes them.
 */
export function createHotelSearch(options: HotelSearchOptions) {
  const now = options.now ?? (() => new Date());
  const log: HotelSearchLog = options.log ?? { error: () => {} };

  let sales: { day: string; nights: ReadonlyMap<string, number> } | undefined;
  let salesReadAt = 0;
  let salesReading: Promise<ReadonlyMap<string, number>> | undefined;

  const noSales: ReadonlyMap<string, number> = new Map();
  const noReviews = { version: 0, of: () => ({ score: null, count: 0 }) };
  const reviewScores = () => options.reviews?.current() ?? Promise.resolve(noReviews);

  function readSales(today: string): Promise<ReadonlyMap<string, number>> {
    if (!options.repository) return Promise.resolve(noSales);
    salesReading ??= options.repository
      .roomNightsSold(addDays(today, -SALES_WINDOW_DAYS))
      .then((nights) => {
        sales = { day: today, nights };
        salesReadAt = Date.now();
        return nights;
      })
      .finally(() => {
        salesReading = undefined;
      });
    return salesReading;
  }

  /** Room nights sold per hotel, from memory; read again in the background once a minute old. */
  async function roomNightsSold(today: string): Promise<ReadonlyMap<string, number>> {
    if (!sales) return readSales(today);
    if (Date.now() - salesReadAt > SALES_REFRESH_MS || sales.day !== today) {
      readSales(today).catch((error: unknown) => log.error({ err: error }, 'reading hotel sales for the rank failed'));
    }
    return sales.nights;
  }

  function check(body: SearchFields): CheckedSearch {
    const today = yangonDate(now());
    const checked = checkHotelSearch({ checkin: body.checkin, checkout: body.checkout, rooms: body.rooms, adult: body.adult, child: body.child, childAges: body.child_ages }, today);
    if ('problem' in checked) throw new AppError(PROBLEM_ERRORS[checked.problem.code], `body.${checked.problem.field}`);
    return {
      ...checked,
      party: { rooms: body.rooms, adults: body.adult, children: body.child },
      nationality: body.nationality,
      language: body.language,
      checkin: body.checkin,
      today,
    };
  }

  /** The place searched, from the spec §3 location the listing carries. */
  function placeOf(body: SearchFields): Place {
    const { sources } = options;
    if (body.scope === 'hotel') {
      if (!body.itemId && !body.term) throw new AppError('VALIDATION_FAILED', 'body.itemId');
      const found = body.itemId ? sources.hotel(body.itemId) : sources.hotelBySlug(body.term!);
      if (!found) throw new AppError('HOTEL_NOT_FOUND');
      return { found: found.place, hotel: found.hotel };
    }
    if (body.scope === 'township') {
      if (!body.term) throw new AppError('VALIDATION_FAILED', 'body.term');
      const found = sources.placeOfTownship(body.term);
      if (!found || (body.itemId !== undefined && String(found.place.id) !== body.itemId)) throw new AppError('VALIDATION_FAILED', 'body.term');
      return { found, township: found.township };
    }
    if (body.itemId !== undefined) {
      const found = /^\d{1,5}$/.test(body.itemId) ? sources.place(Number(body.itemId)) : undefined;
      if (!found) throw new AppError('VALIDATION_FAILED', 'body.itemId');
      return { found };
    }
    const slug = body.term ?? body.city;
    if (!slug) throw new AppError('VALIDATION_FAILED', 'body.itemId');
    const found = sources.placeBySlug(slug);
    if (!found) throw new AppError('VALIDATION_FAILED', body.term ? 'body.term' : 'body.city');
    return { found };
  }

  /**
   * What a room type offers the party, kept with its offer: a source answers the same frozen
   * offer for a stay until a night of the room is held, so a list asked again only looks it up.
   */
  const bookableMemo = new WeakMap<RoomOffer, Map<string, BookableRoom | null>>();

  function bookable(roomOffer: RoomOffer, party: PartyInRooms, partyKey: string): BookableRoom | null {
    let byParty = bookableMemo.get(roomOffer);
    if (!byParty) {
      byParty = new Map();
      bookableMemo.set(roomOffer, byParty);
    }
    const kept = byParty.get(partyKey);
    if (kept !== undefined) return kept;
    const { room, offer } = roomOffer;
    let answer: BookableRoom | null = null;
    if (offer.roomsLeft >= party.rooms) {
      const prices = new Map(offer.rates.map((price) => [price.rateId, price]));
      const rates = ratesForParty(room, room.rates, party).flatMap((rate) => {
        const price = prices.get(rate.id);
        return price ? [{ rate, price }] : [];
      });
      if (rates.length > 0) answer = { room, roomsLeft: offer.roomsLeft, rates };
    }
    byParty.set(partyKey, answer);
    return answer;
  }

  /**
   * What a search's answer is made of: the offers for the stay (the held nights read now) and the sales.
   * @throws AppError SERVICE_UNAVAILABLE when the place's source failed (a partner's error or time-out)
   */
  async function basisOf(found: FoundPlace, hotels: readonly Hotel[], search: CheckedSearch): Promise<Basis> {
    try {
      const [offers, sold] = await Promise.all([found.source.offers(hotels, search.nights, search.nationality), roomNightsSold(search.today)]);
      return { offers, sold };
    } catch (error) {
      if (!(error instanceof HotelSourceError)) throw error;
      log.error({ err: error }, 'a hotel source failed');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
  }

  /** The hotels among `hotels` with a room for the stay and the party, with their cards. */
  function available(hotels: readonly Hotel[], search: CheckedSearch, { offers, sold }: Basis): Available[] {
    const partyKey = `${search.party.rooms} ${search.party.adults} ${search.party.children}`;
    const found: Available[] = [];
    for (const hotel of hotels) {
      const rooms: BookableRoom[] = [];
      for (const roomOffer of offers.get(hotel.id) ?? []) {
        const room = bookable(roomOffer, search.party, partyKey);
        if (room) rooms.push(room);
      }
      let cheapest: Available['cheapest'] | undefined;
      for (const room of rooms) for (const rate of room.rates) if (!cheapest || rate.price.perNight < cheapest.rate.price.perNight) cheapest = { room, rate };
      if (!cheapest) continue;
      const destination = options.sources.place(hotel.destinationId)!.place;
      const prices = { pricePerNight: cheapest.rate.price.perNight, pricePerNightBeforeDeal: Math.max(cheapest.rate.price.perNight, cheapest.rate.price.perNightBeforeDeal) };
      found.push({
        hotel,
        destination,
        township: townshipOf(destination, hotel.townshipSlug)!,
        rooms,
        cheapest,
        card: {
          hotelId: hotel.id,
          stars: hotel.stars,
          hotelType: hotel.type,
          townshipSlug: hotel.townshipSlug,
          amenities: hotel.amenities,
          bedTypes: [...new Set(rooms.map((one) => one.room.bedType))],
          ...prices,
          rank: hotelRank({ stars: hotel.stars, amenityCount: hotel.amenities.length, dealShare: dealShare(prices), roomNightsSold: sold.get(hotel.id) ?? 0 }),
        },
      });
    }
    return found;
  }

  /** The place's hotels, and what their answer is made of. */
  async function search(body: SearchFields, checked: CheckedSearch): Promise<{ place: Place; hotels: readonly Hotel[]; basis: Basis }> {
    const place = placeOf(body);
    const hotels = place.found.source.hotelsIn(place.found.place.id).filter((hotel) => !place.township || hotel.townshipSlug === place.township.slug);
    return { place, hotels, basis: await basisOf(place.found, hotels, checked) };
  }

  /**
   * Lists answered lately, by request and day: an answer is reused only while every offer it was made
   * from is the same object its source answers now (no night of its rooms held or released since:
   * the held nights are read on every request) and the sales are the same read. A busy listing asks
   * the same first pages of the same stays again and again; this spares them the sorting and cards.
   */
  const listAnswers = new Map<string, { basis: Basis; answer: HotelListResponse }>();

  function sameBasis(hotels: readonly Hotel[], a: Basis, b: Basis): boolean {
    if (a.sold !== b.sold) return false;
    for (const hotel of hotels) {
      const before = a.offers.get(hotel.id);
      const now = b.offers.get(hotel.id);
      if (!before || !now || before.length !== now.length || before.some((one, index) => one !== now[index])) return false;
    }
    return true;
  }

  function keepAnswer(key: string, kept: { basis: Basis; answer: HotelListResponse }) {
    listAnswers.delete(key);
    if (listAnswers.size >= LIST_ANSWERS_KEPT) listAnswers.delete(listAnswers.keys().next().value!);
    listAnswers.set(key, kept);
  }

  const known = { ...KNOWN, townships: new Set(options.sources.places.flatMap((one) => one.place.townships.map((township) => township.slug))) };

  function checkFilters(filters: HotelListRequest['filters']) {
    for (const [field, codes] of Object.entries(known) as Array<[keyof typeof known, Set<string>]>) {
      const index = filters[field].findIndex((value) => !codes.has(value));
      if (index >= 0) throw new AppError('VALIDATION_FAILED', `body.filters.${field}.${index}`);
    }
  }

  function cardOf(one: Available, search: CheckedSearch, photos: readonly HotelPhotoContent[]): HotelCard {
    const { hotel, cheapest } = one;
    const { language } = search;
    return {
      hotelId: hotel.id,
      slug: hotel.slug,
      name: placeName(hotel, language),
      type: hotel.type,
      typeName: labelOf(HOTEL_TYPE_LABELS, hotel.type, language),
      stars: hotel.stars,
      city: { slug: one.destination.slug, name: placeName(one.destination, language) },
      township: { slug: one.township.slug, name: placeName(one.township, language) },
      nearestLandmark: nearestLandmark(hotel, one.destination, language),
      picture: pictureAddress(photos[0]),
      photo: photos[0] ? hotelPhotoOf(photos[0], language) : null,
      amenities: [...hotel.amenities],
      price: stayPrice(cheapest.rate.price, search.party.rooms),
      cancellation: cancellationOf(cheapest.rate.rate, search.checkin, search.today),
      roomsLeft: cheapest.room.roomsLeft <= FEW_ROOMS_LEFT ? cheapest.room.roomsLeft : null,
      rank: one.card.rank,
      reviewScore: one.card.reviewScore ?? null,
      reviewCount: one.card.reviewCount ?? 0,
    };
  }

  function roomOf(one: BookableRoom, search: CheckedSearch, photos: readonly HotelPhotoContent[]): HotelRoomOffer {
    const { room } = one;
    const { language } = search;
    return {
      roomTypeId: room.id,
      name: placeName(room, language),
      bedType: room.bedType,
      bedTypeName: labelOf(BED_TYPE_LABELS, room.bedType, language),
      sizeM2: room.sizeM2,
      photos: photos.filter((photo) => photo.roomCode === room.code).map((photo) => hotelPhotoOf(photo, language)),
      availables: { maxAdults: maxAdultsOffered(room, one.rates.map(({ rate }) => rate)), maxChildren: room.maxChildren, roomsLeft: one.roomsLeft },
      rates: one.rates.map(({ rate, price }) => ({
        rateId: rate.id,
        name: placeName(rate, language),
        services: [...rate.services],
        serviceNames: rate.services.map((service) => labelOf(SERVICE_LABELS, service, language)),
        price: stayPrice(price, search.party.rooms),
        cancellation: cancellationOf(rate, search.checkin, search.today),
      })),
    };
  }

  /** No source sells this region (hotels abroad while the bed bank is off): nothing to list. */
  function emptyList(page: number, region: HotelListRequest['region']): HotelListResponse {
    return { code: 200, data: [], meta: { ...pageOf([], page).meta, searchedTerm: region } };
  }

  return {
    /**
     * POST /hotel/v2/list: one page of the hotels with a room for the stay and the party, filtered
     * and sorted (spec §3, §9). Hotels abroad come from the bed bank; with no source for the region
     * asked (sandbox partners off) the list is empty rather than invented.
     * @throws AppError VALIDATION_FAILED (naming the field), DATE_IN_PAST, HOTEL_NOT_FOUND
     */
    async list(body: HotelListRequest): Promise<HotelListResponse> {
      const checked = check(body);
      checkFilters(body.filters);
      if (!options.sources.sells(body.region)) return emptyList(body.page, body.region);
      const [{ place, hotels, basis }, reviews] = await Promise.all([search(body, checked), reviewScores()]);
      if (body.page === 1) options.countSearch?.(place.found.place.id, checked.today);
      const key = `${checked.today} ${reviews.version} ${JSON.stringify(body)}`;
      const known = listAnswers.get(key);
      if (known && sameBasis(hotels, known.basis, basis)) return known.answer;

      const found = available(hotels, checked, basis);
      for (const one of found) {
        const { score, count } = reviews.of(one.hotel.id);
        one.card.reviewScore = score;
        one.card.reviewCount = count;
      }
      const kept = found.filter((one) => passesFilters(one.card, body.filters));
      const byId = new Map(kept.map((one) => [one.hotel.id, one]));
      let order = sortHotels(
        kept.map((one) => one.card),
        body.sort,
        body.order,
      );
      // A search for a hotel shows that hotel first, whatever the sort, when it is there at all.
      const pinned = place.hotel ? order.find((card) => card.hotelId === place.hotel!.id) : undefined;
      if (pinned) order = [pinned, ...order.filter((card) => card !== pinned)];
      const page = pageOf(order, body.page);
      const photos = await place.found.source.photos(page.items.map((card) => card.hotelId));
      const answer: HotelListResponse = {
        code: 200,
        data: page.items.map((card) => cardOf(byId.get(card.hotelId)!, checked, photos.get(card.hotelId) ?? [])),
        meta: { ...page.meta, searchedTerm: place.found.source.region },
      };
      keepAnswer(key, { basis, answer: deepFreeze(answer) });
      return answer;
    },

    /**
     * POST /hotel/v2/filter: the filter values the hotels of this search have, with counts.
     * @throws AppError VALIDATION_FAILED (naming the field), DATE_IN_PAST, HOTEL_NOT_FOUND
     */
    async filter(body: HotelFilterRequest): Promise<HotelFilterResponse> {
      const checked = check(body);
      const empty: HotelFilterOptions = { total: 0, priceBounds: null, priceRanges: [], starRating: [], bedTypes: [], hotelTypes: [], amenities: [], townships: [] };
      if (!options.sources.sells(body.region)) return { code: 200, data: empty };
      const { hotels, basis } = await search(body, checked);
      const found = available(hotels, checked, basis);
      if (found.length === 0) return { code: 200, data: empty };
      const { language } = checked;
      const count = <Key>(keysOf: (one: Available) => Iterable<Key>) => {
        const counts = new Map<Key, number>();
        for (const one of found) for (const key of new Set(keysOf(one))) counts.set(key, (counts.get(key) ?? 0) + 1);
        return counts;
      };
      const named = (order: readonly string[], counts: Map<string, number>, labels: Parameters<typeof labelOf>[0]) =>
        order.filter((code) => counts.has(code)).map((code) => ({ code, name: labelOf(labels, code, language), count: counts.get(code)! }));
      const prices = found.map((one) => one.card.pricePerNight);
      const stars = count<number>((one) => [one.hotel.stars]);
      const townships = count((one) => [one.township]);
      return {
        code: 200,
        data: {
          total: found.length,
          priceBounds: { min: Math.min(...prices), max: Math.max(...prices) },
          priceRanges: PRICE_RANGES.map((range) => ({ ...range, count: prices.filter((price) => price >= range.min && price <= range.max).length })).filter((range) => range.count > 0),
          starRating: [1, 2, 3, 4, 5].filter((value) => stars.has(value)).map((value) => ({ value, count: stars.get(value)! })),
          bedTypes: named(BED_TYPES, count((one) => one.card.bedTypes), BED_TYPE_LABELS),
          hotelTypes: named(HOTEL_TYPES, count((one) => [one.hotel.type]), HOTEL_TYPE_LABELS),
          amenities: named(AMENITIES, count((one) => one.hotel.amenities), AMENITY_LABELS),
          // In the destination's order: its busiest townships first.
          townships: found[0]!.destination.townships
            .filter((township) => townships.has(township))
            .map((township) => ({ slug: township.slug, name: placeName(township, language), count: townships.get(township)! })),
        },
      };
    },

    /**
     * POST /hotel/v2/detail: a hotel with the room types that sleep the party on every night of the
     * stay, each with the rates that do and their prices; an empty list of rooms when none can.
     * @throws AppError VALIDATION_FAILED (naming the field), DATE_IN_PAST, HOTEL_NOT_FOUND
     */
    async detail(body: HotelDetailRequest): Promise<HotelDetailResponse> {
      const checked = check(body);
      if (!body.hotelId && !body.hotelSlug) throw new AppError('VALIDATION_FAILED', 'body.hotelId');
      const found = body.hotelId ? options.sources.hotel(body.hotelId) : options.sources.hotelBySlug(body.hotelSlug!);
      if (!found) throw new AppError('HOTEL_NOT_FOUND');
      const { hotel } = found;
      const [[one], reviews] = await Promise.all([basisOf(found.place, [hotel], checked).then((basis) => available([hotel], checked, basis)), reviewScores()]);
      const review = reviews.of(hotel.id);
      const photos = (await found.place.source.photos([hotel.id])).get(hotel.id) ?? [];
      const described = await options.descriptions?.(hotel.id);
      const destination = found.place.place;
      const township = townshipOf(destination, hotel.townshipSlug)!;
      const { language } = checked;
      const { policies } = hotel;
      return {
        code: 200,
        data: {
          hotelDetailInfo: {
            hotelId: hotel.id,
            slug: hotel.slug,
            name: placeName(hotel, language),
            description: language === 'mm' ? (described?.my ?? hotel.descriptionMy) : (described?.en ?? hotel.descriptionEn),
            address: language === 'mm' ? hotel.addressMy : hotel.addressEn,
            stars: hotel.stars,
            type: hotel.type,
            typeName: labelOf(HOTEL_TYPE_LABELS, hotel.type, language),
            city: { slug: destination.slug, name: placeName(destination, language) },
            township: { slug: township.slug, name: placeName(township, language) },
            location: { latitude: hotel.latitude, longitude: hotel.longitude },
            nearby: nearbyAnswer(hotel, destination, language),
            picture: pictureAddress(photos[0]),
            photos: photos.map((photo) => hotelPhotoOf(photo, language)),
            amenities: hotel.amenities.map((code) => ({ code, name: labelOf(AMENITY_LABELS, code, language) })),
            reviewScore: review.score,
            reviewCount: review.count,
            policies: {
              checkIn: policies.checkIn,
              checkOut: policies.checkOut,
              extraBed: policies.extraBed.allowed ? { allowed: true, price: policies.extraBed.price } : { allowed: false, price: null },
              babyCot: policies.babyCot.available ? { available: true, price: policies.babyCot.price } : { available: false, price: null },
              cancellation: policies.cancellation.refundable
                ? { refundable: true, freeCancellationDays: policies.cancellation.freeCancellationDays }
                : { refundable: false, freeCancellationDays: null },
            },
          },
          rooms: (one?.rooms ?? []).map((room) => roomOf(room, checked, photos)),
          reservationInfo: reservationInfo(
            hotel,
            { checkin: body.checkin, checkout: body.checkout, nights: checked.nights.length, rooms: body.rooms, adult: body.adult, childAges: checked.childAges },
            body.nationality,
            language,
          ),
          stay: { checkin: body.checkin, checkout: body.checkout, nights: checked.nights.length, rooms: body.rooms, adult: body.adult, child: body.child, childAges: checked.childAges },
        },
      };
    },
  };
}

export type HotelSearch = ReturnType<typeof createHotelSearch>;
