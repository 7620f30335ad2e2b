import { describe, expect, it } from 'vitest';
import type { CheckoutSummary } from '@thwa/domain/contracts/booking';
import type { SavedTraveler } from '@thwa/domain/contracts/travelers';
import type { CheckoutPageData } from '../checkout/checkout-data.ts';
import { confirmTravellers, loadCheckout, storeContact } from '../checkout/checkout.server.ts';
import type { AccountSession } from '../account/session.server.ts';

const NOW = new Date('2031-03-01T03:00:00Z');
const CHECKOUT_ID = 'chk_0123456789abcdef';
const SESSION: AccountSession = { user: { userId: 'U1', userCode: 'CUS', realm: 'user', mainAgentId: null }, headers: { 'access-token': 'Bearer token-1' } };
const ADULT_ID = '11111111-1111-4111-8111-111111111111';
const CHILD_ID = '22222222-2222-4222-8222-222222222222';

function summary(overrides: Partial<CheckoutSummary> = {}): CheckoutSummary {
  const fare = { base: 100_000, discount: 0, tax: 10_000 };
  const leg = {
    statusCode: 'HK',
    class: 'economy',
    carrier: { airlineCode: 'UB', airlineName: 'Myanmar National Airlines', airlineLogo: '' },
    flightNumber: 'UB 101',
    departure: { airportCode: 'RGN', airportCity: 'Yangon', date: '2031-03-10', departureTime: '07:30' },
    arrival: { airportCode: 'MDL', airportCity: 'Mandalay', date: '2031-03-10', arrivalTime: '08:40' },
    duration: 70,
  } as const;
  return {
    checkoutId: CHECKOUT_ID,
    cacheKey: 'cache-1',
    tripType: 1,
    area: 'domestic',
    counts: { adult: 1, child: 1, infant: 0 },
    cabinClass: 'economy',
    nationality: 'local',
    travelDate: '2031-03-10',
    lastTravelDate: '2031-03-10',
    directions: [
      {
        direction: 'outward',
        listedAdultPrice: 110_000,
        adultPrice: 110_000,
        offer: { offerId: 'S1-abc', source: 'S1', offline: false, seatsLeft: 9, totalDuration: 70, rates: { taxIncludeState: false, deal: { adult: fare, child: fare, infant: fare } }, route: [leg] },
      },
    ],
    breakdown: { subTotal: 200_000, airlineTaxes: 20_000, taxes: 0, convenienceFees: 4_000, discount: 0, promotion: 0, insurance: 0, total: 224_000, grandTotal: 224_000, currency: 'MMK' },
    offline: false,
    expiresAt: '2031-03-01T03:20:00Z',
    travellers: null,
    contact: null,
    orderId: null,
    ...overrides,
  } as CheckoutSummary;
}

function saved(uuid: string, firstName: string, dateOfBirth: string): SavedTraveler {
  return {
    uuid,
    id: uuid,
    traveler_id: uuid,
    travelerType: 'adult',
    firstName,
    lastName: 'Kyaw',
    dateOfBirth,
    gender: 'male',
    genderType: 'male',
    nationality: 'MM',
    countryOfPassport: 'MM',
    passportNumber: null,
    passportExpiry: null,
    divisionCode: 12,
    townshipCode: 'KaMaYa',
    nrcType: 'N',
    nrcNumber: '123456',
    city: null,
    email: null,
    phoneCode: null,
    phoneNumber: null,
    updatedAt: '2031-01-01T00:00:00Z',
  };
}

/** An api answering by path, recording every call. */
function fakeApi(answers: Record<string, unknown>) {
  const calls: Request[] = [];
  const api = async (request: Request) => {
    calls.push(request.clone());
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    if (path === '/crypto/public-key') {
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
      const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
      return Response.json({ code: 200, kid: 'k1', jwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } });
    }
    if (path === '/setting/countrycodes') return Response.json({ code: 200, defaultPhoneCode: '95', country: [] });
    const body = answers[path];
    return body ? Response.json(body) : Response.json({ code: 404, errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, { status: 404 });
  };
  return { api, calls };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a redirect');
}

describe('saved travellers in the flight checkout', () => {
  const list = { code: 200, data: [saved(ADULT_ID, 'Aung', '1990-05-01'), saved(CHILD_ID, 'Min', '2024-01-15')] };

  it('offers a signed-in user each saved traveller for the slots of their type on the travel date', async () => {
    const { api, calls } = fakeApi({ '/flight/checkout': { code: 200, data: summary() }, '/myaccount/saved-travelers': list });
    const page = (await loadCheckout({ request: new Request(`http://localhost/flight/checkout?checkoutId=${CHECKOUT_ID}`), api, now: NOW, session: SESSION })) as unknown as { data: CheckoutPageData };
    if (page.data.kind !== 'form') throw new Error('expected the form');
    expect(page.data.saved?.map((option) => [option.uuid, option.slots])).toEqual([
      [ADULT_ID, [0]],
      [CHILD_ID, [1]],
    ]);
    expect(page.data.saved?.[0]).toMatchObject({ label: 'Aung Kyaw (1990-05-01)', document: 'nrc', values: { firstName: 'Aung', nrcNumber: '123456', divisionCode: '12' } });
    expect(calls.find((call) => call.url.endsWith('/myaccount/saved-travelers'))?.headers.get('access-token')).toBe('Bearer token-1');
  });

  it('shows a guest no picker and asks the api for nothing of theirs', async () => {
    const { api, calls } = fakeApi({ '/flight/checkout': { code: 200, data: summary() }, '/myaccount/saved-travelers': list });
    const page = (await loadCheckout({ request: new Request(`http://localhost/flight/checkout?checkoutId=${CHECKOUT_ID}`), api, now: NOW })) as unknown as { data: CheckoutPageData };
    if (page.data.kind !== 'form') throw new Error('expected the form');
    expect(page.data.saved).toBeNull();
    expect(calls.some((call) => call.url.includes('/myaccount/'))).toBe(false);
  });

  it("carries the ticked 'save this traveller' uuids to the contact step", async () => {
    const { api } = fakeApi({ '/flight/checkout': { code: 200, data: summary() }, '/checkout/v2/confirm': { code: 200, data: summary() } });
    const form = new URLSearchParams();
    [
      [ADULT_ID, 'adult', 'AUNG', '1990-05-01', '1'],
      [CHILD_ID, 'child', 'MIN', '2024-01-15', ''],
    ].forEach(([uuid, type, first, dob, save], index) => {
      form.set(`travellers.${index}.uuid`, uuid!);
      form.set(`travellers.${index}.type`, type!);
      form.set(`travellers.${index}.firstName`, first!);
      form.set(`travellers.${index}.lastName`, 'KYAW');
      form.set(`travellers.${index}.dateOfBirth`, dob!);
      form.set(`travellers.${index}.gender`, 'male');
      form.set(`travellers.${index}.nationality`, 'MM');
      form.set(`travellers.${index}.divisionCode`, '12');
      form.set(`travellers.${index}.townshipCode`, 'KaMaYa');
      form.set(`travellers.${index}.nrcType`, 'N');
      form.set(`travellers.${index}.nrcNumber`, `12345${index}`);
      if (save) form.set(`travellers.${index}.save`, save);
    });
    const post = () => new Request(`http://localhost/flight/checkout?checkoutId=${CHECKOUT_ID}`, { method: 'POST', body: form });
    const signedIn = await thrown(confirmTravellers({ request: post(), api, now: NOW, session: SESSION }));
    expect(signedIn.headers.get('location')).toBe(`/flight/contact-info?checkoutId=${CHECKOUT_ID}&save=${ADULT_ID}`);
    // A guest has no account to save to: the tick is ignored.
    const guest = await thrown(confirmTravellers({ request: post(), api, now: NOW }));
    expect(guest.headers.get('location')).toBe(`/flight/contact-info?checkoutId=${CHECKOUT_ID}`);
  });

  it('places the order as the signed-in user, then stores the ticked traveller under its uuid', async () => {
    const travellers = [
      { uuid: ADULT_ID, type: 'adult', firstName: 'AUNG', lastName: 'KYAW', dateOfBirth: '1990-05-01', gender: 'male', nationality: 'MM', divisionCode: 12, townshipCode: 'KaMaYa', nrcType: 'N', nrcNumber: '123450' },
      { uuid: CHILD_ID, type: 'child', firstName: 'MIN', lastName: 'KYAW', dateOfBirth: '2024-01-15', gender: 'male', nationality: 'MM', divisionCode: 12, townshipCode: 'KaMaYa', nrcType: 'N', nrcNumber: '123451' },
    ];
    const { api, calls } = fakeApi({
      '/order/v6/flight/store': { code: 200, data: { orderId: 'TW3103010001', orderKey: 'k'.repeat(40), status: 'held', amount: 224_000, holdExpiresAt: null } },
      '/flight/checkout': { code: 200, data: summary({ travellers, orderId: 'TW3103010001' }) },
      '/myaccount/saved-travelers/store': { code: 200, data: saved(ADULT_ID, 'AUNG', '1990-05-01') },
    });
    const form = new URLSearchParams({ 'contact.contactName': 'Aung', 'contact.email': 'aung@example.com', 'contact.phoneCode': '95', 'contact.phoneNumber': '09784123456' });
    const request = new Request(`http://localhost/flight/contact-info?checkoutId=${CHECKOUT_ID}&save=${ADULT_ID}`, { method: 'POST', body: form });
    const response = await thrown(storeContact({ request, api, now: NOW, session: SESSION }));
    expect(response.headers.get('location')).toBe('/flight/payment?orderId=TW3103010001');
    expect(calls.find((call) => call.url.endsWith('/order/v6/flight/store'))?.headers.get('access-token')).toBe('Bearer token-1');
    const stores = calls.filter((call) => call.url.endsWith('/myaccount/saved-travelers/store'));
    expect(stores).toHaveLength(1);
    expect(stores[0]!.headers.get('access-token')).toBe('Bearer token-1');
    expect(await stores[0]!.json()).toMatchObject({ uuid: ADULT_ID, firstName: 'AUNG', nrcNumber: '123450' });
  });
});
