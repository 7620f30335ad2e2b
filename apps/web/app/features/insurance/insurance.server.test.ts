import { describe, expect, it } from 'vitest';
import type { InsuranceQuote } from '@thwa/domain/contracts/insurance';
import { en } from '../../i18n/en.ts';
import { my } from '../../i18n/my.ts';
import { translate } from '../../i18n/translate.ts';
import type { InsuranceCheckoutActionData, QuoteActionData } from './insurance-data.ts';
import { loadInsuranceCheckout, placeInsuranceOrder, quoteHrefOf, storeRefusal } from './insurance-checkout.server.ts';
import { loadInsuranceQuote, quoteInsurance, quoteRefusal } from './insurance-quote.server.ts';

const t = (key: keyof typeof en, values?: Record<string, string | number>) => translate(en, key, values);
const GUARDIAN_MM = 'အာမခံအတွက် အုပ်ထိန်းသူ အနည်းဆုံး တစ်ဦး လိုအပ်ပါသည်။';

function quote(ages: number[]): InsuranceQuote {
  const premiums = ages.map((age) => (age < 18 ? 9_000 : 12_000));
  return {
    area: 'international',
    startDate: '2031-03-02',
    endDate: '2031-03-08',
    coverageDays: 7,
    insurerName: 'Shwe Insurance',
    premiums,
    total: premiums.reduce((sum, one) => sum + one, 0),
    coverage: { hospital: 100_000_000, death: 10_000_000, liability: 100_000_000 },
  };
}

const refusal = (errorCode: string, message: string, field?: string) => ({ status: 400, body: { code: 400, errorCode, message, ...(field ? { field } : {}), requestId: 'r' } });

/** An api that quotes (refusing a party without an adult and anyone 70 or older) and stores. */
function fakeApi() {
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
    if (path === '/api/insurance/travel/quote') {
      const { ages } = body as { ages: number[] };
      const old = ages.findIndex((age) => age > 69);
      const mm = request.headers.get('x-language') === 'mm';
      const answer =
        old >= 0
          ? refusal('INSURANCE_AGE', mm ? 'ခရီးသွား အာမခံကို အသက် ၇၀ အောက် ခရီးသွားများသာ ဝယ်ယူနိုင်ပါသည်။' : 'Travel insurance is for travellers under 70.', `body.ages.${old}`)
          : !ages.some((age) => age >= 18)
            ? refusal('MISSING_GUARDIAN', mm ? GUARDIAN_MM : 'Insurance needs at least one guardian: add a traveller aged 18 or older.', 'body.ages')
            : { status: 200, body: { code: 200, data: quote(ages) } };
      return Response.json(answer.body, { status: answer.status });
    }
    if (path === '/api/order/v4/insurance/store') {
      return Response.json({ code: 200, data: { orderId: 'TW3103010001', orderKey: 'k'.repeat(40), status: 'held', amount: 42_000, holdExpiresAt: '2031-03-01T03:20:00Z' } });
    }
    return Response.json({ code: 404, errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, { status: 404 });
  };
  return { api, calls };
}

function post(path: string, fields: Record<string, string>, cookie = ''): Request {
  const form = new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) } });
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

const payload = <T,>(result: unknown) => (result as { data: T; init: ResponseInit | null }).data;
const statusOf = (result: unknown) => (result as { init: ResponseInit | null }).init?.status ?? 200;
const FAMILY = { area: 'international', startDate: '2031-03-02', endDate: '2031-03-08', 'ages.0': '40', 'ages.1': '38', 'ages.2': '8', 'ages.3': '5' };
const NOW = new Date('2031-03-01T03:00:00Z');

describe('the quote (api refusals in the page language, next to their field)', () => {
  it('maps a refusal: the guardian modal, the field it names, or a message for the form', () => {
    expect(quoteRefusal({ ok: false, status: 400, errorCode: 'MISSING_GUARDIAN', message: GUARDIAN_MM, field: 'body.ages' }, t)).toEqual({
      fieldErrors: { ages: GUARDIAN_MM },
      guardianMissing: true,
      formError: null,
    });
    expect(quoteRefusal({ ok: false, status: 400, errorCode: 'INSURANCE_AGE', message: 'Under 70.', field: 'body.ages.1' }, t).fieldErrors).toEqual({ 'ages.1': 'Under 70.' });
    expect(quoteRefusal({ ok: false, status: 400, errorCode: 'VALIDATION_FAILED', message: 'Check.', field: null, fieldErrors: { 'body.startDate': 'invalid' } }, t).fieldErrors).toEqual({ startDate: 'Check.' });
    expect(quoteRefusal({ ok: false, status: 502, errorCode: null, message: null, field: null }, t)).toEqual({ fieldErrors: {}, guardianMissing: false, formError: en['insurance.errors.unexpected'] });
  });

  it('starts from tomorrow for a week, or from a book-again link', async () => {
    const { api } = fakeApi();
    const page = await loadInsuranceQuote({ request: new Request('http://localhost/insurance?area=domestic&ages=40,8'), api, now: NOW });
    expect(page.form).toEqual({ area: 'domestic', startDate: '2031-03-02', endDate: '2031-03-08', ages: ['40', '8'] });
    expect(page.today).toBe('2031-03-01');
  });

  it('adds and removes people without JavaScript', async () => {
    const { api, calls } = fakeApi();
    const added = payload<QuoteActionData>(await quoteInsurance({ request: post('/insurance', { ...FAMILY, intent: 'add' }), api }));
    expect(added.form.ages).toEqual(['40', '38', '8', '5', '30']);
    const removed = payload<QuoteActionData>(await quoteInsurance({ request: post('/insurance', { ...FAMILY, intent: 'remove:1' }), api }));
    expect(removed.form.ages).toEqual(['40', '8', '5']);
    expect(calls.filter((call) => call.path.includes('quote'))).toEqual([]);
  });

  it('shows the quote of the family', async () => {
    const { api, calls } = fakeApi();
    const result = await quoteInsurance({ request: post('/insurance', { ...FAMILY, intent: 'quote' }), api });
    expect(payload<QuoteActionData>(result).quote?.total).toBe(42_000);
    expect(calls.find((call) => call.path === '/api/insurance/travel/quote')?.body).toEqual({ area: 'international', startDate: '2031-03-02', endDate: '2031-03-08', ages: [40, 38, 8, 5] });
  });

  it('children alone: the guardian modal, with the api message in Myanmar', async () => {
    const { api } = fakeApi();
    const request = post('/insurance', { ...FAMILY, 'ages.0': '8', 'ages.1': '5', 'ages.2': '', 'ages.3': '', intent: 'quote', language: 'mm' });
    const answer = await quoteInsurance({ request: new Request(`${request.url}?language=mm`, request), api });
    expect(statusOf(answer)).toBe(400);
    expect(payload<QuoteActionData>(answer)).toMatchObject({ guardianMissing: false, fieldErrors: { 'ages.2': my['insurance.errors.ageNumber'].replace('{max}', '၆၉') } });
    const children = post('/insurance?language=mm', { area: 'international', startDate: '2031-03-02', endDate: '2031-03-08', 'ages.0': '8', 'ages.1': '5', intent: 'quote' });
    const refused = payload<QuoteActionData>(await quoteInsurance({ request: children, api }));
    expect(refused).toMatchObject({ guardianMissing: true, quote: null, fieldErrors: { ages: GUARDIAN_MM } });
  });

  it('a 70-year-old: the api message next to that age', async () => {
    const { api } = fakeApi();
    const refused = payload<QuoteActionData>(await quoteInsurance({ request: post('/insurance', { ...FAMILY, 'ages.1': '70', intent: 'quote' }), api }));
    expect(refused.fieldErrors).toEqual({ 'ages.1': 'Travel insurance is for travellers under 70.' });
  });
});

describe('the checkout: kept in a signed cookie, placed encrypted with an idempotency key', () => {
  async function accepted() {
    const { api, calls } = fakeApi();
    const response = await thrown(quoteInsurance({ request: post('/insurance', { ...FAMILY, intent: 'continue' }), api }));
    expect(response.headers.get('location')).toBe('/insurance/checkout');
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    return { api, calls, cookie };
  }

  it('sends a visitor without a kept quote back to the quote page', async () => {
    const { api } = fakeApi();
    const response = await thrown(loadInsuranceCheckout({ request: new Request('http://localhost/insurance/checkout'), api }));
    expect(response.headers.get('location')).toBe('/insurance');
    const forged = await thrown(loadInsuranceCheckout({ request: new Request('http://localhost/insurance/checkout', { headers: { cookie: 'thwa_insurance=eyJ4IjoxfQ%3D%3D.bad' } }), api }));
    expect(forged.headers.get('location')).toBe('/insurance');
  });

  it('gives each insured person a uuid and keeps their age from the quote', async () => {
    const { api, cookie } = await accepted();
    const page = await loadInsuranceCheckout({ request: new Request('http://localhost/insurance/checkout', { headers: { cookie } }), api });
    expect(page.slots.map((slot) => slot.age)).toEqual([40, 38, 8, 5]);
    expect(new Set(page.slots.map((slot) => slot.uuid)).size).toBe(4);
    expect(page.quote.total).toBe(42_000);
    expect(page.quoteHref).toBe('/insurance?area=international&startDate=2031-03-02&endDate=2031-03-08&ages=40%2C38%2C8%2C5');
  });

  it("inside a partner's wallet app, fills the contact with the partner's name and phone", async () => {
    const { api, cookie } = await accepted();
    const miniApp = { sessionId: 's', identity: { client: 'kbzpay', platform: 'other' as const, customerName: 'Aye Aye Mon', phoneNumber: '9420000001', referralCode: null, expiresAt: '2031-03-01T05:00:00Z' } };
    const page = await loadInsuranceCheckout({ request: new Request('http://localhost/insurance/checkout', { headers: { cookie } }), api, miniApp });
    expect(page.contact).toMatchObject({ contactName: 'Aye Aye Mon', phoneCode: '95', phoneNumber: '09420000001' });
    expect(page.fromProfile).toEqual(expect.arrayContaining(['contactName', 'phoneNumber']));
    const outside = await loadInsuranceCheckout({ request: new Request('http://localhost/insurance/checkout', { headers: { cookie } }), api });
    expect(outside.contact.contactName).toBe('');
  });

  it('saves what was typed so a reload shows it, and names each missing name', async () => {
    const { api, cookie } = await accepted();
    const page = await loadInsuranceCheckout({ request: new Request('http://localhost/insurance/checkout', { headers: { cookie } }), api });
    const people = Object.fromEntries(page.slots.flatMap((slot, index) => [[`beneficiaries.${index}.uuid`, slot.uuid], [`beneficiaries.${index}.firstName`, index === 0 ? 'Aung' : ''], [`beneficiaries.${index}.lastName`, 'Kyaw']]));
    const saved = await placeInsuranceOrder({ request: post('/insurance/checkout', { ...people, 'policyHolder.firstName': 'Aung', 'policyHolder.lastName': 'Kyaw', intent: 'save' }, cookie), api });
    expect(payload<InsuranceCheckoutActionData>(saved).saved).toBe(true);
    const kept = new Headers((saved as { init: ResponseInit }).init.headers).get('set-cookie')!.split(';')[0]!;
    const reloaded = await loadInsuranceCheckout({ request: new Request('http://localhost/insurance/checkout', { headers: { cookie: kept } }), api });
    expect(reloaded.holder).toEqual({ firstName: 'Aung', lastName: 'Kyaw' });
    expect(reloaded.names[0]).toEqual({ firstName: 'Aung', lastName: 'Kyaw' });

    const refused = await placeInsuranceOrder({ request: post('/insurance/checkout', { ...people, intent: 'place' }, kept), api });
    expect(statusOf(refused)).toBe(400);
    const errors = payload<InsuranceCheckoutActionData>(refused);
    expect(errors.fieldErrors).toMatchObject({ 'policyHolder.firstName': 'required', 'beneficiaries.1.firstName': 'required', 'contact.email': expect.any(String) });
    expect(errors.fieldMessages['beneficiaries.1.firstName']).toBe(en['insurance.errors.required']);
  });

  it('places the order encrypted, with the quote idempotency key, and goes on to payment', async () => {
    const { api, calls, cookie } = await accepted();
    const page = await loadInsuranceCheckout({ request: new Request('http://localhost/insurance/checkout', { headers: { cookie } }), api });
    const people = Object.fromEntries(page.slots.flatMap((slot, index) => [[`beneficiaries.${index}.uuid`, slot.uuid], [`beneficiaries.${index}.firstName`, `Person${index}`], [`beneficiaries.${index}.lastName`, 'Kyaw']]));
    const contact = { 'contact.contactName': 'Aung Kyaw', 'contact.email': 'aung@example.com', 'contact.phoneCode': '95', 'contact.phoneNumber': '09791234567' };
    const response = await thrown(placeInsuranceOrder({ request: post('/insurance/checkout', { ...people, ...contact, 'policyHolder.firstName': 'Aung', 'policyHolder.lastName': 'Kyaw', intent: 'place' }, cookie), api }));
    expect(response.headers.get('location')).toBe('/insurance/payment?orderId=TW3103010001');
    expect(response.headers.get('set-cookie')).toContain('thwa_order_TW3103010001=');
    const store = calls.find((call) => call.path === '/api/order/v4/insurance/store')!;
    expect(typeof (store.body as { data: unknown }).data).toBe('string');
    expect(store.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('maps a refused store: under the field it names, or for the form', () => {
    expect(storeRefusal({ ok: false, status: 400, errorCode: 'VALIDATION_FAILED', message: 'Check.', field: null, fieldErrors: { 'data.beneficiaries.0.firstName': 'too_big' } }, t)).toEqual({
      fieldErrors: { 'beneficiaries.0.firstName': 'too_big' },
      fieldMessages: { 'beneficiaries.0.firstName': 'Check.' },
      formError: null,
    });
    expect(storeRefusal({ ok: false, status: 400, errorCode: 'INSURANCE_DATES', message: 'Dates.', field: 'body.startDate' }, t)).toEqual({ fieldErrors: {}, fieldMessages: {}, formError: 'Dates.' });
    expect(storeRefusal({ ok: false, status: 502, errorCode: null, message: null, field: null }, t).formError).toBe(en['insurance.errors.placeFailed']);
    expect(quoteHrefOf({ request: { area: 'domestic', startDate: '2031-03-02', endDate: '2031-03-03', ages: [30] } })).toBe('/insurance?area=domestic&startDate=2031-03-02&endDate=2031-03-03&ages=30');
  });
});
