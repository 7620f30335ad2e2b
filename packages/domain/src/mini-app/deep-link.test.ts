import { describe, expect, it } from 'vitest';
import { hasDeepLink, readDeepLink, withoutDeepLink } from './deep-link.ts';

const TOKEN = 'aB3_dE5-fG7hJ9kL1mN2';

describe('readDeepLink', () => {
  it('reads the token, the client, the platform and the referral code', () => {
    const result = readDeepLink(new URLSearchParams({ client: 'KBZPay', kbzpay_token: TOKEN, appName: 'ios', referralCode: 'AGENT-7', phoneNumber: '0999', customerName: 'X', UserID: 'u1' }));
    expect(result).toEqual({ ok: true, link: { token: TOKEN, client: 'kbzpay', platform: 'ios', referralCode: 'AGENT-7' } });
  });

  it('keeps none of the identity parameters: only the partner says who the customer is', () => {
    const result = readDeepLink(new URLSearchParams({ kbzpay_token: TOKEN, phoneNumber: '09123', customerName: 'Forged', UserID: 'admin' }));
    expect(JSON.stringify(result)).not.toMatch(/09123|Forged|admin/);
  });

  it('takes AppName when client is missing, and kbzpay when neither says', () => {
    expect(readDeepLink(new URLSearchParams({ kbzpay_token: TOKEN, AppName: 'WavePay' }))).toMatchObject({ link: { client: 'wavepay', platform: 'other' } });
    expect(readDeepLink(new URLSearchParams({ kbzpay_token: TOKEN, client: 'not a name!' }))).toMatchObject({ link: { client: 'kbzpay' } });
  });

  it('refuses a missing or malformed token', () => {
    expect(readDeepLink(new URLSearchParams({ client: 'kbzpay' }))).toEqual({ ok: false, reason: 'missing_token' });
    expect(readDeepLink(new URLSearchParams({ kbzpay_token: 'short' }))).toEqual({ ok: false, reason: 'invalid_token' });
    expect(readDeepLink(new URLSearchParams({ kbzpay_token: `${TOKEN}<script>` }))).toEqual({ ok: false, reason: 'invalid_token' });
  });

  it('drops a referral code it would not store (spec §3: empty at first)', () => {
    expect(readDeepLink(new URLSearchParams({ kbzpay_token: TOKEN, referralCode: 'a b' }))).toMatchObject({ link: { referralCode: null } });
    expect(readDeepLink(new URLSearchParams({ kbzpay_token: TOKEN, referralCode: '' }))).toMatchObject({ link: { referralCode: null } });
  });
});

describe('withoutDeepLink', () => {
  it('removes the deep-link parameters and keeps the others', () => {
    expect(withoutDeepLink(new URL(`http://x/flight?kbzpay_token=${TOKEN}&client=kbzpay&lang=mm&referralCode=R`))).toBe('/flight?lang=mm');
    expect(withoutDeepLink(new URL('http://x/?UserID=1&phoneNumber=2&customerName=3&AppName=4&appName=ios'))).toBe('/');
  });

  it('hasDeepLink is the token', () => {
    expect(hasDeepLink(new URLSearchParams({ kbzpay_token: TOKEN }))).toBe(true);
    expect(hasDeepLink(new URLSearchParams({ client: 'kbzpay' }))).toBe(false);
  });
});
