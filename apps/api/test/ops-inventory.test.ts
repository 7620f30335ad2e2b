import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog, hotelReviewReports, hotelReviews, inventoryEvents } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { hotelCatalogue } from '@thwa/db/hotels/hotel-catalogue';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { HotelDetailResponse } from '@thwa/domain/contracts/hotels';
import {
  ModerationResponse,
  OpsFlightDateResponse,
  OpsFlightInventoryResponse,
  OpsFlightSchedulesResponse,
  OpsHotelContentResponse,
  OpsHotelInventoryResponse,
  OpsHotelsResponse,
  OpsReportedReviewsResponse,
  OpsRoomNightsResponse,
} from '@thwa/domain/contracts/operations-inventory';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { createAccount } from './account-fixtures.ts';
import { CONTACT, encrypted } from './booking-fixtures.ts';
import { consoleEmployee, createEmployee } from './console-fixtures.ts';
import { useTestApi } from './harness.ts';

/**
 * The console's inventory and hotel content (issue 20 item 4): views of seats, fares, allotments and
 * rates; adjustments that never go below what is sold or held, recorded as inventory events and in the
 * audit log, safe against a racing sale; hotel pictures through the image pipeline and descriptions;
 * reported reviews hidden or kept. Every call refuses guests, members, agents, employees without the
 * group and employees without a console session. Each test takes its own far-off dates and hotels.
 */
const api = useTestApi();
const today = yangonDate(new Date());

/** A date of its own for a test: somewhere 120 to 340 days ahead, so other tests' bookings are elsewhere. */
const farDate = () => addDays(today, randomInt(120, 340));

function errorOf(answer: { statusCode: number; json(): unknown }, status: number, code: string, field?: string) {
  expect(answer.statusCode, JSON.stringify(answer.json())).toBe(status);
  const body = ErrorResponse.parse(answer.json());
  expect(body.errorCode).toBe(code);
  if (field) expect(body.field).toBe(field);
}

/** A hotel room type that sells at least `rooms` on `night` by its calendar, sleeps two, picked at random among those. */
function roomOn(night: string, rooms = 1) {
  const choices = hotelCatalogue().flatMap((hotel) =>
    hotel.rooms.filter((room) => room.maxAdults >= 2 && room.rates[0] && roomNight(hotel, room, night).available >= rooms && roomNight(hotel, room, addDays(night, 1)).available >= 0).map((room) => ({ hotel, room })),
  );
  return choices[randomInt(0, choices.length)]!;
}

/** A small PNG no other test has: its pixels are random, so its content hash is new. */
async function uniquePng(): Promise<Buffer> {
  const pixels = Buffer.alloc(24 * 16 * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = randomInt(0, 256);
  return sharp(pixels, { raw: { width: 24, height: 16, channels: 3 } }).png().toBuffer();
}

async function auditOf(action: string, targetId: string) {
  return api.connection.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe('console inventory and hotel content: who may call', () => {
  it('refuses every call to guests, members, agents, employees without the group and employees without a console session', async () => {
    const night = farDate();
    const calls: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown; group: 'inventory' | 'content' }> = [
      { method: 'GET', url: '/api/ops/inventory/flights', group: 'inventory' },
      { method: 'GET', url: `/api/ops/inventory/flight-dates?flightNumber=UB101&from=${night}&to=${night}`, group: 'inventory' },
      { method: 'POST', url: '/api/ops/inventory/flight-dates/1/seats', payload: { legNo: 1, cabinClass: 'economy', capacity: 10 }, group: 'inventory' },
      { method: 'POST', url: '/api/ops/inventory/flight-dates/1/discount', payload: { discountPct: 10 }, group: 'inventory' },
      { method: 'POST', url: '/api/ops/inventory/flights/UB101/fares', payload: { cabinClass: 'economy', adultBase: 120_000 }, group: 'inventory' },
      { method: 'GET', url: '/api/ops/inventory/hotels?q=a', group: 'inventory' },
      { method: 'GET', url: `/api/ops/inventory/hotels/H1001?from=${night}&to=${night}`, group: 'inventory' },
      { method: 'POST', url: '/api/ops/inventory/room-types/H1001-R1/allotment', payload: { from: night, to: night, capacity: 1 }, group: 'inventory' },
      { method: 'POST', url: '/api/ops/inventory/room-types/H1001-R1/rate', payload: { from: night, to: night, rate: 50_000 }, group: 'inventory' },
      // The bus panel (issue 21) reads under the same permission.
      { method: 'GET', url: `/api/ops/bus/departures?date=${night}`, group: 'inventory' },
      { method: 'GET', url: '/api/ops/bus/departures/1', group: 'inventory' },
      { method: 'GET', url: '/api/ops/hotels?q=a', group: 'content' },
      { method: 'GET', url: '/api/ops/hotels/H1001', group: 'content' },
      { method: 'POST', url: '/api/ops/hotels/H1001/description', payload: { descriptionEn: 'x', descriptionMy: 'x' }, group: 'content' },
      { method: 'POST', url: '/api/ops/hotels/H1001/photos?kind=room&captionEn=a&captionMy=b', payload: 'not a picture', group: 'content' },
      { method: 'POST', url: '/api/ops/hotels/H1001/photos/order', payload: { imageIds: ['0123456789abcdef'] }, group: 'content' },
      { method: 'DELETE', url: '/api/ops/hotels/H1001/photos/0123456789abcdef', group: 'content' },
      { method: 'GET', url: '/api/ops/reviews/reported', group: 'content' },
      { method: 'POST', url: `/api/ops/reviews/${randomUUID()}/hide`, group: 'content' },
      { method: 'POST', url: `/api/ops/reviews/${randomUUID()}/keep`, group: 'content' },
    ];
    const member = await createAccount(api);
    const agent = await createAccount(api, { userCode: 'AGT' });
    const inventory = await consoleEmployee(api, ['inventory']);
    const content = await consoleEmployee(api, ['content']);
    const support = await consoleEmployee(api, ['support', 'finance']);
    const withoutSession = await createEmployee(api, ['inventory', 'content']);
    for (const call of calls) {
      const send = (headers: Record<string, string>) => api.app.inject({ method: call.method, url: call.url, headers, ...(call.payload === undefined ? {} : { payload: call.payload as string }) });
      errorOf(await send({}), 401, 'UNAUTHORIZED');
      errorOf(await send(member.headers), 403, 'FORBIDDEN');
      errorOf(await send(agent.headers), 403, 'FORBIDDEN');
      errorOf(await send(support.consoleHeaders), 403, 'FORBIDDEN');
      // The other console group is no more allowed than no group.
      errorOf(await send((call.group === 'inventory' ? content : inventory).consoleHeaders), 403, 'FORBIDDEN');
      errorOf(await send(withoutSession.headers), 401, 'CONSOLE_SESSION_REQUIRED');
    }
    // Nothing refused was recorded (opening their console sessions was).
    const auditAfter = (await api.connection.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where action not like 'console.%' and actor_id = any(${sql.param([inventory.userId, content.userId, support.userId, withoutSession.userId])}::text[])`)).rows[0]!.n;
    expect(auditAfter).toBe(0);
  });
});

describe('flight inventory', () => {
  it('shows seats on sale, held, sold and left per leg and cabin, and sets seats and the discount with an event and an audit entry', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const schedules = OpsFlightSchedulesResponse.parse((await api.app.inject({ method: 'GET', url: '/api/ops/inventory/flights', headers: employee.consoleHeaders })).json()).data;
    expect(schedules.find((one) => one.flightNumber === 'UB101')).toMatchObject({ route: expect.arrayContaining([]) });

    const date = farDate();
    const view = await api.app.inject({ method: 'GET', url: `/api/ops/inventory/flight-dates?flightNumber=UB101&from=${date}&to=${addDays(date, 2)}`, headers: employee.consoleHeaders });
    const inventory = OpsFlightInventoryResponse.parse(view.json()).data;
    expect(inventory.dates.map((one) => one.serviceDate)).toEqual([date, addDays(date, 1), addDays(date, 2)]);
    expect(inventory.fares.find((fare) => fare.cabinClass === 'economy')!.adultBase).toBeGreaterThan(0);
    const flight = inventory.dates[0]!;
    const economy = flight.seats.find((seat) => seat.cabinClass === 'economy' && seat.legNo === 1)!;
    expect(economy.capacity).toBeGreaterThan(0);

    // Seats customers took on this date (as a sale's conditional update takes them): never sold below.
    const [stored] = (await api.connection.db.execute<{ capacity: number; available: number }>(sql`select capacity, available from flight_seats where flight_id = ${flight.flightId} and leg_no = 1 and cabin_class = 'economy'`)).rows;
    const taken = stored!.capacity - stored!.available;
    const seats = (capacity: number) => api.app.inject({ method: 'POST', url: `/api/ops/inventory/flight-dates/${flight.flightId}/seats`, headers: employee.consoleHeaders, payload: { legNo: 1, cabinClass: 'economy', capacity } });
    const target = taken + 3;
    const set = OpsFlightDateResponse.parse((await seats(target)).json()).data;
    expect(set.seats.find((seat) => seat.cabinClass === 'economy' && seat.legNo === 1)).toMatchObject({ capacity: target, available: 3 });
    // A second click changes and records nothing.
    expect((await seats(target)).statusCode).toBe(200);
    const events = await api.connection.db.select().from(inventoryEvents).where(and(eq(inventoryEvents.kind, 'flight.seats'), eq(inventoryEvents.subjectId, String(flight.flightId))));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ part: '1 economy', actorId: employee.userId, before: { capacity: stored!.capacity, available: stored!.available }, after: { capacity: target, available: 3 } });
    expect(await auditOf('inventory.seats_set', `UB101 ${date} 1 economy`)).toHaveLength(1);

    // Two seats sold (a sale's own statement), then a capacity below them is refused and nothing changes.
    await api.connection.db.execute(sql`update flight_seats set available = available - 2 where flight_id = ${flight.flightId} and leg_no = 1 and cabin_class = 'economy' and available >= 2`);
    errorOf(await seats(taken + 1), 409, 'INVENTORY_BELOW_TAKEN', 'capacity');
    expect((await seats(taken + 2)).statusCode).toBe(200);
    errorOf(await seats(-1), 400, 'VALIDATION_FAILED');
    errorOf(await seats(10_000), 400, 'VALIDATION_FAILED');
    errorOf(await api.app.inject({ method: 'POST', url: `/api/ops/inventory/flight-dates/${flight.flightId}/seats`, headers: employee.consoleHeaders, payload: { legNo: 9, cabinClass: 'economy', capacity: 5 } }), 404, 'NOT_FOUND');

    const discount = await api.app.inject({ method: 'POST', url: `/api/ops/inventory/flight-dates/${flight.flightId}/discount`, headers: employee.consoleHeaders, payload: { discountPct: flight.discountPct === 25 ? 30 : 25 } });
    expect(OpsFlightDateResponse.parse(discount.json()).data.discountPct).toBe(flight.discountPct === 25 ? 30 : 25);
    expect(await auditOf('inventory.discount_set', `UB101 ${date}`)).toHaveLength(1);
    errorOf(await api.app.inject({ method: 'POST', url: `/api/ops/inventory/flight-dates/${flight.flightId}/discount`, headers: employee.consoleHeaders, payload: { discountPct: 95 } }), 400, 'VALIDATION_FAILED');
  });

  it('refuses a range longer than 31 days, reversed or not dates, and an unknown flight', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const view = (query: string) => api.app.inject({ method: 'GET', url: `/api/ops/inventory/flight-dates?${query}`, headers: employee.consoleHeaders });
    const date = farDate();
    errorOf(await view(`flightNumber=UB101&from=${date}&to=${addDays(date, 31)}`), 400, 'VALIDATION_FAILED', 'to');
    errorOf(await view(`flightNumber=UB101&from=${date}&to=${addDays(date, -1)}`), 400, 'VALIDATION_FAILED', 'to');
    errorOf(await view(`flightNumber=UB101&from=soon&to=${date}`), 400, 'VALIDATION_FAILED');
    errorOf(await view(`flightNumber=ZZ999&from=${date}&to=${date}`), 404, 'NOT_FOUND');
  });
});

/** A one-night stay placed up to the order (rooms taken), from its own client address; the store's answer. */
async function bookNight(choice: ReturnType<typeof roomOn>, night: string) {
  const remoteAddress = `198.51.100.${randomInt(1, 254)}`;
  const send = (url: string, payload: unknown, headers: Record<string, string> = {}) => api.app.inject({ method: 'POST', url, payload: payload as string, headers, remoteAddress });
  const checked = await send('/api/hotel/v4/checkReservation', { hotelId: choice.hotel.id, roomTypeId: choice.room.id, rateId: choice.room.rates[0]!.id, checkIn: night, checkOut: addDays(night, 1), rooms: 1, adult: 2, language: 'en' });
  if (checked.statusCode !== 200) return checked;
  const checkoutId = checked.json<{ data: { checkoutId: string } }>().data.checkoutId;
  const guests = await send('/api/hotel/v2/order', { checkoutId, adult: [{ firstName: 'Aye', lastName: 'Chan' }] });
  expect(guests.statusCode, guests.body).toBe(200);
  return send('/api/order/v4/hotel/store', await encrypted(api.app, { checkoutId, contact: CONTACT }), { 'idempotency-key': randomUUID() });
}

describe('hotel inventory', () => {
  it('shows allotments, rooms taken and rates per night, and lowers an allotment, never below the rooms taken', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    const night = farDate();
    const choice = roomOn(night, 2);
    const found = OpsHotelsResponse.parse((await api.app.inject({ method: 'GET', url: `/api/ops/inventory/hotels?q=${choice.hotel.id}`, headers: employee.consoleHeaders })).json()).data;
    expect(found).toEqual([{ hotelId: choice.hotel.id, nameEn: choice.hotel.nameEn, nameMy: choice.hotel.nameMy, stars: choice.hotel.stars }]);

    const view = async () => {
      const answer = await api.app.inject({ method: 'GET', url: `/api/ops/inventory/hotels/${choice.hotel.id}?from=${night}&to=${addDays(night, 1)}`, headers: employee.consoleHeaders });
      return OpsHotelInventoryResponse.parse(answer.json()).data.roomTypes.find((room) => room.roomTypeId === choice.room.id)!;
    };
    const calendar = roomNight(choice.hotel, choice.room, night);
    expect((await view()).nights[0]).toMatchObject({ night, capacity: calendar.available, taken: 0, rate: calendar.prices[0]!.local });

    const booked = await bookNight(choice, night);
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await view()).nights[0]).toMatchObject({ taken: 1, held: 1, sold: 0 });

    const allot = (capacity: number, to = night) => api.app.inject({ method: 'POST', url: `/api/ops/inventory/room-types/${choice.room.id}/allotment`, headers: employee.consoleHeaders, payload: { from: night, to, capacity } });
    errorOf(await allot(0), 409, 'INVENTORY_BELOW_TAKEN', 'capacity');
    errorOf(await allot(choice.room.roomCount + 1), 400, 'VALIDATION_FAILED', 'capacity');
    errorOf(await allot(1, addDays(night, 31)), 400, 'VALIDATION_FAILED', 'to');
    const lowered = OpsRoomNightsResponse.parse((await allot(1)).json()).data;
    expect(lowered.nights).toEqual([expect.objectContaining({ night, capacity: 1, taken: 1 })]);
    const events = await api.connection.db.select().from(inventoryEvents).where(and(eq(inventoryEvents.kind, 'hotel.allotment'), eq(inventoryEvents.subjectId, choice.room.id), eq(inventoryEvents.part, night)));
    expect(events).toEqual([expect.objectContaining({ actorId: employee.userId, before: { capacity: calendar.available, taken: 1 }, after: { capacity: 1, taken: 1 } })]);
    expect(await auditOf('inventory.allotment_set', choice.room.id)).toHaveLength(1);
    // The night is full now: another booking is refused.
    expect((await bookNight(choice, night)).statusCode).not.toBe(200);
  });

  it('never oversells when an allotment is lowered while a booking takes the last room', async () => {
    const employee = await consoleEmployee(api, ['inventory']);
    for (let round = 0; round < 3; round += 1) {
      const night = farDate();
      const choice = roomOn(night, 1);
      const allot = (capacity: number) => api.app.inject({ method: 'POST', url: `/api/ops/inventory/room-types/${choice.room.id}/allotment`, headers: employee.consoleHeaders, payload: { from: night, to: night, capacity } });
      expect((await allot(1)).statusCode).toBe(200);
      const [lowered, booked] = await Promise.all([allot(0), bookNight(choice, night)]);
      // Exactly one wins: the allotment went to 0 and the booking found no room, or the booking took it and the allotment was refused.
      expect([lowered.statusCode, booked.statusCode === 200 ? 200 : 'refused'].sort()).toEqual(lowered.statusCode === 200 ? [200, 'refused'].sort() : [200, 409]);
      const [row] = (await api.connection.db.execute<{ capacity: number; taken: number }>(sql`select capacity, taken from hotel_room_nights where room_type_id = ${choice.room.id} and night = ${night}::date`)).rows;
      expect(row!.taken).toBeLessThanOrEqual(row!.capacity);
      expect(row).toEqual(lowered.statusCode === 200 ? { capacity: 0, taken: 0 } : { capacity: 1, taken: 1 });
    }
  });
});

describe('hotel content', () => {
  it('uploads a picture through the image pipeline, orders it first as the cover, removes it, and edits the descriptions', async () => {
    const employee = await consoleEmployee(api, ['content']);
    const hotel = hotelCatalogue()[randomInt(0, hotelCatalogue().length)]!;
    const before = OpsHotelContentResponse.parse((await api.app.inject({ method: 'GET', url: `/api/ops/hotels/${hotel.id}`, headers: employee.consoleHeaders })).json()).data;
    const upload = (bytes: Buffer | string, type = 'image/png', query = 'kind=lobby&captionEn=Lobby&captionMy=%E1%80%A7%E1%80%8A%E1%80%B7%E1%80%BA%E1%80%81%E1%80%94%E1%80%BA%E1%80%B8') =>
      api.app.inject({ method: 'POST', url: `/api/ops/hotels/${hotel.id}/photos?${query}`, headers: { ...employee.consoleHeaders, 'content-type': type }, payload: bytes });

    // Not a picture, empty, or a bad kind: refused, and the gallery unchanged.
    errorOf(await upload('just some text', 'image/png'), 400, 'IMAGE_REJECTED', 'not_an_image');
    errorOf(await upload(Buffer.from('%PDF-1.4 pretend'), 'application/pdf'), 400, 'IMAGE_REJECTED', 'unsupported_type');
    errorOf(await upload(await uniquePng(), 'image/png', 'kind=garage&captionEn=a&captionMy=b'), 400, 'VALIDATION_FAILED');
    errorOf(await upload(Buffer.alloc(9 * 1024 * 1024, 1), 'image/jpeg'), 413, 'PAYLOAD_TOO_LARGE');

    const png = await uniquePng();
    const added = OpsHotelContentResponse.parse((await upload(png)).json()).data;
    expect(added.photos).toHaveLength(before.photos.length + 1);
    const photo = added.photos.at(-1)!;
    expect(photo).toMatchObject({ kind: 'lobby', captionEn: 'Lobby', width: 24, height: 16 });
    // The same picture again (a second click): refused, not added twice.
    errorOf(await upload(png), 409, 'PHOTO_ALREADY_IN_GALLERY');
    // Served by the pipeline in its fixed sizes.
    const served = await api.app.inject({ method: 'GET', url: `/media/${photo.imageId}/480.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A second picture, so the gallery has at least two to order.
    const second = OpsHotelContentResponse.parse((await upload(await uniquePng())).json()).data.photos.at(-1)!;
    const ids = [...added.photos.map((one) => one.imageId), second.imageId];
    const cover = [photo.imageId, ...ids.filter((id) => id !== photo.imageId)];
    const ordered = await api.app.inject({ method: 'POST', url: `/api/ops/hotels/${hotel.id}/photos/order`, headers: employee.consoleHeaders, payload: { imageIds: cover } });
    expect(OpsHotelContentResponse.parse(ordered.json()).data.photos.map((one) => one.imageId)).toEqual(cover);
    // An order that leaves a picture out was made from a gallery someone has changed since: refused, nothing moved.
    errorOf(await api.app.inject({ method: 'POST', url: `/api/ops/hotels/${hotel.id}/photos/order`, headers: employee.consoleHeaders, payload: { imageIds: [photo.imageId] } }), 409, 'HOTEL_PHOTOS_CHANGED');

    for (const imageId of [photo.imageId, second.imageId]) {
      const removed = await api.app.inject({ method: 'DELETE', url: `/api/ops/hotels/${hotel.id}/photos/${imageId}`, headers: employee.consoleHeaders });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const left = OpsHotelContentResponse.parse((await api.app.inject({ method: 'GET', url: `/api/ops/hotels/${hotel.id}`, headers: employee.consoleHeaders })).json()).data;
    expect(left.photos.map((one) => one.imageId)).toEqual(before.photos.map((one) => one.imageId));
    expect(left.photos.map((one) => one.position)).toEqual(before.photos.map((_, index) => index));
    // A second click of remove: the picture is gone already.
    errorOf(await api.app.inject({ method: 'DELETE', url: `/api/ops/hotels/${hotel.id}/photos/${photo.imageId}`, headers: employee.consoleHeaders }), 404, 'NOT_FOUND');
    const actions = (await api.connection.db.select().from(auditLog).where(and(eq(auditLog.actorId, employee.userId), eq(auditLog.targetId, hotel.id)))).map((entry) => entry.action);
    expect(actions).toEqual(['hotel.photo_added', 'hotel.photo_added', 'hotel.photos_ordered', 'hotel.photo_removed', 'hotel.photo_removed']);

    const text = { descriptionEn: `Quiet rooms by the lake ${randomUUID()}`, descriptionMy: 'ကန်နားရှိ တိတ်ဆိတ်သော အခန်းများ' };
    const described = await api.app.inject({ method: 'POST', url: `/api/ops/hotels/${hotel.id}/description`, headers: employee.consoleHeaders, payload: text });
    expect(OpsHotelContentResponse.parse(described.json()).data).toMatchObject(text);
    // The hotel's page says it from now on, in each language.
    const checkin = farDate();
    const detail = (language: 'en' | 'mm') => api.app.inject({ method: 'POST', url: '/api/hotel/v2/detail', payload: { hotelId: hotel.id, checkin, checkout: addDays(checkin, 1), rooms: 1, adult: 2, language } });
    expect(HotelDetailResponse.parse((await detail('en')).json()).data.hotelDetailInfo.description).toBe(text.descriptionEn);
    expect(HotelDetailResponse.parse((await detail('mm')).json()).data.hotelDetailInfo.description).toBe(text.descriptionMy);
    errorOf(await api.app.inject({ method: 'POST', url: `/api/ops/hotels/${hotel.id}/description`, headers: employee.consoleHeaders, payload: { descriptionEn: '', descriptionMy: 'x' } }), 400, 'VALIDATION_FAILED');
    errorOf(await api.app.inject({ method: 'GET', url: '/api/ops/hotels/H9999999', headers: employee.consoleHeaders }), 404, 'NOT_FOUND');
  });
});

describe('reported reviews', () => {
  /** A published review of an order of its own with `reports` open reports (as readers' reports are stored). */
  async function reportedReview(reports: number): Promise<string> {
    // A review belongs to an order of its own: a stay booked for it.
    const night = farDate();
    const booked = await bookNight(roomOn(night), night);
    expect(booked.statusCode, booked.body).toBe(200);
    const { orderId } = booked.json<{ data: { orderId: string } }>().data;
    const [review] = await api.connection.db
      .insert(hotelReviews)
      .values({ orderId, hotelId: 'H1001', score: 2, body: `Rude words ${randomUUID()}`, language: 'en', reviewerName: 'Aye C.', stayedFrom: today })
      .returning({ reviewId: hotelReviews.reviewId });
    await api.connection.db.insert(hotelReviewReports).values(Array.from({ length: reports }, (_, index) => ({ reviewId: review!.reviewId, reporterKey: `reader-${index}-${randomUUID()}`, reason: 'offensive' as const })));
    return review!.reviewId;
  }

  it('lists reviews with open reports; hide takes one off the page and dismisses its reports; keep dismisses them and keeps it published', async () => {
    const employee = await consoleEmployee(api, ['content']);
    const hideMe = await reportedReview(2);
    const keepMe = await reportedReview(1);
    const listed = OpsReportedReviewsResponse.parse((await api.app.inject({ method: 'GET', url: '/api/ops/reviews/reported', headers: employee.consoleHeaders })).json()).data;
    expect(listed.find((one) => one.reviewId === hideMe)).toMatchObject({ reports: 2, reasons: ['offensive'], status: 'published', hotelId: 'H1001' });

    const hide = () => api.app.inject({ method: 'POST', url: `/api/ops/reviews/${hideMe}/hide`, headers: employee.consoleHeaders });
    expect(ModerationResponse.parse((await hide()).json()).data).toEqual({ reviewId: hideMe, status: 'hidden', reportsDismissed: 2 });
    // A second click: nothing left to do, nothing recorded.
    expect(ModerationResponse.parse((await hide()).json()).data).toEqual({ reviewId: hideMe, status: 'hidden', reportsDismissed: 0 });
    expect(await auditOf('review.hidden', hideMe)).toEqual([expect.objectContaining({ actorId: employee.userId, before: { status: 'published', openReports: 2 }, after: { status: 'hidden', openReports: 0 } })]);

    const kept = await api.app.inject({ method: 'POST', url: `/api/ops/reviews/${keepMe}/keep`, headers: employee.consoleHeaders });
    expect(ModerationResponse.parse(kept.json()).data).toEqual({ reviewId: keepMe, status: 'published', reportsDismissed: 1 });
    const after = OpsReportedReviewsResponse.parse((await api.app.inject({ method: 'GET', url: '/api/ops/reviews/reported', headers: employee.consoleHeaders })).json()).data;
    expect(after.map((one) => one.reviewId)).not.toContain(hideMe);
    expect(after.map((one) => one.reviewId)).not.toContain(keepMe);
    // The reports stay, for the record.
    expect(await api.connection.db.select().from(hotelReviewReports).where(eq(hotelReviewReports.reviewId, keepMe))).toEqual([expect.objectContaining({ dismissedAt: expect.any(Date) })]);
    errorOf(await api.app.inject({ method: 'POST', url: `/api/ops/reviews/${randomUUID()}/hide`, headers: employee.consoleHeaders }), 404, 'NOT_FOUND');
    errorOf(await api.app.inject({ method: 'POST', url: '/api/ops/reviews/not-a-uuid/hide', headers: employee.consoleHeaders }), 400, 'VALIDATION_FAILED');
  });
});
