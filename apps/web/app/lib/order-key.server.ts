/**
 * The order key proves that this browser placed the order (the api answers it once, at store time).
 * It lives in an httpOnly cookie per order, so the payment and thank-you pages can load the order
 * without an account, and script on the page never sees it.
 */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const ORDER_ID = /^TW\d{10}$/;
const ORDER_KEY = /^[A-Za-z0-9_-]{32,64}$/;

export function orderKeyCookieName(orderId: string): string {
  return `thwa_order_${orderId}`;
}

function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  return (request.headers.get('x-forwarded-proto') ?? '').split(',')[0]?.trim() === 'https';
}

/** Whether `value` has the form of a key the api gives (an order key, or a payment key). */
export function isOrderKey(value: string): boolean {
  return ORDER_KEY.test(value);
}

/** Appends the Set-Cookie header for `orderId` to `headers`. */
export function setOrderKeyCookie(headers: Headers, orderId: string, orderKey: string, request: Request): void {
  if (!ORDER_ID.test(orderId) || !ORDER_KEY.test(orderKey)) throw new RangeError('not an order id and key the api gives');
  const parts = [`${orderKeyCookieName(orderId)}=${orderKey}`, 'Path=/', `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (isHttps(request)) parts.push('Secure');
  headers.append('Set-Cookie', parts.join('; '));
}

/** The key this browser holds for `orderId`, or null. */
export function readOrderKey(request: Request, orderId: string): string | null {
  if (!ORDER_ID.test(orderId)) return null;
  const name = orderKeyCookieName(orderId);
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return ORDER_KEY.test(value) ? value : null;
  }
  return null;
}
