import { describe, expect, it } from 'vitest';
import { ageOnDate } from '@thwa/domain/age-bands';
import type { HealthPlanOffer } from '@thwa/domain/contracts/health-insurance';
import { decryptEnvelope, generateKeyPair, importPrivateKey } from '@thwa/domain/crypto/hybrid';
import { ERROR_CATALOGUE } from '@thwa/domain/errors';
import { HEALTH_COVER, HEALTH_EXCLUSIONS, HEALTH_PLANS, healthCoverDates, healthPlanFor, healthPlanName } from '@thwa/domain/insurance/health-plans';
import { en } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import type { HealthCheckoutActionData, HealthDetailActionData, HealthLandingData } from './health-data.ts';
import { loadHealthCheckout, placeHealthOrder, storeRefusal } from './health-checkout.server.ts';
import { confirmHealthPlan, loadHealthDetail } from './health-detail.server.ts';
import { loadHealthLanding } from './health-landing.server.ts';

const t = (key: keyof typeof en, values?: Record<string, string | number>) => translate(en, key, values);
const TODAY = '2031-03-01';
const NOW = new Date(`${TODAY}T03:00:00Z`);
/** 45 on TODAY, so the plan for ages 41–50. */
const BORN_45 = '1985-06-01';
/** 52 on TODAY: the plan for ages 51–60. */
const BORN_52 = '1978-06-01';

// One server key for the whole file: the web keeps the public key it fetched for five minutes.
const keys = await generateKeyPair();
const privateKey = await importPrivateKey(keys.privateJwk);
const open = (envelope: string) => decryptEnvelope(envelope, async () => privateKey);

function offer(plan: (typeof HEALTH_PLANS)[number], language: 'en' | 'mm'): HealthPlanOffer {
  return {
    planId: plan.planId,
    planName: healthPlanName(plan, language),
    ageRange: { from: plan.ageFrom, to: plan.ageTo },
    price: plan.price,
    insurerName: 'Shwe Insurance',
    cover: { years: HEALTH_COVER.years, deathBenefit: HEALTH_COVER.deathBenefit, perHospitalDay: HEALTH_COVER.perHospitalDay, minimumDays: { ...HEALTH_COVER.minimumDays }, cancelWithinDays: HEALTH_COVER.cancelWithinDays },
  };
}

const refusal = (status: number, errorCode: 'HEALTH_AGE' | 'HEALTH_PLAN_MISMATCH', language: 'en' | 'mm', field?: string) =>
  Response.json({ code: status, errorCode, message: ERROR_CATALOGUE[errorCode][language], ...(field ? { field } : {}), requestId: 'r' }, { status });

/** The api as the contracts describe it: the plans for an age, the confirmation of a date of birth, the store. */
function fakeApi() {
  const calls: Array<{ path: string; body: unknown; plain: unknown; headers: Headers }> = [];
  const api = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body: unknown = request.method === 'POST' ? await request.json() : null;
    const sealed = (body as { data?: unknown } | null)?.data;
    const plain = typeof sealed === 'string' ? await open(sealed) : body;
    calls.push({ path, body, plain, headers: request.headers });
    const language = request.headers.get('x-language') === 'mm' ? 'mm' : 'en';
    if (path === '/api/crypto/public-key') return Response.json({ code: 200, kid: keys.kid, jwk: keys.publicJwk });
    if (path === '/api/setting/countrycodes') return Response.json({ code: 200, defaultPhoneCode: '95', country: [{ countryCode: 'MM', countryName: 'Myanmar', phoneCode: '95' }] });
    if (path === '/api/insurance/v1/search') {
      const plan = healthPlanFor((plain as { age: number }).age);
      if (!plan) return refusal(400, 'HEALTH_AGE', language, 'body.age');
      return Response.json({ code: 200, data: [[offer(plan, language)], HEALTH_PLANS.map((one) => offer(one, language))] });
    }
    if (path === '/api/checkout/v2/confirm') {
      const { dateOfBirth } = plain as { dateOfBirth: string };
      const age = ageOnDate(dateOfBirth, TODAY);
      const plan = healthPlanFor(age);
      if (!plan) return refusal(400, 'HEALTH_AGE', language);
      return Response.json({ code: 200, data: { plan: offer(plan, language), age, ...healthCoverDates(TODAY) } });
    }
    if (path === '/api/order/v5/pruinsurance/store') {
      const { planId, insured } = plain as { planId: string; insured: { dateOfBirth: string } };
      if (healthPlanFor(ageOnDate(insured.dateOfBirth, TODAY))?.planId !== planId) return refusal(409, 'HEALTH_PLAN_MISMATCH', language);
      return Response.json({ code: 200, data: { orderId: 'TW3103010001', orderKey: 'k'.repeat(40), status: 'held', amount: 16_700, holdExpiresAt: '2031-03-01T03:20:00Z' } });
    }
    return Response.json({ code: 404, errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, { status: 404 });
  };
  return { api, calls };
}

function post(path: string, fields: Record<string, string>, cookie = ''): Request {
  return new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) } });
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

const payload = <T,>(result: unknown) => (result as { data: T }).data;
const statusOf = (result: unknown) => (result as { init: ResponseInit | null }).init?.status ?? 200;
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!;

describe('the landing: the plan for an age, and every plan to compare', () => {
  it('shows the plan for 45 (16,700 a year) beside all five plans', async () => {
    const { api, calls } = fakeApi();
    const page = payload<HealthLandingData>(await loadHealthLanding({ request: new Request('http://localhost/health-insurance?age=45'), api }));
    expect(page.plan).toMatchObject({ planId: 'HEALTH-41-50', price: 16_700 });
    expect(page.age).toBe(45);
    expect(page.plans.map((plan) => plan.price)).toEqual([10_500, 13_600, 16_700, 27_200, 58_500]);
    expect(page.ageError).toBeNull();
    expect(calls.find((call) => call.path === '/api/insurance/v1/search')?.body).toEqual({ age: 45, language: 'en' });
  });

  it('refuses 5 and 76 with the api message in the page language, and still compares the plans', async () => {
    const { api } = fakeApi();
    for (const age of ['5', '76']) {
      const page = payload<HealthLandingData>(await loadHealthLanding({ request: new Request(`http://localhost/health-insurance?age=${age}&language=mm`), api }));
      expect(page).toMatchObject({ plan: null, age: null, ageText: age, ageError: ERROR_CATALOGUE.HEALTH_AGE.mm });
      expect(page.plans).toHaveLength(5);
    }
    const unreadable = payload<HealthLandingData>(await loadHealthLanding({ request: new Request('http://localhost/health-insurance?age=forty'), api }));
    expect(unreadable.ageError).toBe(t('health.errors.ageNumber', { min: 6, max: 75 }));
  });

  it('asks for an age first', async () => {
    const { api } = fakeApi();
    const page = payload<HealthLandingData>(await loadHealthLanding({ request: new Request('http://localhost/health-insurance'), api }));
    expect(page).toMatchObject({ plan: null, ageError: null, ageText: '' });
    expect(page.plans).toHaveLength(5);
  });
});

describe("the plan's page: its cover, its exclusions, and the date of birth that confirms it", () => {
  it('lists the 16 exclusions in the page language', async () => {
    const { api } = fakeApi();
    const page = await loadHealthDetail({ request: new Request('http://localhost/health-insurance/detail?planId=HEALTH-41-50&age=45&language=mm'), api, now: NOW });
    expect(page.plan.planId).toBe('HEALTH-41-50');
    expect(page.exclusions).toEqual(HEALTH_EXCLUSIONS.map((exclusion) => exclusion.mm));
    expect(page.today).toBe(TODAY);
  });

  it('sends an unknown plan to the plan for the age, and an age no plan is for to the landing', async () => {
    const { api } = fakeApi();
    expect((await thrown(loadHealthDetail({ request: new Request('http://localhost/health-insurance/detail?planId=HEALTH-99-99&age=45'), api }))).headers.get('location')).toBe(
      '/health-insurance/detail?planId=HEALTH-41-50&age=45',
    );
    expect((await thrown(loadHealthDetail({ request: new Request('http://localhost/health-insurance/detail?planId=HEALTH-61-75&age=80'), api }))).headers.get('location')).toBe('/health-insurance?age=80');
    expect((await thrown(loadHealthDetail({ request: new Request('http://localhost/health-insurance/detail'), api }))).headers.get('location')).toBe('/health-insurance');
  });

  it('confirms the plan for the date of birth, encrypted, and starts the checkout', async () => {
    const { api, calls } = fakeApi();
    const response = await thrown(confirmHealthPlan({ request: post('/health-insurance/detail?planId=HEALTH-41-50&age=45', { planId: 'HEALTH-41-50', dateOfBirth: BORN_45 }), api, now: NOW }));
    expect(response.headers.get('location')).toBe('/health-insurance/checkout');
    expect(response.headers.get('set-cookie')).toMatch(/^thwa_health=.*Path=\/health-insurance/);
    const confirm = calls.find((call) => call.path === '/api/checkout/v2/confirm')!;
    expect(typeof (confirm.body as { data: unknown }).data).toBe('string');
    expect(confirm.plain).toEqual({ product: 'health', planId: 'HEALTH-41-50', dateOfBirth: BORN_45, language: 'en' });
  });

  it('says when the date of birth calls for another plan, and refuses an age no plan is for next to the date', async () => {
    const { api } = fakeApi();
    const changed = await confirmHealthPlan({ request: post('/health-insurance/detail', { planId: 'HEALTH-41-50', dateOfBirth: BORN_52 }), api, now: NOW });
    expect(payload<HealthDetailActionData>(changed).changed).toMatchObject({ age: 52, plan: { planId: 'HEALTH-51-60', price: 27_200 } });
    const child = await confirmHealthPlan({ request: post('/health-insurance/detail?language=mm', { planId: 'HEALTH-06-30', dateOfBirth: '2026-01-01' }), api, now: NOW });
    expect(statusOf(child)).toBe(400);
    expect(payload<HealthDetailActionData>(child)).toMatchObject({ fieldError: ERROR_CATALOGUE.HEALTH_AGE.mm, formError: null, changed: null });
    const future = await confirmHealthPlan({ request: post('/health-insurance/detail', { planId: 'HEALTH-06-30', dateOfBirth: '2031-03-02' }), api, now: NOW });
    expect(payload<HealthDetailActionData>(future).fieldError).toBe(en['health.errors.dateOfBirth']);
  });
});

describe('the checkout: kept in a cookie, placed encrypted with one idempotency key', () => {
  async function started() {
    const { api, calls } = fakeApi();
    const response = await thrown(confirmHealthPlan({ request: post('/health-insurance/detail', { planId: 'HEALTH-41-50', dateOfBirth: BORN_45 }), api, now: NOW }));
    return { api, calls, cookie: cookieOf(response) };
  }
  const checkoutRequest = (cookie: string) => new Request('http://localhost/health-insurance/checkout', { headers: { cookie } });
  const PEOPLE = {
    'insured.firstName': 'Aung',
    'insured.lastName': 'Kyaw',
    'insured.dateOfBirth': BORN_45,
    'insured.gender': 'male',
    'beneficiary.firstName': 'Su',
    'beneficiary.lastName': 'Hlaing',
    'beneficiary.relationship': 'spouse',
  };
  const CONTACT = { 'contact.contactName': 'Aung Kyaw', 'contact.email': 'aung@example.com', 'contact.phoneCode': '95', 'contact.phoneNumber': '09791234567' };

  it('sends a visitor without a kept plan to the landing', async () => {
    const { api } = fakeApi();
    expect((await thrown(loadHealthCheckout({ request: new Request('http://localhost/health-insurance/checkout'), api }))).headers.get('location')).toBe('/health-insurance');
    const forged = await thrown(loadHealthCheckout({ request: checkoutRequest('thwa_health=eyJ4IjoxfQ%3D%3D'), api }));
    expect(forged.headers.get('location')).toBe('/health-insurance');
  });

  it('shows the plan confirmed again, the date of birth typed and a beneficiary uuid of its own', async () => {
    const { api, cookie } = await started();
    const page = await loadHealthCheckout({ request: checkoutRequest(cookie), api });
    expect(page.confirmation).toMatchObject({ age: 45, plan: { planId: 'HEALTH-41-50', price: 16_700 }, cancellableUntil: '2031-03-16' });
    expect(page.insured.dateOfBirth).toBe(BORN_45);
    expect(page.beneficiary.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.detailHref).toBe('/health-insurance/detail?planId=HEALTH-41-50&age=45');
  });

  it('saves what was typed so a reload shows it, and names each missing field', async () => {
    const { api, cookie } = await started();
    const page = await loadHealthCheckout({ request: checkoutRequest(cookie), api });
    const saved = await placeHealthOrder({ request: post('/health-insurance/checkout', { ...PEOPLE, 'beneficiary.uuid': page.beneficiary.uuid, 'insured.firstName': '', intent: 'save' }, cookie), api, now: NOW });
    expect(payload<HealthCheckoutActionData>(saved).saved).toBe(true);
    const kept = new Headers((saved as { init: ResponseInit }).init.headers).get('set-cookie')!.split(';')[0]!;
    const reloaded = await loadHealthCheckout({ request: checkoutRequest(kept), api });
    expect(reloaded.insured).toEqual({ firstName: '', lastName: 'Kyaw', dateOfBirth: BORN_45, gender: 'male' });
    expect(reloaded.beneficiary).toEqual({ uuid: page.beneficiary.uuid, firstName: 'Su', lastName: 'Hlaing', relationship: 'spouse' });

    const refused = await placeHealthOrder({ request: post('/health-insurance/checkout', { 'beneficiary.uuid': page.beneficiary.uuid, intent: 'place' }, kept), api, now: NOW });
    expect(statusOf(refused)).toBe(400);
    const errors = payload<HealthCheckoutActionData>(refused);
    expect(errors.fieldErrors).toMatchObject({ 'insured.firstName': 'required', 'insured.gender': 'choose', 'beneficiary.relationship': 'choose', 'contact.email': expect.any(String) });
    expect(errors.fieldMessages['insured.gender']).toBe(en['health.errors.choose']);
  });

  it('refuses a date of birth changed to one that calls for another plan, and keeps the one confirmed', async () => {
    const { api, cookie } = await started();
    const page = await loadHealthCheckout({ request: checkoutRequest(cookie), api });
    const refused = await placeHealthOrder({ request: post('/health-insurance/checkout', { ...PEOPLE, ...CONTACT, 'insured.dateOfBirth': BORN_52, 'beneficiary.uuid': page.beneficiary.uuid, intent: 'place' }, cookie), api, now: NOW });
    expect(statusOf(refused)).toBe(400);
    expect(payload<HealthCheckoutActionData>(refused).fieldMessages['insured.dateOfBirth']).toContain('The plan for their age is “Health plan, ages 51–60”, at MMK 27,200');
    const kept = new Headers((refused as { init: ResponseInit }).init.headers).get('set-cookie')!.split(';')[0]!;
    expect((await loadHealthCheckout({ request: checkoutRequest(kept), api })).insured.dateOfBirth).toBe(BORN_45);
  });

  it('places the order encrypted with the kept idempotency key, twice the same key, and goes on to payment', async () => {
    const { api, calls, cookie } = await started();
    const page = await loadHealthCheckout({ request: checkoutRequest(cookie), api });
    const fields = { ...PEOPLE, ...CONTACT, 'beneficiary.uuid': page.beneficiary.uuid, intent: 'place' };
    const response = await thrown(placeHealthOrder({ request: post('/health-insurance/checkout', fields, cookie), api, now: NOW }));
    expect(response.headers.get('location')).toBe('/health-insurance/payment?orderId=TW3103010001');
    expect(response.headers.get('set-cookie')).toContain('thwa_order_TW3103010001=');
    expect(response.headers.get('set-cookie')).toMatch(/thwa_health=;/);
    // A double click: the same kept state, the same key.
    await thrown(placeHealthOrder({ request: post('/health-insurance/checkout', fields, cookie), api, now: NOW }));
    const stores = calls.filter((call) => call.path === '/api/order/v5/pruinsurance/store');
    expect(stores).toHaveLength(2);
    expect(stores[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(stores[1]!.headers.get('idempotency-key')).toBe(stores[0]!.headers.get('idempotency-key'));
    expect(typeof (stores[0]!.body as { data: unknown }).data).toBe('string');
    expect(stores[0]!.plain).toEqual({
      planId: 'HEALTH-41-50',
      language: 'en',
      contact: expect.objectContaining({ email: 'aung@example.com' }),
      insured: { firstName: 'Aung', lastName: 'Kyaw', dateOfBirth: BORN_45, gender: 'male' },
      beneficiary: { uuid: page.beneficiary.uuid, firstName: 'Su', lastName: 'Hlaing', relationship: 'spouse' },
    });
  });

  it('maps a refused store: the plan or age to the date of birth, a named field under it, anything else for the form', () => {
    expect(storeRefusal({ ok: false, status: 409, errorCode: 'HEALTH_PLAN_MISMATCH', message: 'Another plan.', field: null }, t)).toEqual({
      fieldErrors: { 'insured.dateOfBirth': 'HEALTH_PLAN_MISMATCH' },
      fieldMessages: { 'insured.dateOfBirth': 'Another plan.' },
      formError: null,
    });
    expect(storeRefusal({ ok: false, status: 400, errorCode: 'VALIDATION_FAILED', message: 'Check.', field: null, fieldErrors: { 'data.beneficiary.firstName': 'too_big', 'data.planId': 'invalid' } }, t)).toEqual({
      fieldErrors: { 'beneficiary.firstName': 'too_big' },
      fieldMessages: { 'beneficiary.firstName': 'Check.' },
      formError: null,
    });
    expect(storeRefusal({ ok: false, status: 502, errorCode: null, message: null, field: null }, t).formError).toBe(en['health.errors.placeFailed']);
  });
});
