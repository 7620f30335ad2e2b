import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { createFlightModule, flightTicket } from '../flights/booking/flight-module.ts';
import { createHotelModule, hotelVoucher } from '../hotels/booking/hotel-module.ts';
import { createBookingNotifications } from '../notifications/booking-notifications.ts';
import type { MailMessage } from '../notifications/mailer.ts';
import { testProductMail } from '../notifications/product-mail.testing.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { createProductRegistry } from '../orders/product-module.ts';
import { testProductModule } from '../orders/product-module.testing.ts';
import type { ProductDocument } from './order-document.ts';
import { sampleHotelOrder, sampleOrder } from './sample-order.ts';
import { ticketHtml } from './ticket-html.ts';
import { ticketText } from './ticket-text.ts';
import { ticketsRoutes } from './tickets.routes.ts';
import { createHotelSources } from '../../partners/hotel-sources/hotel-sources.ts';
import { voucherHtml } from './voucher-html.ts';
import { voucherText } from './voucher-text.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };

describe('each product module’s document', () => {
  it('is the e-ticket for a flight and the voucher for a hotel stay', () => {
    expect(createFlightModule(new Map(), () => Promise.reject(new Error('no names needed'))).document).toBe(flightTicket);
    expect(createHotelModule(createHotelSources([])).document).toBe(hotelVoucher);
  });

  it.each(['en', 'mm'] as const)('gives a flight order exactly its e-ticket (%s)', (language) => {
    expect(flightTicket.render(sampleOrder(), language, support)).toEqual({ text: ticketText(sampleOrder(), language, support), html: ticketHtml(sampleOrder(), language, support) });
  });

  it.each(['en', 'mm'] as const)('gives a hotel order its voucher (%s)', (language) => {
    expect(hotelVoucher.render(sampleHotelOrder(), language, support)).toEqual({
      text: voucherText(sampleHotelOrder(), language, support),
      html: voucherHtml(sampleHotelOrder(), language, support),
    });
  });

  it('the e-ticket of a flight order is the e-ticket it always was, not a voucher', () => {
    const { text } = flightTicket.render(sampleOrder(), 'en', support);
    expect(text.split('\n').slice(0, 2)).toEqual(['Thwa', 'E-ticket']);
    expect(text).toMatch(/^Flight +UB 101 · Myanmar National Airlines$/m);
    expect(text).not.toContain('voucher');
  });

  it('names the PDF from the order id, a voucher as one', () => {
    expect(flightTicket.fileName('TW2611220001')).toBe('TW2611220001.pdf');
    expect(hotelVoucher.fileName('TW2611220002')).toBe('TW2611220002-voucher.pdf');
  });
});

/**
 * A product the tickets feature has never heard of (type 9), whose document differs from both the
 * e-ticket and the voucher. Its order carries a flight item on purpose: what it sells must not choose
 * the document, only its product type through the registry.
 */
describe('the tickets feature', () => {
  const PRODUCT_TEST = 9;
  const testDocument: ProductDocument = {
    fileName: (orderId) => `${orderId}-test-pass.pdf`,
    render: (order, language) => ({ text: `Test pass ${order.orderId} (${language})`, html: `<p>Test pass ${order.orderId}</p>` }),
  };
  const moduleOf = (productType: number, document: ProductDocument) => testProductModule(productType, { document, mail: testProductMail });
  const products = createProductRegistry([moduleOf(PRODUCT_TEST, testDocument), moduleOf(2, flightTicket), moduleOf(1, hotelVoucher)]);
  const detail = sampleOrder({ productType: PRODUCT_TEST });
  const orderId = detail.orderId;

  /** Only what rendering, mailing and downloading read of the orders feature, kept in memory. */
  function fakes() {
    const stored: { text: string; pdf: Buffer | null }[] = [];
    const sent: MailMessage[] = [];
    const repository = {
      findOrder: async () => ({ orderId, productType: PRODUCT_TEST, language: 'en', items: [{ itemNo: 1, productType: PRODUCT_TEST, trip: { product: 'flight' } }] }),
      saveTicket: async (_orderId: string, text: string, pdf: Buffer | null) => void stored.push({ text, pdf }),
      findTicket: async () => stored.at(-1),
    } as unknown as OrdersRepository;
    const orders = { detailOf: async () => detail, verifyTicketToken: () => true } as unknown as OrdersService;
    const notifications = createBookingNotifications({
      repository,
      orders,
      products,
      mailer: { send: async (message) => (sent.push(message), 'stored') },
      pdf: { render: async (html) => Buffer.from(`%PDF of ${html}`), close: async () => {} },
      support,
      publicUrl: 'https://thwa.test',
    });
    return { repository, orders, notifications, stored, sent };
  }

  it('renders, stores and mails the document the order’s product module gives', async () => {
    const { notifications, stored, sent } = fakes();
    await notifications.renderTicket(orderId);
    expect(stored.at(-1)).toEqual({ text: `Test pass ${orderId} (en)`, pdf: Buffer.from(`%PDF of <p>Test pass ${orderId}</p>`) });
    const [mail] = sent;
    expect(mail?.attachments).toEqual([{ filename: `${orderId}-test-pass.pdf`, contentType: 'application/pdf', orderId }]);
    // Worded by the test product's mail part: no airport check-in note, though the order's item is a flight.
    expect(mail?.text).not.toContain('airport check-in counter');
  });

  it('serves the stored PDF under the file name the order’s product module gives', async () => {
    const { repository, orders, notifications } = fakes();
    await notifications.renderTicket(orderId);
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(ticketsRoutes, { orders, repository, products });
    const download = await app.inject({ method: 'GET', url: `/tickets/${orderId}/download?token=${'t'.repeat(20)}` });
    await app.close();
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${orderId}-test-pass.pdf"`);
    expect(download.rawPayload.toString()).toBe(`%PDF of <p>Test pass ${orderId}</p>`);
  });
});
