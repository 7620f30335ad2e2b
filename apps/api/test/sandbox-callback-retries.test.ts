import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { sandboxPaymentSessions } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import type { PayStatusCallback } from '@thwa/domain/contracts/payments';
import type { PaymentProvider } from '../src/partners/payments/payment-provider.ts';
import { CALLBACK_RETRY_SECONDS, createSandboxCallbacks, type SandboxCallbacks } from '../src/partners/payments/sandbox-callbacks.ts';
import { sandboxPagesRoutes } from '../src/partners/payments/sandbox-pages.routes.ts';
import { createSandboxPaymentProviders } from '../src/partners/payments/sandbox-providers.ts';
import { createSandboxSessionsRepository, type SandboxSessionsRepository } from '../src/partners/payments/sandbox-sessions.repository.ts';
import { testDatabaseUrl } from './test-database.ts';

/**
 * The sandbox providers' callback retries (decision 016) on their own: the pages and the outbox with a
 * merchant that fails on demand. Sessions are addressed by ref only, since other files share the database.
 */
const SECRET = 'callback-retries-secret';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let connection: DatabaseConnection;
let repository: SandboxSessionsRepository;
let app: FastifyInstance;
let card: PaymentProvider;
let callbacks: SandboxCallbacks;
let clock = new Date();
let failing = true;
let delivered: PayStatusCallback[] = [];
const scheduled: { ref: string; at: Date }[] = [];

async function merchant(body: PayStatusCallback) {
  if (failing) throw new Error('updatepaystatus answered 503');
  delivered.push(body);
}

beforeAll(async () => {
  connection = connect(testDatabaseUrl(), { max: 5 });
  repository = createSandboxSessionsRepository(connection.db);
  card = createSandboxPaymentProviders({ repository, secret: SECRET, now: () => clock }).card;
  callbacks = createSandboxCallbacks({
    repository,
    secret: SECRET,
    deliver: merchant,
    now: () => clock,
    scheduleRetry: async (ref, at) => {
      scheduled.push({ ref, at });
    },
  });
  app = Fastify({ logger: false });
  await app.register(sandboxPagesRoutes, { repository, secret: SECRET, now: () => clock, deliverCallback: merchant, callbacks });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await connection?.close();
});

beforeEach(() => {
  clock = new Date();
  failing = true;
  delivered = [];
  scheduled.length = 0;
});

/** A card payment paid on the gateway's page while our api does not take its callback. */
async function paidCard(): Promise<{ ref: string; merchantRef: string }> {
  const merchantRef = `PAY${randomBytes(8).toString('hex').toUpperCase()}`;
  const started = await card.start({
    merchantRef,
    orderId: 'TW0000000001',
    amount: 50_000,
    currency: 'MMK',
    expiresAt: new Date(clock.getTime() + 15 * 60_000),
    returnUrl: '/checkout/thank-you?orderId=TW0000000001',
    language: 'en',
  });
  const answer = await app.inject({
    method: 'POST',
    url: `/sandbox/card/${started.providerRef}`,
    headers: FORM,
    payload: new URLSearchParams({ action: 'pay', number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', name: 'Aung Aung' }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return { ref: started.providerRef, merchantRef };
}

describe('sandbox callback retries', () => {
  it('retries with growing delays, each time with a fresh nonce and timestamp, until the merchant takes it', async () => {
    const { ref, merchantRef } = await paidCard();
    const start = clock.getTime();
    let elapsed = 0;
    for (const [index, delay] of CALLBACK_RETRY_SECONDS.slice(0, 3).entries()) {
      const session = await repository.findByRef(ref);
      expect(session).toMatchObject({ callbackAttempts: index + 1, callbackDeliveredAt: null });
      elapsed += delay * 1000;
      expect(session!.callbackDueAt).toEqual(new Date(start + elapsed));
      expect(scheduled.at(-1)).toEqual({ ref, at: new Date(start + elapsed) });
      clock = new Date(start + elapsed - 1000);
      expect(await callbacks.redeliver(ref)).toBe('not-due');
      clock = new Date(start + elapsed);
      if (index < 2) expect(await callbacks.redeliver(ref)).toBe('retrying');
    }
    failing = false;
    expect(await callbacks.redeliver(ref)).toBe('delivered');
    expect(await repository.findByRef(ref)).toMatchObject({ callbackAttempts: 4, callbackDueAt: null, callbackDeliveredAt: clock });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ provider: 'card', paymentRef: merchantRef, status: 'paid', amount: 50_000, timestamp: Math.floor(clock.getTime() / 1000) });
    expect(card.verifyCallback(delivered[0]!, clock)).toEqual({ ok: true });
    // Delivered: nothing more is due, now or later.
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    expect(await callbacks.redeliver(ref)).toBe('not-due');
  });

  it('signs every attempt anew: no two attempts share a nonce', async () => {
    const { ref } = await paidCard();
    failing = false;
    const nonces: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await connection.db.update(sandboxPaymentSessions).set({ callbackDueAt: clock }).where(eq(sandboxPaymentSessions.ref, ref));
      expect(await callbacks.redeliver(ref)).toBe('delivered');
      nonces.push(delivered.at(-1)!.nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('survives a restart: another process finds the due callback in the sessions table', async () => {
    const { ref, merchantRef } = await paidCard();
    // "Restarted": a new outbox on the same table, with a merchant that answers now.
    const received: PayStatusCallback[] = [];
    const restarted = createSandboxCallbacks({ repository, secret: SECRET, deliver: async (body) => void received.push(body), now: () => clock });
    clock = new Date(clock.getTime() + CALLBACK_RETRY_SECONDS[0] * 1000);
    expect(await restarted.redeliver(ref)).toBe('delivered');
    expect(received.map((body) => body.paymentRef)).toEqual([merchantRef]);
  });

  it('two workers racing for one due callback deliver it once', async () => {
    const { ref } = await paidCard();
    failing = false;
    clock = new Date(clock.getTime() + CALLBACK_RETRY_SECONDS[0] * 1000);
    const other = createSandboxCallbacks({ repository, secret: SECRET, deliver: merchant, now: () => clock });
    const results = await Promise.all([callbacks.redeliver(ref), other.redeliver(ref), callbacks.redeliver(ref), other.redeliver(ref)]);
    expect(results.filter((result) => result === 'delivered')).toHaveLength(1);
    expect(delivered).toHaveLength(1);
  });

  it('gives up after the last retry; the merchant must then reconcile', async () => {
    const { ref } = await paidCard();
    for (let attempt = 1; attempt < CALLBACK_RETRY_SECONDS.length; attempt++) {
      clock = (await repository.findByRef(ref))!.callbackDueAt!;
      expect(await callbacks.redeliver(ref)).toBe('retrying');
    }
    clock = (await repository.findByRef(ref))!.callbackDueAt!;
    expect(await callbacks.redeliver(ref)).toBe('given-up');
    expect(await repository.findByRef(ref)).toMatchObject({ callbackAttempts: CALLBACK_RETRY_SECONDS.length + 1, callbackDueAt: null, callbackDeliveredAt: null });
    expect(await card.query(ref)).toBe('paid');
  });
});
