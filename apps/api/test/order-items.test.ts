import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailMessages, orderEvents, orderItems, orders, refunds, tickets } from '@thwa/db/schema';
import { and, asc, eq, sql } from '@thwa/db/sql';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import { createOrdersRepository } from '../src/features/orders/orders.repository.ts';
import { createOrdersService } from '../src/features/orders/orders.service.ts';
import { createPlaceOrder } from '../src/features/orders/place-order.ts';
import { createProductRegistry, type FulfilResult, type ProductModule } from '../src/features/orders/product-module.ts';
import { testProductModule } from '../src/features/orders/product-module.testing.ts';
import { createBookingNotifications } from '../src/features/notifications/booking-notifications.ts';
import { createMailer } from '../src/features/notifications/mailer.ts';
import { testProductMail } from '../src/features/notifications/product-mail.testing.ts';
import { createAccount } from './account-fixtures.ts';
import { CONTACT, runRefundJobs } from './booking-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';
import { balanceOf, expectLedgerBalanced, topUpByCard } from './wallet-fixtures.ts';

/**
 * Decision 024: an order of several items through the booking core. Two test products stand in for a
 * flight and the insurance added to it: the first is sold on its own, the second is its add-on. Each
 * item is fulfilled by its own module, the add-on only after its parent; a supplier's refusal ends its
 * item (and that item's add-ons) and refunds only its share, exactly once, while the rest stands.
 */
const api = useTestApiOnOwnDatabase('thwa_order_items', { RATE_LIMIT_PER_MINUTE: '1000000' });

const BASE = 90;
const ADD_ON = 91;
const TRIP = { product: 'flight' } as unknown as OrderTrip;

/** A module that answers `answers` in turn (the last one again after that) and records what it was asked. */
function supplier(productType: number, answers: FulfilResult[]) {
  const asked: number[] = [];
  const released: number[] = [];
  const module: ProductModule = testProductModule(productType, {
    hold: async () => {},
    release: async (_transaction, _order, item) => {
      released.push(item.itemNo);
    },
    markSold: async () => {},
    fulfil: async (_order, item) => {
      asked.push(item.itemNo);
      return answers[Math.min(asked.length - 1, answers.length - 1)]!;
    },
  });
  return { module, asked, released };
}

function coreWith(...modules: ProductModule[]) {
  return createOrdersService({
    db: api.connection.db,
    repository: createOrdersRepository(api.connection.db),
    products: createProductRegistry(modules),
    jobs: api.app.services.jobs,
    now: () => new Date(),
    linkSecret: api.config.LINK_SIGNING_SECRET,
  });
}

/**
 * A member's order of a 300,000 MMK base item and its 30,000 MMK add-on, placed through the
 * place-order use case every store path takes, and paid from their wallet through the api (payments
 * know no product). `claimed` counts the claims of what the order comes from.
 */
async function placedBasket(core: ReturnType<typeof coreWith>, base: ProductModule, addOn: ProductModule, idempotencyKey = randomUUID()) {
  const member = await createAccount(api);
  let claimed = 0;
  const placeOrder = createPlaceOrder({ db: api.connection.db, orders: core, now: () => new Date() });
  const place = () =>
    placeOrder({
      scope: 'order.test.store',
      idempotencyKey,
      payload: { basket: 'base and add-on' },
      userId: member.userId,
      basket: async () => ({
        order: { language: 'en', contact: CONTACT, travellers: [] },
        items: [
          { product: base, trip: TRIP, lines: [{ kind: 'fare', amount: 300_000 }], units: 2 },
          { product: addOn, trip: TRIP, lines: [{ kind: 'insurance', amount: 30_000 }], units: 0, parentItemNo: 1 },
        ],
        claim: async () => {
          claimed += 1;
        },
        extra: { basket: 2 },
      }),
    });
  return { member, place, claimed: () => claimed };
}

async function paidBasket(core: ReturnType<typeof coreWith>, base: ProductModule, addOn: ProductModule) {
  const { member, place } = await placedBasket(core, base, addOn);
  await topUpByCard(api, member, 330_000);
  const { placed } = await place();
  const { orderId, orderKey } = placed;
  const paid = await post(api.app, '/api/pay/makepayment', { orderId, orderKey, categoryId: 1, subCategoryId: 10 }, { 'idempotency-key': randomUUID(), ...member.headers });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(await balanceOf(api, member)).toBe(0);
  return { orderId, member };
}

async function itemsOf(orderId: string) {
  return api.connection.db.select({ itemNo: orderItems.itemNo, status: orderItems.status, supplierReference: orderItems.supplierReference }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.itemNo));
}

async function orderOf(orderId: string) {
  const [row] = await api.connection.db.select({ status: orders.status, paymentStatus: orders.paymentStatus, amount: orders.amount }).from(orders).where(eq(orders.orderId, orderId));
  return row!;
}

describe('an order of several items', () => {
  it('places one order of the basket: its amount is its items’, each item holds its units', async () => {
    const base = supplier(BASE, [{ status: 'done', reference: 'BASE01', documentNumbers: ['T-1', 'T-2'] }]);
    const addOn = supplier(ADD_ON, [{ status: 'done', reference: 'POLICY-0000000001-LONGER-THAN-TWELVE', documentNumbers: ['P-1'] }]);
    const core = coreWith(base.module, addOn.module);
    const { orderId } = await paidBasket(core, base.module, addOn.module);
    expect(await orderOf(orderId)).toEqual({ status: 'paid', paymentStatus: 'paid', amount: 330_000 });
    // The breakdown is a view over the items' lines: the add-on's premium is its insurance line.
    const [placed] = await api.connection.db.select({ breakdown: orders.breakdown }).from(orders).where(eq(orders.orderId, orderId));
    expect(placed!.breakdown).toEqual({ subTotal: 300_000, airlineTaxes: 0, taxes: 0, convenienceFees: 0, discount: 0, promotion: 0, insurance: 30_000, total: 300_000, grandTotal: 330_000, currency: 'MMK' });
    const lines = await api.connection.db.select({ amount: orderItems.amount, priceLines: orderItems.priceLines }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.itemNo));
    expect(lines).toEqual([
      { amount: 300_000, priceLines: [{ kind: 'fare', amount: 300_000 }] },
      { amount: 30_000, priceLines: [{ kind: 'insurance', amount: 30_000 }] },
    ]);
    expect(await itemsOf(orderId)).toEqual([
      { itemNo: 1, status: 'paid', supplierReference: null },
      { itemNo: 2, status: 'paid', supplierReference: null },
    ]);

    // The add-on is issued after its parent, in the same run; the supplier's reference is kept whole.
    expect(await core.fulfil(orderId, 1)).toBe('completed');
    expect([base.asked, addOn.asked]).toEqual([[1], [2]]);
    expect(await itemsOf(orderId)).toEqual([
      { itemNo: 1, status: 'completed', supplierReference: 'BASE01' },
      { itemNo: 2, status: 'completed', supplierReference: 'POLICY-0000000001-LONGER-THAN-TWELVE' },
    ]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    // Each item keeps when it was issued (a policy's cancellation window counts from it).
    const issued = await api.connection.db.select({ issuedAt: orderItems.issuedAt }).from(orderItems).where(eq(orderItems.orderId, orderId));
    for (const { issuedAt } of issued) expect(Math.abs(Date.now() - issuedAt!.getTime())).toBeLessThan(60_000);
    expect(await core.fulfil(orderId, 2)).toBe('skipped');
  });

  it('places a basket once per idempotency key: a retry gets the first answer, and what the order comes from is claimed once', async () => {
    const base = supplier(BASE, [{ status: 'done', reference: 'BASE00', documentNumbers: [] }]);
    const addOn = supplier(ADD_ON, [{ status: 'done', reference: 'POL0', documentNumbers: [] }]);
    const { place, claimed } = await placedBasket(coreWith(base.module, addOn.module), base.module, addOn.module);
    // A double click: both requests get the one order, only one of them placed it.
    const [first, again] = await Promise.all([place(), place()]);
    const { placed } = first;
    expect(placed).toMatchObject({ status: 'held', amount: 330_000, basket: 2 });
    expect(again.placed).toEqual(placed);
    expect([first.placedNow, again.placedNow].sort()).toEqual([false, true]);
    expect(await place()).toEqual({ placed, placedNow: false });
    expect(claimed()).toBe(1);
    expect(await itemsOf(placed.orderId)).toEqual([
      { itemNo: 1, status: 'held', supplierReference: null },
      { itemNo: 2, status: 'held', supplierReference: null },
    ]);
  });

  it('the add-on’s supplier refuses: the base item stands, only the add-on’s share is refunded, once, and the ledger is exact', async () => {
    const base = supplier(BASE, [{ status: 'done', reference: 'BASE02', documentNumbers: ['T-1'] }]);
    const addOn = supplier(ADD_ON, [{ status: 'failed', reason: 'the insurer declined' }]);
    const core = coreWith(base.module, addOn.module);
    const { orderId, member } = await paidBasket(core, base.module, addOn.module);

    const runs = await Promise.all([core.fulfil(orderId, 1), core.fulfil(orderId, 1)]);
    expect(runs.filter((run) => run === 'completed').length).toBeGreaterThanOrEqual(1);
    expect(addOn.released).toEqual([2]);
    expect(base.released).toEqual([]);
    expect(await itemsOf(orderId)).toEqual([
      { itemNo: 1, status: 'completed', supplierReference: 'BASE02' },
      { itemNo: 2, status: 'cancelled', supplierReference: null },
    ]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    const queued = await api.connection.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(queued).toMatchObject([{ itemNo: 2, amount: 30_000, reason: 'not_fulfilled', destination: 'wallet', status: 'queued' }]);

    await runRefundJobs(api, orderId, 3);
    expect(await balanceOf(api, member)).toBe(30_000);
    await expectLedgerBalanced(api.connection.db);
    // The order stands: completed, its payment paid, the add-on's refund recorded once.
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    const failed = await api.connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'issue.failed')));
    expect(failed.map((event) => event.data)).toEqual([{ reason: 'the insurer declined', items: [2] }]);
  });

  it('the base item’s supplier refuses: its add-on ends with it, the order is cancelled and the whole payment refunded once', async () => {
    const base = supplier(BASE, [{ status: 'failed', reason: 'the airline declined' }]);
    const addOn = supplier(ADD_ON, [{ status: 'done', reference: 'NEVER', documentNumbers: [] }]);
    const core = coreWith(base.module, addOn.module);
    const { orderId, member } = await paidBasket(core, base.module, addOn.module);

    expect(await core.fulfil(orderId, 1)).toBe('cancelled');
    expect(addOn.asked).toEqual([]);
    expect(base.released.concat(addOn.released).sort()).toEqual([1, 2]);
    expect(await itemsOf(orderId)).toMatchObject([{ status: 'cancelled' }, { status: 'cancelled' }]);
    await runRefundJobs(api, orderId, 2);
    expect(await balanceOf(api, member)).toBe(330_000);
    expect(await orderOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await api.connection.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toMatchObject([{ itemNo: null, amount: 330_000, reason: 'not_fulfilled', status: 'refunded' }]);
    await expectLedgerBalanced(api.connection.db);
  });

  it('an add-on still being confirmed keeps the order processing, and it completes when the add-on does', async () => {
    const base = supplier(BASE, [{ status: 'done', reference: 'BASE03', documentNumbers: ['T-1'] }]);
    const addOn = supplier(ADD_ON, [{ status: 'pending' }, { status: 'pending' }, { status: 'done', reference: 'POL3', documentNumbers: ['P-1'] }]);
    const core = coreWith(base.module, addOn.module);
    const { orderId } = await paidBasket(core, base.module, addOn.module);

    expect(await core.fulfil(orderId, 1)).toBe('retry');
    expect(await orderOf(orderId)).toMatchObject({ status: 'processing' });
    expect(await itemsOf(orderId)).toMatchObject([{ status: 'completed' }, { status: 'processing' }]);
    expect(await core.fulfil(orderId, 2)).toBe('retry');
    expect(await core.fulfil(orderId, 3)).toBe('completed');
    expect(base.asked).toEqual([1]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
  });

  it('a guest’s cancellation tells the supplier of each confirmed item whose product withdraws it, once, after it commits', async () => {
    const base = supplier(BASE, [{ status: 'done', reference: 'BASE04', documentNumbers: ['T-1'] }]);
    const addOn = supplier(ADD_ON, [{ status: 'done', reference: 'POL4', documentNumbers: ['P-1'] }]);
    const withdrawn: string[] = [];
    const cancellable = (module: ProductModule, refund: number): ProductModule => ({ ...module, cancellation: () => ({ refund }) });
    const withdrawing: ProductModule = {
      ...cancellable(addOn.module, 30_000),
      withdraw: async (_order, item) => {
        withdrawn.push(`${item.itemNo}:${item.supplierReference}`);
      },
    };
    const core = coreWith(cancellable(base.module, 0), withdrawing);
    const { orderId } = await paidBasket(core, base.module, withdrawing);
    expect(await core.fulfil(orderId, 1)).toBe('completed');
    // Not cancelled yet: nothing to withdraw.
    await core.withdraw(orderId, 2);
    expect(withdrawn).toEqual([]);

    await Promise.all([core.cancel(orderId), core.cancel(orderId)]);
    const queued = await api.connection.db.execute<{ data: unknown }>(sql`select data from pgboss.job where name = 'item-withdraw' and data->>'orderId' = ${orderId}`);
    // Only the add-on's product withdraws; one job however many cancellations raced.
    expect(queued.rows.map((row) => row.data)).toEqual([{ orderId, itemNo: 2 }]);
    await core.withdraw(orderId, 2);
    await core.withdraw(orderId, 1);
    expect(withdrawn).toEqual(['2:POL4']);
  });
});

/**
 * Decision 024: each item has its own document. The base item's is a "ticket", the add-on's a "cover
 * note"; each is rendered when its item is confirmed, stored under the item, served under its number,
 * and the e-mail carries every confirmed item's once the order is settled.
 */
describe('each item’s own document', () => {
  function documented(productType: number, name: string, answers: FulfilResult[]) {
    const { module } = supplier(productType, answers);
    const withDocument: ProductModule = {
      ...module,
      describe: async () => ({ product: 'flight', directions: [], travellers: [] }),
      document: {
        fileName: (orderId) => `${orderId}-${name}.pdf`,
        render: (order, item, language) => ({ text: `${name} ${order.orderId}/${item.itemNo} (${language})`, html: `<p>${name} ${item.itemNo}</p>` }),
      },
      mail: testProductMail,
    };
    return withDocument;
  }

  function documentsService(base: ProductModule, addOn: ProductModule) {
    const core = coreWith(base, addOn);
    const notifications = createBookingNotifications({
      repository: createOrdersRepository(api.connection.db),
      orders: core,
      products: createProductRegistry([base, addOn]),
      mailer: createMailer({ db: api.connection.db, from: 'tickets@thwa.test', log: api.app.log }),
      pdf: { render: async (html) => Buffer.from(`%PDF-1.4 ${html}`), close: async () => {} },
      support: { phone: '+95 1 234 567', email: 'care@thwa.test', brand: 'Thwa' },
      publicUrl: 'https://thwa.test',
    });
    return { core, notifications };
  }

  async function storedDocuments(orderId: string) {
    return api.connection.db.select({ itemNo: tickets.itemNo, text: tickets.text }).from(tickets).where(eq(tickets.orderId, orderId)).orderBy(asc(tickets.itemNo));
  }

  async function ticketMail(orderId: string) {
    const [mail] = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${orderId}:e-ticket`));
    return mail;
  }

  it('renders and stores each confirmed item’s document, serves it under its number, and mails both together once both are there', async () => {
    const base = documented(BASE, 'ticket', [{ status: 'done', reference: 'BASE04', documentNumbers: ['T-1'] }]);
    const addOn = documented(ADD_ON, 'cover', [{ status: 'done', reference: 'POL4', documentNumbers: ['P-1'] }]);
    const { core, notifications } = documentsService(base, addOn);
    const { orderId } = await paidBasket(core, base, addOn);
    expect(await core.fulfil(orderId, 1)).toBe('completed');

    await notifications.renderDocuments(orderId, 1);
    // The add-on's document is not rendered yet: nothing is mailed.
    expect(await ticketMail(orderId)).toBeUndefined();
    await notifications.renderDocuments(orderId, 2);
    // A job delivered twice renders the same document again and mails nothing more.
    await notifications.renderDocuments(orderId, 2);
    expect(await storedDocuments(orderId)).toEqual([
      { itemNo: 1, text: `ticket ${orderId}/1 (en)` },
      { itemNo: 2, text: `cover ${orderId}/2 (en)` },
    ]);
    expect((await ticketMail(orderId))?.attachments).toEqual([
      { filename: `${orderId}-ticket.pdf`, contentType: 'application/pdf', orderId, itemNo: 1 },
      { filename: `${orderId}-cover-2.pdf`, contentType: 'application/pdf', orderId, itemNo: 2 },
    ]);

    const detail = await core.detailOf((await createOrdersRepository(api.connection.db).findOrder(orderId))!);
    expect(detail.items.map((item) => [item.itemNo, item.document?.viewUrl.replace(/token=.*$/, 'token=')])).toEqual([
      [1, `/api/tickets/${orderId}/view?token=`],
      [2, `/api/tickets/${orderId}/items/2/view?token=`],
    ]);
    expect(detail.ticket).toEqual(detail.items[0]!.document);
    const view = await api.app.inject({ method: 'GET', url: detail.items[1]!.document!.viewUrl });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.body).toBe(`cover ${orderId}/2 (en)`);
    // The token is the order's: without it, or for an item that has no document, nothing is served.
    const unsigned = await api.app.inject({ method: 'GET', url: `/api/tickets/${orderId}/items/2/view?token=${'x'.repeat(20)}` });
    expect(unsigned.statusCode).toBe(404);
    const missing = await api.app.inject({ method: 'GET', url: detail.items[1]!.document!.viewUrl.replace('/items/2/', '/items/3/') });
    expect(missing.json()).toMatchObject({ code: 404 });
  });

  it('an add-on refused beside its confirmed base: the base’s document alone is mailed, once it is rendered', async () => {
    const base = documented(BASE, 'ticket', [{ status: 'done', reference: 'BASE05', documentNumbers: ['T-1'] }]);
    const addOn = documented(ADD_ON, 'cover', [{ status: 'failed', reason: 'the insurer declined' }]);
    const { core, notifications } = documentsService(base, addOn);
    const { orderId } = await paidBasket(core, base, addOn);
    expect(await core.fulfil(orderId, 1)).toBe('completed');

    // The refusal queued the e-mail; it waits for the base's PDF.
    await notifications.sendMail(orderId, 'e-ticket');
    expect(await ticketMail(orderId)).toBeUndefined();
    await notifications.renderDocuments(orderId);
    expect(await storedDocuments(orderId)).toEqual([{ itemNo: 1, text: `ticket ${orderId}/1 (en)` }]);
    expect((await ticketMail(orderId))?.attachments).toEqual([{ filename: `${orderId}-ticket.pdf`, contentType: 'application/pdf', orderId, itemNo: 1 }]);
    const detail = await core.detailOf((await createOrdersRepository(api.connection.db).findOrder(orderId))!);
    expect(detail.items.map((item) => item.document === null)).toEqual([false, true]);
  });
});
