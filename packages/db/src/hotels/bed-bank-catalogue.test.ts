import { describe, expect, it } from 'vitest';
import { CheckReservationRequest } from '@thwa/domain/contracts/hotel-booking';
import { MYANMAR_TEXT, unicodeOrderProblem } from './testing.ts';
import { PLACES_ABROAD, bedBankHotels } from './bed-bank-catalogue.ts';
import { DESTINATIONS } from './destinations.ts';
import { hotelCatalogue } from './hotel-catalogue.ts';

describe('the bed bank’s hotels abroad', () => {
  it('sells every city abroad the issue names, each with hotels in every district', () => {
    expect(PLACES_ABROAD.map((place) => place.slug)).toEqual(['bangkok', 'singapore', 'kuala-lumpur', 'chiang-mai', 'hanoi']);
    for (const place of PLACES_ABROAD) {
      const hotels = bedBankHotels().filter((hotel) => hotel.destinationId === place.id);
      expect(hotels.length, place.slug).toBeGreaterThanOrEqual(15);
      // Named after the city, not with the Myanmar words our own hotels take.
      for (const hotel of hotels) expect(place.nameWords.some((word) => hotel.nameEn.startsWith(`${word.en} `)), hotel.nameEn).toBe(true);
      expect(new Set(hotels.map((hotel) => hotel.townshipSlug)), place.slug).toEqual(new Set(place.townships.map((township) => township.slug)));
      for (const name of [place.nameMy, place.country.my, ...place.townships.map((township) => township.nameMy), ...place.nameWords.map((word) => word.my)]) {
        expect(name).toMatch(MYANMAR_TEXT);
        expect(unicodeOrderProblem(name), name).toBeNull();
      }
    }
  });

  it('never shares an id or slug with our own places and hotels, so one names its source', () => {
    const ours = hotelCatalogue();
    const abroad = bedBankHotels();
    const unique = (values: readonly (string | number)[]) => new Set(values).size === values.length;
    expect(unique([...ours, ...abroad].map((hotel) => hotel.id))).toBe(true);
    expect(unique([...ours, ...abroad].map((hotel) => hotel.slug))).toBe(true);
    expect(unique([...DESTINATIONS, ...PLACES_ABROAD].map((place) => place.id))).toBe(true);
    expect(unique([...DESTINATIONS, ...PLACES_ABROAD].map((place) => place.slug))).toBe(true);
    expect(unique([...DESTINATIONS, ...PLACES_ABROAD].flatMap((place) => place.townships.map((township) => township.slug)))).toBe(true);
  });

  it('has ids the booking calls accept, and the same hotels on every build', () => {
    for (const hotel of bedBankHotels()) {
      for (const room of hotel.rooms) {
        for (const rate of room.rates) {
          const ids = { hotelId: hotel.id, roomTypeId: room.id, rateId: rate.id, checkIn: '2031-01-01', checkOut: '2031-01-02', rooms: 1, adult: 1 };
          expect(CheckReservationRequest.safeParse(ids).error, rate.id).toBeUndefined();
        }
      }
    }
    expect(Object.isFrozen(bedBankHotels()[0]!.rooms[0])).toBe(true);
    expect(bedBankHotels()).toBe(bedBankHotels());
  });
});
