import { describe, expect, it } from 'vitest';
import { exchangeRates } from '@thwa/db/schema';
import { sql } from '@thwa/db/sql';
import { useTestApi } from './harness.ts';

const api = useTestApi();
const rateQuery = { channelType: 3, amount: 1, productId: 10 };

async function rateRowCount() {
  const [row] = await api.connection.db.select({ count: sql<number>`count(*)::int` }).from(exchangeRates);
  return row!.count;
}

describe('POST /api/setting/countrycodes', () => {
  it('lists every country with its calling code and 95 as the default', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/setting/countrycodes', payload: {} });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.defaultPhoneCode).toBe('95');
    expect(body.country.length).toBeGreaterThan(200);
    expect(body.country).toContainEqual({ countryCode: 'MM', countryName: 'Myanmar (Burma)', phoneCode: '95' });
    expect(body.country).toContainEqual({ countryCode: 'TH', countryName: 'Thailand', phoneCode: '66' });
  });

  it('answers without a body, in English', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/setting/countrycodes' });
    expect(response.statusCode).toBe(200);
    expect(response.json().country).toContainEqual({ countryCode: 'SG', countryName: 'Singapore', phoneCode: '65' });
  });

  it('names the countries in Myanmar when asked', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/setting/countrycodes', payload: { language: 'mm' } });
    expect(response.json().country).toContainEqual({ countryCode: 'MM', countryName: 'မြန်မာ', phoneCode: '95' });
  });

  it('refuses an unknown language with 400 naming the field', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/setting/countrycodes', payload: { language: 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'body.language' });
  });
});

describe('POST /api/setting/v2/currencyconversion', () => {
  it('converts USD to MMK with the stored rate', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/setting/v2/currencyconversion',
      payload: { ...rateQuery, originCurrency: 'USD', convertCurrency: 'MMK' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, convertAmount: 2100, rate: 2100 });
  });

  it('converts MMK to USD with the stored inverse rate', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/setting/v2/currencyconversion',
      payload: { ...rateQuery, originCurrency: 'MMK', convertCurrency: 'USD' },
    });
    expect(response.json().convertAmount).toBeCloseTo(1 / 2100, 9);
  });

  it('uses the newest published rate', async () => {
    const before = await rateRowCount();
    await api.connection.db.insert(exchangeRates).values({
      originCurrency: 'SGD',
      convertCurrency: 'MMK',
      rate: '1600',
      source: 'test: published',
      effectiveAt: new Date(Date.now() - 60_000),
    });
    await api.connection.db.insert(exchangeRates).values({ originCurrency: 'SGD', convertCurrency: 'MMK', rate: '1620', source: 'test: newer' });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/setting/v2/currencyconversion',
      payload: { ...rateQuery, amount: 2, originCurrency: 'SGD', convertCurrency: 'MMK' },
    });
    expect(response.json()).toMatchObject({ convertAmount: 3240, rate: 1620 });
    expect(await rateRowCount()).toBe(before + 2);
  });

  it('answers 404 for a pair with no published rate', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/setting/v2/currencyconversion',
      payload: { ...rateQuery, originCurrency: 'USD', convertCurrency: 'SGD' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, errorCode: 'RATE_NOT_FOUND' });
  });

  it.each([
    ['amount', { ...rateQuery, amount: -1, originCurrency: 'USD', convertCurrency: 'MMK' }],
    ['amount', { channelType: 3, productId: 10, originCurrency: 'USD', convertCurrency: 'MMK' }],
    ['channelType', { ...rateQuery, channelType: 22, originCurrency: 'USD', convertCurrency: 'MMK' }],
    ['productId', { ...rateQuery, productId: 2, originCurrency: 'USD', convertCurrency: 'MMK' }],
    ['originCurrency', { ...rateQuery, originCurrency: 'EUR', convertCurrency: 'MMK' }],
    ['convertCurrency', { ...rateQuery, originCurrency: 'USD', convertCurrency: 'mmk' }],
  ])('refuses a bad %s with 400 naming it, and writes nothing', async (field, payload) => {
    const before = await rateRowCount();
    const response = await api.app.inject({ method: 'POST', url: '/api/setting/v2/currencyconversion', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: `body.${field}` });
    expect(await rateRowCount()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/setting/v2/currencyconversion',
      headers: { 'content-type': 'application/json' },
      payload: '{"channelType":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
  });

  it('explains errors in Myanmar to a Myanmar client', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/setting/v2/currencyconversion',
      headers: { 'x-language': 'mm' },
      payload: { ...rateQuery, amount: 0, originCurrency: 'USD', convertCurrency: 'MMK' },
    });
    expect(response.json().message).toBe('အချက်အလက်အချို့ မပြည့်စုံ သို့မဟုတ် မမှန်ကန်ပါ။ စစ်ဆေးပြီး ထပ်မံကြိုးစားပါ။');
  });
});
