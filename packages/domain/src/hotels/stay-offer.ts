/**
 * What a room type offers for a whole stay, from its nights: how many rooms are free on every night
 * (the fewest of any night), and what each rate costs for the stay. The list, the detail and the
 * re-pricing before an order (checkReservation) all price a stay here, so the price a guest sees on a
 * card is the price the order holds.
 */
import type { Nationality } from '../settings.ts';

/** One rate's price for one night, per room, in MMK, after any deal and before it. */
export interface NightRatePrice {
  rateId: string;
  local: number;
  foreigner: number;
  localBeforeDeal: number;
  foreignerBeforeDeal: number;
}

/** One night of a room type as the seller has it now. */
export interface OfferNight {
  date: string;
  /** Rooms of the type still for sale that night. */
  roomsLeft: number;
  prices: readonly NightRatePrice[];
}

/** One rate's price for the stay, per room. */
export interface StayRatePrice {
  rateId: string;
  /** MMK per room for every night of the stay. */
  total: number;
  totalBeforeDeal: number;
  /** The average night, rounded up to a kyat: what a card says "per night". */
  perNight: number;
  perNightBeforeDeal: number;
}

export interface StayOffer {
  /** Rooms free on every night of the stay: the most one booking can take. */
  roomsLeft: number;
  /** In the order of the room type's rates; a rate missing from some night is not offered. */
  rates: StayRatePrice[];
}

/** Spec §1: Myanmar citizens pay the local price, foreign passport holders the foreigner price. */
function priceFor(price: NightRatePrice, nationality: Nationality): { now: number; before: number } {
  return nationality === 'local' ? { now: price.local, before: price.localBeforeDeal } : { now: price.foreigner, before: price.foreignerBeforeDeal };
}

/** The stay's offer of one room type; `nights` are every night of the stay, in any order. */
export function stayOffer(nights: readonly OfferNight[], nationality: Nationality): StayOffer {
  if (nights.length === 0) return { roomsLeft: 0, rates: [] };
  const roomsLeft = Math.max(0, Math.min(...nights.map((night) => night.roomsLeft)));
  const first = nights[0]!;
  const rates: StayRatePrice[] = [];
  for (const { rateId } of first.prices) {
    let total = 0;
    let totalBeforeDeal = 0;
    let everyNight = true;
    for (const night of nights) {
      const price = night.prices.find((one) => one.rateId === rateId);
      if (!price) {
        everyNight = false;
        break;
      }
      const { now, before } = priceFor(price, nationality);
      total += now;
      totalBeforeDeal += Math.max(now, before);
    }
    if (!everyNight) continue;
    rates.push({
      rateId,
      total,
      totalBeforeDeal,
      perNight: Math.ceil(total / nights.length),
      perNightBeforeDeal: Math.ceil(totalBeforeDeal / nights.length),
    });
  }
  return { roomsLeft, rates };
}
