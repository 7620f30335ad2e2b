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
import { documentFileName, documentPath, type ProductDocument } from './order-document.ts';
import { sampleHotelOrder, sampleOrder } from './sample-order.ts';
import { ticketHtml } from './ticket-html.ts';
import { ticketText } from './ticket-text.ts';
import { ticketsRoutes } from './tickets.routes.ts';
import { registerErrorHandling } from '../../plugins/errors.ts';
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
    expect(flightTicket.render(sampleOrder(), sampleOrder().items[0]!, language, support)).toEqual({ text: ticketText(sampleOrder(), language, support), html: ticketHtml(sampleOrder(), language, support) });
  });

  it.each(['en', 'mm'] as const)('gives a hotel order its voucher (%s)', (language) => {
    expect(hotelVoucher.render(sampleHotelOrder(), sampleHotelOrder().items[0]!, language, support)).toEqual({
      text: voucherText(sampleHotelOrder(), language, support),
      html: voucherHtml(sampleHotelOrder(), language, support),
    });
  });

  it('the e-ticket of a flight order is the e-ticket it always was, not a voucher', () => {
    const { text } = flightTicket.render(sampleOrder(), sampleOrder().items[0]!, 'en', support);
    expect(text.split('\n').slice(0, 2)).toEqual(['Thwa', 'E-ticket']);
    expect(text).toMatch(/^Flight +UB 101 · Myanmar National Airlines$/m);
    expect(text).not.toContain('voucher');
  });

  it('names the PDF from the order id, a voucher as one, and numbers every item after the first', () => {
    expect(flightTicket.fileName('TW2611220001')).toBe('TW2611220001.pdf');
    expect(hotelVoucher.fileName('TW2611220002')).toBe('TW2611220002-voucher.pdf');
    expect(documentFileName(flightTicket, 'TW2611220001', 1)).toBe('TW2611220001.pdf');
    expect(documentFileName(flightTicket, 'TW2611220001', 2)).toBe('TW2611220001-2.pdf');
    expect(documentFileName(hotelVoucher, 'TW2611220002', 12)).toBe('TW2611220002-voucher-12.pdf');
    expect(documentFileName({ fileName: (orderId) => `${orderId}-pass` }, 'TW2611220003', 2)).toBe('TW2611220003-pass-2');
  });

  it('serves the first item at the spec’s ticket path and every other item under its number', () => {
    expect(documentPath('TW2611220001', 1)).toBe('/api/tickets/TW2611220001');
    expect(documentPath('TW2611220001', 2)).toBe('/api/tickets/TW2611220001/items/2');
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
    render: (order, item, language) => ({ text: `Test pass ${order.orderId}/${item.itemNo} (${language})`, html: `<p>Test pass ${order.orderId}/${item.itemNo}</p>` }),
  };
  const moduleOf = (productType: number, document: ProductDocument) => testProductModule(productType, { document, mail: testProductMail });
  const products = createProductRegistry([moduleOf(PRODUCT_TEST, testDocument), moduleOf(2, flightTicket), moduleOf(1, hotelVoucher)]);
  const detail = sampleOrder({ productType: PRODUCT_TEST });
  const orderId = detail.orderId;

  /** Only what rendering, mailing and downloading read of the orders feature, kept in memory. */
  function fakes({ extraItems = [], orderStatus = 'completed' }: { extraItems?: object[]; orderStatus?: string } = {}) {
    const order = { orderId, productType: PRODUCT_TEST, status: orderStatus, language: 'en', amount: 300_000, items: [{ itemNo: 1, productType: PRODUCT_TEST, status: 'completed', amount: 100_000, trip: { product: 'flight' } }, ...extraItems] };
    const stored: { itemNo: number; text: string; pdf: Buffer | null }[] = [];
    const sent: MailMessage[] = [];
    const repository = {
      findOrder: async () => order,
      saveDocument: async (_orderId: string, itemNo: number, text: string, pdf: Buffer | null) => void stored.push({ itemNo, text, pdf }),
      findDocument: async (_orderId: string, itemNo: number) => stored.findLast((document) => document.itemNo === itemNo),
      documentsOf: async () => [...new Map(stored.map((document) => [document.itemNo, { itemNo: document.itemNo, hasPdf: document.pdf !== null }])).values()],
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
    await notifications.renderDocuments(orderId, 1);
    expect(stored.at(-1)).toEqual({ itemNo: 1, text: `Test pass ${orderId}/1 (en)`, pdf: Buffer.from(`%PDF of <p>Test pass ${orderId}/1</p>`) });
    const [mail] = sent;
    expect(mail?.attachments).toEqual([{ filename: `${orderId}-test-pass.pdf`, contentType: 'application/pdf', orderId, itemNo: 1 }]);
    // Worded by the test product's mail part: no airport check-in note, though the order's item is a flight.
    expect(mail?.text).not.toContain('airport check-in counter');
  });

  it('serves the stored PDF under the file name the order’s product module gives', async () => {
    const { repository, orders, notifications } = fakes();
    await notifications.renderDocuments(orderId, 1);
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(ticketsRoutes, { orders, repository, products });
    const download = await app.inject({ method: 'GET', url: `/tickets/${orderId}/download?token=${'t'.repeat(20)}` });
    await app.close();
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${orderId}-test-pass.pdf"`);
    expect(download.rawPayload.toString()).toBe(`%PDF of <p>Test pass ${orderId}/1</p>`);
  });

  it('gives each item its own document, served under its number, and mails them together once every confirmed item has its PDF', async () => {
    const second = { itemNo: 2, productType: 2, status: 'completed', amount: 150_000, trip: { product: 'flight' } };
    const waiting = { itemNo: 3, productType: PRODUCT_TEST, status: 'paid', parentItemNo: 1, amount: 50_000, trip: { product: 'flight' } };
    const { repository, orders, notifications, stored, sent } = fakes({ extraItems: [second, waiting], orderStatus: 'processing' });
    const twoItems = { ...detail, items: [detail.items[0]!, { ...detail.items[0]!, itemNo: 2 }, { ...detail.items[0]!, itemNo: 3 }] };
    orders.detailOf = async () => twoItems;

    await notifications.renderDocuments(orderId, 1);
    await notifications.renderDocuments(orderId, 2);
    // Item 3 waits for its supplier: the order is not settled, so nothing is mailed yet.
    expect(sent).toEqual([]);
    expect(stored.filter((document) => document.pdf).map((document) => document.itemNo)).toEqual([1, 2]);
    expect(stored.find((document) => document.itemNo === 2)?.text).toContain('E-ticket');

    // Item 3 refused and cancelled: the order is settled, and its e-mail carries both documents.
    waiting.status = 'cancelled';
    (await repository.findOrder(orderId))!.status = 'completed';
    await notifications.sendMail(orderId, 'e-ticket');
    expect(sent[0]?.attachments).toEqual([
      { filename: `${orderId}-test-pass.pdf`, contentType: 'application/pdf', orderId, itemNo: 1 },
      { filename: `${orderId}-2.pdf`, contentType: 'application/pdf', orderId, itemNo: 2 },
    ]);
    // It says which item could not be issued and what of the payment comes back for it.
    expect(sent[0]?.text).toContain('Your test pass could not be issued; MMK 50,000 is refunded.');

    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(ticketsRoutes, { orders, repository, products });
    const download = await app.inject({ method: 'GET', url: `/tickets/${orderId}/items/2/download?token=${'t'.repeat(20)}` });
    const view = await app.inject({ method: 'GET', url: `/tickets/${orderId}/items/2/view?token=${'t'.repeat(20)}` });
    const notIssued = await app.inject({ method: 'GET', url: `/tickets/${orderId}/items/3/view?token=${'t'.repeat(20)}` });
    const badNumber = await app.inject({ method: 'GET', url: `/tickets/${orderId}/items/0/view?token=${'t'.repeat(20)}` });
    await app.close();
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${orderId}-2.pdf"`);
    expect(download.rawPayload.toString()).toMatch(/^%PDF of <!doctype html>/i);
    expect(view.body).toContain('E-ticket');
    expect(notIssued.statusCode).toBe(404);
    expect(badNumber.statusCode).toBe(400);
  });
});
