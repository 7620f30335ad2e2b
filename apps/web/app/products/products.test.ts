import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { bookAgainOf } from '@thwa/domain/trips/trips';
import { en } from '../i18n/en.ts';
import { my } from '../i18n/my.ts';
import { namespacesFor } from '../i18n/namespaces.ts';
import { flightProduct } from './flight/flight-product.ts';
import { hotelProduct } from './hotel/hotel-product.ts';
import { busProduct } from './bus/bus-product.ts';
import { paymentHref, productOfItem, productOfPaymentPath, productOfType } from './index.ts';

const PRODUCTS = [flightProduct, hotelProduct, busProduct];

describe('the web products (decision 024: the shared screens reach a product through its port)', () => {
  it('finds each product by its product type, its items and its payment page', () => {
    for (const product of PRODUCTS) {
      expect(productOfType(product.productType)).toBe(product);
      expect(productOfItem({ product: product.item })).toBe(product);
      expect(productOfPaymentPath(product.paymentPath)).toBe(product);
      expect(productOfPaymentPath(`${product.paymentPath}/`)).toBe(product);
      expect(paymentHref(product.productType, 'TW2611220001')).toBe(`${product.paymentPath}?orderId=TW2611220001`);
    }
    expect(productOfType(PRODUCT_TYPE_IDS.visa)).toBeUndefined();
    expect(paymentHref(PRODUCT_TYPE_IDS.visa, 'TW2611220001')).toBeNull();
    expect(productOfPaymentPath('/visa/payment')).toBeUndefined();
  });

  it('its words are in both catalogues, and the pages that show its orders load its catalogue', () => {
    for (const product of PRODUCTS) {
      const { fileName, ...documentWords } = product.document;
      for (const key of [...Object.values(product.words), ...Object.values(documentWords)]) {
        expect([product.item, key, en[key]?.length > 0, my[key]?.length > 0]).toEqual([product.item, key, true, true]);
      }
      expect(fileName('TW2611220001')).toMatch(/^TW2611220001.*\.pdf$/);
      for (const page of [product.paymentPath, '/checkout/thank-you', '/track-booking']) expect([page, namespacesFor(page)]).toEqual([page, expect.arrayContaining([product.namespace])]);
    }
  });

  it('a stay speaks of rooms where a flight speaks of seats, and names its voucher as the api does', () => {
    expect(en[flightProduct.words.holdEnded]).toContain('seats');
    expect(en[hotelProduct.words.holdEnded]).toContain('rooms');
    expect(en[hotelProduct.words.holdExpired]).toContain('rooms');
    expect(en[hotelProduct.words.searchAgain]).toBe('Search hotels again');
    expect(my[hotelProduct.words.holdEnded]).toContain('အခန်း');
    expect(flightProduct.document.fileName('TW2611220001')).toBe('TW2611220001.pdf');
    expect(hotelProduct.document.fileName('TW2611220002')).toBe('TW2611220002-voucher.pdf');
  });

  it('books the same trip again: a flight from its departure listing, a stay at the same hotel', () => {
    const now = new Date('2026-11-27T03:00:00Z');
    const flight = flightProduct.bookAgainHref(
      bookAgainOf({ tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: '2026-12-10', adult: 1, child: 0, infant: 0, language: 'en' }, 'MMK'),
      now,
    );
    expect(flight).toMatch(/^\/flight\/depart\/search\?.*origin=RGN.*destination=MDL.*class=economy/);
    const stay = hotelProduct.bookAgainHref(
      { product: 'hotel', itemId: 'H1001', name: 'Thiri Moonlight Hotel', city: 'yangon', region: 'local', checkin: '2026-12-16', checkout: '2026-12-18', rooms: 1, adult: 2, child: 0, childAges: [], nationality: 'local', currency: 'MMK', language: 'en' },
      now,
    );
    expect(stay).toMatch(/^\/hotel\/listing\?itemId=H1001&/);
  });

  it('only a stay may be cancelled online, and says what it gives back', () => {
    const stay = { product: 'hotel', checkIn: '2026-12-16', cancellation: { refundable: true, freeCancellationUntil: '2026-12-14' } } as Parameters<typeof hotelProduct.cancellationPreview>[0];
    expect(hotelProduct.cancellationPreview(stay, { status: 'completed', paid: 250_000 }, { today: '2026-12-01', now: new Date('2026-12-01T03:00:00Z') })).toEqual({ refund: 250_000 });
    expect(hotelProduct.cancellationPreview(stay, { status: 'completed', paid: 250_000 }, { today: '2026-12-15', now: new Date('2026-12-15T03:00:00Z') })).toEqual({ refund: 0 });
    expect(flightProduct.cancellationPreview({ product: 'flight' } as Parameters<typeof flightProduct.cancellationPreview>[0], { status: 'completed', paid: 250_000 }, { today: '2026-12-01', now: new Date('2026-12-01T03:00:00Z') })).toBeNull();
  });
});
