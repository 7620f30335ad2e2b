import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AllTopupResponse } from '@thwa/domain/contracts/wallet';
import { DEVELOPMENT_SECRETS } from '../src/config.ts';
import { newNonce, providerSecret, signCallback } from '../src/partners/payments/signing.ts';
import { createAccount } from './account-fixtures.ts';
import { useTestApi } from './harness.ts';
import { balanceOf, startCardTopup } from './wallet-fixtures.ts';

const secrets = () => ({ PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'), LINK_SIGNING_SECRET: randomBytes(24).toString('hex') });

describe('production with its defaults', () => {
  const api = useTestApi({ NODE_ENV: 'production', ...secrets() });

  it('serves neither the sandbox providers’ pages nor the development mailbox', async () => {
    expect(api.config).toMatchObject({ SANDBOX_PAYMENTS: false, SANDBOX_SOURCES: false, DEV_MAILBOX: false, DEMO: false });
    expect((await api.app.inject({ method: 'GET', url: '/sandbox/card/PAY0000000000000000000000' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/sandbox/shop' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
  });

  it('offers no sandbox top-up method, so the test card cannot credit a wallet', async () => {
    const member = await createAccount(api);
    const answer = await api.app.inject({ method: 'POST', url: '/api/checkout/v4/all-topup', payload: {}, headers: member.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<AllTopupResponse>().data.methods).toEqual([]);
    const started = await api.app.inject({
      method: 'POST',
      url: '/api/checkout/v4/all-topup',
      payload: { amount: 1_000_000, categoryId: 2, subCategoryId: 11 },
      headers: { ...member.headers, 'idempotency-key': randomBytes(12).toString('hex') },
    });
    expect(started.statusCode).toBe(400);
    expect(await balanceOf(api, member)).toBe(0);
  });
});

describe('production with sandbox payments enabled for a staging site', () => {
  const api = useTestApi({ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'true', ...secrets() });

  it('is labelled a demo, and a callback forged with the published development secret credits nothing', async () => {
    expect(api.config.DEMO).toBe(true);
    const member = await createAccount(api);
    const topup = await startCardTopup(api, member, 1_000_000);
    const forged = signCallback(
      { provider: 'card', status: 'paid', currency: 'MMK', timestamp: Math.floor(Date.now() / 1000), nonce: newNonce(), paymentRef: topup.topupId, amount: 1_000_000 },
      providerSecret(DEVELOPMENT_SECRETS.PAYMENT_SANDBOX_SECRET, 'card'),
    );
    const answer = await api.app.inject({ method: 'POST', url: '/api/pay/updatepaystatus', payload: forged });
    expect(answer.json()).toMatchObject({ code: 400, errorCode: 'PAYMENT_REJECTED', field: 'body.signature' });
    expect(await balanceOf(api, member)).toBe(0);
  });
});

describe('a worker-only process (ROLES=worker)', () => {
  const api = useTestApi({ ROLES: 'worker' });

  it('answers its health check and nothing else: no api, no sandbox pages, no mailbox', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const url of ['/api/setting/countrycodes', '/api/flight?q=RGN', '/sandbox/shop', '/dev/mailbox']) {
      expect((await api.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
