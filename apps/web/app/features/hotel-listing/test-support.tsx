/**
 * Test helpers of the hotel pages: answers shaped like the api's (contracts/hotels.ts), and a fake api
 * that records what it was asked. Test code only.
 */
import type { HotelCard, HotelDetailResponse, HotelFilterOptions, HotelListMeta, HotelRateOffer, HotelRoomOffer } from '@thwa/domain/contracts/hotels';
import type { HotelSearchSummary } from './hotel-listing-data.ts';

export function card(hotelId: string, spec: Partial<HotelCard> & { perNight?: number; beforeDeal?: number; nights?: number } = {}): HotelCard {
  const perNight = spec.perNight ?? 100_000;
  const beforeDeal = spec.beforeDeal ?? perNight;
  const nights = spec.nights ?? 2;
  const { perNight: _perNight, beforeDeal: _beforeDeal, nights: _nights, ...rest } = spec;
  return {
    hotelId,
    slug: `hotel-${hotelId.toLowerCase()}`,
    name: `Hotel ${hotelId}`,
    type: 'hotel',
    typeName: 'Hotel',
    stars: 4,
    city: { slug: 'yangon', name: 'Yangon' },
    township: { slug: 'kyauktada', name: 'Kyauktada' },
    nearestLandmark: { name: 'Sule Pagoda', distanceMetres: 640 },
    picture: null,
    photo: null,
    amenities: ['wifi', 'pool', 'spa', 'gym', 'restaurant', 'bar'],
    price: {
      currency: 'MMK',
      perNight,
      perNightBeforeDeal: beforeDeal,
      total: perNight * nights,
      totalBeforeDeal: beforeDeal * nights,
      dealPercent: beforeDeal > perNight ? Math.round((1 - perNight / beforeDeal) * 100) : 0,
    },
    cancellation: { refundable: true, freeUntil: '2031-03-07' },
    roomsLeft: null,
    rank: 1,
    ...rest,
  };
}

export function meta(spec: Partial<HotelListMeta> & { total: number; currentPage: number }): HotelListMeta {
  const perPage = 20;
  const lastPage = Math.max(1, Math.ceil(spec.total / perPage));
  const from = spec.total === 0 ? 0 : (spec.currentPage - 1) * perPage + 1;
  return { from, to: Math.min(spec.total, spec.currentPage * perPage), perPage, lastPage, searchedTerm: 'local', ...spec };
}

export const OPTIONS: HotelFilterOptions = {
  total: 45,
  priceBounds: { min: 30_000, max: 500_000 },
  priceRanges: [
    { min: 0, max: 49_999, count: 5 },
    { min: 50_000, max: 99_999, count: 20 },
    { min: 400_000, max: 99_999_999, count: 3 },
  ],
  starRating: [
    { value: 3, count: 14 },
    { value: 4, count: 16 },
  ],
  bedTypes: [
    { code: 'double', name: 'Double bed', count: 30 },
    { code: 'king', name: 'King bed', count: 20 },
  ],
  hotelTypes: [
    { code: 'hotel', name: 'Hotel', count: 40 },
    { code: 'guest_house', name: 'Guest house', count: 5 },
  ],
  amenities: [
    { code: 'wifi', name: 'Free Wi-Fi', count: 45 },
    { code: 'pool', name: 'Swimming pool', count: 12 },
  ],
  townships: [
    { slug: 'kyauktada', name: 'Kyauktada', count: 17 },
    { slug: 'bahan', name: 'Bahan', count: 8 },
  ],
};

export function rate(rateId: string, spec: Partial<HotelRateOffer> & { perNight?: number } = {}): HotelRateOffer {
  const perNight = spec.perNight ?? 150_000;
  const { perNight: _perNight, ...rest } = spec;
  return {
    rateId,
    name: 'Room only',
    services: [],
    serviceNames: [],
    price: { currency: 'MMK', perNight, perNightBeforeDeal: perNight, total: perNight * 2, totalBeforeDeal: perNight * 2, dealPercent: 0 },
    cancellation: { refundable: false, freeUntil: null },
    ...rest,
  };
}

export function room(roomTypeId: string, spec: Partial<HotelRoomOffer> = {}): HotelRoomOffer {
  return {
    roomTypeId,
    name: `Room ${roomTypeId}`,
    bedType: 'double',
    bedTypeName: 'Double bed',
    sizeM2: 28,
    photos: [],
    availables: { maxAdults: 2, maxChildren: 1, roomsLeft: 9 },
    rates: [rate(`${roomTypeId}-RO`), rate(`${roomTypeId}-BB`, { name: 'Room with breakfast', services: ['Breakfast'], serviceNames: ['Breakfast'], perNight: 170_000 })],
    ...spec,
  };
}

export function detailAnswer(rooms: HotelRoomOffer[]): HotelDetailResponse {
  return {
    code: 200,
    data: {
      hotelDetailInfo: {
        hotelId: 'H1001',
        slug: 'thiri-moonlight-hotel-yangon',
        name: 'Thiri Moonlight Hotel',
        description: 'A 4-star hotel in Kyauktada.',
        address: 'No. 123, Pansodan Street, Kyauktada, Yangon',
        stars: 4,
        type: 'hotel',
        typeName: 'Hotel',
        city: { slug: 'yangon', name: 'Yangon' },
        township: { slug: 'kyauktada', name: 'Kyauktada' },
        location: { latitude: 16.7752, longitude: 96.1601 },
        nearby: [
          { kind: 'landmark', name: 'Sule Pagoda', distanceMetres: 640, latitude: 16.7747, longitude: 96.1588 },
          { kind: 'landmark', name: 'Shwedagon Pagoda', distanceMetres: 2_780, latitude: 16.7983, longitude: 96.1497 },
          { kind: 'airport', name: 'Yangon International Airport', distanceMetres: 14_800, latitude: 16.9073, longitude: 96.1332 },
          { kind: 'bus_station', name: 'Aung Mingalar Highway Bus Station', distanceMetres: 14_100, latitude: 16.9005, longitude: 96.1755 },
        ],
        picture: null,
        photos: [],
        amenities: [
          { code: 'wifi', name: 'Free Wi-Fi' },
          { code: 'pool', name: 'Swimming pool' },
        ],
        policies: {
          checkIn: '14:00',
          checkOut: '12:00',
          extraBed: { allowed: true, price: 42_000 },
          babyCot: { available: true, price: 0 },
          cancellation: { refundable: true, freeCancellationDays: 3 },
        },
      },
      rooms,
      reservationInfo: [{ kind: 'stay', title: 'Your stay', text: '2 nights' }],
      stay: { checkin: '2031-03-10', checkout: '2031-03-12', nights: 2, rooms: 1, adult: 2, child: 0, childAges: [] },
    },
  };
}

export interface FakeCall {
  path: string;
  language: string | null;
  body: Record<string, unknown>;
}

/** An api answering the hotel calls with `answer`, recording each call. */
export function fakeApi(answer: (call: FakeCall) => Response) {
  const calls: FakeCall[] = [];
  const api = async (request: Request) => {
    const call = { path: new URL(request.url).pathname, language: request.headers.get('x-language'), body: (await request.json()) as Record<string, unknown> };
    calls.push(call);
    return answer(call);
  };
  return { api, calls };
}

export function apiError(status: number, errorCode: string, field?: string): Response {
  return Response.json({ code: status, errorCode, message: `refused: ${errorCode}`, ...(field ? { field } : {}), requestId: 'r-1' }, { status });
}

/** Yangon for two nights from 10 March 2031 as the page's summary of the search, with `query` as its address. */
export function yangonSummary(query: string, adult: number): HotelSearchSummary {
  return {
    place: 'Yangon',
    checkin: '2031-03-10',
    checkout: '2031-03-12',
    checkinLabel: 'Mon, 10 Mar 2031',
    checkoutLabel: 'Wed, 12 Mar 2031',
    nights: 2,
    rooms: 1,
    adult,
    child: 0,
    childAges: [],
    nationality: 'local',
    region: 'local',
    hasPlace: true,
    query,
  };
}
