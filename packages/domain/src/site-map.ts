import { PRODUCT_PAGES } from './contracts/products.ts';

/**
 * The pages the web app serves today (spec §2 routes as they are built). Content written for later
 * features may link to pages that do not exist yet; those links are shown as plain text until the
 * page is added here, so no link leads to a dead end. Add a pattern when its route ships; a product's
 * pages are in the products' type map (contracts/products.ts PRODUCT_PAGES).
 */
export const SERVED_PAGES: readonly RegExp[] = [
  ...PRODUCT_PAGES,
  /^\/$/,
  /^\/flight$/,
  /^\/flight\/(depart|return)\/search$/,
  /^\/flight\/(checkout|contact-info|payment)$/,
  /^\/hotel$/,
  /^\/hotel\/(listing|detail|detail\/room|checkout|payment)$/,
  /^\/hotel\/review(\/report)?$/,
  /^\/checkout\/(thank-you|offline-thank-you)$/,
  /^\/track-booking$/,
  // Where a partner-wallet deep link whose token was refused lands (decision 041).
  /^\/mini-app\/refused$/,
  /^\/content\/[a-z0-9-]+$/,
  // The timetable, and every deals campaign by its slug (decision 042; one that is not showing answers 404).
  /^\/campaign\/[a-z0-9-]+$/,
  /^\/sign-in$/,
  /^\/account$/,
  /^\/account\/(info|notification|delete-my-account|sub-agent-info|statement)$/,
  /^\/account\/sub-agent-form(\/[A-Za-z0-9_-]+)?$/,
  /^\/account\/(my-wallet|wallet-topup|wallet-topup\/thankyou|wallet-history)$/,
  /^\/traveler-(list|info)$/,
  /^\/agents\/apply$/,
  /^\/account\/(my-trip|my-trip\/view-ticket|purchased-history)$/,
  // The operations console's pages (issue 20), for employees; each console part adds its own.
  /^\/ops(\/(sign-in|audit|invitation))?$/,
];

/** True for a site-relative path (query and hash ignored) that the web app serves. */
export function isServedPage(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const pathname = href.split(/[?#]/)[0] ?? href;
  return SERVED_PAGES.some((pattern) => pattern.test(pathname));
}
