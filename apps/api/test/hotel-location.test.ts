import { describe, expect, it } from 'vitest';
import { PLACES_ABROAD, bedBankHotels } from '@thwa/db/hotels/bed-bank-catalogue';
import { DESTINATIONS, type HotelPlace } from '@thwa/db/hotels/destinations';
import { hotelById, type Hotel } from '@thwa/db/hotels/hotel-catalogue';
import { hotels } from '@thwa/db/schema';
import { seedHotels } from '@thwa/db/seed-hotels';
import { eq, inArray } from '@thwa/db/sql';
import { HotelDetailResponse, HotelListResponse } from '@thwa/domain/contracts/hotels';
import { distanceMetres } from '@thwa/domain/hotels/hotel-location';
import { STEADY_BED_BANK, type BedBankProfile } from '../src/partners/hotel-sources/bed-bank-source.ts';
import { inDays, post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Where a hotel is (issue 19 item 3): the detail call's coordinates and distances to the place's
 * landmarks, airport and bus station, the list's nearest landmark per card, for our hotels and the
 * bed bank's, and the seed filling coordinates and phones into an older database.
 */

const QUICK: BedBankProfile = { ...STEADY_BED_BANK, latencyMs: { min: 0, max: 2 } };
// Its own database: the seed test empties and edits hotel rows.
const api = useTestApiOnOwnDatabase('thwa_hotel_location', { RATE_LIMIT_PER_MINUTE: '1000000' }, { bedBank: QUICK });

const STAY = { checkin: inDays(20), checkout: inDays(22), rooms: 1, adult: 2 };
const YANGON = { scope: 'city', term: 'yangon', itemId: '1', region: 'local', ...STAY } as const;
const BANGKOK = { scope: 'city', term: 'bangkok', itemId: '101', region: 'international', ...STAY } as const;

const places: readonly HotelPlace[] = [...DESTINATIONS, ...PLACES_ABROAD];
const hotelOf = (id: string): Hotel => (hotelById(id) ?? bedBankHotels().find((hotel) => hotel.id === id))!;
const placeOf = (hotel: Hotel) => places.find((place) => place.id === hotel.destinationId)!;

async function list(body: Record<string, unknown>) {
  const answer = await post(api.app, '/api/hotel/v2/list', body);
  expect(answer.statusCode, answer.body).toBe(200);
  return HotelListResponse.parse(answer.json());
}

async function detail(search: Record<string, unknown>, hotelId: string, language: 'en' | 'mm' = 'en') {
  const answer = await post(api.app, '/api/hotel/v2/detail', { ...search, scope: 'hotel', itemId: hotelId, hotelId, language });
  expect(answer.statusCode, answer.body).toBe(200);
  return HotelDetailResponse.parse(answer.json()).data.hotelDetailInfo;
}

/** What the distance from the hotel to a named point of its place must be. */
function expectedMetres(hotel: Hotel, point: { latitude: number; longitude: number }) {
  return Math.round(distanceMetres(hotel, point));
}

describe('a hotel’s location in the detail call', () => {
  it('gives one of our hotels its coordinates and its landmarks, airport and bus station, nearest first, in both languages', async () => {
    const hotel = hotelById('H1001')!;
    const place = placeOf(hotel);
    const english = await detail(YANGON, hotel.id);
    expect(english.location).toEqual({ latitude: hotel.latitude, longitude: hotel.longitude });
    expect(english.nearby.map((one) => one.kind).sort()).toEqual([...place.landmarks.map(() => 'landmark'), 'airport', 'bus_station'].sort());
    const distances = english.nearby.map((one) => one.distanceMetres);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const one of english.nearby) {
      const point = [...place.landmarks, place.airport!, place.busStation].find((candidate) => candidate.name.en === one.name)!;
      expect(point, one.name).toBeDefined();
      expect(one.distanceMetres, one.name).toBe(expectedMetres(hotel, point));
      expect([one.latitude, one.longitude]).toEqual([point.latitude, point.longitude]);
    }
    const airport = english.nearby.find((one) => one.kind === 'airport')!;
    expect(airport.name).toBe('Yangon International Airport');
    // Kyauktada, downtown: the airport is some 15 km north, Shwedagon a few km.
    expect(airport.distanceMetres).toBeGreaterThan(12_000);
    expect(airport.distanceMetres).toBeLessThan(19_000);
    expect(english.nearby.find((one) => one.name === 'Shwedagon Pagoda')!.distanceMetres).toBeLessThan(5_000);

    const myanmar = await detail({ ...YANGON, language: 'mm' }, hotel.id, 'mm');
    expect(myanmar.nearby.map((one) => one.distanceMetres)).toEqual(distances);
    expect(myanmar.nearby.map((one) => one.name)).toContain('ရွှေတိဂုံစေတီတော်');
    expect(myanmar.nearby.map((one) => one.name)).toContain('ရန်ကုန်အပြည်ပြည်ဆိုင်ရာလေဆိပ်');
  });

  it('gives a bed bank hotel abroad the same, from its city’s places', async () => {
    const hotel = bedBankHotels().find((one) => one.destinationId === 101)!;
    const info = await detail(BANGKOK, hotel.id);
    expect(info.location).toEqual({ latitude: hotel.latitude, longitude: hotel.longitude });
    const names = info.nearby.map((one) => one.name);
    expect(names).toEqual(expect.arrayContaining(['the Grand Palace', 'Suvarnabhumi Airport', 'Mo Chit Bus Terminal']));
    for (const one of info.nearby) expect(one.distanceMetres).toBe(expectedMetres(hotel, one));
    expect(info.nearby.map((one) => one.distanceMetres)).toEqual(info.nearby.map((one) => one.distanceMetres).sort((a, b) => a - b));
  });

  it('a place without an airport near names none', async () => {
    const hotel = hotelById('H7001')!;
    const info = await detail({ scope: 'city', term: 'ngwe-saung', itemId: '7', region: 'local', ...STAY }, hotel.id);
    expect(info.nearby.some((one) => one.kind === 'airport')).toBe(false);
    expect(info.nearby.filter((one) => one.kind === 'bus_station')).toHaveLength(1);
  });

  it('answers an unknown hotel with 404, as before', async () => {
    const answer = await post(api.app, '/api/hotel/v2/detail', { ...YANGON, scope: 'hotel', hotelId: 'H99999' });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the nearest landmark on the list’s cards', () => {
  it('names each card’s nearest landmark and its distance, ours and abroad, in the language asked for', async () => {
    for (const search of [YANGON, BANGKOK]) {
      const page = await list(search);
      expect(page.data.length).toBeGreaterThan(5);
      for (const card of page.data) {
        const hotel = hotelOf(card.hotelId);
        const nearest = placeOf(hotel)
          .landmarks.map((landmark) => ({ landmark, metres: expectedMetres(hotel, landmark) }))
          .sort((a, b) => a.metres - b.metres)[0]!;
        expect(card.nearestLandmark, card.hotelId).toEqual({ name: nearest.landmark.name.en, distanceMetres: nearest.metres });
      }
    }
    const myanmar = await list({ ...YANGON, language: 'mm' });
    const hotel = hotelOf(myanmar.data[0]!.hotelId);
    expect(placeOf(hotel).landmarks.map((landmark) => landmark.name.my)).toContain(myanmar.data[0]!.nearestLandmark!.name);
  });
});

describe('the seed', () => {
  it('fills the coordinates and phone an older database lacks, and keeps what an operator edited', async () => {
    const { db } = api.connection;
    const [first, second] = ['H1001', 'H2001'].map((id) => hotelById(id)!);
    await db.update(hotels).set({ latitude: null, longitude: null, phone: null }).where(eq(hotels.hotelId, first!.id));
    await db.update(hotels).set({ latitude: null, longitude: null, phone: '+95 2 999 999', descriptionEn: 'Edited by an operator.' }).where(eq(hotels.hotelId, second!.id));

    await seedHotels(db);

    const rows = await db.select().from(hotels).where(inArray(hotels.hotelId, [first!.id, second!.id])).orderBy(hotels.hotelId);
    const byId = new Map(rows.map((row) => [row.hotelId, row]));
    expect(byId.get(first!.id)).toMatchObject({ latitude: first!.latitude, longitude: first!.longitude, phone: first!.phone });
    expect(byId.get(second!.id)).toMatchObject({ latitude: second!.latitude, longitude: second!.longitude, phone: '+95 2 999 999', descriptionEn: 'Edited by an operator.' });
    // Every hotel of the catalogue and of the bed bank has both after a seed.
    const all = await db.select({ latitude: hotels.latitude, phone: hotels.phone }).from(hotels);
    expect(all.length).toBeGreaterThan(400);
    expect(all.every((row) => row.latitude !== null && row.phone !== null)).toBe(true);
  });
});
