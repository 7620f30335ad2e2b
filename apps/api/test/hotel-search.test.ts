import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orders } from '@thwa/db/schema';
import { withTransaction } from '@thwa/db/transaction';
import { destinationBySlug } from '@thwa/db/hotels/destinations';
import { hotelById, hotelCatalogue, hotelsInDestination, maxAdultsOnRate, type Hotel } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { MYANMAR_TEXT, unicodeOrderProblem } from '@thwa/db/hotels/testing';
import type { PriceBreakdown } from '@thwa/domain/booking/price-breakdown';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { HotelDetailResponse, HotelFilterResponse, HotelListRequest, HotelListResponse, type HotelCard, type HotelRoomOffer } from '@thwa/domain/contracts/hotels';
import { addDays } from '@thwa/domain/dates';
import { dealShare } from '@thwa/domain/hotels/hotel-list';
import { createHotelSearch } from '../src/features/hotels/hotel-search.ts';
import { createHotelSearchRepository } from '../src/features/hotels/hotel-search.repository.ts';
import type { RoomRequest } from '../src/partners/hotel-sources/hotel-source.ts';
import { createInventorySource } from '../src/partners/hotel-sources/inventory-source.ts';
import { createHotelSources } from '../src/partners/hotel-sources/hotel-sources.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/** 09:30 in Yangon on 1 March 2031: every stay below is in the year on sale. */
const NOW = new Date('2031-03-01T03:00:00Z');
const TODAY = '2031-03-01';
// A database of this file's own: the tests hold and sell nights, and count what is left of them.
const api = useTestApiOnOwnDatabase('thwa_hotel_search', {}, { flights: { now: () => NOW } });

const YANGON = { scope: 'city', term: 'yangon', checkin: '2031-03-10', checkout: '2031-03-12', rooms: 1, adult: 2 } as const;
const yangonHotels = hotelsInDestination(destinationBySlug('yangon')!.id);

type Body = Record<string, unknown>;

async function call(path: 'filter' | 'list' | 'detail', body: Body) {
  return api.app.inject({ method: 'POST', url: `/api/hotel/v2/${path}`, payload: body });
}

async function list(body: Body = {}): Promise<HotelListResponse> {
  const answer = await call('list', { ...YANGON, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return HotelListResponse.parse(answer.json());
}

/** Every page of a list, in order. */
async function allPages(body: Body = {}): Promise<HotelCard[]> {
  const first = await list(body);
  const cards = [...first.data];
  for (let page = 2; page <= first.meta.lastPage; page += 1) cards.push(...(await list({ ...body, page })).data);
  return cards;
}

async function filter(body: Body = {}): Promise<HotelFilterResponse['data']> {
  const answer = await call('filter', { ...YANGON, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return HotelFilterResponse.parse(answer.json()).data;
}

async function detail(hotelId: string, body: Body = {}): Promise<HotelDetailResponse['data']> {
  const answer = await call('detail', { ...YANGON, hotelId, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return HotelDetailResponse.parse(answer.json()).data;
}

const ids = (cards: readonly HotelCard[]) => cards.map((card) => card.hotelId);

let orderNumber = 0;

/** Holds rooms for a stay in an order's transaction, as placing an order does; the order id. */
async function hold(checkIn: string, checkOut: string, rooms: RoomRequest[], sold = false): Promise<string> {
  orderNumber += 1;
  const orderId = `TW8${String(Date.now()).slice(-5)}${String(orderNumber).padStart(4, '0')}`;
  await withTransaction(api.connection.db, async (transaction) => {
    await transaction.tx.insert(orders).values({
      orderId,
      productType: 1,
      flow: 'online',
      status: 'held',
      paymentStatus: 'none',
      language: 'en',
      accessKeyHash: randomBytes(32).toString('hex'),
      contactEmail: 'guest@example.com',
      contact: { contactName: 'Su Su', email: 'guest@example.com', phoneCode: '95', phoneNumber: '9791234567' },
      travellers: [],
      breakdown: { total: 0 } as unknown as PriceBreakdown,
      amount: 0,
    });
    await createInventorySource(api.connection.db).hold(transaction, { orderId, checkIn, checkOut, rooms });
    if (sold) await createInventorySource(api.connection.db).markSold(transaction, orderId);
  });
  return orderId;
}

async function expectRefused(path: 'filter' | 'list' | 'detail', body: Body, status: number, errorCode: string, field?: string) {
  const answer = await call(path, body);
  const where = `${path} ${JSON.stringify(body).slice(0, 160)}`;
  expect(answer.statusCode, `${where}: ${answer.body}`).toBe(status);
  const error = ErrorResponse.strict().parse(answer.json());
  expect(error, where).toMatchObject({ code: status, errorCode });
  if (field) expect(error.field, where).toBe(field);
}

describe('POST /hotel/v2/list: the list and its meta (spec §3)', () => {
  it('pages the hotels of a city with a room for the stay, 20 a page, with the list meta', async () => {
    const first = await list();
    const { total } = await filter();
    expect(total).toBeGreaterThan(40);
    expect(total).toBeLessThanOrEqual(yangonHotels.length);
    expect(first.meta).toEqual({ from: 1, to: 20, perPage: 20, currentPage: 1, lastPage: Math.ceil(total / 20), total, searchedTerm: 'local' });
    expect(first.data).toHaveLength(20);

    const second = await list({ page: 2 });
    expect(second.meta).toMatchObject({ from: 21, to: 40, currentPage: 2, total });
    expect(ids(second.data).filter((id) => ids(first.data).includes(id))).toEqual([]);

    const cards = await allPages();
    expect(cards).toHaveLength(total);
    expect(new Set(ids(cards)).size).toBe(total);
    for (const card of cards) expect(yangonHotels.map((hotel) => hotel.id)).toContain(card.hotelId);
  });

  it('answers an empty page past the last, never the last one again', async () => {
    const { meta } = await list();
    const past = await list({ page: meta.lastPage + 1 });
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ from: 0, currentPage: meta.lastPage + 1, lastPage: meta.lastPage, total: meta.total });
  });

  it('shows on each card the price of its cheapest rate for the party, as the detail prices it, with the deal and the cancellation', async () => {
    for (const card of (await list()).data.slice(0, 6)) {
      const hotel = hotelById(card.hotelId)!;
      const offered = await detail(card.hotelId);
      const rates = offered.rooms.flatMap((room) => room.rates.map((rate) => ({ room, rate })));
      const cheapest = rates.reduce((best, one) => (one.rate.price.perNight < best.rate.price.perNight ? one : best));
      expect(card.price).toEqual(cheapest.rate.price);
      expect(card.cancellation).toEqual(cheapest.rate.cancellation);
      expect(card.roomsLeft).toBe(cheapest.room.availables.roomsLeft <= 5 ? cheapest.room.availables.roomsLeft : null);
      expect(card).toMatchObject({ name: hotel.nameEn, slug: hotel.slug, stars: hotel.stars, type: hotel.type, amenities: [...hotel.amenities], picture: `/media/${card.photo!.imageId}/800.jpeg`, photo: { kind: 'exterior' }, city: { slug: 'yangon', name: 'Yangon' } });
      expect(card.township.slug).toBe(hotel.townshipSlug);
      expect(card.price.dealPercent).toBe(card.price.totalBeforeDeal > card.price.total ? Math.round((1 - card.price.total / card.price.totalBeforeDeal) * 100) : 0);
    }
  });

  it('lists deals: some cards cost less than before the deal, never by more than the largest deal', async () => {
    const cards = await allPages();
    const deals = cards.filter((card) => card.price.total < card.price.totalBeforeDeal);
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.length).toBeLessThan(cards.length);
    for (const card of deals) {
      // A deal on some nights of the stay only takes less off the whole; the hotels' rounding moves it a point.
      expect(card.price.dealPercent, card.hotelId).toBeGreaterThan(0);
      expect(card.price.dealPercent, card.hotelId).toBeLessThanOrEqual(31);
    }
    for (const card of cards.filter((one) => one.price.total === one.price.totalBeforeDeal)) expect(card.price.dealPercent).toBe(0);
  });
});

describe('POST /hotel/v2/filter and the list filters (spec §3)', () => {
  it('offers only values the hotels of the search have, each counted as the list counts it when chosen alone', async () => {
    const options = await filter();
    const chosen: Array<[string, Body['filters'], (card: HotelCard) => boolean, number]> = [
      ...options.starRating.map((one) => ['starRating', { starRating: [one.value] }, (card: HotelCard) => card.stars === one.value, one.count] as const),
      ...options.hotelTypes.map((one) => ['hotelTypes', { hotelTypes: [one.code] }, (card: HotelCard) => card.type === one.code, one.count] as const),
      ...options.bedTypes.map(
        (one) => ['bedTypes', { bedTypes: [one.code] }, (card: HotelCard) => hotelById(card.hotelId)!.rooms.some((room) => room.bedType === one.code), one.count] as const,
      ),
      ...options.amenities.map((one) => ['amenities', { amenities: [one.code] }, (card: HotelCard) => card.amenities.includes(one.code), one.count] as const),
      ...options.townships.map((one) => ['townships', { townships: [one.slug] }, (card: HotelCard) => card.township.slug === one.slug, one.count] as const),
      ...options.priceRanges.map(
        (one) => ['priceRanges', { priceRanges: [{ min: one.min, max: one.max }] }, (card: HotelCard) => card.price.perNight >= one.min && card.price.perNight <= one.max, one.count] as const,
      ),
    ].map(([name, filters, passes, count]) => [name, filters, passes, count]);
    for (const name of ['starRating', 'hotelTypes', 'bedTypes', 'amenities', 'townships', 'priceRanges']) expect(chosen.some(([one]) => one === name), name).toBe(true);
    for (const [name, filters, passes, count] of chosen) {
      const cards = await allPages({ filters });
      expect(cards.length, `${name} ${JSON.stringify(filters)}`).toBe(count);
      for (const card of cards) expect(passes(card), `${name} ${JSON.stringify(filters)} ${card.hotelId}`).toBe(true);
    }
    expect(options.priceBounds!.min).toBe(Math.min(...(await allPages()).map((card) => card.price.perNight)));
  });

  it('keeps a hotel matching any value within a filter, and every filter across them; every amenity chosen', async () => {
    const options = await filter();
    const count = (value: number) => options.starRating.find((one) => one.value === value)?.count ?? 0;
    expect((await list({ filters: { starRating: [4, 5] } })).meta.total).toBe(count(4) + count(5));

    const both = await allPages({ filters: { amenities: ['pool', 'gym'] } });
    const pool = ids(await allPages({ filters: { amenities: ['pool'] } }));
    const gym = ids(await allPages({ filters: { amenities: ['gym'] } }));
    expect(both.length).toBeGreaterThan(0);
    expect(new Set(ids(both))).toEqual(new Set(pool.filter((id) => gym.includes(id))));
    expect(both.length).toBeLessThan(Math.min(pool.length, gym.length));

    const across = await allPages({ filters: { starRating: [3], amenities: ['pool'] } });
    for (const card of across) expect([card.stars, card.amenities.includes('pool')]).toEqual([3, true]);
    expect(across.length).toBeLessThan(count(3));
  });

  it('offers names in the language asked for, and townships of the city in its own order', async () => {
    const options = await filter();
    expect(options.amenities.find((one) => one.code === 'wifi')).toMatchObject({ name: 'Free Wi-Fi' });
    const yangon = destinationBySlug('yangon')!;
    expect(options.townships.map((one) => one.slug)).toEqual(yangon.townships.map((one) => one.slug).filter((slug) => options.townships.some((one) => one.slug === slug)));
    expect(options.townships.reduce((sum, one) => sum + one.count, 0)).toBe(options.total);
  });
});

describe('the list sorts (spec §9)', () => {
  const keys: Record<string, (card: HotelCard) => number> = {
    rank: (card) => card.rank,
    price: (card) => card.price.perNight,
    star_rating: (card) => card.stars,
    deals: (card) => dealShare({ pricePerNight: card.price.perNight, pricePerNightBeforeDeal: card.price.perNightBeforeDeal }),
  };

  it('recommends by rank, highest first, by default', async () => {
    const byDefault = await allPages();
    expect(ids(byDefault)).toEqual(ids(await allPages({ sort: 'rank', order: 'desc' })));
    const ranks = byDefault.map(keys.rank!);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it.each(['rank', 'price', 'star_rating', 'deals'])('sorts by %s either way across every page, each hotel once', async (sort) => {
    for (const order of ['asc', 'desc'] as const) {
      const cards = await allPages({ sort, order });
      const values = cards.map(keys[sort]!);
      expect(values, `${sort} ${order}`).toEqual([...values].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      expect(new Set(ids(cards)).size).toBe(cards.length);
    }
  });
});

describe('the place searched', () => {
  it('by township: the hotels of that township only', async () => {
    const options = await filter();
    const township = options.townships[0]!;
    const cards = await allPages({ scope: 'township', term: township.slug, itemId: String(destinationBySlug('yangon')!.id) });
    expect(cards).toHaveLength(township.count);
    for (const card of cards) expect(card.township.slug).toBe(township.slug);
    // A township of another city than the one named is not a place.
    await expectRefused('list', { ...YANGON, scope: 'township', term: township.slug, itemId: String(destinationBySlug('mandalay')!.id) }, 400, 'VALIDATION_FAILED', 'body.term');
  });

  it('by hotel: that hotel first whatever the sort, then the rest of its city', async () => {
    const all = await allPages();
    const chosen = all[all.length - 1]!;
    for (const sort of ['rank', 'price'] as const) {
      const cards = await allPages({ scope: 'hotel', itemId: chosen.hotelId, sort, order: 'desc' });
      expect(cards[0]!.hotelId).toBe(chosen.hotelId);
      expect(new Set(ids(cards))).toEqual(new Set(ids(all)));
    }
    expect((await list({ scope: 'hotel', term: chosen.slug })).data[0]!.hotelId).toBe(chosen.hotelId);
  });

  it('by city id, slug or city_slug alike', async () => {
    const bySlug = ids(await allPages());
    expect(ids(await allPages({ term: undefined, itemId: String(destinationBySlug('yangon')!.id) }))).toEqual(bySlug);
    expect(ids(await allPages({ term: undefined, city: 'yangon' }))).toEqual(bySlug);
  });
});

describe('who fits', () => {
  it('drops the hotels with no room for the party: three adults in a room, two children, eight rooms', async () => {
    const two = new Set(ids(await allPages()));
    const three = await allPages({ adult: 3 });
    expect(three.length).toBeGreaterThan(0);
    expect(three.length).toBeLessThan(two.size);
    for (const card of three) {
      expect(two.has(card.hotelId)).toBe(true);
      expect(hotelById(card.hotelId)!.rooms.some((room) => room.rates.some((rate) => maxAdultsOnRate(room, rate) >= 3)), card.hotelId).toBe(true);
    }
    const withChildren = await allPages({ child: 2, child_ages: '4,9' });
    expect(withChildren.length).toBeLessThan(two.size);
    for (const card of withChildren) expect(hotelById(card.hotelId)!.rooms.some((room) => room.maxChildren >= 2), card.hotelId).toBe(true);

    const eightRooms = await allPages({ rooms: 8, adult: 8 });
    expect(eightRooms.length).toBeLessThan(two.size);
    for (const card of eightRooms) expect((await detail(card.hotelId, { rooms: 8, adult: 8 })).rooms.every((room) => room.availables.roomsLeft >= 8)).toBe(true);
  });

  it('applies the extra-bed rule in the detail: one adult more on the extra-bed rate, which spec §5 reads off the first rate offered', async () => {
    const free = (hotel: Hotel, room: Hotel['rooms'][number]) => roomNight(hotel, room, '2031-03-10').available >= 1 && roomNight(hotel, room, '2031-03-11').available >= 1;
    const hasExtraBed = (room: Hotel['rooms'][number]) => room.rates.some((rate) => rate.services.includes('Extra bed'));
    // A hotel with a double room that has an extra-bed rate ...
    const hotel = hotelCatalogue().find((one) => one.rooms.some((room) => room.maxAdults === 2 && hasExtraBed(room) && free(one, room)))!;
    const withExtraBed = hotel.rooms.find((room) => room.maxAdults === 2 && hasExtraBed(room) && free(hotel, room))!;
    const roomIn = (rooms: HotelRoomOffer[], id: string) => rooms.find((room) => room.roomTypeId === id);

    const forTwo = roomIn((await detail(hotel.id)).rooms, withExtraBed.id)!;
    expect(forTwo.rates.map((rate) => rate.rateId)).toEqual(withExtraBed.rates.map((rate) => rate.id));
    expect(forTwo.rates[0]!.services).toEqual([]);
    expect(forTwo.availables.maxAdults).toBe(2);

    const forThree = (await detail(hotel.id, { adult: 3 })).rooms;
    const extra = roomIn(forThree, withExtraBed.id)!;
    expect(extra.rates.map((rate) => rate.services)).toEqual([['Breakfast', 'Extra bed']]);
    expect(extra.availables.maxAdults).toBe(3);
    for (const room of forThree) expect(room.availables.maxAdults, room.roomTypeId).toBeGreaterThanOrEqual(3);
    // Two rooms for six adults: three in each, on the extra-bed rate.
    expect(roomIn((await detail(hotel.id, { rooms: 2, adult: 6 })).rooms, withExtraBed.id)!.availables.maxAdults).toBe(3);

    // ... and one without extra beds, whose double room sleeps two and no more.
    const noExtraBeds = hotelCatalogue().find((one) => !one.policies.extraBed.allowed && one.rooms.some((room) => room.maxAdults === 2 && free(one, room)))!;
    const double = noExtraBeds.rooms.find((room) => room.maxAdults === 2 && free(noExtraBeds, room))!;
    expect(roomIn((await detail(noExtraBeds.id)).rooms, double.id)!.availables.maxAdults).toBe(2);
    expect(roomIn((await detail(noExtraBeds.id, { adult: 3 })).rooms, double.id)).toBeUndefined();
  });
});

describe('POST /hotel/v2/detail', () => {
  const hotel = yangonHotels.find((one) => one.policies.extraBed.allowed && one.policies.babyCot.available && one.rooms.length >= 3)!;

  it("answers the hotel's information and policies, each room's rates priced for the stay from the calendar, and the reservation info", async () => {
    const answer = await detail(hotel.id, { rooms: 2, adult: 4 });
    expect(answer.hotelDetailInfo).toMatchObject({
      hotelId: hotel.id,
      slug: hotel.slug,
      name: hotel.nameEn,
      description: hotel.descriptionEn,
      address: hotel.addressEn,
      stars: hotel.stars,
      type: hotel.type,
      city: { slug: 'yangon', name: 'Yangon' },
      picture: expect.stringMatching(/^\/media\/[0-9a-f]{40}\/800\.jpeg$/),
      policies: { checkIn: hotel.policies.checkIn, checkOut: hotel.policies.checkOut, extraBed: { allowed: true, price: (hotel.policies.extraBed as { price: number }).price } },
    });
    expect(answer.hotelDetailInfo.amenities.map((one) => one.code)).toEqual([...hotel.amenities]);
    expect(answer.stay).toEqual({ checkin: '2031-03-10', checkout: '2031-03-12', nights: 2, rooms: 2, adult: 4, child: 0, childAges: [] });
    expect(answer.rooms.length).toBeGreaterThan(0);
    for (const room of answer.rooms) {
      const type = hotel.rooms.find((one) => one.id === room.roomTypeId)!;
      expect(room).toMatchObject({ name: type.nameEn, bedType: type.bedType, sizeM2: type.sizeM2, availables: { maxChildren: type.maxChildren } });
      const nights = ['2031-03-10', '2031-03-11'].map((date) => roomNight(hotel, type, date));
      expect(room.availables.roomsLeft).toBe(Math.min(...nights.map((night) => night.available)));
      for (const rate of room.rates) {
        const catalogueRate = type.rates.find((one) => one.id === rate.rateId)!;
        const perRoom = nights.reduce((sum, night) => sum + night.prices.find((price) => price.rateId === rate.rateId)!.local, 0);
        const perRoomBeforeDeal = nights.reduce((sum, night) => sum + night.prices.find((price) => price.rateId === rate.rateId)!.localBeforeDeal, 0);
        expect(rate.price).toMatchObject({ currency: 'MMK', total: 2 * perRoom, totalBeforeDeal: 2 * perRoomBeforeDeal, perNight: Math.ceil(perRoom / 2) });
        expect(rate.services).toEqual([...catalogueRate.services]);
        expect(rate.cancellation).toEqual(
          catalogueRate.cancellation.refundable ? { refundable: true, freeUntil: addDays('2031-03-10', -catalogueRate.cancellation.freeCancellationDays) } : { refundable: false, freeUntil: null },
        );
      }
    }
    expect(answer.reservationInfo.map((one) => one.kind)).toEqual(['stay', 'guests', 'check_in_out', 'extra_bed', 'baby_cot', 'price']);
    expect(answer.reservationInfo[0]!.text).toBe('2 nights: check in Mon, 10 Mar 2031, check out Wed, 12 Mar 2031');
    expect(answer.reservationInfo[1]!.text).toBe('4 adults in 2 rooms');
  });

  it('charges a foreign passport holder the foreigner price', async () => {
    const local = await detail(hotel.id);
    const foreign = await detail(hotel.id, { nationality: 'foreign' });
    const type = hotel.rooms.find((one) => one.id === local.rooms[0]!.roomTypeId)!;
    const total = ['2031-03-10', '2031-03-11'].reduce((sum, date) => sum + roomNight(hotel, type, date).prices.find((price) => price.rateId === local.rooms[0]!.rates[0]!.rateId)!.foreigner, 0);
    expect(foreign.rooms[0]!.rates[0]!.price.total).toBe(total);
    expect(foreign.rooms[0]!.rates[0]!.price.total).toBeGreaterThanOrEqual(local.rooms[0]!.rates[0]!.price.total);
    expect(foreign.reservationInfo.at(-1)!.text).toBe('Prices are for foreign passport holders, taxes included.');
  });

  it('finds a hotel by its slug, and shows a free-cancellation date already past as non-refundable', async () => {
    // A room for two whose first rate is free to cancel until a day or more before check-in, free tonight.
    const hotel = hotelCatalogue().find((one) => {
      const [room] = one.rooms;
      const policy = room!.rates[0]!.cancellation;
      const free = [TODAY, '2031-03-10', '2031-03-11'].every((date) => roomNight(one, room!, date).available > 0);
      return room!.maxAdults >= 2 && policy.refundable && policy.freeCancellationDays >= 1 && free;
    })!;
    const tonight = await detail('', { hotelId: undefined, hotelSlug: hotel.slug, checkin: TODAY, checkout: addDays(TODAY, 1) });
    expect(tonight.hotelDetailInfo.hotelId).toBe(hotel.id);
    const rate = tonight.rooms.find((room) => room.roomTypeId === hotel.rooms[0]!.id)!.rates[0]!;
    expect(rate.cancellation).toEqual({ refundable: false, freeUntil: null });
    // Booked far enough ahead, the same rate is free to cancel until its date.
    const days = (hotel.rooms[0]!.rates[0]!.cancellation as { freeCancellationDays: number }).freeCancellationDays;
    const ahead = (await detail(hotel.id)).rooms.find((room) => room.roomTypeId === hotel.rooms[0]!.id)!.rates[0]!;
    expect(ahead.cancellation).toEqual({ refundable: true, freeUntil: addDays('2031-03-10', -days) });
  });

  it('answers 404 HOTEL_NOT_FOUND for a hotel we do not sell, by id, slug or as the place of a list', async () => {
    await expectRefused('detail', { ...YANGON, hotelId: 'H9999' }, 404, 'HOTEL_NOT_FOUND');
    await expectRefused('detail', { ...YANGON, hotelSlug: 'no-such-hotel-yangon' }, 404, 'HOTEL_NOT_FOUND');
    await expectRefused('list', { ...YANGON, scope: 'hotel', itemId: 'H9999' }, 404, 'HOTEL_NOT_FOUND');
    await expectRefused('filter', { ...YANGON, scope: 'hotel', term: 'no-such-hotel' }, 404, 'HOTEL_NOT_FOUND');
    const answer = await api.app.inject({ method: 'POST', url: '/api/hotel/v2/detail', payload: { ...YANGON, hotelId: 'H9999' }, headers: { 'x-language': 'mm' } });
    expect(answer.json().message).toBe('တောင်းပန်ပါသည်။ ဤဟိုတယ်ကို ရှာမတွေ့ပါ။ ထပ်မံရှာဖွေပါ။');
  });
});

describe('nights already booked', () => {
  // A night of its own, so the other tests' stays are untouched.
  const NIGHT = '2031-03-20';
  const stay = { checkin: NIGHT, checkout: addDays(NIGHT, 1) };

  it('lower the rooms left, take a sold-out room off the detail, and a sold-out hotel off the list and the filter', async () => {
    const before = await allPages(stay);
    // A hotel whose first room offered has at least 2 rooms left, and with a few room types.
    let hotel: Hotel | undefined;
    let rooms: HotelRoomOffer[] = [];
    for (const card of before) {
      rooms = (await detail(card.hotelId, stay)).rooms;
      if (rooms.length >= 2 && rooms[0]!.availables.roomsLeft >= 2) {
        hotel = hotelById(card.hotelId);
        break;
      }
    }
    expect(hotel).toBeDefined();
    const [first, ...others] = rooms;
    const filtersBefore = await filter(stay);

    await hold(stay.checkin, stay.checkout, [{ roomTypeId: first!.roomTypeId, rooms: 1 }]);
    const fewer = (await detail(hotel!.id, stay)).rooms;
    expect(fewer.find((room) => room.roomTypeId === first!.roomTypeId)!.availables.roomsLeft).toBe(first!.availables.roomsLeft - 1);

    await hold(stay.checkin, stay.checkout, [{ roomTypeId: first!.roomTypeId, rooms: first!.availables.roomsLeft - 1 }]);
    const without = (await detail(hotel!.id, stay)).rooms;
    expect(without.map((room) => room.roomTypeId)).toEqual(others.map((room) => room.roomTypeId));
    expect(without.map((room) => room.availables.roomsLeft)).toEqual(others.map((room) => room.availables.roomsLeft));

    // The list answered before is not answered again: the hotel is gone once its last room is.
    await hold(
      stay.checkin,
      stay.checkout,
      others.map((room) => ({ roomTypeId: room.roomTypeId, rooms: room.availables.roomsLeft })),
    );
    expect((await detail(hotel!.id, stay)).rooms).toEqual([]);
    const after = await allPages(stay);
    expect(ids(after)).toEqual(ids(before).filter((id) => id !== hotel!.id));
    expect((await filter(stay)).total).toBe(filtersBefore.total - 1);
    // The nights on either side are not touched.
    expect(ids(await allPages({ checkin: addDays(NIGHT, -1), checkout: NIGHT }))).toContain(hotel!.id);
  });

  it('show on the card how few rooms are left at its price', async () => {
    const night = '2031-03-24';
    const card = (await list({ checkin: night, checkout: addDays(night, 1) })).data.find((one) => one.roomsLeft === null)!;
    const cheapest = (await detail(card.hotelId, { checkin: night, checkout: addDays(night, 1) })).rooms.find((room) =>
      room.rates.some((rate) => rate.price.perNight === card.price.perNight),
    )!;
    await hold(night, addDays(night, 1), [{ roomTypeId: cheapest.roomTypeId, rooms: cheapest.availables.roomsLeft - 2 }]);
    const after = (await list({ checkin: night, checkout: addDays(night, 1), scope: 'hotel', itemId: card.hotelId })).data[0]!;
    expect(after.hotelId).toBe(card.hotelId);
    expect(after.roomsLeft).toBe(2);
  });

  it("raise a hotel's rank as our customers buy its nights", async () => {
    // A search of its own: the app's keeps the sales it read for a minute.
    const search = createHotelSearch({ sources: createHotelSources([createInventorySource(api.connection.db)]), repository: createHotelSearchRepository(api.connection.db), now: () => NOW });
    const stay = { checkin: '2031-04-07', checkout: '2031-04-08' };
    const cards = await allPages(stay);
    const lowest = cards[cards.length - 1]!;
    const room = (await detail(lowest.hotelId, { checkin: '2031-04-01', checkout: '2031-04-06' })).rooms[0]!;
    await hold('2031-04-01', '2031-04-06', [{ roomTypeId: room.roomTypeId, rooms: Math.min(3, room.availables.roomsLeft) }], true);
    const after = await search.list(listRequest({ ...stay, scope: 'hotel', itemId: lowest.hotelId }));
    expect(after.data[0]!.hotelId).toBe(lowest.hotelId);
    expect(after.data[0]!.rank).toBeGreaterThan(lowest.rank);
    // Held but unpaid nights are not sales.
    const other = cards[cards.length - 2]!;
    const otherRoom = (await detail(other.hotelId, { checkin: '2031-04-01', checkout: '2031-04-06' })).rooms[0]!;
    await hold('2031-04-01', '2031-04-06', [{ roomTypeId: otherRoom.roomTypeId, rooms: 1 }]);
    const fresh = createHotelSearch({ sources: createHotelSources([createInventorySource(api.connection.db)]), repository: createHotelSearchRepository(api.connection.db), now: () => NOW });
    expect((await fresh.list(listRequest({ ...stay, scope: 'hotel', itemId: other.hotelId }))).data[0]!.rank).toBe(other.rank);
  });
});

describe('Myanmar', () => {
  const isMyanmar = (text: string) => MYANMAR_TEXT.test(text) && unicodeOrderProblem(text) === null;

  it('names hotels, places, types and filter values in Myanmar when language is mm', async () => {
    const cards = (await list({ language: 'mm' })).data;
    for (const card of cards) {
      const hotel = hotelById(card.hotelId)!;
      expect(card.name).toBe(hotel.nameMy);
      expect(card.city.name).toBe('ရန်ကုန်');
      for (const text of [card.township.name, card.typeName]) expect(isMyanmar(text), text).toBe(true);
    }
    const options = await filter({ language: 'mm' });
    for (const one of [...options.amenities, ...options.bedTypes, ...options.hotelTypes, ...options.townships]) expect(isMyanmar(one.name.replace(/[၀-၉]/g, '')), one.name).toBe(true);
  });

  it('writes the detail in Myanmar: description, rooms, rates, services and the reservation info, digits too', async () => {
    const hotel = yangonHotels.find((one) => one.policies.extraBed.allowed)!;
    const answer = await detail(hotel.id, { language: 'mm', child: 1, child_ages: '7' });
    expect(answer.hotelDetailInfo).toMatchObject({ name: hotel.nameMy, description: hotel.descriptionMy, address: hotel.addressMy });
    for (const room of answer.rooms) {
      expect(isMyanmar(room.name), room.name).toBe(true);
      for (const rate of room.rates) for (const text of [rate.name, ...rate.serviceNames]) expect(isMyanmar(text), text).toBe(true);
    }
    for (const info of answer.reservationInfo) {
      expect(info.title + info.text, info.kind).not.toMatch(/[A-Za-z0-9]/);
      expect(unicodeOrderProblem(info.text), info.text).toBeNull();
    }
    expect(answer.reservationInfo[1]!.text).toBe('လူကြီး ၂ ဦး၊ ကလေး ၁ ဦး (အသက် ၇)၊ အခန်း ၁ ခန်း');
  });
});

describe('bad input', () => {
  const long = 'x'.repeat(121);
  // [field, value, where the api says the problem is, its error code]
  const searchFields: Array<[string, unknown, string, string?]> = [
    ['term', 'Yangon City!', 'body.term'],
    ['term', 'atlantis', 'body.term'],
    ['listingSearchTerm', long, 'body.listingSearchTerm'],
    ['itemId', '1 OR 1=1', 'body.itemId'],
    ['itemId', '999', 'body.itemId'],
    ['name', long, 'body.name'],
    ['scope', 'country', 'body.scope'],
    ['city', long, 'body.city'],
    ['country', long, 'body.country'],
    ['region', 'mars', 'body.region'],
    ['checkin', '2031-02-30', 'body.checkin'],
    ['checkin', '10/03/2031', 'body.checkin'],
    ['checkin', '2031-02-28', 'body.checkin', 'DATE_IN_PAST'],
    ['checkin', '2032-03-10', 'body.checkin'],
    ['checkin', undefined, 'body.checkin'],
    ['checkout', '2031-03-10', 'body.checkout'],
    ['checkout', '2031-03-09', 'body.checkout'],
    ['checkout', '2031-04-10', 'body.checkout'],
    ['checkout', 'tomorrow', 'body.checkout'],
    ['rooms', 0, 'body.rooms'],
    ['rooms', 9, 'body.rooms'],
    ['rooms', 1.5, 'body.rooms'],
    ['rooms', '1', 'body.rooms'],
    ['adult', 0, 'body.adult'],
    ['adult', 9, 'body.adult'],
    ['adult', 'two', 'body.adult'],
    ['child', 7, 'body.child'],
    ['child', -1, 'body.child'],
    ['child_ages', '5', 'body.child_ages'],
    ['child_ages', 'x'.repeat(41), 'body.child_ages'],
    ['nationality', 'martian', 'body.nationality'],
    ['currency', 'EUR', 'body.currency'],
    ['language', 'fr', 'body.language'],
  ];

  it.each(['filter', 'list', 'detail'] as const)('POST /hotel/v2/%s refuses every search field that is wrong with a 400 naming it, and answers nothing else', async (path) => {
    const base = path === 'detail' ? { ...YANGON, hotelId: yangonHotels[0]!.id } : YANGON;
    for (const [field, value, where, code] of searchFields) {
      // The detail is of the hotel asked for: the listing's place is carried along, not looked up.
      if (path === 'detail' && (value === 'atlantis' || value === '999')) continue;
      await expectRefused(path, { ...base, [field]: value }, 400, code ?? 'VALIDATION_FAILED', where);
    }
    // Guests that cannot be roomed.
    await expectRefused(path, { ...base, rooms: 3, adult: 2 }, 400, 'VALIDATION_FAILED', 'body.adult');
    await expectRefused(path, { ...base, child: 2, child_ages: '1,5' }, 400, 'VALIDATION_FAILED', 'body.child_ages');
    await expectRefused(path, { ...base, child: 1, child_ages: '13' }, 400, 'VALIDATION_FAILED', 'body.child_ages');
    await expectRefused(path, { ...base, child: 1, child_ages: 'a' }, 400, 'VALIDATION_FAILED', 'body.child_ages');
  });

  it('refuses a place that is not there, a missing place and a township without its slug', async () => {
    await expectRefused('list', { ...YANGON, term: undefined }, 400, 'VALIDATION_FAILED', 'body.itemId');
    await expectRefused('list', { ...YANGON, term: undefined, city: 'atlantis' }, 400, 'VALIDATION_FAILED', 'body.city');
    await expectRefused('list', { ...YANGON, scope: 'township', term: undefined }, 400, 'VALIDATION_FAILED', 'body.term');
    await expectRefused('list', { ...YANGON, scope: 'hotel', term: undefined }, 400, 'VALIDATION_FAILED', 'body.itemId');
  });

  it('refuses filters, a sort, an order and a page that are wrong', async () => {
    const cases: Array<[Body, string]> = [
      [{ filters: { starRating: [6] } }, 'body.filters.starRating.0'],
      [{ filters: { priceRanges: [{ min: 100_000, max: 50_000 }] } }, 'body.filters.priceRanges.0.max'],
      [{ filters: { priceRanges: [{ min: -1, max: 50_000 }] } }, 'body.filters.priceRanges.0.min'],
      [{ filters: { bedTypes: ['waterbed'] } }, 'body.filters.bedTypes.0'],
      [{ filters: { hotelTypes: ['hotel', 'castle'] } }, 'body.filters.hotelTypes.1'],
      [{ filters: { amenities: ['helipad'] } }, 'body.filters.amenities.0'],
      [{ filters: { amenities: ['Pool!'] } }, 'body.filters.amenities.0'],
      [{ filters: { townships: ['atlantis'] } }, 'body.filters.townships.0'],
      [{ filters: { amenities: Array.from({ length: 31 }, () => 'wifi') } }, 'body.filters.amenities'],
      [{ filters: 'pool' }, 'body.filters'],
      [{ sort: 'cheapest' }, 'body.sort'],
      [{ order: 'up' }, 'body.order'],
      [{ page: 0 }, 'body.page'],
      [{ page: 1001 }, 'body.page'],
      [{ page: 'two' }, 'body.page'],
    ];
    for (const [body, where] of cases) await expectRefused('list', { ...YANGON, ...body }, 400, 'VALIDATION_FAILED', where);
  });

  it('refuses a detail without a hotel, or with an id or slug that cannot be one', async () => {
    await expectRefused('detail', YANGON, 400, 'VALIDATION_FAILED', 'body.hotelId');
    await expectRefused('detail', { ...YANGON, hotelId: 'H1001; drop table hotels' }, 400, 'VALIDATION_FAILED', 'body.hotelId');
    await expectRefused('detail', { ...YANGON, hotelSlug: 'Not A Slug' }, 400, 'VALIDATION_FAILED', 'body.hotelSlug');
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await api.app.inject({ method: 'POST', url: '/api/hotel/v2/list', payload: '{"scope":', headers: { 'content-type': 'application/json' } });
    expect(answer.statusCode).toBe(400);
    expect(ErrorResponse.parse(answer.json()).errorCode).toBe('VALIDATION_FAILED');
  });
});

/** A list request as the route gives it to the service, defaults filled in. */
function listRequest(body: Body): HotelListRequest {
  return HotelListRequest.parse({ ...YANGON, ...body });
}
