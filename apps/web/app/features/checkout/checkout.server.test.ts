import { describe, expect, it } from 'vitest';
import type { CheckoutSummary } from '@thwa/domain/contracts/booking';
import type { CheckoutPageData, ContactPageData, FormActionData } from './checkout-data.ts';
import { verifyPath } from './checkout-api.server.ts';
import type { CheckoutApi } from './checkout-api.server.ts';
import { confirmTravellers, contactValues, contactFrom, coverChosen, listingHrefFromSummary, loadCheckout, loadContactInfo, storeContact } from './checkout.server.ts';

const NOW = new Date('2031-03-01T03:00:00Z');
const SEARCH = 'tripType=1&origin=RGN&destination=MDL&departureDate=2031-03-10&adult=2&child=1&infant=0';
const CHECKOUT_ID = 'chk_0123456789abcdef';

function summary(overrides: Partial<CheckoutSummary> = {}): CheckoutSummary {
  const fare = { base: 100_000, discount: 0, tax: 10_000 };
  return {
    checkoutId: CHECKOUT_ID,
    cacheKey: 'cache-1',
    tripType: 1,
    area: 'domestic',
    counts: { adult: 2, child: 1, infant: 0 },
    cabinClass: 'economy',
    nationality: 'local',
    travelDate: '2031-03-10',
    lastTravelDate: '2031-03-10',
    directions: [
      {
        direction: 'outward',
        listedAdultPrice: 110_000,
        adultPrice: 110_000,
        offer: {
          offerId: 'S1-abc',
          source: 'S1',
          offline: false,
          seatsLeft: 9,
          totalDuration: 70,
          rates: { taxIncludeState: false, deal: { adult: fare, child: fare, infant: fare } },
          route: [
            {
              statusCode: 'HK',
              class: 'economy',
              carrier: { airlineCode: 'UB', airlineName: 'Myanmar National Airlines', airlineLogo: '' },
              flightNumber: 'UB 101',
              departure: { airportCode: 'RGN', airportCity: 'Yangon', date: '2031-03-10', departureTime: '07:30' },
              arrival: { airportCode: 'MDL', airportCity: 'Mandalay', date: '2031-03-10', arrivalTime: '08:40' },
              duration: 70,
            },
          ],
        },
      },
    ],
    breakdown: { subTotal: 300_000, airlineTaxes: 30_000, taxes: 0, convenienceFees: 6_000, discount: 0, promotion: 0, insurance: 0, total: 336_000, grandTotal: 336_000, currency: 'MMK' },
    offline: false,
    expiresAt: '2031-03-01T03:20:00Z',
    travellers: null,
    contact: null,
    orderId: null,
    ...overrides,
  };
}

type Handler = (request: Request) => { status: number; body: unknown } | undefined;

/** An api that answers by path; everything else is a 404 like the real one. */
function fakeApi(handler: Handler) {
  const calls: Request[] = [];
  const api = async (request: Request) => {
    calls.push(request.clone());
    const path = new URL(request.url).pathname;
    if (path === '/api/crypto/public-key') {
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
      const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
      return Response.json({ code: 200, kid: 'k1', jwk: { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y } });
    }
    if (path === '/api/setting/countrycodes') return Response.json({ code: 200, defaultPhoneCode: '95', country: [{ countryCode: 'MM', countryName: 'Myanmar', phoneCode: '95' }] });
    const answer = handler(request);
    return answer ? Response.json(answer.body, { status: answer.status }) : Response.json({ code: 404, errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, { status: 404 });
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

function payload<T>(result: unknown): T {
  return (result as { data: T }).data;
}

describe('verify on arrival at /flight/checkout', () => {
  it('uses version 3 for our own inventory only', () => {
    expect(verifyPath(['S1-a', 'S1-b'])).toBe('/flight/v3/verifyFlight');
    expect(verifyPath(['S1-a', 'S2-b'])).toBe('/api/v1/verifyFlight');
  });

  it('verifies the selection and continues on the checkout URL', async () => {
    const { api, calls } = fakeApi((request) =>
      new URL(request.url).pathname === '/api/flight/v3/verifyFlight' ? { status: 200, body: { code: 200, priceChanged: false, previousTotal: 336_000, data: summary() } } : undefined,
    );
    const request = new Request(`http://localhost/flight/checkout?cacheKey=cache-1&outward=S1-abc&${SEARCH}`);
    const response = await thrown(loadCheckout({ request, api, now: NOW }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/flight/checkout?checkoutId=${CHECKOUT_ID}`);
    expect(await calls[0]?.json()).toEqual({ cacheKey: 'cache-1', outward: 'S1-abc', language: 'en' });
  });

  it('carries the previous total when the price changed', async () => {
    const { api } = fakeApi(() => ({ status: 200, body: { code: 200, priceChanged: true, previousTotal: 320_000, data: summary() } }));
    const request = new Request(`http://localhost/flight/checkout?cacheKey=cache-1&outward=S2-abc&${SEARCH}`);
    const response = await thrown(loadCheckout({ request, api, now: NOW }));
    expect(response.headers.get('location')).toBe(`/flight/checkout?checkoutId=${CHECKOUT_ID}&priceChanged=320000`);
  });

  it('a timed-out session shows its modal, leading back to the same search', async () => {
    const { api } = fakeApi(() => ({ status: 410, body: { code: 410, errorCode: 'SESSION_TIMED_OUT', message: 'Your session has timed out. Please search again.', requestId: 'r' } }));
    const request = new Request(`http://localhost/flight/checkout?cacheKey=bogus&outward=S1-abc&${SEARCH}`);
    const page = payload<CheckoutPageData>(await loadCheckout({ request, api, now: NOW }));
    expect(page.kind).toBe('error');
    if (page.kind !== 'error') return;
    expect(page.error.errorCode).toBe('SESSION_TIMED_OUT');
    expect(page.error.listingHref).toBe(
      '/flight/depart/search?tripType=1&origin=RGN&destination=MDL&departureDate=2031-03-10&currency=MMK&language=en&adult=2&child=1&infant=0&class=economy',
    );
  });
});

describe('the traveller step', () => {
  it('gives one slot per traveller, adults first, a local nationality by default', async () => {
    const { api } = fakeApi((request) => (new URL(request.url).pathname === '/api/flight/checkout' ? { status: 200, body: { code: 200, data: summary() } } : undefined));
    const page = payload<CheckoutPageData>(await loadCheckout({ request: new Request(`http://localhost/flight/checkout?checkoutId=${CHECKOUT_ID}`), api, now: NOW }));
    if (page.kind !== 'form') throw new Error('expected the form');
    expect(page.travellers.map((slot) => `${slot.type} ${slot.ordinal}`)).toEqual(['adult 1', 'adult 2', 'child 1']);
    expect(page.travellers.every((slot) => slot.values.nationality === 'MM')).toBe(true);
    expect(page.trip).toEqual({ area: 'domestic', travelDate: '2031-03-10', lastTravelDate: '2031-03-10', today: '2031-03-01', passportExpiryMin: '2031-03-11' });
    // Date of birth limited by dateOfBirthRange on the travel date: adults born on or before 10 March 2019.
    expect(page.travellers[0]?.dateOfBirth).toEqual({ max: '2019-03-10' });
    expect(page.travellers[2]?.dateOfBirth).toEqual({ min: '2019-03-11', max: '2029-03-10' });
    expect(page.travellers[0]?.document).toBe('nrc');
  });

  it('a placed order goes on to payment', async () => {
    const { api } = fakeApi(() => ({ status: 200, body: { code: 200, data: summary({ orderId: 'TW3103010001' }) } }));
    const response = await thrown(loadCheckout({ request: new Request(`http://localhost/flight/checkout?checkoutId=${CHECKOUT_ID}`), api, now: NOW }));
    expect(response.headers.get('location')).toBe('/flight/payment?orderId=TW3103010001');
  });

  it('refuses an empty form with the spec rules before calling confirm', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { code: 200, data: summary() } }));
    const request = new Request(`http://localhost/flight/checkout?checkoutId=${CHECKOUT_ID}`, { method: 'POST', body: new URLSearchParams({ 'travellers.0.firstName': '' }) });
    const answer = payload<FormActionData>(await confirmTravellers({ request, api, now: NOW }));
    expect(answer.fieldErrors['travellers.0.firstName']).toBe('required');
    // No nationality chosen: the passport is what is missing.
    expect(answer.fieldErrors['travellers.2.passportNumber']).toBe('required');
    expect(calls.some((call) => call.url.endsWith('/checkout/v2/confirm'))).toBe(false);
  });

  it('confirms valid travellers encrypted, then goes to contact info', async () => {
    const { api, calls } = fakeApi((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/flight/checkout') return { status: 200, body: { code: 200, data: summary() } };
      if (path === '/api/checkout/v2/confirm') return { status: 200, body: { code: 200, data: summary() } };
      return undefined;
    });
    const form = new URLSearchParams();
    const people = [
      ['adult', 'AUNG', 'KYAW', '1990-05-01', 'male'],
      ['adult', 'SU', 'MYAT', '1992-07-02', 'female'],
      ['child', 'MIN', 'KHANT', '2024-01-15', 'male'],
    ];
    people.forEach(([type, first, last, dob, gender], index) => {
      form.set(`travellers.${index}.uuid`, `00000000-0000-4000-8000-00000000000${index}`);
      form.set(`travellers.${index}.type`, type ?? '');
      form.set(`travellers.${index}.firstName`, first ?? '');
      form.set(`travellers.${index}.lastName`, last ?? '');
      form.set(`travellers.${index}.dateOfBirth`, dob ?? '');
      form.set(`travellers.${index}.gender`, gender ?? '');
      form.set(`travellers.${index}.nationality`, 'MM');
      form.set(`travellers.${index}.divisionCode`, '12');
      form.set(`travellers.${index}.townshipCode`, 'KaMaYa');
      form.set(`travellers.${index}.nrcType`, 'N');
      form.set(`travellers.${index}.nrcNumber`, `12345${index}`);
    });
    const request = new Request(`http://localhost/flight/checkout?checkoutId=${CHECKOUT_ID}`, { method: 'POST', body: form });
    const response = await thrown(confirmTravellers({ request, api, now: NOW }));
    expect(response.headers.get('location')).toBe(`/flight/contact-info?checkoutId=${CHECKOUT_ID}`);
    const confirm = calls.find((call) => call.url.endsWith('/checkout/v2/confirm'));
    const body = (await confirm?.json()) as { data: string };
    expect(typeof body.data).toBe('string');
    expect(body.data).not.toContain('AUNG');
  });
});

describe('the contact step', () => {
  const withTravellers = summary({ travellers: [{ uuid: '00000000-0000-4000-8000-000000000000', type: 'adult' }] });

  it('places the order with the idempotency key, sets the order-key cookie and goes to payment', async () => {
    const { api, calls } = fakeApi((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/order/v6/flight/store') return { status: 200, body: { code: 200, data: { orderId: 'TW3103010001', orderKey: 'k'.repeat(40), status: 'held', amount: 336_000, holdExpiresAt: null } } };
      return undefined;
    });
    const form = new URLSearchParams({
      idempotencyKey: '3f2c1a9e-1111-4222-8333-444455556666',
      'contact.contactName': 'Aung Aung',
      'contact.email': 'aung@example.com',
      'contact.phoneCode': '95',
      'contact.phoneNumber': '09 784 123 456',
    });
    const request = new Request(`http://localhost/flight/contact-info?checkoutId=${CHECKOUT_ID}`, { method: 'POST', body: form });
    const response = await thrown(storeContact({ request, api, now: NOW }));
    expect(response.headers.get('location')).toBe('/flight/payment?orderId=TW3103010001');
    expect(response.headers.get('set-cookie')).toContain(`thwa_order_TW3103010001=${'k'.repeat(40)}`);
    const store = calls.find((call) => call.url.endsWith('/order/v6/flight/store'));
    expect(store?.headers.get('idempotency-key')).toBe('3f2c1a9e-1111-4222-8333-444455556666');
  });

  it('refuses an invalid Myanmar mobile number without calling the api', async () => {
    const { api, calls } = fakeApi(() => undefined);
    const form = new URLSearchParams({ 'contact.contactName': 'Aung', 'contact.email': 'aung@example.com', 'contact.phoneCode': '95', 'contact.phoneNumber': '12345' });
    const request = new Request(`http://localhost/flight/contact-info?checkoutId=${CHECKOUT_ID}`, { method: 'POST', body: form });
    const answer = payload<FormActionData>(await storeContact({ request, api, now: NOW }));
    expect(answer.fieldErrors).toEqual({ 'contact.phoneNumber': 'invalid' });
    expect(calls.some((call) => call.url.includes('/order/'))).toBe(false);
  });

  it('a seat lost at the last moment shows its modal', async () => {
    const { api } = fakeApi((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/order/v6/flight/store') return { status: 409, body: { code: 409, errorCode: 'SEAT_NOT_AVAILABLE', message: 'Sorry, the seat is not available.', requestId: 'r' } };
      if (path === '/api/flight/checkout') return { status: 200, body: { code: 200, data: withTravellers } };
      return undefined;
    });
    const form = new URLSearchParams({ 'contact.contactName': 'Aung', 'contact.email': 'aung@example.com', 'contact.phoneCode': '95', 'contact.phoneNumber': '09784123456' });
    const request = new Request(`http://localhost/flight/contact-info?checkoutId=${CHECKOUT_ID}`, { method: 'POST', body: form });
    const answer = payload<FormActionData>(await storeContact({ request, api, now: NOW }));
    expect(answer.error).toMatchObject({ errorCode: 'SEAT_NOT_AVAILABLE', stage: 'contact', listingHref: listingHrefFromSummary(withTravellers, 'MMK', 'en') });
  });

  it('offers the travellers’ travel insurance at the insurer’s quote for the trip, and none when the quote is refused', async () => {
    const travellers = [
      { uuid: '00000000-0000-4000-8000-000000000001', type: 'adult', firstName: 'Aung', lastName: 'Min', dateOfBirth: '1990-05-12' },
      { uuid: '00000000-0000-4000-8000-000000000002', type: 'child', firstName: 'Su', lastName: 'Myat', dateOfBirth: '2024-01-02' },
    ];
    const asked: unknown[] = [];
    const contactPage = async (quote: { status: number; body: unknown }) => {
      const { api } = fakeApi((request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/flight/checkout') return { status: 200, body: { code: 200, data: summary({ travellers }) } };
        if (path === '/api/insurance/travel/quote') {
          void request.json().then((body: unknown) => asked.push(body));
          return quote;
        }
        return undefined;
      });
      return payload<ContactPageData>(await loadContactInfo({ request: new Request(`http://localhost/flight/contact-info?checkoutId=${CHECKOUT_ID}`), api, now: NOW }));
    };
    const coverage = { hospital: 10_000_000, death: 10_000_000, liability: 100_000_000 };
    const offered = await contactPage({
      status: 200,
      body: { code: 200, data: { area: 'domestic', startDate: '2031-03-10', endDate: '2031-03-10', coverageDays: 1, insurerName: 'Insurer', premiums: [3_500, 3_000], total: 6_500, coverage } },
    });
    if (offered.kind !== 'contact') throw new Error('expected the contact form');
    // Each traveller with their age and premium: each is covered or not on their own.
    expect(offered.cover).toEqual({
      premium: 6_500,
      days: 1,
      travellers: 2,
      ...coverage,
      people: [
        { uuid: travellers[0]!.uuid, name: 'Aung Min', age: 40, premium: 3_500 },
        { uuid: travellers[1]!.uuid, name: 'Su Myat', age: 7, premium: 3_000 },
      ],
    });
    // A one-way trip: its day, each traveller at their age on departure.
    expect(asked[0]).toEqual({ area: 'domestic', startDate: '2031-03-10', endDate: '2031-03-10', ages: [40, 7] });

    const refused = await contactPage({ status: 400, body: { code: 400, errorCode: 'INSURANCE_AGE', message: 'Travel insurance is for travellers under 70.', field: 'body.ages.0', requestId: 'r' } });
    if (refused.kind !== 'contact') throw new Error('expected the contact form');
    expect(refused.cover).toBeNull();
  });

  it('asks for the cover of the travellers ticked beside it, none when none is, and everyone’s from a form without their boxes', () => {
    const form = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return data;
    };
    const [first, second] = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    expect(coverChosen(form([['insurance', '1'], ['coverChoice', '1'], ['insured', second!]]))).toEqual({ insurance: true, insured: [second] });
    expect(coverChosen(form([['insurance', '1'], ['coverChoice', '1'], ['insured', first!], ['insured', first!], ['insured', 'not-a-uuid']]))).toEqual({ insurance: true, insured: [first] });
    expect(coverChosen(form([['insurance', '1'], ['coverChoice', '1']]))).toEqual({});
    expect(coverChosen(form([['insurance', '1']]))).toEqual({ insurance: true });
    expect(coverChosen(form([['coverChoice', '1'], ['insured', first!]]))).toEqual({});
  });

  it('the offline variant needs no checkout and gives a fresh key per view', async () => {
    const { api } = fakeApi(() => undefined);
    const url = `http://localhost/flight/contact-info?offline=1&cacheKey=c1&outward=S2-x&${SEARCH}`;
    const first = payload<ContactPageData>(await loadContactInfo({ request: new Request(url), api, now: NOW }));
    const second = payload<ContactPageData>(await loadContactInfo({ request: new Request(url), api, now: NOW }));
    if (first.kind !== 'offline' || second.kind !== 'offline') throw new Error('expected the offline form');
    expect(first.selection).toEqual({ cacheKey: 'c1', outward: 'S2-x' });
    expect(first.idempotencyKey).not.toBe(second.idempotencyKey);
  });

  it("fills a member's contact from their profile, never an agent's or a sub-agent's: they book for a customer", async () => {
    const asked: string[] = [];
    const client = {
      memberProfile: async (account: { realm: string }) => {
        asked.push(account.realm);
        return { firstName: 'Aye', lastName: 'Chan', email: 'aye@example.com', phoneCode: '95', phoneNumber: '9123456789' };
      },
    } as unknown as CheckoutApi;
    const session = (userCode: string, realm: 'user' | 'agent') => ({ user: { userId: 'U1', userCode, realm, mainAgentId: null }, headers: { 'access-token': 'Bearer t' } });

    const member = await contactValues(client, session('CUS', 'user'), contactFrom(null));
    expect(member.values).toMatchObject({ contactName: 'Aye Chan', email: 'aye@example.com' });
    expect(member.fromProfile).toContain('email');
    for (const userCode of ['AGT', 'SGT']) {
      const agent = await contactValues(client, session(userCode, 'agent'), contactFrom(null));
      expect(agent, userCode).toEqual({ values: contactFrom(null), fromProfile: [] });
    }
    expect(asked).toEqual(['user']);
  });

  it("inside a partner's wallet app fills the partner's name and phone, never over what was typed, and asks no profile", async () => {
    const client = { memberProfile: async () => { throw new Error('no profile inside the mini-app'); } } as unknown as CheckoutApi;
    const miniApp = { sessionId: 's', identity: { client: 'kbzpay', platform: 'other' as const, customerName: 'Aye Aye Mon', phoneNumber: '9420000001', referralCode: null, expiresAt: NOW.toISOString() } };
    const filled = await contactValues(client, null, contactFrom(null), miniApp);
    expect(filled.values).toMatchObject({ contactName: 'Aye Aye Mon', phoneCode: '95', phoneNumber: '09420000001', email: '' });
    expect(filled.fromProfile).toEqual(expect.arrayContaining(['contactName', 'phoneNumber']));
    const typed = await contactValues(client, null, { ...contactFrom(null), contactName: 'Ko Ko' }, miniApp);
    expect(typed.values.contactName).toBe('Ko Ko');
  });
});
