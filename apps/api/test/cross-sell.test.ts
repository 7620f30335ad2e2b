import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailMessages, orderItems, orders, tickets } from '@thwa/db/schema';
import { eq, sql } from '@thwa/db/sql';
import { CrossSellResponse, type CrossSellOffer } from '@thwa/domain/contracts/cross-sell';
import { HotelListResponse } from '@thwa/domain/contracts/hotels';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { addDays } from '@thwa/domain/dates';
import { ageOnDate } from '@thwa/domain/age-bands';
import { hotelsInDestination } from '@thwa/db/hotels/hotel-catalogue';
import { destinationBySlug } from '@thwa/db/hotels/destinations';
import { CONTACT, adultTraveller, confirmedCheckout, encrypted, payByCard, searchAndPick, storeOrder, type PlacedOrder } from './booking-fixtures.ts';
import { inDays, post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

// A database of this file's own: its orders are paid, and a worker elsewhere must not issue or expire them.
const api = useTestApiOnOwnDatabase('thwa_cross_sell', { RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_URL: 'https://thwa.example' }, { flights: { sources: (standard) => [standard[0]!] } });

const DAYS_OUT = 9;
const CHILD_BIRTH = addDays(inDays(DAYS_OUT), -(7 * 365 + 30));

async function placed(cacheKey: string, offerId: string, travellers: ReturnType<typeof adultTraveller>[]): Promise<PlacedOrder> {
  const checkout = await confirmedCheckout(api.app, cacheKey, offerId, travellers);
  const stored = await storeOrder(api.app, checkout.checkoutId);
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json<{ data: PlacedOrder }>().data;
}

/** A guest's one-way order RGN→MDL `DAYS_OUT` days out, for two adults and a child of 7, held unpaid. */
async function heldMandalayOrder(): Promise<PlacedOrder> {
  const { cacheKey, offer } = await searchAndPick(api.app, { adult: 2, child: 1, infant: 0 }, DAYS_OUT);
  return placed(cacheKey, offer.offerId, [
    adultTraveller(),
    adultTraveller({ firstName: 'Su Su', gender: 'female', dateOfBirth: '1992-08-20', nrcNumber: '654321' }),
    // A child of 7 has no NRC: undefined fields are left out of the JSON sent.
    adultTraveller({ type: 'child', firstName: 'Mya', gender: 'female', dateOfBirth: CHILD_BIRTH, divisionCode: undefined, townshipCode: undefined, nrcType: undefined, nrcNumber: undefined }),
  ]);
}

async function crossSell(payload: Record<string, unknown>) {
  return post(api.app, '/api/cross-sell', payload);
}

async function offersOf(order: { orderId: string; orderKey: string }, language: 'en' | 'mm' = 'en'): Promise<CrossSellOffer[]> {
  const answer = await crossSell({ orderId: order.orderId, orderKey: order.orderKey, language });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = CrossSellResponse.parse(answer.json());
  expect(body).toMatchObject({ code: 200, status: 'success', error: null });
  return body.data;
}

describe('POST /cross-sell after a flight is booked', () => {
  let paid: PlacedOrder;

  it('offers nothing, and no error, while the flight is not paid', async () => {
    paid = await heldMandalayOrder();
    expect(await offersOf(paid)).toEqual([]);
  }, 60_000);

  it('offers a hotel in Mandalay for the stay and insurance for the trip once it is paid, each with its prefilled search', async () => {
    await payByCard(api.app, paid, 'AUNG KO HTET');
    const offers = await offersOf(paid);
    const departure = inDays(DAYS_OUT);
    const mandalay = destinationBySlug('mandalay')!;
    expect(offers.map((offer) => offer.kind)).toEqual(['hotel', 'insurance']);
    const [hotel, insurance] = offers as [Extract<CrossSellOffer, { kind: 'hotel' }>, Extract<CrossSellOffer, { kind: 'insurance' }>];
    // RGN→MDL lands the same day; a one-way trip stays two nights.
    expect(hotel).toMatchObject({ city: 'Mandalay', checkIn: departure, checkOut: addDays(departure, 2), nights: 2, hotels: hotelsInDestination(mandalay.id).length });
    expect(hotel.search).toEqual({
      term: 'mandalay',
      listingSearchTerm: 'Mandalay',
      itemId: String(mandalay.id),
      name: 'Mandalay',
      scope: 'city',
      city: 'mandalay',
      country: 'Myanmar',
      region: 'local',
      checkin: departure,
      checkout: addDays(departure, 2),
      rooms: 1,
      adult: 2,
      childAges: [7],
      nationality: 'local',
    });
    // A real price of the stay: the cheapest hotel the prefilled listing shows, for the same party.
    const listing = await post(api.app, '/api/hotel/v2/list', {
      scope: 'city',
      term: 'mandalay',
      checkin: departure,
      checkout: addDays(departure, 2),
      rooms: 1,
      adult: 2,
      child: 1,
      child_ages: '7',
      sort: 'price',
      order: 'asc',
    });
    expect(listing.statusCode, listing.body).toBe(200);
    const cheapest = HotelListResponse.parse(listing.json()).data[0]!;
    expect(hotel.lowestNightlyPrice).toBeGreaterThan(0);
    expect(hotel.lowestNightlyPrice).toBe(cheapest.price.perNight);

    expect(insurance).toEqual({
      kind: 'insurance',
      area: 'domestic',
      startDate: departure,
      endDate: addDays(departure, 2),
      coverageDays: 3,
      people: 3,
      search: { area: 'domestic', startDate: departure, endDate: addDays(departure, 2), ages: [ageOnDate('1990-05-12', departure), ageOnDate('1992-08-20', departure), 7] },
    });
    // Its quote is one the insurance call sells.
    const quote = await post(api.app, '/api/insurance/travel/quote', insurance.search);
    expect(quote.statusCode, quote.body).toBe(200);
  }, 60_000);

  it("names the city in the guest's language", async () => {
    const [hotel] = await offersOf(paid, 'mm');
    expect(hotel).toMatchObject({ kind: 'hotel', city: 'မန္တလေး', search: { name: 'မန္တလေး', term: 'mandalay', country: 'မြန်မာ' } });
  });

  it('refuses an order the caller cannot see as the order detail does: 404 for a wrong key or an unknown order', async () => {
    const other = await heldMandalayOrder();
    for (const payload of [
      { orderId: paid.orderId, orderKey: other.orderKey },
      { orderId: 'TW9912319999', orderKey: paid.orderKey },
    ]) {
      const answer = await crossSell(payload);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
      expect((await post(api.app, '/api/order/detail', payload)).statusCode).toBe(404);
    }
  }, 60_000);

  it('answers 400 for bad input, naming the field', async () => {
    for (const [payload, field] of [
      [{ orderKey: 'x'.repeat(43) }, 'body.orderId'],
      [{ orderId: 'nope', orderKey: 'x'.repeat(43) }, 'body.orderId'],
      [{ orderId: 'TW2611220001', orderKey: 'short' }, 'body.orderKey'],
      [{ orderId: 'TW2611220001', orderKey: 'x'.repeat(43), language: 'fr' }, 'body.language'],
    ] as const) {
      const answer = await crossSell(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field });
    }
  });

  it('offers no hotel where we sell none (Lashio), only the insurance', async () => {
    let found: { cacheKey: string; offerId: string } | undefined;
    // Mandalay–Lashio flies three days a week.
    for (let days = 10; days < 18 && !found; days += 1) {
      const search = (await post(api.app, '/api/flight/v4/makeRequest', { tripType: 1, origin: 'MDL', destination: 'LSH', departureDate: inDays(days), adult: 1, child: 0, infant: 0 })).json<FlightSearchResponse>();
      const offer = search.routings.outward.find((item) => item.source === 'S1' && item.route[0]!.statusCode === 'HK' && !item.offline);
      if (offer) found = { cacheKey: search.cacheKey, offerId: offer.offerId };
    }
    if (!found) throw new Error('no S1 flight MDL-LSH within a week');
    const order = await placed(found.cacheKey, found.offerId, [adultTraveller()]);
    await payByCard(api.app, order, 'AUNG KO HTET');
    expect((await offersOf(order)).map((offer) => offer.kind)).toEqual(['insurance']);
  }, 60_000);

  it('offers no insurance to an order that bought cover at checkout, only the hotel', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app, { adult: 1, child: 0, infant: 0 }, DAYS_OUT + 1);
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, [adultTraveller()]);
    const stored = await post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT, insurance: true }), { 'idempotency-key': randomUUID() });
    expect(stored.statusCode, stored.body).toBe(200);
    const order = stored.json<{ data: PlacedOrder }>().data;
    await payByCard(api.app, order, 'AUNG KO HTET');
    expect((await offersOf(order)).map((one) => one.kind)).toEqual(['hotel']);
  }, 60_000);

  it('puts the same offers, as links to the site, in the e-mail that carries the e-ticket', async () => {
    await api.connection.db.update(orders).set({ status: 'completed' }).where(eq(orders.orderId, paid.orderId));
    await api.connection.db.update(orderItems).set({ status: 'completed' }).where(eq(orderItems.orderId, paid.orderId));
    await api.connection.db.insert(tickets).values({ orderId: paid.orderId, itemNo: 1, text: 'E-TICKET TEXT', pdf: Buffer.from('%PDF-1.4 test') }).onConflictDoNothing();
    await api.app.services.notifications.sendMail(paid.orderId, 'e-ticket');
    const [mail] = await api.connection.db.select().from(mailMessages).where(sql`${mailMessages.messageKey} = ${`order:${paid.orderId}:e-ticket`}`);
    expect(mail).toBeDefined();
    const departure = inDays(DAYS_OUT);
    expect(mail!.text).toContain('Need a hotel in Mandalay?');
    expect(mail!.text).toContain(`https://thwa.example/hotel/listing?term=mandalay&listingSearchTerm=Mandalay&itemId=`);
    expect(mail!.text).toContain(`checkin=${departure}&checkout=${addDays(departure, 2)}&rooms=1&adult=2&child=1&child_ages=7&nationality=local&currency=MMK&language=en`);
    expect(mail!.text).toContain(`Insure your trip: https://thwa.example/insurance?area=domestic&startDate=${departure}&endDate=${addDays(departure, 2)}&ages=`);
    expect(mail!.html).toContain('href="https://thwa.example/hotel/listing?term=mandalay');
  }, 60_000);
});
