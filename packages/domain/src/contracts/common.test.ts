import { describe, expect, it } from 'vitest';
import { SitePath } from './common.ts';

describe('SitePath: where a partner may send the customer back', () => {
  it.each(['/checkout/thank-you', '/account/wallet-topup/thankyou', '/checkout/thank-you?orderId=TW1&x=%2F%2F', '/'])('takes %j, a path on this site', (path) => {
    expect(SitePath.safeParse(path).success).toBe(true);
  });

  it.each([
    ['//evil.example', 'another site, scheme-relative'],
    ['/\\evil.example', 'a backslash, which browsers read as a slash'],
    ['/\t/evil.example', 'a tab, which browsers drop: //evil.example'],
    ['/\n/evil.example', 'a newline, dropped the same way'],
    ['/\r/evil.example', 'a carriage return'],
    ['/ /evil.example', 'a space'],
    ['/checkout\u0000', 'a NUL'],
    ['/caf\u00e9', 'a letter outside ASCII'],
    ['https://evil.example/', 'an address, not a path'],
    ['checkout/thank-you', 'a relative path'],
    [`/${'a'.repeat(300)}`, 'longer than 300'],
  ])('refuses %j: %s', (path) => {
    expect(SitePath.safeParse(path).success).toBe(false);
  });
});
