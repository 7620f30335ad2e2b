import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hotelReviews, mailMessages, orderItems, orders } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { destinationBySlug } from '@thwa/db/hotels/destinations';
import { hotelsInDestination, type Hotel } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { HotelDetailResponse, HotelListResponse } from '@thwa/domain/contracts/hotels';
import { HotelReviewsResponse, ReviewFormResponse, ReviewSubmitResponse } from '@thwa/domain/contracts/hotel-reviews';
import { ModerationResponse, OpsReportedReviewsResponse } from '@thwa/domain/contracts/operations-inventory';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { CONTACT, encrypted, payByCard } from './booking-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { createAccount } from './account-fixtures.ts';
import { consoleEmployee } from './console-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';
import { reviewKey } from '../src/features/hotels/reviews/review-key.ts';

/**
 * Issue 19 item 3, guest reviews from verified stays (decision 031): the invitation after check-out,
 * the review by the invitation's key, once per order, reports, the employee's hide, and the scores on
 * the hotel list and detail, sortable by guest rating. The clock is this file's: stays are booked on
 * today's, then time moves past their check-out.
 */
let clock: Date | undefined;
const now = () => clock ?? new Date();
const api = useTestApiOnOwnDatabase('thwa_hotel_reviews', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { now } });

const yangon = destinationBySlug('yangon')!;
const CHECK_IN = addDays(yangonDate(new Date()), 10);
const CHECK_OUT = addDays(CHECK_IN, 2);

/** Hotels of Yangon with a double room free on both nights of the stay, each with that room and its first rate. */
function freeHotels(count: number) {
  const found: Array<{ hotel: Hotel; roomTypeId: string; rateId: string }> = [];
  for (const hotel of hotelsInDestination(yangon.id)) {
    const room = hotel.rooms.find((one) => one.maxAdults >= 2 && one.rates[0] && [0, 1].every((night) => roomNight(hotel, one, addDays(CHECK_IN, night)).available >= 2));
    if (room) found.push({ hotel, roomTypeId: room.id, rateId: room.rates[0]!.id });
    if (found.length === count) return found;
  }
  throw new Error('not enough free hotels');
}

const [FIRST, SECOND, THIRD] = freeHotels(3) as [ReturnType<typeof freeHotels>[number], ReturnType<typeof freeHotels>[number], ReturnType<typeof freeHotels>[number]];

/** A stay at `choice` placed, paid by card and confirmed by the hotel, on today's clock. */
async function confirmedStay(choice: (typeof FIRST), lead = { firstName: 'Aye', lastName: 'Chan' }, language: 'en' | 'mm' = 'en') {
  clock = undefined;
  const checked = await post(api.app, '/api/hotel/v4/checkReservation', { hotelId: choice.hotel.id, roomTypeId: choice.roomTypeId, rateId: choice.rateId, checkIn: CHECK_IN, checkOut: CHECK_OUT, rooms: 1, adult: 2, language });
  expect(checked.statusCode, checked.body).toBe(200);
  const checkoutId = checked.json().data.checkoutId as string;
  const guests = await post(api.app, '/api/hotel/v2/order', { checkoutId, adult: [lead] });
  expect(guests.statusCode, guests.body).toBe(200);
  const stored = await api.app.inject({
    method: 'POST',
    url: '/api/order/v4/hotel/store',
    payload: await encrypted(api.app, { checkoutId, contact: CONTACT }),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(stored.statusCode, stored.body).toBe(200);
  const placed = stored.json().data as { orderId: string; orderKey: string };
  await payByCard(api.app, placed, 'AYE CHAN');
  expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
  return placed;
}

/** The clock on a Yangon day (noon there). */
function dayIs(date: string) {
  clock = new Date(`${date}T05:30:00Z`);
}

async function invitationOf(orderId: string) {
  return api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `review-invite:${orderId}`));
}

function keyOf(mailText: string): { orderId: string; key: string } {
  const link = /https?:\/\/\S+\/hotel\/review\?\S+/.exec(mailText)?.[0];
  expect(link, mailText).toBeDefined();
  const params = new URL(link!).searchParams;
  return { orderId: params.get('orderId')!, key: params.get('key')! };
}

async function form(orderId: string, key: string) {
  return api.app.inject({ method: 'GET', url: `/api/hotel/reviews/form?${new URLSearchParams({ orderId, key }).toString()}` });
}

async function submit(body: Record<string, unknown>) {
  return post(api.app, '/api/hotel/reviews/submit', { body: '', language: 'en', ...body });
}

async function reviewsOf(hotelId: string) {
  const answer = await api.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/reviews` });
  expect(answer.statusCode, answer.body).toBe(200);
  return HotelReviewsResponse.parse(answer.json()).data;
}

function errorOf(answer: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(answer.statusCode).toBe(status);
  expect(ErrorResponse.parse(answer.json()).errorCode).toBe(code);
}

describe('guest reviews from verified stays', () => {
  it('invites once after check-out, and the invitation opens the form that takes one review per order', async () => {
    const stay = await confirmedStay(FIRST, { firstName: 'Aye', lastName: 'Chan' });
    const cancelled = await confirmedStay(SECOND);
    // A stay that did not take place: cancelled and refunded.
    await api.connection.db.update(orders).set({ status: 'cancelled', paymentStatus: 'refunded' }).where(eq(orders.orderId, cancelled.orderId));
    await api.connection.db.update(orderItems).set({ status: 'cancelled' }).where(eq(orderItems.orderId, cancelled.orderId));

    // On check-out day nothing is sent, and the guest cannot review yet.
    dayIs(CHECK_OUT);
    await api.app.services.reviewInvitations();
    expect(await invitationOf(stay.orderId)).toEqual([]);
    const early = await submit({ orderId: stay.orderId, key: reviewKey(api.config.LINK_SIGNING_SECRET, stay.orderId), score: 9 });
    errorOf(early, 409, 'REVIEW_NOT_OPEN');

    // The day after: one invitation, in English, for the stay that took place only; a second run sends nothing more.
    dayIs(addDays(CHECK_OUT, 1));
    expect(await api.app.services.reviewInvitations()).toBeGreaterThanOrEqual(1);
    await api.app.services.reviewInvitations();
    const [mail, ...more] = await invitationOf(stay.orderId);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`How was your stay at ${FIRST.hotel.nameEn}?`);
    expect(mail!.toAddress).toBe(CONTACT.email);
    expect(await invitationOf(cancelled.orderId)).toEqual([]);

    const { orderId, key } = keyOf(mail!.text);
    expect(orderId).toBe(stay.orderId);
    const opened = ReviewFormResponse.parse((await form(orderId, key)).json()).data;
    expect(opened).toMatchObject({ hotelId: FIRST.hotel.id, hotelName: FIRST.hotel.nameEn, hotelSlug: FIRST.hotel.slug, checkIn: CHECK_IN, checkOut: CHECK_OUT, state: 'open', review: null });

    // A wrong key, another order's key, a payment key and an unknown order: 403 or 400, never a hint.
    errorOf(await form(orderId, reviewKey('not-the-secret-of-this-server-at-all', orderId)), 403, 'FORBIDDEN');
    errorOf(await form(orderId, reviewKey(api.config.LINK_SIGNING_SECRET, cancelled.orderId)), 403, 'FORBIDDEN');
    errorOf(await form('TW2001010001', reviewKey(api.config.LINK_SIGNING_SECRET, 'TW2001010001')), 403, 'FORBIDDEN');
    errorOf(await form(orderId, `pay_${key.slice(4)}`), 400, 'VALIDATION_FAILED');
    errorOf(await submit({ orderId, key: reviewKey('not-the-secret-of-this-server-at-all', orderId), score: 9 }), 403, 'FORBIDDEN');
    errorOf(await submit({ orderId, key, score: 11 }), 400, 'VALIDATION_FAILED');
    errorOf(await submit({ orderId, key, score: 9, body: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED');

    // The cancelled stay's own key opens its form, which says it cannot be reviewed, and refuses a review.
    const cancelledKey = reviewKey(api.config.LINK_SIGNING_SECRET, cancelled.orderId);
    expect(ReviewFormResponse.parse((await form(cancelled.orderId, cancelledKey)).json()).data.state).toBe('not_stayed');
    errorOf(await submit({ orderId: cancelled.orderId, key: cancelledKey, score: 2 }), 409, 'REVIEW_NOT_OPEN');

    // Two submits at once (a double click): one review, the other told it exists.
    const [a, b] = await Promise.all([
      submit({ orderId, key, score: 9, body: '  Quiet room,\n\n\n\nfriendly staff.  ' }),
      submit({ orderId, key, score: 3, body: 'changed my mind' }),
    ]);
    const answers = [a, b].map((one) => ReviewSubmitResponse.parse(one.json()).data);
    expect(answers.map((one) => one.status).sort()).toEqual(['already_reviewed', 'published']);
    expect(answers[0]!.reviewId).toBe(answers[1]!.reviewId);
    const rows = await api.connection.db.select().from(hotelReviews).where(eq(hotelReviews.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hotelId: FIRST.hotel.id, reviewerName: 'Aye C.', stayedFrom: CHECK_IN, status: 'published', language: 'en' });
    const again = ReviewSubmitResponse.parse((await submit({ orderId, key, score: 1 })).json()).data;
    expect(again.status).toBe('already_reviewed');
    expect(ReviewFormResponse.parse((await form(orderId, key)).json()).data.state).toBe('reviewed');

    const published = await reviewsOf(FIRST.hotel.id);
    expect(published.summary).toEqual({ score: rows[0]!.score, count: 1 });
    expect(published.reviews[0]).toMatchObject({ reviewerName: 'Aye C.', stayedMonth: CHECK_IN.slice(0, 7), language: 'en' });
    expect(published.reviews[0]!.body === 'Quiet room,\n\nfriendly staff.' || published.reviews[0]!.body === 'changed my mind').toBe(true);
  });

  it('invites in the order’s language, and closes the form after the review window', async () => {
    const stay = await confirmedStay(THIRD, { firstName: 'Su Su', lastName: 'Hlaing' }, 'mm');
    await api.connection.db.update(orders).set({ language: 'mm' }).where(eq(orders.orderId, stay.orderId));
    dayIs(addDays(CHECK_OUT, 3));
    await api.app.services.reviewInvitations();
    const [mail] = await invitationOf(stay.orderId);
    expect(mail!.subject).toContain('တည်းခို');
    expect(mail!.html).toContain('lang="my"');
    const key = reviewKey(api.config.LINK_SIGNING_SECRET, stay.orderId);
    dayIs(addDays(CHECK_OUT, 61));
    expect(ReviewFormResponse.parse((await form(stay.orderId, key)).json()).data.state).toBe('closed');
    errorOf(await submit({ orderId: stay.orderId, key, score: 7 }), 409, 'REVIEW_NOT_OPEN');
    // Nor is an invitation sent for a stay past the window (were this one never invited).
    await api.connection.db.delete(mailMessages).where(eq(mailMessages.messageKey, `review-invite:${stay.orderId}`));
    await api.app.services.reviewInvitations();
    expect(await invitationOf(stay.orderId)).toEqual([]);
  });

  it('reports once per reader; employees alone hide a review, which leaves the page and the score', async () => {
    const [review] = (await reviewsOf(FIRST.hotel.id)).reviews;
    const report = (address: string, headers: Record<string, string> = {}) =>
      api.app.inject({ method: 'POST', url: `/api/hotel/reviews/${review!.reviewId}/report`, payload: { reason: 'spam' }, remoteAddress: address, headers });
    expect((await report('203.0.113.7')).json().data).toEqual({ reported: true, first: true });
    expect((await report('203.0.113.7')).json().data).toEqual({ reported: true, first: false });
    expect((await report('203.0.113.8')).json().data).toEqual({ reported: true, first: true });
    const member = await createAccount(api);
    expect((await report('203.0.113.8', member.headers)).json().data).toEqual({ reported: true, first: true });
    errorOf(await api.app.inject({ method: 'POST', url: `/api/hotel/reviews/${review!.reviewId}/report`, payload: { reason: 'boring' } }), 400, 'VALIDATION_FAILED');
    errorOf(await api.app.inject({ method: 'POST', url: `/api/hotel/reviews/${randomUUID()}/report`, payload: { reason: 'spam' } }), 404, 'NOT_FOUND');

    // Moderation is the console's (hotels.content): the old /hotel/reviews/* calls are gone; the console's refuse everyone else.
    errorOf(await api.app.inject({ method: 'POST', url: `/api/hotel/reviews/${review!.reviewId}/hide`, headers: member.headers }), 404, 'NOT_FOUND');
    const employee = await consoleEmployee(api, ['content']);
    const hide = (headers: Record<string, string>) => api.app.inject({ method: 'POST', url: `/api/ops/reviews/${review!.reviewId}/hide`, headers });
    errorOf(await hide({}), 401, 'UNAUTHORIZED');
    errorOf(await hide(member.headers), 403, 'FORBIDDEN');
    const agent = await createAccount(api, { userCode: 'AGT' });
    errorOf(await hide(agent.headers), 403, 'FORBIDDEN');
    errorOf(await api.app.inject({ method: 'GET', url: '/api/ops/reviews/reported', headers: member.headers }), 403, 'FORBIDDEN');

    const reported = OpsReportedReviewsResponse.parse((await api.app.inject({ method: 'GET', url: '/api/ops/reviews/reported', headers: employee.consoleHeaders })).json()).data;
    expect(reported.find((one) => one.reviewId === review!.reviewId)).toMatchObject({ reports: 3, reasons: ['spam'], status: 'published' });

    const hidden = ModerationResponse.parse((await hide(employee.consoleHeaders)).json()).data;
    expect(hidden).toEqual({ reviewId: review!.reviewId, status: 'hidden', reportsDismissed: 3 });
    const [row] = await api.connection.db.select().from(hotelReviews).where(eq(hotelReviews.reviewId, review!.reviewId));
    expect(row).toMatchObject({ hiddenBy: employee.userId });
    expect(row!.hiddenAt).not.toBeNull();
    expect(await reviewsOf(FIRST.hotel.id)).toMatchObject({ summary: { score: null, count: 0 }, reviews: [] });
    errorOf(await report('203.0.113.9'), 404, 'NOT_FOUND');

    const kept = await api.app.inject({ method: 'POST', url: `/api/ops/reviews/${review!.reviewId}/keep`, headers: employee.consoleHeaders });
    expect(ModerationResponse.parse(kept.json()).data).toEqual({ reviewId: review!.reviewId, status: 'published', reportsDismissed: 0 });
    const [shown] = await api.connection.db.select().from(hotelReviews).where(eq(hotelReviews.reviewId, review!.reviewId));
    expect(shown).toMatchObject({ status: 'published', hiddenBy: null, hiddenAt: null });
    expect((await reviewsOf(FIRST.hotel.id)).summary.count).toBe(1);
  });

  it('gives list cards and the detail their score and count, and sorts by guest rating with unrated hotels last', async () => {
    // A second reviewed hotel, scored higher than the first, and the scores move the list at once.
    const stay = await confirmedStay(SECOND, { firstName: 'Ko', lastName: 'Min' });
    dayIs(addDays(CHECK_OUT, 2));
    const first = (await reviewsOf(FIRST.hotel.id)).summary.score!;
    const posted = await submit({ orderId: stay.orderId, key: reviewKey(api.config.LINK_SIGNING_SECRET, stay.orderId), score: first === 10 ? 10 : first + 1 });
    expect(posted.statusCode, posted.body).toBe(200);

    const checkin = addDays(yangonDate(now()), 20);
    const search = { scope: 'city', term: 'yangon', checkin, checkout: addDays(checkin, 1), rooms: 1, adult: 2 };
    const answer = await post(api.app, '/api/hotel/v2/list', { ...search, sort: 'guest_rating', order: 'desc' });
    expect(answer.statusCode, answer.body).toBe(200);
    const cards = HotelListResponse.parse(answer.json()).data;
    const rated = cards.filter((card) => card.reviewCount);
    expect(rated.map((card) => card.hotelId)).toEqual(first === 10 ? expect.arrayContaining([FIRST.hotel.id, SECOND.hotel.id]) : [SECOND.hotel.id, FIRST.hotel.id]);
    expect(cards.slice(0, rated.length)).toEqual(rated);
    expect(cards.slice(rated.length).every((card) => card.reviewScore === null && card.reviewCount === 0)).toBe(true);
    expect(rated.find((card) => card.hotelId === FIRST.hotel.id)).toMatchObject({ reviewScore: first, reviewCount: 1 });

    const recommended = HotelListResponse.parse((await post(api.app, '/api/hotel/v2/list', search)).json()).data;
    expect(recommended.find((card) => card.hotelId === SECOND.hotel.id)?.reviewCount ?? 1).toBe(1);

    const detail = await post(api.app, '/api/hotel/v2/detail', { ...search, scope: undefined, term: undefined, hotelId: FIRST.hotel.id });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(HotelDetailResponse.parse(detail.json()).data.hotelDetailInfo).toMatchObject({ reviewScore: first, reviewCount: 1 });
  });
});
