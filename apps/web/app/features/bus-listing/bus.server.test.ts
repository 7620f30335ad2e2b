import { describe, expect, it } from 'vitest';
import type { BusDeparture } from '@thwa/domain/contracts/bus';
import { loadBusResults } from './bus-search.server.ts';
import { sampleCheckout, sampleDeparture, sampleSeatMap } from './test-support.ts';
import { holdBusSeats, loadBusSeats } from '../bus-seats/bus-seats.server.ts';
import { busStoreRefusal, loadBusCheckout, placeBusOrder } from '../bus-checkout/bus-checkout.server.ts';

const NOW = new Date('2031-03-01T03:00:00Z');

const departure = (id: number, overrides: Partial<BusDeparture> = {}): BusDeparture => sampleDeparture({ departureId: id, serviceCode: `S${id}`, ...overrides });

const DEPARTURES = [
  departure(1),
  departure(2, { operator: { code: 'EL', name: 'Elite Express', phone: '1' }, busClass: 'standard', fare: 30_000, departureTime: '09:00', durationMinutes: 600 }),
  departure(3, { fare: 55_000, departureTime: '21:30', durationMinutes: 480 }),
];

const MAP = sampleSeatMap({ departure: DEPARTURES[0]! });
const CHECKOUT = sampleCheckout({ departure: DEPARTURES[0]! });

const error = (status: number, errorCode: string, message: string, extra: Record<string, unknown> = {}) => Response.json({ code: status, errorCode, message, requestId: 'r', ...extra }, { status });

/** An api that answers the bus calls; `taken` seats are refused at hold as someone else's. */
function fakeApi({ failSearch = false, taken = [] as string[] } = {}) {
  const calls: Array<{ path: string; body: unknown; headers: Headers }> = [];
  const api = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body: unknown = request.method === 'POST' ? await request.json() : null;
    calls.push({ path, body, headers: request.headers });
    if (path === '/api/crypto/public-key') {
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
      const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
      return Response.json({ code: 200, kid: 'k1', jwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } });
    }
    if (path === '/api/setting/countrycodes') return Response.json({ code: 200, defaultPhoneCode: '95', country: [{ countryCode: 'MM', countryName: 'Myanmar', phoneCode: '95' }] });
    if (path === '/api/bus/v1/search') {
      if (failSearch) return error(503, 'SUPPLIER_UNAVAILABLE', 'The operator did not answer.');
      return Response.json({ code: 200, data: { request: body, departures: DEPARTURES } });
    }
    if (path === '/api/bus/v1/seatmap') return Response.json({ code: 200, data: MAP });
    if (path === '/api/bus/v1/hold') {
      const { seats } = body as { seats: Array<{ seatNo: string }> };
      if (seats.some((seat) => taken.includes(seat.seatNo))) return error(409, 'SEAT_NOT_AVAILABLE', 'Sorry, the seat is not available.');
      return Response.json({ code: 200, data: CHECKOUT });
    }
    if (path === '/api/bus/v1/checkout') return Response.json({ code: 200, data: CHECKOUT });
    if (path === '/api/order/v1/bus/store') return Response.json({ code: 200, data: { orderId: 'TW3103010009', orderKey: 'k'.repeat(40), status: 'held', amount: 99_000, holdExpiresAt: '2031-03-01T03:30:00Z' } });
    return error(404, 'NOT_FOUND', 'Not found');
  };
  return { api, calls };
}

const SEARCH = 'from=YGN&to=Mandalay&date=2031-03-10&passengers=2&nationality=local';
const payload = <T,>(answer: unknown) => (answer as { data: T }).data;

describe('/bus/search', () => {
  it('asks the api for the day and filters and sorts on the server from the address', async () => {
    const { api, calls } = fakeApi();
    const answer = await loadBusResults({ request: new Request(`http://web/bus/search?${SEARCH}&sort=earliest&class=vip`), api, now: NOW });
    const page = payload<Extract<Awaited<ReturnType<typeof loadBusResults>>['data'], { kind: 'results' }>>(answer);
    expect(calls.find((call) => call.path === '/api/bus/v1/search')?.body).toEqual({ from: 'YGN', to: 'MDY', date: '2031-03-10', passengers: 2, nationality: 'local', language: 'en' });
    expect(page.kind).toBe('results');
    expect(page.departures.map((one) => one.departureId)).toEqual([1, 3]);
    expect(page.total).toBe(3);
    expect(page.choices.operators.map((operator) => operator.code)).toEqual(['EL', 'JJ']);
    expect(page.title).toBe('Yangon to Mandalay');
  });

  it('shows the form again with every error, and a retry when the api fails', async () => {
    const { api } = fakeApi({ failSearch: true });
    const invalid = await loadBusResults({ request: new Request('http://web/bus/search?from=Nowhere&to=YGN&date=2031-09-01&passengers=9'), api, now: NOW });
    expect(invalid.init?.status).toBe(400);
    expect(payload<{ errors: unknown }>(invalid).errors).toEqual({ from: 'city', date: 'date', passengers: 'passengers' });
    const failed = await loadBusResults({ request: new Request(`http://web/bus/search?${SEARCH}`), api, now: NOW });
    expect(payload<{ kind: string }>(failed).kind).toBe('failed');
    expect(failed.init?.status).toBe(502);
  });
});

function seatForm(entries: Array<[string, string]>): Request {
  const form = new URLSearchParams(entries);
  return new Request('http://web/bus/seats?departureId=1&passengers=2&nationality=local', { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

describe('/bus/seats', () => {
  it('loads the map of the departure', async () => {
    const { api, calls } = fakeApi();
    const answer = await loadBusSeats({ request: new Request('http://web/bus/seats?departureId=1&passengers=2'), api });
    expect(payload<{ kind: string }>(answer).kind).toBe('map');
    expect(calls.at(-1)?.body).toEqual({ departureId: 1, nationality: 'local', language: 'en' });
  });

  it('wants exactly the passengers’ seats, each with a gender, before asking the api', async () => {
    const { api, calls } = fakeApi();
    const answer = await holdBusSeats({ request: seatForm([['seat', '2A'], ['boarding', 'YGN-AML'], ['dropping', 'MDY-KSK']]), api });
    expect(payload<{ errors: string[] }>(answer).errors).toEqual(['count']);
    const genderless = await holdBusSeats({ request: seatForm([['seat', '2B'], ['seat', '2A'], ['gender.0', 'male'], ['boarding', 'YGN-AML'], ['dropping', 'MDY-KSK']]), api });
    expect(payload<{ errors: string[]; picked: string[] }>(genderless)).toMatchObject({ errors: ['gender'], picked: ['2A', '2B'] });
    expect(calls.some((call) => call.path === '/api/bus/v1/hold')).toBe(false);
  });

  it('holds the seats in seat order and goes on to the checkout', async () => {
    const { api, calls } = fakeApi();
    const thrown = await holdBusSeats({ request: seatForm([['seat', '2B'], ['seat', '2A'], ['gender.0', 'male'], ['gender.1', 'female'], ['boarding', 'YGN-AML'], ['dropping', 'MDY-KSK']]), api }).catch((response: Response) => response);
    expect((thrown as Response).headers.get('location')).toBe('/bus/checkout?checkoutId=chk_0123456789abcdef');
    expect(calls.find((call) => call.path === '/api/bus/v1/hold')?.body).toEqual({
      departureId: 1,
      seats: [
        { seatNo: '2A', gender: 'male' },
        { seatNo: '2B', gender: 'female' },
      ],
      boardingPointId: 'YGN-AML',
      droppingPointId: 'MDY-KSK',
      nationality: 'local',
      language: 'en',
    });
  });

  it('says a seat taken meanwhile is not available, and posts no seat again', async () => {
    const { api } = fakeApi({ taken: ['2A'] });
    const answer = await holdBusSeats({ request: seatForm([['seat', '2A'], ['seat', '2B'], ['gender.0', 'male'], ['gender.1', 'female'], ['boarding', 'YGN-AML'], ['dropping', 'MDY-KSK']]), api });
    expect(answer.init?.status).toBe(409);
    expect(payload<{ message: string; picked: string[] }>(answer)).toMatchObject({ message: 'Sorry, the seat is not available.', picked: [] });
  });
});

function checkoutForm(entries: Array<[string, string]>): Request {
  return new Request('http://web/bus/checkout?checkoutId=chk_0123456789abcdef', {
    method: 'POST',
    body: new URLSearchParams(entries),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const CONTACT: Array<[string, string]> = [
  ['contact.contactName', 'Aung Min'],
  ['contact.email', 'aung@example.com'],
  ['contact.phoneCode', '95'],
  ['contact.phoneNumber', '0971234567'],
];
const passenger = (index: number, first: string, gender: string): Array<[string, string]> => [
  [`travellers.${index}.firstName`, first],
  [`travellers.${index}.lastName`, 'MIN'],
  [`travellers.${index}.dateOfBirth`, '1990-01-01'],
  [`travellers.${index}.gender`, gender],
  [`travellers.${index}.nationality`, 'MM'],
  [`travellers.${index}.divisionCode`, '12'],
  [`travellers.${index}.townshipCode`, 'KaMaYa'],
  [`travellers.${index}.nrcType`, 'N'],
  [`travellers.${index}.nrcNumber`, `12345${index}`],
];

describe('/bus/checkout', () => {
  it('offers one passenger per held seat with the seat’s gender, NRC for a local fare', async () => {
    const { api } = fakeApi();
    const answer = await loadBusCheckout({ request: new Request('http://web/bus/checkout?checkoutId=chk_0123456789abcdef'), api, now: NOW });
    const page = payload<{ kind: string; passengers: Array<{ values: { gender: string; nationality: string }; document: string }>; saved: unknown }>(answer);
    expect(page.kind).toBe('form');
    expect(page.passengers.map((slot) => [slot.values.gender, slot.values.nationality, slot.document])).toEqual([
      ['male', 'MM', 'nrc'],
      ['female', 'MM', 'nrc'],
    ]);
    expect(page.saved).toBeNull();
    const late = await loadBusCheckout({ request: new Request('http://web/bus/checkout?checkoutId=chk_0123456789abcdef'), api, now: new Date('2031-03-01T03:16:00Z') });
    expect(payload<{ kind: string }>(late).kind).toBe('gone');
  });

  it('words each passenger’s missing field under it', async () => {
    const { api, calls } = fakeApi();
    const answer = await placeBusOrder({ request: checkoutForm([...passenger(0, 'AUNG', 'male'), ...passenger(1, 'MYA', 'female').filter(([key]) => !key.endsWith('nrcNumber')), ...CONTACT]), api, now: NOW });
    expect(answer.init?.status).toBe(400);
    expect(payload<{ fieldErrors: object }>(answer).fieldErrors).toEqual({ 'travellers.1.nrcNumber': 'required' });
    expect(calls.some((call) => call.path === '/api/order/v1/bus/store')).toBe(false);
  });

  it('stores the order encrypted under the page’s idempotency key, whatever gender is posted, and goes on to payment', async () => {
    const { api, calls } = fakeApi();
    // A gender posted against the seat's is not taken: the seat's is.
    const thrown = await placeBusOrder({ request: checkoutForm([...passenger(0, 'AUNG', 'female'), ...passenger(1, 'MYA', 'female'), ...CONTACT, ['idempotencyKey', '0123456789abcdef-key']]), api, now: NOW }).catch((response: Response) => response);
    expect([(thrown as { data?: unknown }).data, (thrown as Response).headers?.get('location')]).toEqual([undefined, '/bus/payment?orderId=TW3103010009']);
    const store = calls.find((call) => call.path === '/api/order/v1/bus/store');
    expect(typeof (store?.body as { data: unknown }).data).toBe('string');
    expect(store?.headers.get('idempotency-key')).toBe('0123456789abcdef-key');
  });

  it('puts the api’s field errors under the passenger’s field', () => {
    const refusal = busStoreRefusal({ ok: false, status: 400, errorCode: 'VALIDATION_FAILED', message: 'Check the NRC.', field: null, fieldErrors: { 'passengers.0.nrcNumber': 'invalid' } }, 'fallback');
    expect(refusal).toEqual({ fieldErrors: { 'travellers.0.nrcNumber': 'invalid' }, fieldMessages: { 'travellers.0.nrcNumber': 'Check the NRC.' }, formError: null });
  });
});
