import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderItems, tickets } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import type { HealthOrderItem } from '@thwa/domain/contracts/health-order-item';
import type { HealthConfirmation, HealthPlanOffer } from '@thwa/domain/contracts/health-insurance';
import { addDays, addYears, yangonDate } from '@thwa/domain/dates';
import { CONTACT, encrypted, refundsOf, runRefundJobs, orderDetailOf, payByCard } from './booking-fixtures.ts';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Health insurance through the api (issue 18, spec §7, §9): the plans for an age, the confirmation of
 * a plan for a date of birth at the shared confirm path, the store of a plan, its issuance by the
 * sandbox insurer and its certificate, and the 15-day cancellation for everything paid, once. A
 * database of this file's own; no worker runs: the test calls fulfilment, render and refunds itself.
 */
const api = useTestApiOnOwnDatabase('thwa_health_insurance', { RATE_LIMIT_PER_MINUTE: '1000000', INSURER_SURPRISES: 'false' });

const today = () => yangonDate(new Date());
/** Born so as to be `age` today (their birthday a month ago). */
const bornAged = (age: number) => addDays(addYears(today(), -age), -30);

async function search(body: unknown) {
  return post(api.app, '/api/insurance/v1/search', body);
}

async function confirm(payload: unknown) {
  return post(api.app, '/api/checkout/v2/confirm', await encrypted(api.app, payload));
}

async function store(payload: Record<string, unknown>, key = randomUUID()) {
  return api.app.inject({ method: 'POST', url: '/api/order/v5/pruinsurance/store', payload: await encrypted(api.app, payload), headers: { 'idempotency-key': key } });
}

function plan(overrides: Record<string, unknown> = {}) {
  return {
    planId: 'HEALTH-41-50',
    language: 'en',
    contact: CONTACT,
    insured: { firstName: 'Thida', lastName: 'Win', dateOfBirth: bornAged(45), gender: 'female' },
    beneficiary: { uuid: randomUUID(), firstName: 'Kyaw', lastName: 'Win', relationship: 'spouse' },
    ...overrides,
  };
}

/** A plan placed, paid by card and issued by the insurer. */
async function issuedPlan(overrides: Record<string, unknown> = {}) {
  const placed = (await store(plan(overrides))).json().data as { orderId: string; orderKey: string; amount: number };
  await payByCard(api.app, placed, 'THIDA WIN');
  expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
  return placed;
}

describe('the health plans for an age (POST /insurance/v1/search)', () => {
  it('answers the plan for the age first, alone in the first list, then every plan of spec §9', async () => {
    const answer = await search({ age: 45 });
    expect(answer.statusCode, answer.body).toBe(200);
    const [[first], all] = answer.json<{ data: [[HealthPlanOffer], HealthPlanOffer[]] }>().data;
    expect(first).toMatchObject({
      planId: 'HEALTH-41-50',
      planName: 'Health plan, ages 41–50',
      ageRange: { from: 41, to: 50 },
      price: 16_700,
      cover: { years: 1, deathBenefit: 1_000_000, perHospitalDay: 10_000, minimumDays: { illness: 3, accident: 1 }, cancelWithinDays: 15 },
    });
    expect(all.map((one) => [one.ageRange.from, one.ageRange.to, one.price])).toEqual([
      [6, 30, 10_500],
      [31, 40, 13_600],
      [41, 50, 16_700],
      [51, 60, 27_200],
      [61, 75, 58_500],
    ]);
    const mm = (await search({ age: 6, language: 'mm' })).json<{ data: [[HealthPlanOffer]] }>().data;
    expect(mm[0][0]).toMatchObject({ price: 10_500, planName: expect.stringMatching(/[\u1000-\u109F]/) });
  });

  it.each([
    ['a child of 5', { age: 5 }, 'HEALTH_AGE', 'body.age'],
    ['someone of 76', { age: 76 }, 'HEALTH_AGE', 'body.age'],
    ['an age that is not a number', { age: 'forty' }, 'VALIDATION_FAILED', undefined],
  ])('refuses %s with the catalogue’s error', async (_case, body, errorCode, field) => {
    const answer = await search(body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode, ...(field ? { field } : {}) });
  });

  it('says so in Myanmar when asked', async () => {
    const answer = await post(api.app, '/api/insurance/v1/search?language=mm', { age: 76 }, { 'accept-language': 'my' });
    expect(answer.json().message).toMatch(/[\u1000-\u109F]/);
  });
});

describe('a health plan confirmed at POST /checkout/v2/confirm', () => {
  it('answers the plan for the date of birth today, its price and the year it would run', async () => {
    const answer = await confirm({ product: 'health', planId: 'HEALTH-41-50', dateOfBirth: bornAged(45) });
    expect(answer.statusCode, answer.body).toBe(200);
    const confirmed = answer.json<{ data: HealthConfirmation }>().data;
    expect(confirmed).toMatchObject({ age: 45, plan: { planId: 'HEALTH-41-50', price: 16_700 }, coverFrom: today(), coverTo: addDays(addYears(today(), 1), -1), cancellableUntil: addDays(today(), 15) });
    // A plan asked for the wrong age is answered with the one the date of birth needs.
    const older = (await confirm({ product: 'health', planId: 'HEALTH-41-50', dateOfBirth: bornAged(52) })).json<{ data: HealthConfirmation }>().data;
    expect(older.plan).toMatchObject({ planId: 'HEALTH-51-60', price: 27_200 });
  });

  it.each([
    ['a child of 5', { product: 'health', planId: 'HEALTH-06-30', dateOfBirth: bornAged(5) }, 'HEALTH_AGE', 'data.dateOfBirth'],
    ['someone of 76', { product: 'health', planId: 'HEALTH-61-75', dateOfBirth: bornAged(76) }, 'HEALTH_AGE', 'data.dateOfBirth'],
    ['a product nobody confirms', { product: 'moon', planId: 'HEALTH-41-50', dateOfBirth: bornAged(45) }, 'VALIDATION_FAILED', 'data.product'],
    ['a plan id that is none', { product: 'health', planId: 'GOLD', dateOfBirth: bornAged(45) }, 'VALIDATION_FAILED', 'data.planId'],
  ])('refuses %s', async (_case, payload, errorCode, field) => {
    const answer = await confirm(payload);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ errorCode, field });
  });

  it('still confirms a flight’s travellers, whose payload names no product', async () => {
    const answer = await confirm({ checkoutId: randomUUID(), travellers: [{}] });
    // The flight's own answer: that checkout is not there (not a health refusal).
    expect(answer.json().errorCode).not.toBe('HEALTH_AGE');
    expect(answer.json().field).not.toBe('data.product');
  });
});

describe('a health plan (POST /order/v5/pruinsurance/store)', () => {
  it('for a 45-year-old costs 16,700 MMK, is paid once, issued by the insurer, and gives its certificate', async () => {
    const key = randomUUID();
    const payload = plan();
    const [first, again] = await Promise.all([store(payload, key), store(payload, key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const placed = first.json().data as { orderId: string; orderKey: string; amount: number; status: string };
    expect(placed).toMatchObject({ amount: 16_700, status: 'held' });

    const held = await orderDetailOf(api.app, placed);
    expect(held.productType).toBe(13);
    expect(held.breakdown).toMatchObject({ insurance: 16_700, grandTotal: 16_700 });
    expect(held.items[0]).toMatchObject({
      product: 'health',
      itemNo: 1,
      planId: 'HEALTH-41-50',
      price: 16_700,
      policyNumber: null,
      coverFrom: null,
      insured: { firstName: 'Thida', age: 45, gender: 'female' },
      beneficiary: { firstName: 'Kyaw', relationship: 'spouse' },
      document: null,
    });

    await payByCard(api.app, placed, 'THIDA WIN');
    expect(await api.app.services.orders.fulfil(placed.orderId, 1)).toBe('completed');
    const [row] = await api.connection.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(row!.supplierReference).toMatch(/^MHP-\d{10}$/);
    expect(row!.documentNumbers).toEqual([`${row!.supplierReference}-01`]);

    // The certificate's text is stored before its PDF (which needs Chromium): the text is enough here.
    await api.app.services.notifications.renderDocuments(placed.orderId, 1).catch(() => {});
    const [document] = await api.connection.db.select({ text: tickets.text }).from(tickets).where(and(eq(tickets.orderId, placed.orderId), eq(tickets.itemNo, 1)));
    expect(document!.text).toContain(row!.supplierReference!);
    const issued = (await orderDetailOf(api.app, placed)).items[0] as HealthOrderItem;
    expect(issued).toMatchObject({ policyNumber: row!.supplierReference, certificateNumber: `${row!.supplierReference}-01`, coverFrom: today(), cancellableUntil: addDays(today(), 15) });
  });

  it.each([
    ['a child of 5', { insured: { firstName: 'Su', lastName: 'Myat', dateOfBirth: bornAged(5), gender: 'female' }, planId: 'HEALTH-06-30' }, 400, 'HEALTH_AGE'],
    ['someone of 76', { insured: { firstName: 'U', lastName: 'Ba', dateOfBirth: bornAged(76), gender: 'male' }, planId: 'HEALTH-61-75' }, 400, 'HEALTH_AGE'],
    ['the plan of another age', { planId: 'HEALTH-31-40' }, 409, 'HEALTH_PLAN_MISMATCH'],
    ['a beneficiary without a uuid', { beneficiary: { firstName: 'Kyaw', lastName: 'Win', relationship: 'spouse' } }, 400, 'VALIDATION_FAILED'],
    ['a relationship not offered', { beneficiary: { uuid: randomUUID(), firstName: 'Kyaw', lastName: 'Win', relationship: 'neighbour' } }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s and places nothing', async (_case, change, status, errorCode) => {
    const [{ count: before }] = (await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from orders`)).rows as [{ count: number }];
    const refused = await store(plan(change));
    expect(refused.statusCode, refused.body).toBe(status);
    expect(refused.json().errorCode).toBe(errorCode);
    const [{ count: after }] = (await api.connection.db.execute<{ count: number }>(sql`select count(*)::int as count from orders`)).rows as [{ count: number }];
    expect(after).toBe(before);
  });

  it('keeps each order to its holder: another key reads nothing, and cannot cancel it', async () => {
    const placed = (await store(plan())).json().data as { orderId: string; orderKey: string };
    expect((await post(api.app, '/api/order/detail', { orderId: placed.orderId, orderKey: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await post(api.app, '/api/order/cancel', { orderId: placed.orderId, orderKey: 'x'.repeat(43) })).statusCode).toBe(404);
  });
});

describe('cancelling an issued health plan', () => {
  it('within 15 days refunds everything paid exactly once, however many cancellations race, and voids the policy', async () => {
    const placed = await issuedPlan();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(api.app, '/api/order/cancel', { ...placed })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(answers[0]!.json().data.guestCancellation).toEqual({ refund: 16_700, refundTo: 'payment' });
    await runRefundJobs(api, placed.orderId, 2);
    expect((await refundsOf(api, placed.orderId)).map(({ itemNo, amount, reason, status }) => ({ itemNo, amount, reason, status }))).toEqual([
      { itemNo: 1, amount: 16_700, reason: 'cancelled', status: 'refunded' },
    ]);
    expect(await orderDetailOf(api.app, placed)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    // The insurer is told once, after the cancellation committed.
    const withdrawals = await api.connection.db.execute<{ data: unknown }>(sql`select data from pgboss.job where name = 'item-withdraw' and data->>'orderId' = ${placed.orderId}`);
    expect(withdrawals.rows.map((row) => row.data)).toEqual([{ orderId: placed.orderId, itemNo: 1 }]);
    await api.app.services.orders.withdraw(placed.orderId, 1);
  });

  it('after 15 days is not cancelled online, and nothing is refunded', async () => {
    const placed = await issuedPlan();
    // Issued 16 days ago (Yangon noon, whatever the machine's zone).
    await api.connection.db.update(orderItems).set({ issuedAt: new Date(`${addDays(today(), -16)}T05:30:00Z`) }).where(eq(orderItems.orderId, placed.orderId));
    const refused = await post(api.app, '/api/order/cancel', { ...placed });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errorCode).toBe('BOOKING_NOT_CANCELLABLE');
    expect(await refundsOf(api, placed.orderId)).toEqual([]);
    expect(await orderDetailOf(api.app, placed)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
  });
});
