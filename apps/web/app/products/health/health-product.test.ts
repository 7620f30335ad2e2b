import { describe, expect, it } from 'vitest';
import { HEALTH_THANK_YOU_WORDS } from './thank-you-words.ts';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { en } from '../../i18n/en.ts';
import { my } from '../../i18n/my.ts';
import { namespacesFor } from '../../i18n/namespaces.ts';
import { paymentHref, productOfItem, productOfPaymentPath, productOfType } from '../index.ts';
import { healthProduct } from './health-product.ts';
import { PLAN } from './test-support.ts';


describe('health insurance on the shared screens (decision 024)', () => {
  it('is found by its product type 13, its items and its payment page', () => {
    expect(healthProduct.productType).toBe(PRODUCT_TYPE_IDS.healthInsurance);
    expect(productOfType(13)).toBe(healthProduct);
    expect(productOfItem({ product: 'health' })).toBe(healthProduct);
    expect(productOfPaymentPath('/health-insurance/payment/')).toBe(healthProduct);
    expect(productOfPaymentPath('/insurance/payment')).not.toBe(healthProduct);
    expect(paymentHref(13, 'TW3103010001')).toBe('/health-insurance/payment?orderId=TW3103010001');
    expect(healthProduct.searchPath).toBe('/health-insurance');
    expect(healthProduct.steps).toEqual(['quote', 'plan', 'details', 'payment', 'complete']);
  });

  it('words its plan and certificate in both languages, on every page that shows its orders', () => {
    const { fileName, ...documentWords } = healthProduct.document;
    for (const key of [...Object.values(healthProduct.words), ...Object.values(documentWords)]) {
      expect([key, en[key]?.length > 0, my[key]?.length > 0]).toEqual([key, true, true]);
    }
    expect(en[healthProduct.document.title]).toBe('Health insurance certificate');
    expect(en[healthProduct.document.download]).toBe('Download certificate');
    expect(fileName('TW3103010001')).toBe('TW3103010001-health-insurance.pdf');
    for (const page of ['/health-insurance', '/health-insurance/detail', '/health-insurance/checkout', '/health-insurance/payment', '/checkout/thank-you', '/track-booking', '/account/my-trip', '/account/my-trip/view-ticket']) {
      expect([page, namespacesFor(page)]).toEqual([page, expect.arrayContaining(['health'])]);
    }
    // The travel insurance pages do not carry the health catalogue, nor the health pages the travel one.
    expect(namespacesFor('/insurance')).not.toContain('health');
    expect(namespacesFor('/health-insurance')).not.toContain('insurance');
  });

  it('says on the thank-you page that the plan is issued, and words its own cancellation', async () => {
    const words = await healthProduct.thankYouWords();
    expect(words).toBe(HEALTH_THANK_YOU_WORDS);
    expect(words.en.outcomes.completed.title).toBe('Your health insurance is issued');
    expect(words.mm.outcomes.completed.title).toMatch(/[\u1000-\u109f]/);
    expect(words.en.guestCancelled?.title).toBe('You cancelled this health plan');
  });

  it('books again the plans for the same age', () => {
    expect(healthProduct.bookAgainHref({ product: 'health', age: 45, language: 'en' }, new Date())).toBe('/health-insurance?age=45');
    expect(healthProduct.bookAgainHref({ product: 'insurance', area: 'domestic', ages: [30], language: 'en' }, new Date())).toBe('/health-insurance');
  });

  it('may be cancelled for everything paid while paid or completed, up to and including its last day to cancel', () => {
    const paid = { status: 'completed', paid: 16_700 };
    expect(healthProduct.cancellationPreview(PLAN, paid, { today: '2031-03-01', now: new Date('2031-03-01T03:00:00Z') })).toEqual({ refund: 16_700 });
    expect(healthProduct.cancellationPreview(PLAN, { status: 'paid', paid: 16_700 }, { today: '2031-03-16', now: new Date('2031-03-16T03:00:00Z') })).toEqual({ refund: 16_700 });
    expect(healthProduct.cancellationPreview(PLAN, paid, { today: '2031-03-17', now: new Date('2031-03-17T03:00:00Z') })).toBeNull();
    // Not issued yet (no last day), not paid, or cancelled already: nothing to offer.
    expect(healthProduct.cancellationPreview({ ...PLAN, cancellableUntil: null }, paid, { today: '2031-03-01', now: new Date('2031-03-01T03:00:00Z') })).toBeNull();
    expect(healthProduct.cancellationPreview(PLAN, { status: 'held', paid: 0 }, { today: '2031-03-01', now: new Date('2031-03-01T03:00:00Z') })).toBeNull();
    expect(healthProduct.cancellationPreview(PLAN, { status: 'cancelled', paid: 16_700 }, { today: '2031-03-01', now: new Date('2031-03-01T03:00:00Z') })).toBeNull();
    expect(healthProduct.cancellationPreview({ product: 'insurance' } as Parameters<typeof healthProduct.cancellationPreview>[0], paid, { today: '2031-03-01', now: new Date('2031-03-01T03:00:00Z') })).toBeNull();
  });
});
