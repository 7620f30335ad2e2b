import { PRODUCT_CONSOLE_PAGES, PRODUCT_NAMESPACES, PRODUCT_PAGES, type ProductNamespace } from '../products/product-pages.ts';

/**
 * Which feature catalogues a page needs besides the shell's strings. The root loader sends only
 * these (a landing page in Myanmar does not carry the checkout's and payment's strings), and the root
 * revalidates when a navigation needs another set. Keep it in step with the features a route renders.
 * The core features' namespaces are named here; every other product's come from its entry in
 * products/product-pages.ts, with its pages.
 */
export type CoreNamespace = 'search' | 'listing' | 'checkout' | 'payment' | 'account' | 'trips' | 'wallet' | 'hotelSearch' | 'hotelListing' | 'hotelCheckout' | 'ops' | 'campaign' | 'home';
export type CatalogueNamespace = CoreNamespace | ProductNamespace;

const BOOKING: readonly CatalogueNamespace[] = ['listing', 'checkout'];
const AFTER_BOOKING: readonly CatalogueNamespace[] = ['listing', 'checkout', 'payment'];
/** Each registered product's pages: the core namespaces its entry lists, then its own. */
const PRODUCT_PAGE_NAMESPACES: ReadonlyMap<string, readonly CatalogueNamespace[]> = new Map(
  PRODUCT_NAMESPACES.flatMap((namespace) => Object.entries(PRODUCT_PAGES[namespace].pages).map(([path, core]) => [path, [...core, namespace]] as const)),
);

export function namespacesFor(pathname: string): readonly CatalogueNamespace[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The landings carry the home blocks (issue 22 item 2) below their search form.
  if (path === '/' || path === '/flight') return ['search', 'home'];
  if (path === '/flight/depart/search' || path === '/flight/return/search') return ['search', 'listing'];
  // The checkout offers a signed-in user's saved travellers (trips catalogue), and /traveler-info reuses its traveller fields.
  if (path === '/flight/checkout' || path === '/traveler-info') return [...BOOKING, 'trips'];
  if (path === '/traveler-list') return ['trips'];
  // My trips words each product's trips (an insurance cover's dates and insured people from its catalogue).
  if (path === '/account/purchased-history' || path === '/account/my-trip') return ['trips', ...PRODUCT_NAMESPACES];
  // The laid-out document is its product's: a flight's reads the trips catalogue, a stay's the hotel checkout's.
  if (path === '/account/my-trip/view-ticket') return ['trips', 'hotelCheckout', ...PRODUCT_NAMESPACES];
  if (path === '/flight/contact-info') return BOOKING;
  // The campaign pages (issue 22 item 3): the flight timetable.
  if (path.startsWith('/campaign/')) return ['campaign'];
  // The payment page offers a signed-in member's wallet, with its two modals (spec §8).
  if (path === '/flight/payment') return [...AFTER_BOOKING, 'wallet'];
  if (/^\/account\/(my-wallet|wallet-topup|wallet-topup\/thankyou|wallet-history)$/.test(path)) return ['payment', 'wallet'];
  // The thank-you page and the booking tracker word an order of any product from its product's catalogue.
  if (path === '/checkout/thank-you' || path === '/track-booking') return [...AFTER_BOOKING, 'hotelCheckout', ...PRODUCT_NAMESPACES];
  if (path === '/checkout/offline-thank-you') return AFTER_BOOKING;
  // Hotels: the search bar rides on every page before the checkout, so dates and guests can change.
  if (path === '/hotel') return ['hotelSearch', 'home'];
  if (path === '/hotel/listing' || path === '/hotel/detail' || path === '/hotel/detail/room') return ['hotelSearch', 'hotelListing'];
  // The review form of a stay (decision 031): its words are the hotel pages'.
  if (path === '/hotel/review') return ['hotelListing'];
  // The hotel checkout reuses the flight checkout's contact fields and modals.
  if (path === '/hotel/checkout') return ['checkout', 'hotelCheckout'];
  if (path === '/hotel/payment') return [...AFTER_BOOKING, 'wallet', 'hotelCheckout'];
  if (path === '/sign-in' || path === '/agents/apply' || path === '/account' || /^\/account\/(info|notification|delete-my-account|sub-agent-info|sub-agent-form|statement)(\/|$)/.test(path)) return ['account'];
  // An order's page in the console shows each item through its own product, as the thank-you page does (issue 20).
  if (/^\/ops\/orders\/[^/]+$/.test(path)) return ['ops', ...AFTER_BOOKING, 'hotelCheckout', ...PRODUCT_NAMESPACES];
  // A product's console page and the pages below it: the console's words and the product's own.
  const consolePage = PRODUCT_CONSOLE_PAGES.find((page) => path === page.path || path.startsWith(`${page.path}/`));
  if (consolePage) return ['ops', consolePage.namespace];
  // The operations console (issue 20): its own words only, for employees.
  if (path === '/ops' || path.startsWith('/ops/')) return ['ops'];
  return PRODUCT_PAGE_NAMESPACES.get(path) ?? [];
}

/** True when two paths need the same catalogues (the root's data can stay as it is). */
export function sameCatalogues(a: string, b: string): boolean {
  return namespacesFor(a).join() === namespacesFor(b).join();
}
