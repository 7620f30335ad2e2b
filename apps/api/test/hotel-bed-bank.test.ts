import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hotelRoomNights, roomHolds } from '@thwa/db/schema';
import { and, eq, inArray } from '@thwa/db/sql';
import { bedBankHotels } from '@thwa/db/hotels/bed-bank-catalogue';
import type { HotelOrderItem } from '@thwa/domain/contracts/booking';
import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import { HotelDetailResponse, HotelFilterResponse, HotelListRequest, HotelListResponse, HotelLocationResponse, type HotelCard } from '@thwa/domain/contracts/hotels';
import { addDays } from '@thwa/domain/dates';
import { createHotelLocations } from '../src/features/hotels/hotel-locations.ts';
import { createHotelSearch } from '../src/features/hotels/hotel-search.ts';
import { createHotelCheckoutService } from '../src/features/hotels/booking/hotel-checkout.service.ts';
import { createHotelCheckoutRepository } from '../src/features/hotels/booking/hotel-checkout.repository.ts';
import { BED_BANK, STEADY_BED_BANK, createBedBankSource, type BedBankProfile } from '../src/partners/hotel-sources/bed-bank-source.ts';
import { createHotelSources } from '../src/partners/hotel-sources/hotel-sources.ts';
import { createInventorySource } from '../src/partners/hotel-sources/inventory-source.ts';
import type { AppError } from '../src/plugins/errors.ts';
import { inDays, post } from './flights-fixtures.ts';
import { CONTACT, encrypted, orderDetailOf, FORM } from './booking-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

// The bed bank as it is, but answering at once and without surprises: each surprise is asked for below.
const QUICK: BedBankProfile = { ...STEADY_BED_BANK, latencyMs: { min: 0, max: 2 } };
// Its own database: it pays and confirms orders, and its fulfilment queue is no other file's.
const api = useTestApiOnOwnDatabase('thwa_hotel_bed_bank', { RATE_LIMIT_PER_MINUTE: '1000000' }, { bedBank: QUICK });

const BANGKOK = { scope: 'city', term: 'bangkok', itemId: '101', region: 'international', rooms: 1, adult: 2 } as const;

type Body = Record<string, unknown>;

function stay(days: number, nights = 2) {
  return { checkin: inDays(days), checkout: inDays(days + nights) };
}

async function list(body: Body): Promise<HotelListResponse> {
  const answer = await post(api.app, '/api/hotel/v2/list', { ...BANGKOK, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return HotelListResponse.parse(answer.json());
}

async function detail(hotelId: string, body: Body) {
  const answer = await post(api.app, '/api/hotel/v2/detail', { ...BANGKOK, scope: 'hotel', itemId: hotelId, hotelId, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return HotelDetailResponse.parse(answer.json()).data;
}

/** A Bangkok room the bed bank has at least `rooms` of on every night of the stay, with its first rate's offer. */
async function roomAbroad(dates: { checkin: string; checkout: string }, rooms = 1) {
  for (const card of (await list(dates)).data) {
    const room = (await detail(card.hotelId, dates)).rooms.find((one) => one.availables.roomsLeft >= rooms && one.availables.maxAdults >= 2);
    if (room) return { card, room, rate: room.rates[0]! };
  }
  throw new Error('no Bangkok room for the stay');
}

async function checkoutAbroad(dates: { checkin: string; checkout: string }, lastName = 'Hlaing', rooms = 1): Promise<HotelCheckout> {
  const { card, room, rate } = await roomAbroad(dates, rooms);
  const priced = await post(api.app, '/api/hotel/v4/checkReservation', {
    hotelId: card.hotelId,
    roomTypeId: room.roomTypeId,
    rateId: rate.rateId,
    checkIn: dates.checkin,
    checkOut: dates.checkout,
    rooms,
    adult: 2 * rooms,
    listedTotal: rate.price.total,
  });
  expect(priced.statusCode, priced.body).toBe(200);
  const checkout = priced.json().data as HotelCheckout;
  const guests = Array.from({ length: rooms }, () => ({ firstName: 'Su Su', lastName }));
  const named = await post(api.app, '/api/hotel/v2/order', { checkoutId: checkout.checkoutId, adult: guests, additionalInfo: {} });
  expect(named.statusCode, named.body).toBe(200);
  return named.json().data;
}

async function store(checkoutId: string) {
  return api.app.inject({
    method: 'POST',
    url: '/api/order/v4/hotel/store',
    payload: await encrypted(api.app, { checkoutId, contact: CONTACT }),
    headers: { 'idempotency-key': randomUUID() },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}`,
  });
}

async function placedAndPaid(checkout: HotelCheckout) {
  const stored = await store(checkout.checkoutId);
  expect(stored.statusCode, stored.body).toBe(200);
  const placed = stored.json().data as { orderId: string; orderKey: string };
  const payment = await post(api.app, '/api/pay/makepayment', { orderId: placed.orderId, orderKey: placed.orderKey, categoryId: 2, subCategoryId: 11 }, { 'idempotency-key': randomUUID() });
  expect(payment.statusCode, payment.body).toBe(200);
  const action = payment.json().data.action as { url: string };
  const paid = await api.app.inject({ method: 'POST', url: action.url, headers: FORM, payload: new URLSearchParams({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'SU SU HLAING', action: 'pay' }).toString() });
  expect(paid.statusCode).toBe(303);
  return placed;
}

async function holdsOf(orderId: string) {
  return api.connection.db.select().from(roomHolds).where(eq(roomHolds.orderId, orderId));
}

describe('hotels abroad, from the sandbox bed bank', () => {
  it('are found by the autocomplete in English and Myanmar, as international places with their country', async () => {
    const found = async (q: string, language = 'en') => HotelLocationResponse.parse((await api.app.inject({ method: 'GET', url: `/api/hotelrevamp?q=${encodeURIComponent(q)}&language=${language}` })).json()).data;
    expect((await found('bangkok'))[0]).toEqual({ name: 'Bangkok', kind: 'city', country: 'Thailand', id: '101', city: 'Bangkok', city_slug: 'bangkok', township: null, township_slug: null, hotel_slug: null, region: 'international' });
    expect((await found('ဘန်ကောက်', 'mm'))[0]).toMatchObject({ name: 'ဘန်ကောက်', country: 'ထိုင်း', region: 'international' });
    expect((await found('Sukhumvit'))[0]).toMatchObject({ kind: 'township', township_slug: 'sukhumvit', city_slug: 'bangkok', region: 'international' });
    expect((await found('Changi'))[0]).toMatchObject({ city_slug: 'singapore', country: 'Singapore' });
    const hotel = bedBankHotels().find((one) => one.destinationId === 105)!;
    expect((await found(hotel.nameEn)).find((one) => one.id === hotel.id)).toMatchObject({ kind: 'hotel', city_slug: 'hanoi', country: 'Vietnam', region: 'international' });
    // Our own places stay local.
    expect((await found('yangon'))[0]).toMatchObject({ country: 'Myanmar', region: 'local' });
  });

  it('list, filter and describe a city abroad like one of ours, in MMK at one price whatever the passport', async () => {
    const dates = stay(30);
    const first = await list(dates);
    expect(first.meta).toMatchObject({ searchedTerm: 'international', currentPage: 1 });
    expect(first.meta.total).toBeGreaterThan(10);
    for (const card of first.data) expect(card).toMatchObject({ city: { slug: 'bangkok', name: 'Bangkok' }, price: { currency: 'MMK' } });
    const foreign = await list({ ...dates, nationality: 'foreign' });
    expect(foreign.data.map((card) => [card.hotelId, card.price.total])).toEqual(first.data.map((card) => [card.hotelId, card.price.total]));

    const filter = HotelFilterResponse.parse((await post(api.app, '/api/hotel/v2/filter', { ...BANGKOK, ...dates })).json()).data;
    expect(filter.total).toBe(first.meta.total);
    expect(filter.townships.map((one) => one.slug)).toEqual(expect.arrayContaining(['sukhumvit', 'silom']));
    const inSilom = await list({ ...dates, filters: { townships: ['silom'] } });
    expect(inSilom.data.every((card: HotelCard) => card.township.slug === 'silom')).toBe(true);

    const mm = await list({ ...dates, language: 'mm' });
    expect(mm.data[0]!.city.name).toBe('ဘန်ကောက်');
    const one = await detail(first.data[0]!.hotelId, dates);
    expect(one.hotelDetailInfo).toMatchObject({ hotelId: first.data[0]!.hotelId, city: { slug: 'bangkok' } });
    expect(one.rooms.length).toBeGreaterThan(0);
  });

  it('is booked, paid and confirmed through the same calls as our hotels: a bed-bank confirmation and a voucher per room', async () => {
    const dates = stay(40, 3);
    const checkout = await checkoutAbroad(dates, 'Hlaing', 2);
    expect(checkout.priceChanged).toBe(false);
    const placed = await placedAndPaid(checkout);
    const holds = await holdsOf(placed.orderId);
    expect(holds).toHaveLength(3);
    expect(holds.every((hold) => hold.rooms === 2 && hold.status === 'held' && hold.roomTypeId.startsWith(checkout.hotel.id))).toBe(true);

    expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
    const done = await orderDetailOf(api.app, placed);
    expect(done).toMatchObject({ status: 'completed', outcome: 'completed' });
    expect(done.pnr).toMatch(/^BB\d{8}$/);
    expect(done.items[0]).toMatchObject({ product: 'hotel', hotelName: checkout.hotel.name, city: 'Bangkok', voucherNumbers: [`${placed.orderId}-1`, `${placed.orderId}-2`] } satisfies Partial<HotelOrderItem>);
    expect((await holdsOf(placed.orderId)).every((hold) => hold.status === 'sold')).toBe(true);
  });

  it("asks each room's guest by the name in the passport, in Latin letters: a Myanmar-script name is a 400 naming the field", async () => {
    const dates = stay(44, 1);
    const { card, room, rate } = await roomAbroad(dates, 2);
    const priced = await post(api.app, '/api/hotel/v4/checkReservation', {
      hotelId: card.hotelId,
      roomTypeId: room.roomTypeId,
      rateId: rate.rateId,
      checkIn: dates.checkin,
      checkOut: dates.checkout,
      rooms: 2,
      adult: 4,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const checkout = priced.json().data as HotelCheckout;
    expect(checkout.hotel.region).toBe('international');
    const refused = await post(api.app, '/api/hotel/v2/order', {
      checkoutId: checkout.checkoutId,
      adult: [
        { firstName: 'မောင်မောင်', lastName: 'Oo' },
        { firstName: 'Su Su', lastName: 'လှိုင်' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'guests.0.firstName' });
    expect(refused.json().fieldErrors).toEqual({ 'guests.0.firstName': 'latin_only', 'guests.1.lastName': 'latin_only' });
    // Nothing was kept: the checkout still has no guests.
    const reloaded = await api.app.inject({ method: 'GET', url: `/api/hotel/checkout?checkoutId=${checkout.checkoutId}` });
    expect(reloaded.json().data.guests).toBeNull();

    const saved = await post(api.app, '/api/hotel/v2/order', {
      checkoutId: checkout.checkoutId,
      adult: [
        { firstName: 'Maung Maung', lastName: 'Oo' },
        { firstName: 'Su Su', lastName: "Hlaing-O'Neil" },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('waits for a slow hotel and confirms on a later try; a refused booking gives every night back and is refunded', async () => {
    const slow = await placedAndPaid(await checkoutAbroad(stay(45), 'Sandboxslow'));
    expect(await api.app.services.orders.fulfil(slow.orderId, 1)).toBe('retry');
    expect(await api.app.services.orders.fulfil(slow.orderId, 2)).toBe('retry');
    expect(await api.app.services.orders.fulfil(slow.orderId, 3)).toBe('completed');

    const refused = await placedAndPaid(await checkoutAbroad(stay(46), 'SANDBOXFAIL'));
    expect(await api.app.services.orders.fulfil(refused.orderId, 1)).toBe('cancelled');
    expect(await orderDetailOf(api.app, refused)).toMatchObject({ status: 'cancelled' });
    expect((await holdsOf(refused.orderId)).every((hold) => hold.status === 'released')).toBe(true);
  });

  it('never holds a night beyond its allotment when 60 stays race for it', async () => {
    const dates = stay(50, 2);
    const { card, room, rate } = await roomAbroad(dates);
    const allotment = room.availables.roomsLeft;
    const checkouts = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const priced = await post(api.app, '/api/hotel/v4/checkReservation', { hotelId: card.hotelId, roomTypeId: room.roomTypeId, rateId: rate.rateId, checkIn: dates.checkin, checkOut: dates.checkout, rooms: 1, adult: 2 });
        const id = (priced.json().data as HotelCheckout).checkoutId;
        await post(api.app, '/api/hotel/v2/order', { checkoutId: id, adult: [{ firstName: 'Su Su', lastName: 'Hlaing' }], additionalInfo: {} });
        return id;
      }),
    );
    const answers = await Promise.all(checkouts.map((id) => store(id)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(allotment);
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) expect(lost.json().errorCode).toBe('ROOM_NOT_AVAILABLE');
    const nights = [dates.checkin, addDays(dates.checkin, 1)];
    const rows = await api.connection.db.select().from(hotelRoomNights).where(and(eq(hotelRoomNights.roomTypeId, room.roomTypeId), inArray(hotelRoomNights.night, nights)));
    expect(rows.map((row) => row.taken)).toEqual([allotment, allotment]);
  });
});

describe('the bed bank as a partner', () => {
  const request = (body: Body) => HotelListRequest.parse({ ...BANGKOK, ...stay(35), ...body });

  it('fails now and then: the search says the service is unavailable rather than listing nothing', async () => {
    const failing = createBedBankSource(api.connection.db, { ...QUICK, errorShare: 1 }, () => new Date());
    const search = createHotelSearch({ sources: createHotelSources([createInventorySource(api.connection.db), failing]) });
    await expect(search.list(request({}))).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' } satisfies Partial<AppError>);
    // Our own hotels are not affected.
    expect((await search.list(request({ term: 'yangon', itemId: undefined, region: 'local' }))).data.length).toBeGreaterThan(0);
  });

  it('re-prices every 20 minutes: a checkout priced after a move says the price changed', async () => {
    let now = new Date(Date.UTC(2031, 0, 1, 3, 0));
    const moving = createBedBankSource(api.connection.db, { ...BED_BANK, latencyMs: { min: 0, max: 1 }, errorShare: 0 }, () => now);
    const sources = createHotelSources([createInventorySource(api.connection.db), moving]);
    const search = createHotelSearch({ sources, now: () => now });
    const checkout = createHotelCheckoutService({ repository: createHotelCheckoutRepository(api.connection.db), sources, now: () => now });
    const dates = { checkin: '2031-02-10', checkout: '2031-02-12' };
    const card = (await search.list(request(dates))).data[0]!;
    const ask = { hotelId: card.hotelId, checkIn: dates.checkin, checkOut: dates.checkout, rooms: 1, adult: 2, child: 0, childAges: [], nationality: 'local' as const, language: 'en' as const, listedTotal: card.price.total };
    const room = (await search.detail({ ...request(dates), hotelId: card.hotelId })).data.rooms.find((one) => one.rates.some((rate) => rate.price.total === card.price.total))!;
    const rateId = room.rates.find((rate) => rate.price.total === card.price.total)!.rateId;
    expect((await checkout.checkReservation({ ...ask, roomTypeId: room.roomTypeId, rateId })).priceChanged).toBe(false);
    // Some rate period within the next day moves this hotel's price.
    let moved: HotelCheckout | undefined;
    for (let period = 1; period <= 72 && !moved?.priceChanged; period += 1) {
      now = new Date(now.getTime() + 20 * 60_000);
      moved = await checkout.checkReservation({ ...ask, roomTypeId: room.roomTypeId, rateId });
    }
    expect(moved!.priceChanged).toBe(true);
    expect(moved!.total).not.toBe(card.price.total);
  });

  it('is off with sandbox partners: abroad lists nothing, honestly, and the autocomplete offers only our places', async () => {
    const ours = createHotelSources([createInventorySource(api.connection.db)]);
    const search = createHotelSearch({ sources: ours });
    expect(await search.list(request({}))).toEqual({ code: 200, data: [], meta: { from: 0, to: 0, perPage: 20, currentPage: 1, lastPage: 1, total: 0, searchedTerm: 'international' } });
    expect((await search.filter(request({}))).data.total).toBe(0);
    expect(createHotelLocations(ours)('bangkok', 'en')).toEqual([]);
  });
});
