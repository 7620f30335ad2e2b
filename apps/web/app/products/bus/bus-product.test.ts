import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';
import { en } from '../../i18n/en.ts';
import { my } from '../../i18n/my.ts';
import { namespacesFor } from '../../i18n/namespaces.ts';
import { paymentHref, productOfItem, productOfPaymentPath, productOfType } from '../index.ts';
import { busCancellationPreview, busProduct } from './bus-product.ts';
import { BUS_THANK_YOU_WORDS } from './thank-you-words.ts';
import { sampleTicket } from '../../features/bus-listing/test-support.ts';

const TICKET = sampleTicket();

/** 20:30 in Yangon (UTC+06:30) is 14:00 UTC. */
const departure = new Date('2031-03-10T14:00:00Z');
const hoursBefore = (hours: number) => new Date(departure.getTime() - hours * 3_600_000);

describe('buses on the shared screens (decision 024, issue 21)', () => {
  it('is found by its product type 9, its items and its payment page', () => {
    expect(busProduct.productType).toBe(PRODUCT_TYPE_IDS.bus);
    expect(productOfType(9)).toBe(busProduct);
    expect(productOfItem({ product: 'bus' })).toBe(busProduct);
    expect(productOfPaymentPath('/bus/payment/')).toBe(busProduct);
    expect(paymentHref(9, 'TW2611220009')).toBe('/bus/payment?orderId=TW2611220009');
    expect(busProduct.searchPath).toBe('/bus');
  });

  it('words its ticket in both languages, on every page that shows its orders, named as the api names it', () => {
    const { fileName, ...documentWords } = busProduct.document;
    for (const key of [...Object.values(busProduct.words), ...Object.values(documentWords)]) {
      expect([key, en[key]?.length > 0, my[key]?.length > 0]).toEqual([key, true, true]);
    }
    expect(fileName('TW2611220009')).toBe('TW2611220009-bus-ticket.pdf');
    for (const page of ['/bus', '/bus/search', '/bus/seats', '/bus/checkout', '/bus/payment', '/checkout/thank-you', '/track-booking', '/account/my-trip', '/account/my-trip/view-ticket']) {
      expect([page, namespacesFor(page)]).toEqual([page, expect.arrayContaining(['bus'])]);
    }
  });

  it('says on the thank-you page that the seats are confirmed, and that the passenger cancelled', async () => {
    const words = await busProduct.thankYouWords();
    expect(words).toBe(BUS_THANK_YOU_WORDS);
    expect(words.en.outcomes.completed.title).toBe('Your bus tickets are confirmed');
    expect(words.mm.outcomes.completed.title).toMatch(/[\u1000-\u109f]/);
    expect(words.en.guestCancelled?.title).toBe('You cancelled these bus tickets');
  });

  it('books the same route for the same party again, a week on', () => {
    expect(busProduct.bookAgainHref({ product: 'bus', from: 'YGN', to: 'MDY', passengers: 2, nationality: 'foreign', language: 'en' }, new Date('2031-03-01T03:00:00Z'))).toBe(
      '/bus/search?from=YGN&to=MDY&date=2031-03-08&passengers=2&nationality=foreign',
    );
    expect(busProduct.bookAgainHref({ product: 'hotel' } as Parameters<typeof busProduct.bookAgainHref>[0], new Date())).toBe('/bus');
  });

  it('gives back by the tiers of hours before departure, nothing once the coach has left or before payment', () => {
    const order = { status: 'completed', paid: 99_000 };
    expect(busCancellationPreview(TICKET, order, hoursBefore(49))).toEqual({ refund: 89_100 });
    expect(busCancellationPreview(TICKET, order, hoursBefore(47))).toEqual({ refund: 49_500 });
    expect(busCancellationPreview(TICKET, order, hoursBefore(2))).toEqual({ refund: 0 });
    expect(busCancellationPreview(TICKET, order, hoursBefore(-1))).toBeNull();
    expect(busCancellationPreview(TICKET, { status: 'unpaid', paid: 0 }, hoursBefore(49))).toBeNull();
    expect(busCancellationPreview({ ...TICKET, product: 'insurance' } as unknown as BusOrderItem, order, hoursBefore(49))).toBeNull();
    // Through the port: the tiers count from its instant, not from its Yangon date (both 8 March here).
    expect(busProduct.cancellationPreview(TICKET, order, { today: '2031-03-08', now: hoursBefore(49) })).toEqual({ refund: 89_100 });
    expect(busProduct.cancellationPreview(TICKET, order, { today: '2031-03-08', now: hoursBefore(47) })).toEqual({ refund: 49_500 });
  });
});
