/**
 * Which feature catalogues a page needs besides the shell's strings. The root loader sends only
 * these (a landing page in Myanmar does not carry the checkout's and payment's strings), and the root
 * revalidates when a navigation needs another set. Keep it in step with the features a route renders.
 */
export type CatalogueNamespace = 'search' | 'listing' | 'checkout' | 'payment';

const BOOKING: readonly CatalogueNamespace[] = ['listing', 'checkout'];
const AFTER_BOOKING: readonly CatalogueNamespace[] = ['listing', 'checkout', 'payment'];

export function namespacesFor(pathname: string): readonly CatalogueNamespace[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/flight') return ['search'];
  if (path === '/flight/depart/search' || path === '/flight/return/search') return ['search', 'listing'];
  if (path === '/flight/checkout' || path === '/flight/contact-info') return BOOKING;
  if (path === '/flight/payment' || path === '/checkout/thank-you' || path === '/checkout/offline-thank-you' || path === '/track-booking') return AFTER_BOOKING;
  return [];
}

/** True when two paths need the same catalogues (the root's data can stay as it is). */
export function sameCatalogues(a: string, b: string): boolean {
  return namespacesFor(a).join() === namespacesFor(b).join();
}
