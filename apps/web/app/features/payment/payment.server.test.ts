import { describe, expect, it, vi } from 'vitest';
import type { PaymentActionData } from './payment-data.ts';
import { loadPayment, payForOrder } from './payment.server.ts';

const ORDER = 'TW2611220001';
const KEY = 'k'.repeat(40);
const COOKIE = `thwa_order_${ORDER}=${KEY}`;

interface Seen {
  path: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

function transport(answers: Record<string, { status: number; body: unknown }>) {
  const seen: Seen[] = [];
  const api = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    seen.push({ path, body: request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : {}, idempotencyKey: request.headers.get('idempotency-key') });
    const answer = answers[path] ?? { status: 500, body: { code: 500, errorCode: 'UNEXPECTED', message: 'boom', requestId: 'r' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return { api, seen };
}

function payRequest(fields: Record<string, string>, cookie = COOKIE) {
  return new Request(`http://thwa.test/flight/payment?orderId=${ORDER}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function actionData(response: unknown): Promise<{ status: number; data: PaymentActionData }> {
  const value = response as { data: PaymentActionData; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, data: value.data };
}

const KEY_FIELD = { idempotencyKey: '6b1f0c1e-1111-4c4c-9999-000000000001' };

describe('Pay (POST /pay/makepayment)', () => {
  it("says 'Please select a payment method.' when none is chosen, and asks the api nothing (spec §5)", async () => {
    const { api, seen } = transport({});
    const { status, data } = await actionData(await payForOrder({ request: payRequest(KEY_FIELD), api }));
    expect(status).toBe(400);
    expect(data).toMatchObject({ kind: 'invalid', fieldErrors: { method: 'Please select a payment method.' } });
    expect(seen).toEqual([]);
  });

  it('asks for the cash-on-delivery address before paying with sub-category 19', async () => {
    const { api, seen } = transport({});
    const { data } = await actionData(await payForOrder({ request: payRequest({ ...KEY_FIELD, method: '5:19', address: '', township: 'K' }), api }));
    expect(data).toMatchObject({ kind: 'invalid', fieldErrors: { address: expect.any(String), township: expect.any(String) } });
    expect(seen).toEqual([]);
  });

  it('sends the idempotency key as a header, and cash-on-delivery details only with 19', async () => {
    const { api, seen } = transport({
      '/pay/makepayment': {
        status: 200,
        body: { code: 200, data: { paymentId: 'P1', orderId: ORDER, amount: 1, expiresAt: '2031-03-09T03:30:00Z', action: { type: 'code', paymentCode: 'X', shopsUrl: '/shops' } } },
      },
    });
    const response = (await payForOrder({
      request: payRequest({ ...KEY_FIELD, method: '2:11', address: 'No. 12, Pyay Road', township: 'Kamayut' }),
      api,
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/checkout/thank-you?orderId=${ORDER}`);
    expect(seen[0]).toMatchObject({ path: '/pay/makepayment', idempotencyKey: KEY_FIELD.idempotencyKey, body: { orderId: ORDER, orderKey: KEY, categoryId: 2, subCategoryId: 11 } });
    expect(seen[0]?.body).not.toHaveProperty('cashOnDelivery');
  });

  it("sends the browser to the card gateway's hosted page as a full document load", async () => {
    const { api } = transport({
      '/pay/makepayment': {
        status: 200,
        body: { code: 200, data: { paymentId: 'P1', orderId: ORDER, amount: 1, expiresAt: '2031-03-08T03:45:00Z', action: { type: 'redirect', url: 'http://thwa.test/sandbox/card/ref1' } } },
      },
    });
    const response = (await payForOrder({ request: payRequest({ ...KEY_FIELD, method: '2:11' }), api })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://thwa.test/sandbox/card/ref1');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('shows a QR as an image, never as markup', async () => {
    const { api } = transport({
      '/pay/makepayment': {
        status: 200,
        body: {
          code: 200,
          data: { paymentId: 'P1', orderId: ORDER, amount: 1, expiresAt: '2031-03-08T03:45:00Z', action: { type: 'qr', qr: 'x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>', appUrl: 'kbzpay://pay?x' } },
        },
      },
    });
    const { data } = await actionData(await payForOrder({ request: payRequest({ ...KEY_FIELD, method: '3:15' }), api, now: new Date('2031-03-08T03:30:00Z') }));
    expect(data).toMatchObject({ kind: 'qr', appUrl: 'kbzpay://pay?x', secondsLeft: 900 });
    expect(data.kind === 'qr' && data.qrSrc.startsWith('data:image/svg+xml;base64,')).toBe(true);
  });

  it('a promo code that stopped applying since the page was shown: its reason beside the promo field, and a fresh key', async () => {
    const { api } = transport({
      '/pay/makepayment': {
        status: 400,
        body: { code: 400, errorCode: 'VALIDATION_FAILED', message: 'Some information is missing or not valid.', field: 'data.promoCode', fieldErrors: { 'data.promoCode': 'used_up' }, requestId: 'r' },
      },
    });
    const { status, data } = await actionData(await payForOrder({ request: payRequest({ ...KEY_FIELD, method: '2:11', promo: 'FIRST100' }), api }));
    expect(status).toBe(400);
    expect(data).toMatchObject({ kind: 'invalid', fieldErrors: { promo: 'This promo code has been fully used.' }, method: '2:11' });
    expect(data.kind === 'invalid' && data.idempotencyKey).not.toBe(KEY_FIELD.idempotencyKey);
  });

  it('without the order key cookie the booking is not available, and the api is not asked', async () => {
    const { api, seen } = transport({});
    const { data } = await actionData(await payForOrder({ request: payRequest({ ...KEY_FIELD, method: '2:11' }, ''), api }));
    expect(data.kind).toBe('unavailable');
    expect(seen).toEqual([]);
  });
});

describe('the payment page loader', () => {
  it('says "This booking is not available" without the order key cookie', async () => {
    const { api, seen } = transport({});
    const result = (await loadPayment({ request: new Request(`http://thwa.test/flight/payment?orderId=${ORDER}`), api })) as unknown as {
      data: { kind: string; title: string };
      init: { status: number };
    };
    expect(result.data).toMatchObject({ kind: 'unavailable', title: 'This booking is not available' });
    expect(result.init.status).toBe(403);
    expect(seen).toEqual([]);
  });
});
