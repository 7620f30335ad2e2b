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

/** An api that answers each path in turn from its list (the last answer repeats), recording what each call sent. */
function routedApi(answers: Record<string, Array<[number, unknown]>>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const transport = vi.fn(async (sent: Request) => {
    const path = new URL(sent.url).pathname.replace(/^\/api/, '');
    calls.push({ path, body: (await sent.json()) as Record<string, unknown> });
    const list = answers[path] ?? [[404, { code: 404, errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }]];
    const [status, body] = list[Math.min(calls.filter((one) => one.path === path).length - 1, list.length - 1)]!;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { transport, calls };
}

const PAIR = { bookingId: 'TW2611220001', email: 'aung@example.com' };
const FOUND: [number, unknown] = [200, { code: 200, data: orderDetail() }];
const CANCELLED: [number, unknown] = [200, { code: 200, data: orderDetail({ status: 'cancelled', guestCancellation: { refund: 0, refundTo: null } }) }];
const SENT: [number, unknown] = [200, { code: 200, data: { sentTo: 'a***@example.com' } }];
const otpError = (status: number, errorCode: string, message: string): [number, unknown] => [status, { code: status, errorCode, message, field: 'otp', requestId: 'r' }];

describe("track booking's cancellation asks for the code mailed to the booking's contact (issue 19)", () => {
  it("'Cancel' with the box ticked asks the api to mail a code, then shows the booking with the code step", async () => {
    const { transport, calls } = routedApi({ '/myaccount/trackbooking/cancel/code': [SENT], '/myaccount/trackbooking': [FOUND] });
    const answer = await result(await trackBooking({ request: request({ ...PAIR, intent: 'cancel', confirm: 'yes' }), api: transport }));
    expect(calls.map((one) => one.path)).toEqual(['/myaccount/trackbooking/cancel/code', '/myaccount/trackbooking']);
    expect(calls[0]!.body).toMatchObject(PAIR);
    expect(calls[0]!.body).not.toHaveProperty('otp');
    expect(answer).toMatchObject({ kind: 'found', cancelCode: { sentTo: 'a***@example.com' } });
    expect(answer.kind === 'found' && answer.cancelCode).not.toHaveProperty('error');
  });

  it('without the box ticked nothing is mailed: the booking is shown again', async () => {
    const { transport, calls } = routedApi({ '/myaccount/trackbooking': [FOUND] });
    const answer = await result(await trackBooking({ request: request({ ...PAIR, intent: 'cancel' }), api: transport }));
    expect(calls.map((one) => one.path)).toEqual(['/myaccount/trackbooking']);
    expect(answer.kind).toBe('found');
    expect(answer).not.toHaveProperty('cancelCode');
  });

  it('a wrong pair asking for a code reads as any wrong pair', async () => {
    const { transport } = routedApi({ '/myaccount/trackbooking/cancel/code': [[404, { code: 404, errorCode: 'BOOKING_NOT_FOUND', message: 'x', requestId: 'r' }]] });
    const answer = await result(await trackBooking({ request: request({ ...PAIR, intent: 'cancel', confirm: 'yes' }), api: transport }));
    expect(answer).toMatchObject({ kind: 'notFound', message: 'We could not find a booking with this ID and email.' });
  });

  it('the code typed cancels: it is sent with the pair, and the cancelled booking is shown without the step', async () => {
    const { transport, calls } = routedApi({ '/myaccount/trackbooking/cancel': [CANCELLED] });
    const answer = await result(await trackBooking({ request: request({ ...PAIR, intent: 'cancelWithCode', otp: ' 204817 ', sentTo: 'a***@example.com' }), api: transport }));
    expect(calls).toEqual([{ path: '/myaccount/trackbooking/cancel', body: expect.objectContaining({ ...PAIR, otp: '204817' }) }]);
    expect(answer).toMatchObject({ kind: 'found', order: { status: 'cancelled' } });
    expect(answer).not.toHaveProperty('cancelCode');
  });

  it('a code that cannot be one is refused on its field without asking the api to cancel', async () => {
    const { transport, calls } = routedApi({ '/myaccount/trackbooking': [FOUND] });
    const response = await trackBooking({ request: request({ ...PAIR, intent: 'cancelWithCode', otp: '12', sentTo: 'a***@example.com' }), api: transport });
    expect((response as { init?: { status?: number } }).init?.status).toBe(400);
    expect(calls.map((one) => one.path)).toEqual(['/myaccount/trackbooking']);
    expect(await result(response)).toMatchObject({ kind: 'found', cancelCode: { sentTo: 'a***@example.com', error: 'Enter the 6-digit code from the e-mail.' } });
  });

  it.each([
    ['a wrong or expired code', otpError(400, 'OTP_INVALID', 'The code is not correct or has expired. Please check it or ask for a new one.')],
    ['too many wrong codes', otpError(429, 'OTP_TOO_MANY_TRIES', 'Too many wrong codes. Please ask for a new code.')],
  ])("%s keeps the step, with the api's words on the field", async (_case, refusal) => {
    const { transport } = routedApi({ '/myaccount/trackbooking/cancel': [refusal], '/myaccount/trackbooking': [FOUND] });
    const answer = await result(await trackBooking({ request: request({ ...PAIR, intent: 'cancelWithCode', otp: '111111', sentTo: 'a***@example.com' }), api: transport }));
    expect(answer).toMatchObject({ kind: 'found', order: { status: 'completed' }, cancelCode: { sentTo: 'a***@example.com', error: (refusal[1] as { message: string }).message } });
  });

  it("'Send a new code' says a new one went; refused (too many this hour), the step stays and says why", async () => {
    const tooMany: [number, unknown] = [429, { code: 429, errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a moment and try again.', requestId: 'r' }];
    const { transport } = routedApi({ '/myaccount/trackbooking/cancel/code': [SENT, tooMany], '/myaccount/trackbooking': [FOUND] });
    const resend = () => trackBooking({ request: request({ ...PAIR, intent: 'resendCode', sentTo: 'a***@example.com' }), api: transport });
    expect(await result(await resend())).toMatchObject({ kind: 'found', cancelCode: { sentTo: 'a***@example.com', resent: true } });
    expect(await result(await resend())).toMatchObject({ kind: 'found', cancelCode: { sentTo: 'a***@example.com', error: 'Too many requests. Please wait a moment and try again.' } });
  });
});
