import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { BookingMailKind } from '../../jobs/job-definitions.ts';
import { flightMail } from '../flights/booking/flight-mail.ts';
import { createFlightModule } from '../flights/booking/flight-module.ts';
import { hotelMail } from '../hotels/booking/hotel-mail.ts';
import { createHotelModule } from '../hotels/booking/hotel-module.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createProductRegistry } from '../orders/product-module.ts';
import { testProductModule } from '../orders/product-module.testing.ts';
import { createHotelSources } from '../../partners/hotel-sources/hotel-sources.ts';
import { sampleOrder } from '../tickets/sample-order.ts';
import { createBookingNotifications } from './booking-notifications.ts';
import type { MailMessage } from './mailer.ts';
import { testProductMail } from './product-mail.testing.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };

describe('each product module’s part of the e-mails', () => {
  it('is the flight words and itinerary for a flight, the stay’s for a hotel', () => {
    expect(createFlightModule(new Map(), () => Promise.reject(new Error('no names needed'))).mail).toBe(flightMail);
    expect(createHotelModule(createHotelSources([])).mail).toBe(hotelMail);
  });
});

/**
 * A product the notifications feature has never heard of (type 9). Its order carries a flight item on
 * purpose: what the order sells must not word its e-mails, only its product type through the registry.
 */
describe('the booking e-mails of a new product', () => {
  const PRODUCT_TEST = 9;
  const products = createProductRegistry([
    testProductModule(PRODUCT_TEST, { mail: testProductMail, document: { fileName: (orderId) => `${orderId}-test-pass.pdf`, render: () => ({ text: '', html: '' }) } }),
  ]);
  const now = new Date('2026-11-20T04:00:00Z');
  const orderId = 'TW2611220001';

  /** Mails `kind` for `detail` (an order of the test product, in `language`) and returns what was sent. */
  async function sendAll(kind: BookingMailKind, detail: OrderDetail, language: 'en' | 'mm' = 'en'): Promise<MailMessage[]> {
    const sent: MailMessage[] = [];
    const notifications = createBookingNotifications({
      repository: {
        findOrder: async () => ({ orderId, productType: PRODUCT_TEST, status: 'completed', language, items: [{ itemNo: 1, productType: PRODUCT_TEST, status: 'completed', trip: { product: 'flight' } }] }),
        // The item's document is rendered, so its e-mail may go.
        documentsOf: async () => [{ itemNo: 1, hasPdf: true }],
      } as unknown as OrdersRepository,
      orders: { detailOf: async () => detail } as unknown as OrdersService,
      products,
      mailer: { send: async (message) => (sent.push(message), 'stored') },
      pdf: { render: () => Promise.reject(new Error('no PDF is rendered to mail')), close: async () => {} },
      support,
      publicUrl: 'https://thwa.test',
      now: () => now,
    });
    await notifications.sendMail(orderId, kind);
    return sent;
  }
  async function send(kind: BookingMailKind, detail: OrderDetail, language: 'en' | 'mm' = 'en'): Promise<MailMessage> {
    const [message, ...more] = await sendAll(kind, detail, language);
    expect(more).toEqual([]);
    return message!;
  }
  const order = (overrides: Partial<OrderDetail> = {}) => sampleOrder({ productType: PRODUCT_TEST, ...overrides });

  /** Nothing of the flight the order's item describes, nor a flight's or a stay's words. */
  function expectNoOtherProduct(message: MailMessage) {
    for (const word of ['UB 101', 'AUNG KO KO', 'Your trip', 'Travellers', 'e-ticket', 'PNR', 'airport', 'seat', 'voucher', 'hotel', 'room']) {
      expect(message.text).not.toContain(word);
    }
  }

  it('sends its document worded by its mail part: subject, body, reference, itinerary, note and links', async () => {
    const message = await send('e-ticket', order(), 'mm');
    expect(message.subject).toBe(`Your test pass: ${orderId}`);
    expect(message.attachments).toEqual([{ filename: `${orderId}-test-pass.pdf`, contentType: 'application/pdf', orderId, itemNo: 1 }]);
    const text = message.text;
    expect(text).toContain('Your test pass is attached (mm).');
    expect(text).toContain('Test reference: K7QZ4M');
    expect(text).toContain(`Your test pass\n--------------\nPass: ${orderId} (mm)\n`);
    expect(text).toContain('Show your test pass at the gate.');
    expect(text).toMatch(/^View test pass \(mm\): https:\/\/thwa\.test\/api\/tickets\//m);
    expect(text).toMatch(/^Download test pass \(mm\): https:\/\/thwa\.test\/api\/tickets\//m);
    expect(message.html).toContain(`<td style="padding:4px 0;vertical-align:top;">${orderId} (mm)</td>`);
    expectNoOtherProduct(message);
  });

  const payKey = `pay_${'k'.repeat(43)}`;
  const awaitingPayment = (overrides: Partial<OrderDetail> = {}) => order({ outcome: 'unpaid', status: 'held', paymentStatus: 'none', payment: null, payKey, ...overrides });

  it('asks for the payment of an order still awaiting it, worded by its mail part, with the link that opens its payment page', async () => {
    const unpaid = await send('confirmation', awaitingPayment());
    expect(unpaid.text).toContain('Status: Awaiting payment');
    expect(unpaid.text).toContain(`Pass: ${orderId} (en)`);
    expect(unpaid.text).toContain(`Pay now: https://thwa.test/checkout/thank-you?orderId=${orderId}&key=${payKey}\n`);
    expectNoOtherProduct(unpaid);
    const checking = await send('confirmation', awaitingPayment({ outcome: 'unpaid_processing', paymentStatus: 'pending' }));
    expect(checking.subject).toBe(`Payment being checked: ${orderId}`);
    expect(checking.text).toContain(`Pass: ${orderId} (en)`);
  });

  it('sends no "complete your payment" e-mail to an order paid, confirmed or ended before it was due', async () => {
    expect(await sendAll('confirmation', order())).toEqual([]);
    expect(await sendAll('confirmation', order({ outcome: 'waitlisted', status: 'waitlisted' }))).toEqual([]);
    expect(await sendAll('confirmation', order({ outcome: 'paid_processing', status: 'processing', paymentStatus: 'paid' }))).toEqual([]);
    expect(await sendAll('confirmation', order({ outcome: 'unpaid', status: 'expired', paymentStatus: 'none' }))).toEqual([]);
  });

  it('reminds of a pay-at-shop code with its mail part’s words of what is held', async () => {
    const held = order({
      outcome: 'unpaid',
      status: 'held',
      paymentStatus: 'pending',
      payment: { method: 'pay_at_shop', status: 'pending', amount: 445_000, paymentCode: '7731 0042', expiresAt: '2026-11-21T03:15:00Z', paidAt: null },
    });
    const message = await send('payment-reminder', held);
    expect(message.text).toContain('Your test pass is held until the deadline below.');
    expect(message.text).toContain('\nIf you do not pay, the test pass is released.');
    expect(message.text).toContain('Payment code: 7731 0042');
    expect(message.text).toContain(`Pass: ${orderId} (en)`);
    expectNoOtherProduct(message);
  });

  it.each(['cancelled', 'guest-cancelled', 'offline-request'] as const)('lays out its own itinerary in the %s e-mail', async (kind) => {
    const message = await send(kind, order({ status: 'cancelled', guestCancellation: { refund: 445_000, refundTo: 'wallet' } }));
    expect(message.text).toContain(`Your test pass\n--------------\nPass: ${orderId} (en)\n`);
    expect(message.text).not.toContain('UB 101');
    expect(message.text).not.toContain('AUNG KO KO');
  });
});
