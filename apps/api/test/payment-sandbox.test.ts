import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import { PayStatusCallback } from '@thwa/domain/contracts/payments';
import type { PaymentProvider, StartResult } from '../src/partners/payments/payment-provider.ts';
import { createSandboxPaymentProviders, type SandboxProviderKind } from '../src/partners/payments/sandbox-providers.ts';
import { sandboxPagesRoutes } from '../src/partners/payments/sandbox-pages.routes.ts';
import { createSandboxSessionsRepository, type SandboxSessionsRepository } from '../src/partners/payments/sandbox-sessions.repository.ts';
import { testDatabaseUrl } from './test-database.ts';

const SECRET = 'integration-test-secret';
const MINUTE = 60_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let connection: DatabaseConnection;
let repository: SandboxSessionsRepository;
let app: FastifyInstance;
let providers: Record<SandboxProviderKind, PaymentProvider>;
/** The clock both the providers and the pages read; tests move it to expire sessions. */
let clock = new Date();
let delivered: PayStatusCallback[] = [];
let failDelivery = false;
/** When set, every session read waits until this many reads are in flight: submissions then truly race. */
let readBarrier: { size: number; waiting: (() => void)[] } | undefined;

/** The real repository, with reads that can be held at a barrier. */
function racingRepository(real: SandboxSessionsRepository): SandboxSessionsRepository {
  return {
    ...real,
    async findByRef(ref) {
      const session = await real.findByRef(ref);
      const barrier = readBarrier;
      if (barrier) {
        await new Promise<void>((resolve) => {
          barrier.waiting.push(resolve);
          if (barrier.waiting.length >= barrier.size) for (const release of barrier.waiting) release();
        });
      }
      return session;
    },
  };
}

beforeAll(async () => {
  connection = connect(testDatabaseUrl(), { max: 5 });
  repository = createSandboxSessionsRepository(connection.db);
  providers = createSandboxPaymentProviders({ repository, secret: SECRET, now: () => clock });
  app = Fastify({ logger: false });
  await app.register(sandboxPagesRoutes, {
    repository: racingRepository(repository),
    secret: SECRET,
    now: () => clock,
    deliverCallback: async (body) => {
      if (failDelivery) throw new Error('merchant unreachable');
      // Let a racing submission run while this one "talks to the merchant".
      await new Promise((resolve) => setTimeout(resolve, 20));
      delivered.push(body);
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await connection?.close();
});

beforeEach(() => {
  clock = new Date();
  delivered = [];
  failDelivery = false;
  readBarrier = undefined;
});

function merchantRef(): string {
  return `PAY${randomBytes(8).toString('hex').toUpperCase()}`;
}

async function start(kind: SandboxProviderKind, options: { amount?: number; minutes?: number; ref?: string } = {}) {
  const ref = options.ref ?? merchantRef();
  const result = await providers[kind].start({
    merchantRef: ref,
    orderId: 'TW250601000001',
    amount: options.amount ?? 125_000,
    currency: 'MMK',
    expiresAt: new Date(clock.getTime() + (options.minutes ?? 15) * MINUTE),
    returnUrl: `/checkout/thank-you?orderId=TW250601000001&payment=${ref}`,
    language: 'en',
  });
  return { ...result, merchantRef: ref, returnUrl: `/checkout/thank-you?orderId=TW250601000001&payment=${ref}` };
}

function urlOf(result: StartResult): string {
  if (result.action.type === 'redirect') return result.action.url;
  if (result.action.type === 'qr') return result.action.appUrl;
  throw new Error(`no page for ${result.action.type}`);
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const GOOD_CARD = { action: 'pay', number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', name: 'Aung Aung' };

function payCard(url: string, fields: Record<string, string> = GOOD_CARD) {
  return app.inject({ method: 'POST', url, headers: FORM, payload: form(fields) });
}

describe('card gateway', () => {
  it('sends the customer to the hosted page, which shows the payment under a sandbox banner and a strict policy', async () => {
    const payment = await start('card', { amount: 98_500 });
    expect(payment.action).toEqual({ type: 'redirect', url: `/sandbox/card/${payment.providerRef}` });
    expect(payment.providerRef).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const page = await app.inject({ method: 'GET', url: urlOf(payment) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('MMK 98,500');
    expect(page.body).toContain('<label for="number">Card number</label>');
    expect(page.body).toContain('4000 0000 0000 9995');

    const myanmar = await app.inject({ method: 'GET', url: `${urlOf(payment)}?lang=mm` });
    expect(myanmar.body).toContain('<html lang="my">');
    expect(myanmar.body).toContain('၉၈,၅၀၀ ကျပ်');
  });

  it('approves a test card: one signed "paid" callback for our payment, then 303 back to the return URL', async () => {
    const payment = await start('card');
    const answer = await payCard(urlOf(payment));
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(payment.returnUrl);

    expect(delivered).toHaveLength(1);
    const callback = PayStatusCallback.parse(delivered[0]);
    expect(callback).toMatchObject({ provider: 'card', paymentRef: payment.merchantRef, status: 'paid', amount: 125_000, currency: 'MMK' });
    expect(providers.card.verifyCallback(callback, clock)).toEqual({ ok: true });
    // Another provider's key never accepts it, and a changed amount breaks the signature.
    expect(providers.mobile_wallet.verifyCallback(callback, clock)).toEqual({ ok: false, reason: 'signature' });
    expect(providers.card.verifyCallback({ ...callback, amount: 1 }, clock)).toEqual({ ok: false, reason: 'signature' });
    expect(providers.card.verifyCallback(callback, new Date(clock.getTime() + 10 * MINUTE))).toEqual({ ok: false, reason: 'stale' });

    expect(await providers.card.query(payment.providerRef)).toBe('paid');
    // Back from the shop's page after paying: straight back to the shop, not the card form again.
    const again = await app.inject({ method: 'GET', url: urlOf(payment) });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(payment.returnUrl);
  });

  it('settles a double submission once: one callback, both answers go back to the merchant', async () => {
    const payment = await start('card');
    // All three read the session as pending before any of them settles it.
    readBarrier = { size: 3, waiting: [] };
    const answers = await Promise.all([payCard(urlOf(payment)), payCard(urlOf(payment)), payCard(urlOf(payment))]);
    readBarrier = undefined;
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303, 303]);
    expect(answers.map((answer) => answer.headers.location)).toEqual([payment.returnUrl, payment.returnUrl, payment.returnUrl]);
    // One reply each: a loser once sent the 'already paid' page and then the redirect over it ('Reply
    // was already sent'), which reached the browser as a redirect carrying that page.
    expect(answers.map((answer) => answer.body)).toEqual(['', '', '']);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.status).toBe('paid');
  });

  it('completes a session in exactly one of several racing updates', async () => {
    const payment = await start('card');
    const results = await Promise.all(Array.from({ length: 5 }, () => repository.complete(payment.providerRef, 'paid', clock)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await repository.complete(payment.providerRef, 'failed', clock)).toBe(false);
    expect(await providers.card.query(payment.providerRef)).toBe('paid');
  });

  it.each([
    ['declined', '4000 0000 0000 0002'],
    ['insufficient funds', '4000000000009995'],
  ])('reports a %s card as failed', async (_name, number) => {
    const payment = await start('card');
    const answer = await payCard(urlOf(payment), { ...GOOD_CARD, number });
    expect(answer.statusCode).toBe(303);
    expect(delivered.map((body) => [body.paymentRef, body.status])).toEqual([[payment.merchantRef, 'failed']]);
    expect(providers.card.verifyCallback(delivered[0]!, clock)).toEqual({ ok: true });
    expect(await providers.card.query(payment.providerRef)).toBe('failed');
  });

  it('re-renders the form with every error and keeps the payment open', async () => {
    const payment = await start('card');
    const answer = await payCard(urlOf(payment), { action: 'pay', number: '4111 1111 1111 1112', expiry: '01/20', cvc: '1', name: '' });
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain('Enter a valid card number.');
    expect(answer.body).toContain('This card has expired.');
    expect(answer.body).toContain('Enter the 3 or 4 digit security code.');
    expect(answer.body).toContain('Enter the name on the card.');
    expect(answer.body).toContain('aria-invalid="true"');
    expect(delivered).toHaveLength(0);
    expect(await providers.card.query(payment.providerRef)).toBe('pending');

    const notTest = await payCard(urlOf(payment), { ...GOOD_CARD, number: '5555555555554444' });
    expect(notTest.statusCode).toBe(422);
    expect(notTest.body).toContain('accepts only the test cards');

    expect((await payCard(urlOf(payment))).statusCode).toBe(303);
    expect(delivered).toHaveLength(1);
  });

  it('cancels: a failed callback and back to the merchant', async () => {
    const payment = await start('card');
    const answer = await payCard(urlOf(payment), { action: 'cancel' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(payment.returnUrl);
    expect(delivered.map((body) => body.status)).toEqual(['failed']);
  });

  it('refuses an expired session with a clear page and sends no callback', async () => {
    const payment = await start('card', { minutes: 1 });
    clock = new Date(clock.getTime() + 2 * MINUTE);
    const page = await app.inject({ method: 'GET', url: urlOf(payment) });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This payment has expired');
    const answer = await payCard(urlOf(payment));
    expect(answer.statusCode).toBe(410);
    expect(delivered).toHaveLength(0);
    expect(await providers.card.query(payment.providerRef)).toBe('failed');
  });

  it('still settles and redirects when the callback cannot be delivered; query tells the truth', async () => {
    failDelivery = true;
    const payment = await start('card');
    const answer = await payCard(urlOf(payment));
    expect(answer.statusCode).toBe(303);
    expect(await providers.card.query(payment.providerRef)).toBe('paid');
  });

  it('answers 404 for an unknown or malformed ref, and a card page never serves a wallet session', async () => {
    expect((await app.inject({ method: 'GET', url: `/sandbox/card/${'A'.repeat(32)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/card/..%2F..' })).statusCode).toBe(404);
    const wallet = await start('mobile_wallet');
    expect((await app.inject({ method: 'GET', url: `/sandbox/card/${wallet.providerRef}` })).statusCode).toBe(404);
    expect(await providers.card.query(wallet.providerRef)).toBe('unknown');
  });

  it('refuses to start with a return URL off our origin', async () => {
    await expect(
      providers.card.start({
        merchantRef: merchantRef(),
        orderId: 'TW1',
        amount: 1000,
        currency: 'MMK',
        expiresAt: new Date(clock.getTime() + MINUTE),
        returnUrl: '//evil.example/phish',
        language: 'en',
      }),
    ).rejects.toMatchObject({ code: 'invalid_request' });
  });
});

describe('mobile wallet', () => {
  it('answers a QR code and an app link; the app approves with the PIN and tells the customer to go back', async () => {
    const payment = await start('mobile_wallet', { amount: 45_000 });
    expect(payment.action.type).toBe('qr');
    if (payment.action.type !== 'qr') return;
    expect(payment.action.qr).toBe(`thwapay://pay?ref=${payment.providerRef}&amount=45000`);
    expect(payment.action.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(payment.action.appUrl).toBe(`/sandbox/wallet/${payment.providerRef}`);

    const screen = await app.inject({ method: 'GET', url: payment.action.appUrl });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('MMK 45,000');
    expect(screen.body).toContain('<label for="pin">');

    const wrong = await app.inject({ method: 'POST', url: payment.action.appUrl, headers: FORM, payload: form({ action: 'approve', pin: '000000' }) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Wrong PIN');
    expect(delivered).toHaveLength(0);

    const right = await app.inject({ method: 'POST', url: payment.action.appUrl, headers: FORM, payload: form({ action: 'approve', pin: '123456' }) });
    expect(right.statusCode).toBe(200);
    expect(right.headers.location).toBeUndefined();
    expect(right.body).toContain('Payment approved');
    expect(right.body).toContain('Return to Thwa');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ provider: 'mobile_wallet', paymentRef: payment.merchantRef, status: 'paid', amount: 45_000 });
    expect(providers.mobile_wallet.verifyCallback(delivered[0]!, clock)).toEqual({ ok: true });

    const twice = await app.inject({ method: 'POST', url: payment.action.appUrl, headers: FORM, payload: form({ action: 'approve', pin: '123456' }) });
    expect(twice.statusCode).toBe(409);
    expect(delivered).toHaveLength(1);
  });

  it('rejects: a failed callback', async () => {
    const payment = await start('mobile_wallet');
    const answer = await app.inject({ method: 'POST', url: urlOf(payment), headers: FORM, payload: form({ action: 'reject' }) });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Payment rejected');
    expect(delivered.map((body) => body.status)).toEqual(['failed']);
  });
});

describe('partner shop counter', () => {
  it('finds a pay-at-shop code, shows amount and expiry, and records the cash once', async () => {
    const payment = await start('pay_at_shop', { amount: 310_000, minutes: 24 * 60 });
    expect(payment.paymentCode).toMatch(/^[1-9][0-9]{9}$/);
    expect(payment.action).toEqual({ type: 'code', paymentCode: payment.paymentCode, shopsUrl: '/sandbox/shop' });
    const code = payment.paymentCode!;

    const counter = await app.inject({ method: 'GET', url: '/sandbox/shop' });
    expect(counter.statusCode).toBe(200);
    expect(counter.body).toContain('<label for="code">Payment code</label>');

    // Read out in groups: the counter keeps only the digits.
    const found = await app.inject({ method: 'GET', url: `/sandbox/shop?code=${encodeURIComponent(`${code.slice(0, 5)} ${code.slice(5)}`)}` });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('MMK 310,000');
    expect(found.body).toContain('Pay at shop');
    expect(found.body).toContain('Cash received');

    const recorded = await app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: form({ code }) });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.body).toContain('Payment recorded');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ provider: 'pay_at_shop', paymentRef: payment.merchantRef, status: 'paid', amount: 310_000 });
    expect(providers.pay_at_shop.verifyCallback(delivered[0]!, clock)).toEqual({ ok: true });

    const again = await app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: form({ code }) });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('do not take cash');
    expect(delivered).toHaveLength(1);
  });

  it('takes cash-on-delivery codes at the same counter', async () => {
    const payment = await start('cash_on_delivery', { minutes: 3 * 24 * 60 });
    expect(payment.action).toEqual({ type: 'contact', contactWithinHours: { min: 2, max: 24 } });
    expect(payment.paymentCode).toMatch(/^[1-9][0-9]{9}$/);
    const found = await app.inject({ method: 'GET', url: `/sandbox/shop?code=${payment.paymentCode}` });
    expect(found.body).toContain('Cash on delivery');
    const recorded = await app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: form({ code: payment.paymentCode! }) });
    expect(recorded.statusCode).toBe(200);
    expect(delivered.map((body) => [body.provider, body.status])).toEqual([['cash_on_delivery', 'paid']]);
  });

  it('says so for a wrong, unknown or expired code, and takes no cash for it', async () => {
    expect((await app.inject({ method: 'GET', url: '/sandbox/shop?code=12345' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/sandbox/shop?code=0000000000' })).statusCode).toBe(422);
    const payment = await start('pay_at_shop', { minutes: 60 });
    clock = new Date(clock.getTime() + 61 * MINUTE);
    const expired = await app.inject({ method: 'GET', url: `/sandbox/shop?code=${payment.paymentCode}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).not.toContain('Cash received');
    const post = await app.inject({ method: 'POST', url: '/sandbox/shop', headers: FORM, payload: form({ code: payment.paymentCode! }) });
    expect(post.statusCode).toBe(410);
    expect(delivered).toHaveLength(0);
  });

  it('gives every payment its own code', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, async () => (await start('pay_at_shop')).paymentCode));
    expect(new Set(codes).size).toBe(20);
  });
});

describe('refunds', () => {
  it('refunds only a paid payment, in parts up to what it took, each refund once by its key', async () => {
    const payment = await start('card');
    await expect(providers.card.refund(payment.providerRef, 125_000, 'refund-1')).rejects.toMatchObject({ code: 'not_refundable' });
    expect(await providers.card.query(payment.providerRef)).toBe('pending');

    await payCard(urlOf(payment));
    await expect(providers.card.refund(payment.providerRef, 125_001, 'refund-1')).rejects.toMatchObject({ code: 'invalid_amount' });
    const { refundRef } = await providers.card.refund(payment.providerRef, 100_000, 'refund-1');
    expect(refundRef).toMatch(/^RF[A-Za-z0-9_-]+$/);
    // The same key again is the same refund (a retried job), not a second one.
    expect(await providers.card.refund(payment.providerRef, 100_000, 'refund-1')).toEqual({ refundRef });
    expect(await providers.card.query(payment.providerRef)).toBe('paid');
    // What is left, and not a kyat more.
    await expect(providers.card.refund(payment.providerRef, 25_001, 'refund-2')).rejects.toMatchObject({ code: 'invalid_amount' });
    const second = await providers.card.refund(payment.providerRef, 25_000, 'refund-2');
    expect(second.refundRef).not.toBe(refundRef);
    expect(await providers.card.query(payment.providerRef)).toBe('refunded');
    await expect(providers.card.refund(payment.providerRef, 1, 'refund-3')).rejects.toMatchObject({ code: 'not_refundable' });
    await expect(providers.mobile_wallet.refund(payment.providerRef, 1, 'refund-4')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('takes one of two racing refunds of the whole payment under different keys', async () => {
    const payment = await start('card');
    await payCard(urlOf(payment));
    const results = await Promise.allSettled([providers.card.refund(payment.providerRef, 125_000, 'race-a'), providers.card.refund(payment.providerRef, 125_000, 'race-b')]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('does not refund a failed payment', async () => {
    const payment = await start('card');
    await payCard(urlOf(payment), { ...GOOD_CARD, number: '4000000000000002' });
    await expect(providers.card.refund(payment.providerRef, 125_000, 'refund-1')).rejects.toMatchObject({ code: 'not_refundable' });
  });
});
