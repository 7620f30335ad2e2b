import { describe, expect, it } from 'vitest';
import { isServedPage } from './site-map.ts';

describe('links only lead to pages that exist', () => {
  it('accepts the landing pages and content pages', () => {
    expect(isServedPage('/')).toBe(true);
    expect(isServedPage('/flight')).toBe(true);
    expect(isServedPage('/flight/checkout?checkoutId=abc')).toBe(true);
    expect(isServedPage('/checkout/thank-you?orderId=TW0000000001')).toBe(true);
    expect(isServedPage('/track-booking')).toBe(true);
    expect(isServedPage('/content/faq')).toBe(true);
    expect(isServedPage('/content/faq#payments')).toBe(true);
  });

  it('refuses pages that are not built yet, other origins and non-paths', () => {
    expect(isServedPage('/sign-in')).toBe(false);
    expect(isServedPage('/account/my-trip')).toBe(false);
    expect(isServedPage('//evil.example/')).toBe(false);
    expect(isServedPage('https://thwa.com.mm/')).toBe(false);
  });
});
