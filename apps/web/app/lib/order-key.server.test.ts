import { describe, expect, it } from 'vitest';
import { readOrderKey, setOrderKeyCookie } from './order-key.server.ts';

const ORDER = 'TW2611220001';
const KEY = 'k'.repeat(40);

describe('order key cookie', () => {
  it('is httpOnly, SameSite=Lax, for the whole site, for 7 days, Secure only over https', () => {
    const headers = new Headers();
    setOrderKeyCookie(headers, ORDER, KEY, new Request('http://localhost/flight/contact-info'));
    const cookie = headers.get('set-cookie') ?? '';
    expect(cookie).toBe(`thwa_order_${ORDER}=${KEY}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`);
    const secure = new Headers();
    setOrderKeyCookie(secure, ORDER, KEY, new Request('http://localhost/x', { headers: { 'x-forwarded-proto': 'https' } }));
    expect(secure.get('set-cookie')).toContain('; Secure');
  });

  it('reads back the key of that order only', () => {
    const request = new Request('http://localhost/flight/payment', { headers: { cookie: `a=b; thwa_order_${ORDER}=${KEY}; thwa_order_TW2611220002=${'z'.repeat(40)}` } });
    expect(readOrderKey(request, ORDER)).toBe(KEY);
    expect(readOrderKey(request, 'TW2611220003')).toBeNull();
    expect(readOrderKey(request, 'not-an-order')).toBeNull();
  });

  it('refuses to write what the api never gives', () => {
    expect(() => setOrderKeyCookie(new Headers(), 'TW1', KEY, new Request('http://localhost/'))).toThrow(RangeError);
    expect(() => setOrderKeyCookie(new Headers(), ORDER, 'short;evil', new Request('http://localhost/'))).toThrow(RangeError);
  });
});
