// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '@thwa/domain/contracts/trips';
import type { Language } from '@thwa/domain/settings';
import { renderInRoot, rootData } from '../features/flight-listing/test-support.tsx';
import { orderView } from '../features/thank-you/order-view.ts';
import { outcomeText, shouldPoll } from '../features/thank-you/thank-you.server.ts';
import { ThankYouPage } from '../features/thank-you/thank-you-page.tsx';
import { orderDetail } from '../features/thank-you/test-orders.ts';
import { MyTripsPage } from '../features/trips/my-trips-page.tsx';
import { tripCard } from '../features/trips/trips.server.ts';
import type * as WebProductsIndex from './index.ts';
import { paymentHref, productOfPaymentPath, productOfType } from './index.ts';
import { ItemViews } from './item-views.tsx';
import { TRANSFER, TRANSFER_MESSAGES, transferItem } from './transfer.testing.tsx';

// The web's products and, beside them, the test's own: the shared screens find it as they find any product.
vi.mock('./index.ts', async (importOriginal) => {
  const web = await importOriginal<typeof WebProductsIndex>();
  const { TRANSFER: transfer } = await import('./transfer.testing.tsx');
  return { ...web, ...web.webProducts([...web.WEB_PRODUCTS, transfer]) };
});

afterEach(cleanup);

/**
 * Issue 18: a product added through the web's product port alone. An airport transfer (tests only,
 * transfer.testing.tsx) gives what web-product.ts asks, and the shared screens (payment summary,
 * thank-you, its document, My trips) show its orders in its own words, with no change to any of them.
 */
describe('a product the shared screens have never heard of, added through the port', () => {
  const order = orderDetail({ orderId: 'TW2611270001', productType: TRANSFER.productType, pnr: null, items: [transferItem()] });

  async function thankYou(lang: Language) {
    const view = orderView(order, lang);
    const words = await TRANSFER.thankYouWords();
    const outcome = outcomeText(view.outcome, lang, rootData({ lang }).config, order.payment, false, words);
    renderInRoot(<ThankYouPage data={{ kind: 'ready', title: 'Your booking', order: view, outcome, polling: shouldPoll(view), retryHref: null }} />, {
      lang,
      extraMessages: TRANSFER_MESSAGES[lang],
    });
    return screen.findByRole('heading', { level: 1 });
  }

  it('is found by its product type, its item and its payment page, which pays its orders', () => {
    expect(productOfType(99)).toBe(TRANSFER);
    expect(productOfPaymentPath('/transfer/payment/')).toBe(TRANSFER);
    expect(paymentHref(99, 'TW2611270001')).toBe('/transfer/payment?orderId=TW2611270001');
  });

  it('the thank-you page: its outcome words, its details, its voucher under its own name, its progress bar and book another', async () => {
    expect((await thankYou('en')).textContent).toBe('Your transfer is booked');
    expect(within(await screen.findByRole('region', { name: 'Transfer' })).getByText('Sule Shangri-La, Yangon')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download transfer voucher' });
    expect(download.getAttribute('href')).toBe('/api/tickets/TW2611270001/pdf');
    expect(download.getAttribute('download')).toBe('TW2611270001-transfer.pdf');
    expect(screen.getByRole('link', { name: 'Book another transfer' }).getAttribute('href')).toBe('/transfer');
    const progress = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(within(progress).getAllByRole('listitem').map((step) => step.textContent?.replace(/^[✓\d]/, ''))).toEqual(['Search', 'Details', 'Payment', 'Complete']);
  });

  it('the same page in Myanmar speaks its Myanmar catalogue', async () => {
    await thankYou('mm');
    expect(screen.getByRole('link', { name: 'ကားကြို ဘောက်ချာ ဒေါင်းလုဒ်လုပ်ရန်' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'နောက်ထပ် ကားကြို ဘိုကင်လုပ်ရန်' })).toBeTruthy();
  });

  it('the payment page’s summary shows the item as the product sums it up', async () => {
    renderInRoot(<ItemViews items={order.items} view="Summary" />);
    expect(await screen.findByText('Yangon International Airport (RGN) → Sule Shangri-La, Yangon')).toBeTruthy();
  });

  it('My trips words its trip and books it again by its own search', async () => {
    const trip: Trip = {
      orderId: 'TW2611270001',
      travelerEmail: 'khin@example.com',
      productType: 99,
      productName: 'Yangon International Airport (RGN) → Sule Shangri-La, Yangon',
      tab: 'upComing',
      status: 'completed',
      paymentStatus: 'paid',
      origin: 'RGN',
      destination: 'Sule Shangri-La',
      departureDate: '2031-03-10',
      returnDate: null,
      departureLocal: '2031-03-10T09:00',
      travellers: 3,
      amount: 45_000,
      bookedAt: '2026-11-27T03:55:00Z',
      bookedBy: null,
      trackBooking: '/track-booking',
      viewTicket: '/api/tickets/TW2611270001/view?sig=abc',
      downloadTicket: '/api/tickets/TW2611270001/download?sig=abc',
      bookAgain: { product: 'transfer' } as unknown as Trip['bookAgain'],
    };
    const card = tripCard(trip, new Date('2026-11-27T04:00:00Z'));
    renderInRoot(<MyTripsPage data={{ title: 'My trips', tab: 'upComing', product: 'all', trips: [card], failure: null }} />, { extraMessages: TRANSFER_MESSAGES.en });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('3 passengers')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View transfer voucher/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe('/transfer?from=RGN');
  });
});
