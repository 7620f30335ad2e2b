import { describe, expect, it } from 'vitest';
import { INSURANCE_THANK_YOU_WORDS } from './thank-you-words.ts';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { en } from '../../i18n/en.ts';
import { my } from '../../i18n/my.ts';
import { namespacesFor } from '../../i18n/namespaces.ts';
import { paymentHref, productOfItem, productOfPaymentPath, productOfType } from '../index.ts';
import { insuranceProduct } from './insurance-product.ts';

describe('travel insurance on the shared screens (decision 024)', () => {
  it('is found by its product type 11, its items and its payment page', () => {
    expect(insuranceProduct.productType).toBe(PRODUCT_TYPE_IDS.insurance);
    expect(productOfType(11)).toBe(insuranceProduct);
    expect(productOfItem({ product: 'insurance' })).toBe(insuranceProduct);
    expect(productOfPaymentPath('/insurance/payment/')).toBe(insuranceProduct);
    expect(paymentHref(11, 'TW2611220003')).toBe('/insurance/payment?orderId=TW2611220003');
    expect(insuranceProduct.searchPath).toBe('/insurance');
  });

  it('words its policy and certificate in both languages, on every page that shows its orders', () => {
    const { fileName, ...documentWords } = insuranceProduct.document;
    for (const key of [...Object.values(insuranceProduct.words), ...Object.values(documentWords)]) {
      expect([key, en[key]?.length > 0, my[key]?.length > 0]).toEqual([key, true, true]);
    }
    expect(en[insuranceProduct.document.title]).toBe('Travel insurance certificate');
    expect(en[insuranceProduct.document.reference]).toBe('Policy number');
    expect(en[insuranceProduct.document.download]).toBe('Download certificate');
    expect(fileName('TW2611220003')).toBe('TW2611220003-insurance.pdf');
    for (const page of ['/insurance', '/insurance/checkout', '/insurance/payment', '/checkout/thank-you', '/track-booking', '/account/my-trip', '/account/my-trip/view-ticket']) {
      expect([page, namespacesFor(page)]).toEqual([page, expect.arrayContaining(['insurance'])]);
    }
  });

  it('says on the thank-you page that the policy is issued, in English and Myanmar', async () => {
    const words = await insuranceProduct.thankYouWords();
    expect(words).toBe(INSURANCE_THANK_YOU_WORDS);
    expect(words.en.outcomes.completed.title).toBe('Your travel insurance is issued');
    expect(words.mm.outcomes.completed.title).toMatch(/[\u1000-\u109f]/);
    expect(words.en.guestCancelled).toBeNull();
  });

  it('quotes the same party in the same area again, and is never cancelled online', () => {
    expect(insuranceProduct.bookAgainHref({ product: 'insurance', area: 'international', ages: [40, 38, 8, 5], language: 'en' }, new Date())).toBe('/insurance?area=international&ages=40%2C38%2C8%2C5');
    expect(insuranceProduct.bookAgainHref({ product: 'hotel' } as Parameters<typeof insuranceProduct.bookAgainHref>[0], new Date())).toBe('/insurance');
    expect(insuranceProduct.cancellationPreview({ product: 'insurance' } as Parameters<typeof insuranceProduct.cancellationPreview>[0], { status: 'completed', paid: 42_000 }, { today: '2031-03-01', now: new Date('2031-03-01T03:00:00Z') })).toBeNull();
  });
});
