import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { BookAgain } from '@thwa/domain/trips/trips';
import type { WebProduct } from '../web-product.ts';
import { PRODUCT_PAGES } from '../product-pages.ts';
import { lazy } from 'react';

/** The plans for someone of the same age (their age then: the landing shows the plan for it, and the plan's page asks the date of birth again). */
export function healthBookAgainHref(again: BookAgain): string {
  return again.product === 'health' ? `/health-insurance?age=${encodeURIComponent(String(again.age))}` : '/health-insurance';
}

/** The statuses in which an issued plan may be cancelled by the guest (paid, or completed once issued). */
const CANCELLABLE_STATUSES = new Set(['paid', 'completed']);

/**
 * Spec §9: a health plan is cancelled for a full refund within 15 days of issuance, once. What the
 * guest would get back by cancelling on `today` (Yangon date): everything paid while the order is paid
 * or completed and today is not after the item's last day to cancel; null otherwise (the api decides
 * again when they confirm).
 */
export function healthCancellationPreview(item: OrderItem, order: { status: string; paid: number }, today: string): { refund: number } | null {
  if (item.product !== 'health' || !CANCELLABLE_STATUSES.has(order.status) || !item.cancellableUntil) return null;
  return today <= item.cancellableUntil ? { refund: order.paid } : null;
}

/** Health insurance's part of the shared screens (spec §3 product type 13): the plan, its certificate, its cancellation. */
export const healthProduct: WebProduct = {
  item: 'health',
  productType: PRODUCT_TYPE_IDS.healthInsurance,
  paymentPath: '/health-insurance/payment',
  searchPath: '/health-insurance',
  steps: PRODUCT_PAGES.health.steps,
  namespace: 'health',
  thankYouWords: () => import('./thank-you-words.ts').then((words) => words.HEALTH_THANK_YOU_WORDS),
  words: {
    reference: 'health.policyNumber',
    bookAnother: 'health.bookAnother',
    searchAgain: 'health.searchAgain',
    holdEnded: 'health.timer.expired',
    holdExpired: 'health.expired.body',
    starts: 'health.trips.starts',
    ends: 'health.trips.ends',
    people: 'health.trips.people',
  },
  document: {
    view: 'health.certificate.view',
    download: 'health.certificate.download',
    viewTitle: 'health.certificate.title',
    tripsView: 'health.certificate.view',
    tripsDownload: 'health.certificate.download',
    title: 'health.certificate.title',
    reference: 'health.policyNumber',
    viewDownload: 'health.certificate.download',
    fileName: (orderId) => `${orderId}-health-insurance.pdf`,
  },
  bookAgainHref: (again) => healthBookAgainHref(again),
  cancellationPreview: (item, order, { today }) => healthCancellationPreview(item, order, today),
  // On demand: a page loads the plan's views only when it shows one.
  Summary: lazy(() => import('./health-details.tsx').then((views) => ({ default: views.HealthSummary }))),
  Details: lazy(() => import('./health-details.tsx').then((views) => ({ default: views.HealthDetails }))),
  // The certificate shows what the thank-you page details: the plan, the insured person, the beneficiary, the dates.
  Document: lazy(() => import('./health-details.tsx').then((views) => ({ default: views.HealthDetails }))),
};
