import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '@thwa/db/connection';
import { PLACES_ABROAD, bedBankHotels } from '@thwa/db/hotels/bed-bank-catalogue';
import type { RoomNight } from '@thwa/db/hotels/hotel-calendar';
import { roundPrice, type Hotel, type HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { AppError } from '../../plugins/errors.ts';
import { between, hash32, unitFor } from '../seeded.ts';
import { HotelSourceError, type ConfirmResult, type HotelSource } from './hotel-source.ts';
import { createHotelPhotos } from './hotel-photos.ts';
import { createRoomNightBooking } from './room-night-booking.ts';
import { createRoomNightOffers } from './room-night-offers.ts';

interface Range {
  min: number;
  max: number;
}

/**
 * How the sandbox bed bank behaves. What varies is drawn from a hash of the call (and the minute, or
 * the rate period, it is made in), so the same call meets the same behaviour on every node. Like the
 * flight sandboxes, a guest's last name can ask for a confirmation outcome outright: SANDBOXSLOW
 * (confirmed on the third try), SANDBOXFAIL (the hotel refuses the booking).
 */
export interface BedBankProfile {
  /** Every offers call waits this long: the partner is across the internet. */
  latencyMs: Range;
  /** Share of calls, per call and minute, the partner answers with an error. */
  errorShare: number;
  /** The partner publishes new rates this often; a price seen earlier may have moved since. */
  repriceMinutes: number;
  /** Its rates against the hotel's own, per hotel and rate period. */
  priceDrift: Range;
  /** Share of holds refused: the room went to another channel between the price check and the hold. */
  holdRefusedShare: number;
  /** Share of bookings the hotel confirms only on the third try, and share it refuses. */
  slowShare: number;
  failShare: number;
}

/** The bed bank as it behaves: slower than us, failing now and then, re-pricing every 20 minutes. */
export const BED_BANK: BedBankProfile = {
  latencyMs: { min: 150, max: 600 },
  errorShare: 0.04,
  repriceMinutes: 20,
  priceDrift: { min: 0.95, max: 1.07 },
  holdRefusedShare: 0.02,
  slowShare: 0.1,
  failShare: 0.02,
};

/**
 * The same partner without surprises: no failures, no price moves, no refusals, nothing slow unless a
 * test name asks. For browser tests that must meet a failure only on purpose (config SANDBOX_SURPRISES).
 */
export const STEADY_BED_BANK: BedBankProfile = { ...BED_BANK, errorShare: 0, priceDrift: { min: 1, max: 1 }, holdRefusedShare: 0, slowShare: 0, failShare: 0 };

/** Tries before a slow hotel confirms. */
const SLOW_CONFIRMS_ON_ATTEMPT = 3;

/**
 * Each city's prices against the catalogue's Myanmar price bands: the bed bank's hotels are generated
 * by our catalogue's rules, and a night in Singapore costs more than one in Yangon.
 */
const PRICE_LEVEL: Readonly<Record<number, number>> = { 101: 1.6, 102: 2.4, 103: 1.5, 104: 1.2, 105: 1.3 };

/** Share of nights the bed bank has no room of a type left to give us. */
const NO_ALLOTMENT_SHARE = 0.04;

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * A sandbox bed bank (a wholesaler of hotel rooms abroad): real code with its own content
 * (hotels/bed-bank-catalogue.ts), allotment, rates, latency, failures, re-pricing and slow or refused
 * confirmations. It stands where an adapter to a real bed bank will stand, behind the same
 * HotelSource interface as our own inventory.
 *
 * Its rates are per room whatever the guest's passport (a bed bank sells abroad at one price), the
 * hotel's published rate lifted to the city's level, dearer on Friday and Saturday nights, moved by
 * the partner every `repriceMinutes`. Its allotment of a room type on a night is a share of the
 * hotel's rooms, fixed per night, kept in hotel_room_nights like ours (room-night-booking.ts).
 */
export function createBedBankSource(db: Database, profile: BedBankProfile, now: () => Date): HotelSource {
  const hotels = bedBankHotels();
  const byId = new Map(hotels.map((hotel) => [hotel.id, hotel]));
  const bySlug = new Map(hotels.map((hotel) => [hotel.slug, hotel]));
  const byPlace = new Map<number, Hotel[]>();
  for (const hotel of hotels) byPlace.set(hotel.destinationId, [...(byPlace.get(hotel.destinationId) ?? []), hotel]);
  const period = () => Math.floor(now().getTime() / (profile.repriceMinutes * 60_000));

  function allotment(room: HotelRoomType, date: string): number {
    if (unitFor('bed-bank-allotment', room.id, date) < NO_ALLOTMENT_SHARE) return 0;
    return Math.max(1, Math.round(room.roomCount * between(0.15, 0.6, unitFor('bed-bank-share', room.id, date))));
  }

  function night(hotel: Hotel, room: HotelRoomType, date: string): RoomNight {
    const weekend = isoWeekday(date) >= 5 && isoWeekday(date) <= 6 ? 1.12 : 1;
    const drift = between(profile.priceDrift.min, profile.priceDrift.max, unitFor('bed-bank-rate', hotel.id, period()));
    const factor = (PRICE_LEVEL[hotel.destinationId] ?? 1) * weekend * drift;
    return {
      date,
      available: allotment(room, date),
      prices: room.rates.map((rate) => {
        const price = roundPrice(rate.foreignerPrice * factor);
        return { rateId: rate.id, local: price, foreigner: price, localBeforeDeal: price, foreignerBeforeDeal: price };
      }),
    };
  }

  const offers = createRoomNightOffers(db, { night, edition: () => String(period()) });
  const booking = createRoomNightBooking((roomTypeId, date) => {
    const hotel = byId.get(roomTypeId.split('-')[0] ?? '');
    const room = hotel?.rooms.find((one) => one.id === roomTypeId);
    return room ? allotment(room, date) : undefined;
  }, (roomTypeId) => byId.get(roomTypeId.split('-')[0] ?? '')?.rooms.map((room) => room.id) ?? [roomTypeId]);

  function outcome(orderId: string, lastNames: readonly string[]): 'slow' | 'fail' | 'ok' {
    const names = lastNames.map((name) => name.toUpperCase());
    if (names.includes('SANDBOXFAIL')) return 'fail';
    if (names.includes('SANDBOXSLOW')) return 'slow';
    const unit = unitFor('bed-bank-confirm', orderId);
    if (unit < profile.failShare) return 'fail';
    if (unit < profile.failShare + profile.slowShare) return 'slow';
    return 'ok';
  }

  return {
    name: 'bed-bank',
    region: 'international',
    places: PLACES_ABROAD.map((place) => ({ place, country: place.country })),
    hotelsIn: (placeId) => byPlace.get(placeId) ?? [],
    hotel: (hotelId) => byId.get(hotelId),
    hotelBySlug: (slug) => bySlug.get(slug),
    // The bed bank's content (pictures too) is imported into our content store, as an agency keeps it: no call to the partner.
    photos: createHotelPhotos(db),

    async offers(asked, nights, nationality) {
      const call = `${asked.map((hotel) => hotel.id).join(',')}|${nights.join(',')}`;
      const minute = Math.floor(now().getTime() / 60_000);
      await sleep(Math.round(between(profile.latencyMs.min, profile.latencyMs.max, unitFor('bed-bank-latency', call, minute))));
      if (unitFor('bed-bank-error', call, minute) < profile.errorShare) throw new HotelSourceError('bed-bank', 'the bed bank answered with an error');
      return offers.forStay(asked, nights, nationality);
    },

    async hold(transaction, request) {
      if (unitFor('bed-bank-hold', request.orderId) < profile.holdRefusedShare) throw new AppError('ROOM_NOT_AVAILABLE');
      await booking.hold(transaction, request);
    },
    markSold: booking.markSold,
    release: booking.release,

    async confirm({ orderId, lastNames, attempt }): Promise<ConfirmResult> {
      const result = outcome(orderId, lastNames);
      if (result === 'fail') return { status: 'failed', reason: 'the hotel refused the booking' };
      if (result === 'slow' && attempt < SLOW_CONFIRMS_ON_ATTEMPT) return { status: 'pending' };
      // The bed bank's confirmation number is its own, the same on every ask for the same booking.
      return { status: 'confirmed', reference: `BB${String(hash32(`bed-bank-booking|${orderId}`) % 100_000_000).padStart(8, '0')}` };
    },
  };
}
