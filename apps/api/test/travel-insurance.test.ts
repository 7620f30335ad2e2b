import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailMessages, orderItems, payments, sandboxPaymentRefunds, tickets } from '@thwa/db/schema';
import { and, eq } from '@thwa/db/sql';
import type { InsuranceOrderItem } from '@thwa/domain/contracts/insurance-order-item';
import type { InsuranceQuote } from '@thwa/domain/contracts/insurance';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { CONTACT, adultTraveller, confirmedCheckout, encrypted, refundsOf, runRefundJobs, searchAndPick, orderDetailOf, payByCard } from './booking-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Travel insurance through the api (issue 18): the quote from the premium table, the catalogue's
 * refusals, and a policy placed, paid, issued by the sandbox insurer and documented. A database of
 * this file's own; no worker runs: the test calls the fulfilment and the render itself. The insurer
 * has no surprises here: a policy holder named SANDBOXFAIL asks for its refusal.
 */
const api = useTestApiOnOwnDatabase('thwa_travel_insurance', { RATE_LIMIT_PER_MINUTE: '1000000', INSURER_SURPRISES: 'false' });

const today = () => yangonDate(new Date());
const tenDays = () => ({ startDate: addDays(today(), 20), endDate: addDays(today(), 29) });
const FAMILY = [
  { firstName: 'Aung', lastName: 'Min', age: 42 },
  { firstName: 'Khin', lastName: 'Thida', age: 39 },
  { firstName: 'Su', lastName: 'Myat', age: 9 },
  { firstName: 'မောင်', lastName: 'ကို', age: 4 },
];

async function quote(body: unknown) {
  return post(api.app, '/api/insurance/travel/quote', body);
}

async function store(payload: Record<string, unknown>, key = randomUUID()) {
  return api.app.inject({ method: 'POST', url: '/api/order/v4/insurance/store', payload: await encrypted(api.app, payload), headers: { 'idempotency-key': key } });
}

function policy(overrides: Record<string, unknown> = {}) {
  return {
    area: 'international',
    ...tenDays(),
    language: 'en',
    contact: CONTACT,
    policyHolder: { firstName: 'Aung', lastName: 'Min' },
    beneficiaries: FAMILY.map((person) => ({ uuid: randomUUID(), ...person })),
    ...overrides,
  };
}

describe('a travel insurance quote', () => {
  it('prices each person by area, age band and days from the premium table, with the spec §9 cover', async () => {
    const answer = await quote({ area: 'international', ...tenDays(), ages: FAMILY.map((person) => person.age) });
    expect(answer.statusCode, answer.body).toBe(200);
    const quoted = answer.json<{ data: InsuranceQuote }>().data;
    // 41-60 and 18-40 for 8 to 15 days abroad, then two children.
    expect(quoted).toMatchObject({ coverageDays: 10, premiums: [32_000, 24_000, 19_000, 19_000], total: 94_000, coverage: { hospital: 100_000_000, death: 10_000_000, liability: 100_000_000 } });
    const home = (await quote({ area: 'domestic', startDate: today(), endDate: today(), ages: [25] })).json<{ data: InsuranceQuote }>().data;
    expect(home).toMatchObject({ coverageDays: 1, premiums: [3_500], total: 3_500, coverage: { hospital: 10_000_000 } });
  });

  it.each([
    ['a traveller of 70', { ages: [40, 70] }, 400, 'INSURANCE_AGE', 'body.ages.1'],
    ['31 days', { endDate: 'plus30' }, 400, 'INSURANCE_TOO_LONG', 'body.endDate'],
    ['children alone', { ages: [15, 9] }, 400, 'MISSING_GUARDIAN', 'body.ages'],
    ['a start yesterday', { startDate: 'yesterday' }, 400, 'INSURANCE_DATES', 'body.startDate'],
    ['an unknown area', { area: 'moon' }, 400, 'VALIDATION_FAILED', undefined],
    ['nobody', { ages: [] }, 400, 'VALIDATION_FAILED', undefined],
  ])('refuses %s with the catalogue’s error', async (_case, change, status, errorCode, field) => {
    const { startDate, endDate } = tenDays();
    const body: Record<string, unknown> = { area: 'domestic', startDate, endDate, ages: [30], ...change };
    if (body.endDate === 'plus30') body.endDate = addDays(startDate, 30);
    if (body.startDate === 'yesterday') body.startDate = addDays(today(), -1);
    const answer = await quote(body);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json()).toMatchObject({ errorCode, ...(field ? { field } : {}) });
  });

  it('answers the refusal in Myanmar when asked', async () => {
    const answer = await post(api.app, '/api/insurance/travel/quote?language=mm', { area: 'domestic', ...tenDays(), ages: [12] }, { 'accept-language': 'my' });
    expect(answer.json()).toMatchObject({ errorCode: 'MISSING_GUARDIAN' });
    expect(answer.json().message).toMatch(/[\u1000-\u109F]/);
  });
});

describe('a travel insurance policy', () => {
  it('is placed at the quoted premium, paid once, issued by the insurer after payment, and gives its certificate', async () => {
    const key = randomUUID();
    const payload = policy();
    const [first, again] = await Promise.all([store(payload, key), store(payload, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const placed = first.json().data as { orderId: string; orderKey: string; amount: number; status: string };
    expect(placed).toMatchObject({ amount: 94_000, status: 'held' });

    const held = await orderDetailOf(api.app, placed);
    expect(held.productType).toBe(11);
    expect(held.breakdown).toMatchObject({ subTotal: 0, insurance: 94_000, total: 0, grandTotal: 94_000 });
    const item = held.items[0] as InsuranceOrderItem;
    expect(item).toMatchObject({ product: 'insurance', itemNo: 1, area: 'international', coverageDays: 10, policyNumber: null, premium: 94_000, document: null });
    expect(item.beneficiaries.map((one) => [one.firstName, one.age, one.guardian, one.premium, one.certificateNumber])).toEqual([
      ['Aung', 42, true, 32_000, null],
      ['Khin', 39, true, 24_000, null],
      ['Su', 9, false, 19_000, null],
      ['မောင်', 4, false, 19_000, null],
    ]);

    await payByCard(api.app, placed, 'AUNG MIN');
    expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
    const [row] = await api.connection.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(row!.supplierReference).toMatch(/^MIP-\d{10}$/);
    expect(row!.documentNumbers).toEqual([1, 2, 3, 4].map((n) => `${row!.supplierReference}-0${n}`));

    // The certificate's text is stored before its PDF (which needs Chromium): the text is enough here.
    await api.app.services.notifications.renderDocuments(placed.orderId, 1).catch(() => {});
    const [document] = await api.connection.db.select({ text: tickets.text }).from(tickets).where(and(eq(tickets.orderId, placed.orderId), eq(tickets.itemNo, 1)));
    expect(document!.text).toContain(row!.supplierReference!);
    const issued = await orderDetailOf(api.app, placed);
    expect((issued.items[0] as InsuranceOrderItem).policyNumber).toBe(row!.supplierReference);
    expect((issued.items[0] as InsuranceOrderItem).beneficiaries[3]!.certificateNumber).toBe(`${row!.supplierReference}-04`);
  });

  it('refused by the insurer after payment: cancelled and refunded in full, once', async () => {
    const placed = (await store(policy({ policyHolder: { firstName: 'Test', lastName: 'SANDBOXFAIL' } }))).json().data as { orderId: string; orderKey: string };
    await payByCard(api.app, placed, 'AUNG MIN');
    expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('cancelled');
    expect(await api.app.services.orders.fulfil(placed.orderId, 2)).toBe('skipped');
    const detail = await orderDetailOf(api.app, placed);
    expect(detail.status).toBe('cancelled');
  });

  it.each([
    ['no guardian among the insured', { beneficiaries: [{ uuid: randomUUID(), firstName: 'Su', lastName: 'Myat', age: 9 }] }, 'MISSING_GUARDIAN'],
    ['a beneficiary of 70', { beneficiaries: [{ uuid: randomUUID(), firstName: 'U', lastName: 'Ba', age: 70 }] }, 'INSURANCE_AGE'],
    ['two beneficiaries with one uuid', { beneficiaries: [0, 1].map(() => ({ uuid: '3f0c6f2a-8b1e-4c9d-9a7e-2b5d4c3a1f00', firstName: 'Aung', lastName: 'Min', age: 30 })) }, 'VALIDATION_FAILED'],
    ['more than 30 days', { endDate: addDays(today(), 60) }, 'INSURANCE_TOO_LONG'],
  ])('refuses %s and places nothing', async (_case, change, errorCode) => {
    const refused = await store(policy(change));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errorCode).toBe(errorCode);
  });

  it('keeps each order to its holder: another key reads nothing', async () => {
    const placed = (await store(policy())).json().data as { orderId: string; orderKey: string };
    const other = await post(api.app, '/api/order/detail', { orderId: placed.orderId, orderKey: 'x'.repeat(43) });
    expect(other.statusCode).toBe(404);
  });
});

/** What the ticket-render jobs do for these items; the PDFs need Chromium, which CI installs (scripts/ensure-system-packages.sh). */
async function renderAll(orderId: string, itemNos: number[]) {
  for (const itemNo of itemNos) await api.app.services.notifications.renderDocuments(orderId, itemNo);
}

async function ticketMail(orderId: string) {
  const [mail] = await api.connection.db.select().from(mailMessages).where(eq(mailMessages.messageKey, `order:${orderId}:e-ticket`));
  return mail && { text: mail.text, attachments: mail.attachments as { filename: string }[] };
}

describe('travel insurance added to a flight', () => {
  /** A one-way flight RGN→MDL for two adults, stored with cover for both: one order of two items. */
  async function flightWithCover(lastName: string) {
    const { cacheKey, offer } = await searchAndPick(api.app, { adult: 2, child: 0, infant: 0 });
    const travellers = [adultTraveller({ lastName }), adultTraveller({ firstName: 'Thida', lastName: 'Win', dateOfBirth: '1993-02-01', gender: 'female' })];
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, travellers);
    const stored = await post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT, insurance: true }), { 'idempotency-key': randomUUID() });
    expect(stored.statusCode, stored.body).toBe(200);
    return stored.json().data as { orderId: string; orderKey: string; amount: number };
  }

  async function itemRows(orderId: string) {
    return api.connection.db
      .select({ itemNo: orderItems.itemNo, productType: orderItems.productType, parentItemNo: orderItems.parentItemNo, status: orderItems.status, amount: orderItems.amount })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.itemNo);
  }

  it('is the breakdown’s insurance line, paid in the same payment, and issued after the ticket', async () => {
    const placed = await flightWithCover('Htet');
    const held = await orderDetailOf(api.app, placed);
    const cover = held.items[1] as InsuranceOrderItem;
    expect(held.items.map((item) => item.product)).toEqual(['flight', 'insurance']);
    // A domestic day: two adults of 18-40 at 3,500 each.
    expect(cover).toMatchObject({ area: 'domestic', coverageDays: 1, premium: 7_000, policyHolder: { firstName: 'Aung Ko', lastName: 'Htet' } });
    expect(held.breakdown.insurance).toBe(7_000);
    expect(held.breakdown.grandTotal).toBe(held.breakdown.total + 7_000);
    expect(placed.amount).toBe(held.breakdown.grandTotal);
    expect((await itemRows(placed.orderId)).map(({ itemNo, productType, parentItemNo }) => [itemNo, productType, parentItemNo])).toEqual([
      [1, 2, null],
      [2, 11, 1],
    ]);

    await payByCard(api.app, placed, 'AUNG MIN');
    expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
    expect((await itemRows(placed.orderId)).map((row) => row.status)).toEqual(['completed', 'completed']);
    const issued = await orderDetailOf(api.app, placed);
    expect((issued.items[1] as InsuranceOrderItem).policyNumber).toMatch(/^MIP-\d{10}$/);

    // Each item's document, and one e-mail carrying both once both are rendered; until then the order says a document is pending.
    expect(issued.documentsPending).toBe(true);
    await renderAll(placed.orderId, [1]);
    expect((await orderDetailOf(api.app, placed)).documentsPending).toBe(true);
    await renderAll(placed.orderId, [2]);
    expect((await orderDetailOf(api.app, placed)).documentsPending).toBe(false);
    const mail = await ticketMail(placed.orderId);
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([`${placed.orderId}.pdf`, `${placed.orderId}-insurance-2.pdf`]);
    expect(mail?.text).toContain('Thwa Partner Insurance');
  });

  it('refused by the insurer: the ticket stands and only the cover is refunded, once', async () => {
    const placed = await flightWithCover('SANDBOXFAIL');
    await payByCard(api.app, placed, 'AUNG MIN');
    const runs = await Promise.all([api.app.services.orders.fulfil(placed.orderId, 1), api.app.services.orders.fulfil(placed.orderId, 1)]);
    expect(runs).toContain('completed');
    expect((await itemRows(placed.orderId)).map((row) => row.status)).toEqual(['completed', 'cancelled']);
    const detail = await orderDetailOf(api.app, placed);
    expect(detail.status).toBe('completed');
    const queued = await refundsOf(api, placed.orderId);
    expect(queued.map(({ itemNo, amount, reason }) => ({ itemNo, amount, reason }))).toEqual([{ itemNo: 2, amount: 7_000, reason: 'not_fulfilled' }]);
    // Paid out once however often the job runs: the card gateway gave back the cover's 7,000 and no more.
    await runRefundJobs(api, placed.orderId, 3);
    expect((await refundsOf(api, placed.orderId)).map(({ amount, status }) => ({ amount, status }))).toEqual([{ amount: 7_000, status: 'refunded' }]);
    const [payment] = await api.connection.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    const given = await api.connection.db.select().from(sandboxPaymentRefunds).where(eq(sandboxPaymentRefunds.ref, payment!.providerRef!));
    expect(given.map((refund) => refund.amount)).toEqual([7_000]);
    expect(await orderDetailOf(api.app, placed)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });

    // The e-mail carries the ticket and says the cover was refused and refunded.
    await renderAll(placed.orderId, [1]);
    const mail = await ticketMail(placed.orderId);
    expect(mail?.attachments.map((attachment) => attachment.filename)).toEqual([`${placed.orderId}.pdf`]);
    expect(mail?.text).toContain('The insurer could not issue your travel insurance, so it is cancelled. Its premium, MMK 7,000, is refunded to you');
  });

  it('covers only the travellers it names; naming someone not on the checkout is refused and places nothing', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app, { adult: 2, child: 0, infant: 0 });
    const travellers = [adultTraveller({ lastName: 'Oo' }), adultTraveller({ firstName: 'Thida', lastName: 'Win', dateOfBirth: '1993-02-01', gender: 'female' })];
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, travellers);
    const store = async (insured: string[]) =>
      post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT, insurance: true, insured }), { 'idempotency-key': randomUUID() });
    const stranger = await store([randomUUID()]);
    expect(stranger.statusCode, stranger.body).toBe(400);
    expect(stranger.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', field: 'data.insured' });

    const placed = await store([String(travellers[1]!.uuid)]);
    expect(placed.statusCode, placed.body).toBe(200);
    const held = await orderDetailOf(api.app, placed.json().data);
    const cover = held.items[1] as InsuranceOrderItem;
    // One adult of 18-40 for a domestic day; the policy holder is the one covered.
    expect(cover).toMatchObject({ premium: 3_500, policyHolder: { firstName: 'Thida', lastName: 'Win' } });
    expect(cover.beneficiaries.map((one) => one.firstName)).toEqual(['Thida']);
    expect(held.breakdown.insurance).toBe(3_500);
  });

  it('is refused with the catalogue’s error when the trip cannot be covered, and nothing is placed', async () => {
    const { cacheKey, offer } = await searchAndPick(api.app);
    const checkout = await confirmedCheckout(api.app, cacheKey, offer.offerId, [adultTraveller({ dateOfBirth: '1950-01-01' })]);
    const refused = await post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT, insurance: true }), { 'idempotency-key': randomUUID() });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errorCode).toBe('INSURANCE_AGE');
    // The checkout is not spent: the same travellers can still book the flight alone.
    const alone = await post(api.app, '/api/order/v6/flight/store', await encrypted(api.app, { checkoutId: checkout.checkoutId, contact: CONTACT }), { 'idempotency-key': randomUUID() });
    expect(alone.statusCode, alone.body).toBe(200);
  });
});
