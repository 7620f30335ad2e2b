import { describe, expect, it } from 'vitest';
import { LoginResponse } from './accounts.ts';
import { CheckoutConfirmResponse } from './checkout-confirm.ts';
import { ContentPageResponse } from './content.ts';
import { AirportSearchResponse } from './flights.ts';
import { HealthSearchResponse } from './health-insurance.ts';
import { successContractOf } from './web-calls.ts';

describe('successContractOf', () => {
  it('finds a call by method and path, ignoring the query', () => {
    expect(successContractOf('GET', '/flight?q=RGN&language=en')).toBe(AirportSearchResponse);
  });

  it('matches one path segment for each {name}', () => {
    expect(successContractOf('POST', '/v4/agent/login')).toBe(LoginResponse);
    expect(successContractOf('GET', '/content/pages/faq')).toBe(ContentPageResponse);
    expect(successContractOf('GET', '/content/pages/')).toBeNull();
    expect(successContractOf('GET', '/content/pages/faq/more')).toBeNull();
  });

  it('knows no call the web does not make, nor a call by another method', () => {
    expect(successContractOf('POST', '/pay/updatepaystatus')).toBeNull();
    expect(successContractOf('GET', '/order/detail')).toBeNull();
  });
});

describe('the health insurance calls', () => {
  it('parses the search by its contract, and a confirmation of a health plan on the one confirm path', () => {
    expect(successContractOf('POST', '/insurance/v1/search')).toBe(HealthSearchResponse);
    expect(successContractOf('POST', '/checkout/v2/confirm')).toBe(CheckoutConfirmResponse);
    const plan = {
      planId: 'HEALTH-41-50',
      planName: 'Health plan, ages 41–50',
      ageRange: { from: 41, to: 50 },
      price: 16_700,
      insurerName: 'Shwe Insurance',
      cover: { years: 1, deathBenefit: 1_000_000, perHospitalDay: 10_000, minimumDays: { illness: 3, accident: 1 }, cancelWithinDays: 15 },
    };
    const confirmed = { code: 200, data: { plan, age: 45, coverFrom: '2031-03-01', coverTo: '2032-02-29', cancellableUntil: '2031-03-16' } };
    expect(CheckoutConfirmResponse.safeParse(confirmed).success).toBe(true);
    expect(CheckoutConfirmResponse.safeParse({ code: 200, data: { plan, age: 45 } }).success).toBe(false);
    expect(successContractOf('POST', '/order/v5/pruinsurance/store')).not.toBeNull();
  });
});
