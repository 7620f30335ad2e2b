import { describe, expect, it } from 'vitest';
import { hotelCatalogue } from '@thwa/db/hotels/hotel-catalogue';
import type { HotelLocation } from '@thwa/domain/contracts/hotels';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { LOCATION_LIMITS } from '../src/features/hotels/hotel-locations.ts';
import { useTestApi } from './harness.ts';

const api = useTestApi();

async function found(q: string, language?: string): Promise<HotelLocation[]> {
  const query = new URLSearchParams({ q, ...(language ? { language } : {}) });
  const answer = await api.app.inject({ method: 'GET', url: `/api/hotelrevamp?${query.toString()}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: HotelLocation[] }>().data;
}

describe('GET /hotelrevamp: where a hotel search starts', () => {
  it('finds a city first, with the fields of spec §3, then its townships and hotels', async () => {
    const places = await found('yangon');
    expect(places[0]).toEqual({ name: 'Yangon', kind: 'city', country: 'Myanmar', id: expect.any(String), city: 'Yangon', city_slug: 'yangon', township: null, township_slug: null, hotel_slug: null, region: 'local' });
    const kinds = places.map((place) => place.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => ['city', 'township', 'hotel'].indexOf(a) - ['city', 'township', 'hotel'].indexOf(b)));
  });

  it('knows old names and Myanmar names, and answers in the language asked', async () => {
    expect((await found('Rangoon'))[0]).toMatchObject({ kind: 'city', city_slug: 'yangon' });
    expect((await found('Pagan'))[0]).toMatchObject({ kind: 'city', city_slug: 'bagan' });
    expect((await found('ပုဂံ', 'mm'))[0]).toMatchObject({ kind: 'city', city_slug: 'bagan', name: 'ပုဂံ', country: 'မြန်မာ' });
    expect((await found('nyaung-u'))[0]).toMatchObject({ city_slug: 'bagan' });
  });

  it('converts Zawgyi input to Unicode before searching', async () => {
    const zawgyi = 'မႏၲေလး';
    expect(isZawgyi(zawgyi)).toBe(true);
    expect((await found(zawgyi, 'mm'))[0]).toMatchObject({ kind: 'city', city_slug: 'mandalay', name: 'မန္တလေး' });
  });

  it('finds a township with its city, and a hotel with its township and slug', async () => {
    const hotel = hotelCatalogue().find((one) => one.destinationId === hotelCatalogue()[0]!.destinationId)!;
    const byHotel = (await found(hotel.nameEn)).find((place) => place.kind === 'hotel' && place.id === hotel.id);
    expect(byHotel).toMatchObject({ name: hotel.nameEn, hotel_slug: hotel.slug, township_slug: hotel.townshipSlug });
    const inMyanmar = (await found(hotel.nameMy, 'mm')).find((place) => place.kind === 'hotel' && place.id === hotel.id);
    expect(inMyanmar).toMatchObject({ name: hotel.nameMy, hotel_slug: hotel.slug });
    const township = (await found(byHotel!.township!)).find((place) => place.kind === 'township' && place.township_slug === hotel.townshipSlug);
    expect(township).toMatchObject({ city_slug: byHotel!.city_slug, hotel_slug: null });
  });

  it('answers a bounded list, and an empty one when nothing matches', async () => {
    const many = await found('hotel');
    expect(many.filter((place) => place.kind === 'hotel')).toHaveLength(LOCATION_LIMITS.hotel);
    expect(many.length).toBeLessThanOrEqual(LOCATION_LIMITS.city + LOCATION_LIMITS.township + LOCATION_LIMITS.hotel);
    expect(await found('zzqx')).toEqual([]);
  });

  it('refuses an empty or overlong query with a clear 400', async () => {
    for (const q of ['', '   ', 'x'.repeat(61)]) {
      const answer = await api.app.inject({ method: 'GET', url: `/api/hotelrevamp?q=${encodeURIComponent(q)}` });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'querystring.q' });
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/hotelrevamp?q=yangon&language=fr' })).statusCode).toBe(400);
  });
});
