import { describe, expect, it } from 'vitest';
import { signInHrefFrom } from './sign-in-href.ts';

describe("the header's sign-in link", () => {
  it('comes back to the page it was tapped on, query and all', () => {
    const href = new URL(signInHrefFrom('/flight/payment', '?orderId=TW2611220001'), 'http://thwa.test');
    expect(href.pathname).toBe('/sign-in');
    expect(href.searchParams.get('redirect')).toBe('/flight/payment?orderId=TW2611220001');
  });

  it('goes to the account from the home page and the sign-in page', () => {
    expect(signInHrefFrom('/', '')).toBe('/sign-in');
    expect(signInHrefFrom('/sign-in', '?tab=signup')).toBe('/sign-in');
  });
});
