import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { BookAgain } from '@thwa/domain/trips/trips';
import type { WebProduct } from '../web-product.ts';
import { PRODUCT_PAGES } from '../product-pages.ts';
import { lazy } from 'react';

/** The quote page for the same party in the same area (the dates are the guest's to choose again). */
export function insuranceBookAgainHref(again: BookAgain): string {
  if (again.product !== 'insurance') return '/insurance';
  return `/insurance?${new URLSearchParams({ area: again.area, ages: again.ages.join(',') }).toString()}`;
}

/** Travel insurance's part of the shared screens (spec §3 product type 11): the policy, its certificates. */
export const insuranceProduct: WebProduct = {
  item: 'insurance',
  productType: PRODUCT_TYPE_IDS.insurance,
  paymentPath: '/insurance/payment',
  searchPath: '/insurance',
  steps: PRODUCT_PAGES.insurance.steps,
  namespace: 'insurance',
  thankYouWords: () => import('./thank-you-words.ts').then((words) => words.INSURANCE_THANK_YOU_WORDS),
  words: {
    reference: 'insurance.policyNumber',
    bookAnother: 'insurance.bookAnother',
    searchAgain: 'insurance.searchAgain',
    holdEnded: 'insurance.timer.expired',
    holdExpired: 'insurance.expired.body',
    starts: 'insurance.trips.starts',
    ends: 'insurance.trips.ends',
    people: 'insurance.trips.people',
  },
  document: {
    view: 'insurance.certificate.view',
    download: 'insurance.certificate.download',
    viewTitle: 'insurance.certificate.title',
    tripsView: 'insurance.certificate.view',
    tripsDownload: 'insurance.certificate.download',
    title: 'insurance.certificate.title',
    reference: 'insurance.policyNumber',
    viewDownload: 'insurance.certificate.download',
    // The api's download and the e-mail's attachment name a certificate so.
    fileName: (orderId) => `${orderId}-insurance.pdf`,
  },
  bookAgainHref: (again) => insuranceBookAgainHref(again),
  // A policy is not cancelled online.
  cancellationPreview: () => null,
  // On demand: a page loads the policy's views only when it shows one.
  Summary: lazy(() => import('./insurance-details.tsx').then((views) => ({ default: views.InsuranceSummary }))),
  Details: lazy(() => import('./insurance-details.tsx').then((views) => ({ default: views.InsuranceDetails }))),
  // The certificate shows what the thank-you page details: the cover, its holder and the insured people.
  Document: lazy(() => import('./insurance-details.tsx').then((views) => ({ default: views.InsuranceDetails }))),
};
