import { describe, expect, it, vi } from 'vitest';
import { orderDetail } from '../thank-you/test-orders.ts';
import type { TrackBookingResult } from './track-booking-data.ts';
import { trackBooking } from './track-booking.server.ts';

function request(fields: Record<string, string>) {
  return new Request('http://thwa.test/track-booking', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

function api(status: number, body: unknown) {
  const bodies: unknown[] = [];
  const transport = vi.fn(async (sent: Request) => {
    bodies.push(await sent.json());
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { transport, bodies };
}

async function result(response: unknown) {
  return (response as { data: TrackBookingResult }).data;
}

describe('track booking (spec §4, §7)', () => {
  it('sends the spec fields and keeps the details when the code is 200', async () => {
    const { transport, bodies } = api(200, { code: 200, data: orderDetail() });
    const answer = await result(await trackBooking({ request: request({ bookingId: ' tw2611220001 ', email: 'aung@example.com' }), api: transport }));
    expect(bodies[0]).toEqual({ bookingId: 'TW2611220001', email: 'aung@example.com', smsFlag: 0, channelTypeId: 3, feature: 'revamp', language: 'en' });
    expect(answer.kind).toBe('found');
    expect(answer.kind === 'found' && answer.order.orderId).toBe('TW2611220001');
  });

  it('a wrong pair gets one message that reveals nothing', async () => {
    const { transport } = api(404, { code: 404, errorCode: 'BOOKING_NOT_FOUND', message: 'Booking not found', requestId: 'r' });
    const answer = await result(await trackBooking({ request: request({ bookingId: 'TW2611220001', email: 'wrong@example.com' }), api: transport }));
    expect(answer).toMatchObject({ kind: 'notFound', message: 'We could not find a booking with this ID and email.' });
    expect(answer).not.toHaveProperty('order');
  });

  it('clears the details on any answer other than code 200', async () => {
    const { transport } = api(200, { code: 500 });
    const answer = await result(await trackBooking({ request: request({ bookingId: 'TW2611220001', email: 'aung@example.com' }), api: transport }));
    expect(answer.kind).toBe('failed');
    expect(answer).not.toHaveProperty('order');
  });

  it('asks for both fields, and a real email, before calling', async () => {
    const { transport } = api(200, {});
    const answer = await result(await trackBooking({ request: request({ bookingId: '', email: 'nope' }), api: transport }));
    expect(answer).toMatchObject({ kind: 'invalid', fieldErrors: { bookingId: 'Enter your booking ID.', email: 'Enter an email address such as name@example.com.' } });
    expect(transport).not.toHaveBeenCalled();
  });
});
