import { describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { loadThankYou } from './thank-you.server.ts';
import { orderDetail } from './test-orders.ts';

/** 'Pay now' of Track booking, My trips and the e-mail: `/checkout/thank-you?orderId=&key=` (issue 19, paying later). */
const ORDER = 'TW2611220001';
const PAY_KEY = `pay_${'p'.repeat(43)}`;
const OWN_KEY = 'o'.repeat(43);
const NOW = new Date('2031-03-08T03:35:00Z');
const config = { brandName: 'Thwa', supportPhone: '+95 1 860 0600', supportEmail: 'support@thwa.test', showAppDownloadLink: false, demo: false };

function runtimeAnswering(detail: OrderDetail | null) {
  const seen: Record<string, unknown>[] = [];
  const api = vi.fn(async (request: Request) => {
    seen.push((await request.json()) as Record<string, unknown>);
    return detail
      ? Response.json({ code: 200, data: detail })
      : Response.json({ code: 404, errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r' }, { status: 404 });
  });
  return { runtime: { api, config }, seen };
}

async function open(key: string, detail: OrderDetail | null, cookie?: string) {
  const { runtime, seen } = runtimeAnswering(detail);
  const request = new Request(`http://thwa.test/checkout/thank-you?orderId=${ORDER}&key=${encodeURIComponent(key)}`, { headers: cookie ? { cookie } : {} });
  const thrown = await loadThankYou({ request, runtime, now: NOW }).then(
    () => {
      throw new Error('the key is taken out of the address by a redirect');
    },
    (response: unknown) => response as Response,
  );
  return { response: thrown, seen };
}

const awaitingPayment = orderDetail({ status: 'held', paymentStatus: 'none', outcome: 'unpaid', payment: null, holdExpiresAt: '2031-03-08T03:45:00Z', payKey: PAY_KEY });

describe('opening an order by its payment key', () => {
  it('keeps the key for this browser and goes on to the payment page while the order awaits payment', async () => {
    const { response, seen } = await open(PAY_KEY, awaitingPayment);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/flight/payment?orderId=${ORDER}`);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^thwa_order_${ORDER}=${PAY_KEY}; Path=/;.*HttpOnly`));
    expect(seen).toEqual([expect.objectContaining({ orderId: ORDER, orderKey: PAY_KEY })]);
  });

  it('shows an order already paid (or ended) as it stands, without the key in the address', async () => {
    const { response } = await open(PAY_KEY, orderDetail({ payKey: null }));
    expect(response.headers.get('location')).toBe(`/checkout/thank-you?orderId=${ORDER}`);
    expect(response.headers.get('set-cookie')).toContain(`thwa_order_${ORDER}=${PAY_KEY}`);
  });

  it("never replaces the order's own key this browser holds, which can also cancel", async () => {
    const { response } = await open(PAY_KEY, awaitingPayment, `thwa_order_${ORDER}=${OWN_KEY}`);
    expect(response.headers.get('location')).toBe(`/flight/payment?orderId=${ORDER}`);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('keeps nothing of a key that opens nothing, or that is not a key at all (the api is not asked)', async () => {
    const wrong = await open(PAY_KEY, null);
    expect(wrong.response.headers.get('location')).toBe(`/checkout/thank-you?orderId=${ORDER}`);
    expect(wrong.response.headers.get('set-cookie')).toBeNull();
    const junk = await open('<script>', awaitingPayment);
    expect(junk.response.headers.get('set-cookie')).toBeNull();
    expect(junk.seen).toEqual([]);
  });
});
