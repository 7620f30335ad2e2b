import { describe, expect, it } from 'vitest';
import { loadHotelListing } from './hotel-listing.server.ts';
import { loadHotelDetail } from './hotel-detail.server.ts';
import type { HotelDetailData, HotelListingData } from './hotel-listing-data.ts';
import { OPTIONS, apiError, card, detailAnswer, fakeApi, meta, room, type FakeCall } from './test-support.tsx';

// 10:00 in Yangon on 1 March 2031: the stay below is on sale.
const NOW = new Date('2031-03-01T03:30:00Z');
const YANGON =
  'term=yangon&listingSearchTerm=Yangon&itemId=1&name=Yangon&scope=city&city=yangon&country=Myanmar&region=local&checkin=2031-03-10&checkout=2031-03-12&rooms=1&adult=2&child=0&child_ages=&nationality=local&currency=MMK&language=en';

const TOTAL = 45;
const page = (n: number) => Array.from({ length: Math.min(20, TOTAL - (n - 1) * 20) }, (_, index) => card(`H1${String((n - 1) * 20 + index + 1).padStart(3, '0')}`));

/** The hotel api of a city with 45 hotels, 20 a page; `list` may answer otherwise. */
function hotelApi(list?: (call: FakeCall) => Response | undefined) {
  return fakeApi((call) => {
    if (call.path === '/api/hotel/v2/filter') return Response.json({ code: 200, data: OPTIONS });
    const answered = list?.(call);
    if (answered) return answered;
    const n = Number(call.body.page);
    return Response.json({ code: 200, data: page(n), meta: meta({ total: TOTAL, currentPage: n }) });
  });
}

async function listing(query: string, api = hotelApi()) {
  const result = await loadHotelListing({ request: new Request(`http://thwa.test/hotel/listing?${query}`), api: api.api, now: NOW });
  return { data: result.data as HotelListingData, status: result.init?.status ?? 200, calls: api.calls };
}

function kind<K extends HotelListingData['kind']>(data: HotelListingData, expected: K): Extract<HotelListingData, { kind: K }> {
  expect(data.kind).toBe(expected);
  return data as Extract<HotelListingData, { kind: K }>;
}

describe('the hotel listing loader', () => {
  it('asks the filter and the first page with the spec §2 search, in the page language, default sort rank descending', async () => {
    const { data, status, calls } = await listing(YANGON);
    expect(status).toBe(200);
    const results = kind(data, 'results');
    expect(results.title).toBe('Hotels in Yangon');
    expect(results.cards).toHaveLength(20);
    expect(results.options).toEqual(OPTIONS);
    expect(results.summary).toMatchObject({ place: 'Yangon', nights: 2, rooms: 1, adult: 2, child: 0, checkinLabel: 'Mon, 10 Mar 2031', hasPlace: true });
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/hotel/v2/filter', '/api/hotel/v2/list']);
    const list = calls.find((call) => call.path === '/api/hotel/v2/list')!;
    expect(list.language).toBe('en');
    expect(list.body).toMatchObject({ term: 'yangon', scope: 'city', checkin: '2031-03-10', checkout: '2031-03-12', rooms: 1, adult: 2, child: 0, sort: 'rank', order: 'desc', page: 1 });
    expect(list.body.filters).toEqual({ priceRanges: [], starRating: [], bedTypes: [], hotelTypes: [], amenities: [], townships: [] });
  });

  it('passes the filters, sort and order of the address on to the list', async () => {
    const { calls } = await listing(`${YANGON}&starRating=4&starRating=3&amenities=pool&priceRanges=0-49999&townships=kyauktada&sort=price&order=asc`);
    const list = calls.find((call) => call.path === '/api/hotel/v2/list')!;
    expect(list.body).toMatchObject({ sort: 'price', order: 'asc', filters: { starRating: [4, 3], amenities: ['pool'], priceRanges: [{ min: 0, max: 49_999 }], townships: ['kyauktada'] } });
  });

  it('shows pages 1 to the page of the address, each appended to the one before (spec §4)', async () => {
    const { data, calls } = await listing(`${YANGON}&page=3`);
    const results = kind(data, 'results');
    expect(results.cards.map((one) => one.hotelId)).toEqual([...page(1), ...page(2), ...page(3)].map((one) => one.hotelId));
    expect(results.meta).toMatchObject({ currentPage: 3, lastPage: 3, total: TOTAL });
    expect(results.controls.page).toBe(3);
    expect(calls.filter((call) => call.path === '/api/hotel/v2/list').map((call) => call.body.page).sort()).toEqual([1, 2, 3]);
  });

  it('asks no page past the last one', async () => {
    const { data, calls } = await listing(`${YANGON}&page=40`);
    expect(kind(data, 'results').controls.page).toBe(3);
    expect(calls.filter((call) => call.path === '/api/hotel/v2/list')).toHaveLength(3);
  });

  it('clears the list and says so when a later page fails (spec §4: pagination failure clears lists)', async () => {
    const api = hotelApi((call) => (call.body.page === 2 ? apiError(503, 'SERVICE_UNAVAILABLE') : undefined));
    const { data, status } = await listing(`${YANGON}&page=2`, api);
    const failed = kind(data, 'failed');
    expect(status).toBe(503);
    expect(failed.message).toBe('refused: SERVICE_UNAVAILABLE');
    expect(failed.placeNotFound).toBe(false);
    expect('cards' in failed).toBe(false);
    // The filters stay, so the visitor can change what failed.
    expect(failed.options).toEqual(OPTIONS);
  });

  it('treats an answer without data as failed (spec §4: missing data means failed)', async () => {
    const api = hotelApi(() => Response.json({ code: 200, meta: meta({ total: 1, currentPage: 1 }) }));
    const { data } = await listing(YANGON, api);
    expect(kind(data, 'failed').message).toBe('An unexpected error occurred. Please try again.');
  });

  it('asks again with only the offered values when the api refuses a filter value typed into the address', async () => {
    const api = hotelApi((call) => {
      const filters = call.body.filters as { bedTypes: string[] };
      return filters.bedTypes.includes('hammock') ? apiError(400, 'VALIDATION_FAILED', 'body.filters.bedTypes.0') : undefined;
    });
    const { data, calls } = await listing(`${YANGON}&bedTypes=hammock&bedTypes=king`, api);
    const results = kind(data, 'results');
    expect(results.controls.filters.bedTypes).toEqual(['king']);
    expect(calls.filter((call) => call.path === '/api/hotel/v2/list').map((call) => (call.body.filters as { bedTypes: string[] }).bedTypes)).toEqual([['hammock', 'king'], ['king']]);
  });

  it('says it cannot find a place the api does not know (spec §8 city not found)', async () => {
    const api = fakeApi(() => apiError(400, 'VALIDATION_FAILED', 'body.term'));
    const { data, status } = await listing(YANGON.replace('term=yangon', 'term=atlantis'), api);
    expect(status).toBe(400);
    expect(kind(data, 'failed').placeNotFound).toBe(true);
  });

  it('asks nothing without a place, and leads to the search form', async () => {
    const api = hotelApi();
    const { data, status } = await listing('checkin=2031-03-10&checkout=2031-03-12', api);
    expect(status).toBe(400);
    kind(data, 'noPlace');
    expect(api.calls).toEqual([]);
  });

  it('names the place in the page language from the cards, and keeps the language and currency of the visitor in its links', async () => {
    const api = hotelApi((call) => Response.json({ code: 200, data: [card('H1001', { city: { slug: 'yangon', name: 'ရန်ကုန်' } })], meta: meta({ total: 1, currentPage: Number(call.body.page) }) }));
    const { data, calls } = await listing(YANGON.replace('language=en', 'language=mm').replace('currency=MMK', 'currency=USD'), api);
    const results = kind(data, 'results');
    expect(results.title).toBe('ရန်ကုန် ရှိ ဟိုတယ်များ');
    expect(results.summary.query).toContain('language=mm');
    expect(results.summary.query).toContain('currency=USD');
    expect(calls[0]!.language).toBe('mm');
  });

  it('lists a foreign guest at the foreigner price', async () => {
    const { calls } = await listing(YANGON.replace('nationality=local', 'nationality=foreign'));
    expect(calls.every((call) => call.body.nationality === 'foreign')).toBe(true);
  });
});

async function detail(query: string, options: { room?: boolean; answer?: (call: FakeCall) => Response } = {}) {
  const api = fakeApi(options.answer ?? (() => Response.json(detailAnswer([room('R1')]))));
  const path = options.room ? '/hotel/detail/room' : '/hotel/detail';
  const result = await loadHotelDetail({ request: new Request(`http://thwa.test${path}?${query}`), api: api.api, now: NOW, room: options.room ?? false });
  return { data: result.data as HotelDetailData, status: result.init?.status ?? 200, calls: api.calls };
}

describe('the hotel detail and room loaders', () => {
  it("asks the hotel for the party, and for one adult to learn which other rooms exist; says why the party cannot have those", async () => {
    const family = room('R3', { name: 'Family Room', availables: { maxAdults: 4, maxChildren: 2, roomsLeft: 2 } });
    const standard = room('R1', { name: 'Standard Room' });
    const { data, calls } = await detail(`${YANGON.replace('adult=2', 'adult=4')}&hotelId=H1001`, {
      answer: (call) => Response.json(detailAnswer(call.body.adult === 1 ? [standard, family] : [family])),
    });
    expect(data.kind).toBe('hotel');
    const hotel = data as Extract<HotelDetailData, { kind: 'hotel' }>;
    expect(hotel.title).toBe('Thiri Moonlight Hotel');
    expect(hotel.rooms.map((one) => one.name)).toEqual(['Family Room']);
    expect(hotel.notOffered).toEqual([{ roomTypeId: 'R1', name: 'Standard Room', bedTypeName: 'Double bed', sizeM2: 28, reason: { kind: 'too_small', maxAdults: 2, maxChildren: 1 } }]);
    expect(calls.map((call) => [call.body.hotelId, call.body.rooms, call.body.adult, call.body.child])).toEqual([
      ['H1001', 1, 4, 0],
      ['H1001', 1, 1, 0],
    ]);
    expect(hotel.pagePath).toBe(`/hotel/detail?${YANGON.replace('adult=2', 'adult=4')}&hotelId=H1001`);
  });

  it('asks once for a party of one adult', async () => {
    const { calls } = await detail(`${YANGON.replace('adult=2', 'adult=1')}&hotelId=H1001`);
    expect(calls).toHaveLength(1);
  });

  it('says a hotel we do not sell is not available (spec §8), and asks nothing for an id that cannot be one', async () => {
    const missing = await detail(`${YANGON}&hotelId=H9999`, { answer: () => apiError(404, 'HOTEL_NOT_FOUND') });
    expect(missing.status).toBe(404);
    expect(missing.data.kind).toBe('hotelNotAvailable');
    const bad = await detail(`${YANGON}&hotelId=${encodeURIComponent('<script>')}`);
    expect(bad.data.kind).toBe('hotelNotAvailable');
    expect(bad.calls).toEqual([]);
  });

  it('shows a room with its rates, or says it is not available for the search (spec §8 room not available)', async () => {
    const shown = await detail(`${YANGON}&hotelId=H1001&roomTypeId=R1`, { room: true });
    expect(shown.data.kind).toBe('room');
    expect((shown.data as Extract<HotelDetailData, { kind: 'room' }>).room.roomTypeId).toBe('R1');
    expect((shown.data as Extract<HotelDetailData, { kind: 'room' }>).pagePath).toBe(`/hotel/detail/room?${YANGON}&hotelId=H1001&roomTypeId=R1`);

    const gone = await detail(`${YANGON}&hotelId=H1001&roomTypeId=R7`, { room: true });
    expect(gone.status).toBe(410);
    expect(gone.data.kind).toBe('roomNotAvailable');
  });

  it('gives a hotel linked without a place its city, so its links lead to a listing', async () => {
    const { data } = await detail('checkin=2031-03-10&checkout=2031-03-12&hotelId=H1001');
    const hotel = data as Extract<HotelDetailData, { kind: 'hotel' }>;
    expect(hotel.summary.hasPlace).toBe(true);
    expect(hotel.summary.query).toContain('term=yangon');
    expect(hotel.summary.query).toContain('scope=city');
  });

  it('turns a failed call into a page that offers to try again', async () => {
    const { data, status } = await detail(`${YANGON}&hotelId=H1001`, { answer: () => new Response('not json', { status: 502 }) });
    expect(status).toBe(502);
    expect(data.kind).toBe('failed');
  });
});
