import type { CrossSellOffer, CrossSellRequest, HotelCrossSell } from '@thwa/domain/contracts/cross-sell';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { coverOfTrip, crossSellApplies, hotelPartyOf, stayOfTrip, type CrossSellFlight, type HotelParty, type StayOfTrip } from '@thwa/domain/cross-sell/cross-sell';
import { yangonDate } from '@thwa/domain/dates';
import type { FlightTrip } from '@thwa/domain/flights/flight-trip';
import { ratesForParty } from '@thwa/domain/hotels/rates-for-party';
import { stayNights } from '@thwa/domain/hotels/stay';
import { coverageDays } from '@thwa/domain/insurance/travel-cover';
import type { Language, Nationality } from '@thwa/domain/settings';
import type { FoundPlace, HotelSources } from '../../partners/hotel-sources/hotel-sources.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';

/** How long the answer waits for the lowest nightly price; past it the offer names the hotels without one. */
export const PRICE_WAIT_MS = 600;

export interface CrossSellOptions {
  /** The order detail's own access rule (orders.service.ts forGuest): the order's key or its payment key. */
  orders: Pick<OrdersService, 'forGuest'>;
  /** Every hotel source we sell from: which place an airport serves, its hotels, their prices. */
  hotels: HotelSources;
  /** Travel cover is sold (a partner insurer is on). */
  insuranceSold: boolean;
  now: () => Date;
  priceWaitMs?: number;
}

/** The flight of an order, as the cross-sell rules read it; undefined for an order with no flight booked online. */
function flightOf(order: OrderRow): CrossSellFlight | undefined {
  const item = order.items.find((one) => one.productType === PRODUCT_TYPE_IDS.flight && one.status !== 'cancelled');
  const trip = item?.trip as FlightTrip | undefined;
  if (!trip || trip.product !== 'flight' || !trip.directions.every((one) => 'fresh' in one && one.fresh)) return undefined;
  return {
    area: trip.area,
    directions: trip.directions.map((one) => ({ direction: one.direction, legs: one.fresh.legs })),
    travellers: order.travellers.map((one) => ({ dateOfBirth: one.dateOfBirth })),
  };
}

function nationalityOf(order: OrderRow): Nationality {
  const trip = order.items.find((one) => one.productType === PRODUCT_TYPE_IDS.flight)?.trip as FlightTrip | undefined;
  return trip?.request?.nationality === 'foreign' ? 'foreign' : 'local';
}

/** Resolves to undefined when `work` fails or takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POST /cross-sell (issue 22 item 4, decision 037): what to offer a customer whose flight is booked.
 * A hotel at the destination for the stay the itinerary leaves (only where a hotel source sells that
 * airport's place), with the lowest nightly price of the stay for the party (as the listing's cheapest
 * card) when it can be had within
 * {@link PRICE_WAIT_MS}; travel insurance for the trip while an insurer is on and the order has none.
 * Each offer carries its prefilled search. An order with nothing to offer (not a flight, not paid,
 * no hotels there) answers an empty list.
 * @throws AppError NOT_FOUND for an order the caller may not see, as the order detail does
 */
export function createCrossSell({ orders, hotels, insuranceSold, now, priceWaitMs = PRICE_WAIT_MS }: CrossSellOptions) {
  /** The destination's place, ours before a partner's, that has hotels on sale. */
  function placeOf(airport: string): FoundPlace | undefined {
    return hotels.places.find((found) => found.place.airportCode === airport && found.source.hotelsIn(found.place.id).length > 0);
  }

  async function lowestNightlyPrice(found: FoundPlace, stay: StayOfTrip, party: HotelParty, nationality: Nationality): Promise<number | null> {
    const nights = stayNights(stay.checkIn, stay.checkOut);
    if (!('nights' in nights)) return null;
    const offers = await within(found.source.offers(found.source.hotelsIn(found.place.id), nights.nights, nationality), priceWaitMs);
    if (!offers) return null;
    // As the listing prices a card: rooms free on every night, only the rates on which those rooms sleep the party.
    const sleeping = { rooms: party.rooms, adults: party.adult, children: party.childAges.length };
    let lowest: number | null = null;
    for (const rooms of offers.values())
      for (const { room, offer } of rooms) {
        if (offer.roomsLeft < party.rooms) continue;
        const fitting = new Set(ratesForParty(room, room.rates, sleeping).map((rate) => rate.id));
        for (const price of offer.rates) if (fitting.has(price.rateId) && (lowest === null || price.perNight < lowest)) lowest = price.perNight;
      }
    return lowest;
  }

  async function hotelOffer(flight: CrossSellFlight, stay: StayOfTrip, nationality: Nationality, language: Language): Promise<HotelCrossSell | undefined> {
    const found = placeOf(stay.airport);
    if (!found) return undefined;
    const party = hotelPartyOf(flight.travellers, stay.checkIn);
    const city = language === 'mm' ? found.place.nameMy : found.place.nameEn;
    return {
      kind: 'hotel',
      city,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stay.nights,
      hotels: found.source.hotelsIn(found.place.id).length,
      lowestNightlyPrice: await lowestNightlyPrice(found, stay, party, nationality),
      search: {
        term: found.place.slug,
        listingSearchTerm: city,
        itemId: String(found.place.id),
        name: city,
        scope: 'city',
        city: found.place.slug,
        country: language === 'mm' ? found.country.my : found.country.en,
        region: found.source.region,
        checkin: stay.checkIn,
        checkout: stay.checkOut,
        rooms: party.rooms,
        adult: party.adult,
        childAges: [...party.childAges],
        nationality,
      },
    };
  }

  /** The offers for an order the caller has opened (a row from the orders' access rule). */
  async function offersFor(order: OrderRow, language: Language): Promise<CrossSellOffer[]> {
    if (!crossSellApplies(order)) return [];
    const flight = flightOf(order);
    if (!flight) return [];
    const today = yangonDate(now());
    const stay = stayOfTrip(flight, today);
    const offers: CrossSellOffer[] = [];
    const hotel = stay ? await hotelOffer(flight, stay, nationalityOf(order), language) : undefined;
    if (hotel) offers.push(hotel);
    const hasCover = order.items.some((one) => one.productType === PRODUCT_TYPE_IDS.insurance && one.status !== 'cancelled');
    const cover = insuranceSold ? coverOfTrip(flight, stay, today, hasCover) : null;
    if (cover) {
      offers.push({
        kind: 'insurance',
        area: cover.area,
        startDate: cover.startDate,
        endDate: cover.endDate,
        coverageDays: coverageDays(cover.startDate, cover.endDate),
        people: cover.ages.length,
        search: { area: cover.area, startDate: cover.startDate, endDate: cover.endDate, ages: [...cover.ages] },
      });
    }
    return offers;
  }

  return {
    offersFor,

    /** POST /cross-sell: the caller proves the order as the thank-you page does. */
    async forCaller(request: CrossSellRequest): Promise<CrossSellOffer[]> {
      return offersFor(await orders.forGuest(request.orderId, request.orderKey), request.language);
    },
  };
}

export type CrossSell = ReturnType<typeof createCrossSell>;
