import { describe, expect, it } from 'vitest';
import { isServedPage } from './site-map.ts';

describe('links only lead to pages that exist', () => {
  it('accepts the landing pages and content pages', () => {
    expect(isServedPage('/')).toBe(true);
    expect(isServedPage('/flight')).toBe(true);
    expect(isServedPage('/hotel')).toBe(true);
    expect(isServedPage('/flight/checkout?checkoutId=abc')).toBe(true);
    expect(isServedPage('/checkout/thank-you?orderId=TW0000000001')).toBe(true);
    expect(isServedPage('/track-booking')).toBe(true);
    expect(isServedPage('/content/faq')).toBe(true);
    expect(isServedPage('/content/faq#payments')).toBe(true);
    expect(isServedPage('/sign-in?redirect=/account')).toBe(true);
    expect(isServedPage('/account/sub-agent-form/AGT123')).toBe(true);
    // A product's pages, from the products' type map.
    expect(isServedPage('/insurance/checkout')).toBe(true);
    expect(isServedPage('/health-insurance/detail?planId=H3')).toBe(true);
    expect(isServedPage('/health-insurance/detail/x')).toBe(false);
    expect(isServedPage('/bus/search?from=YGN&to=MDY&date=2031-03-10&passengers=2')).toBe(true);
    expect(isServedPage('/bus/seats?departureId=1&passengers=2')).toBe(true);
    expect(isServedPage('/bus/tickets')).toBe(false);
  });

  it('refuses pages that are not built yet, other origins and non-paths', () => {
    expect(isServedPage('/car-plus-driver')).toBe(false);
    expect(isServedPage('/account/sub-agent-form/a/b')).toBe(false);
    expect(isServedPage('/account/unknown-page')).toBe(false);
    expect(isServedPage('//evil.example/')).toBe(false);
    expect(isServedPage('https://thwa.com.mm/')).toBe(false);
  });
});
