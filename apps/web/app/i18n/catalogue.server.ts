import type { Language } from '@thwa/domain/settings';
import { en, type Messages } from './en.ts';
import { shellEn } from './shell.en.ts';
import { my, shellMy } from './my.ts';
import { flightSearchEn } from './flight-search.en.ts';
import { flightSearchMy } from './flight-search.my.ts';
import { flightListingEn } from './flight-listing.en.ts';
import { flightListingMy } from './flight-listing.my.ts';
import { checkoutEn } from './checkout.en.ts';
import { checkoutMy } from './checkout.my.ts';
import { paymentEn } from './payment.en.ts';
import { paymentMy } from './payment.my.ts';
import { accountEn } from './account.en.ts';
import { accountMy } from './account.my.ts';
import { tripsEn } from './trips.en.ts';
import { tripsMy } from './trips.my.ts';
import { walletEn } from './wallet.en.ts';
import { walletMy } from './wallet.my.ts';
import { hotelSearchEn } from './hotel-search.en.ts';
import { hotelSearchMy } from './hotel-search.my.ts';
import { hotelListingEn } from './hotel-listing.en.ts';
import { hotelListingMy } from './hotel-listing.my.ts';
import { hotelCheckoutEn } from './hotel-checkout.en.ts';
import { hotelCheckoutMy } from './hotel-checkout.my.ts';
import { opsEn } from './ops.en.ts';
import { opsMy } from './ops.my.ts';
import { campaignEn } from './campaign.en.ts';
import { campaignMy } from './campaign.my.ts';
import { homeEn } from './home.en.ts';
import { homeMy } from './home.my.ts';
import { namespacesFor, type CatalogueNamespace } from './namespaces.ts';
import { PRODUCT_CATALOGUES } from './product-catalogues.server.ts';

const FEATURES: Record<CatalogueNamespace, Record<Language, Readonly<Record<string, string>>>> = {
  search: { en: flightSearchEn, mm: flightSearchMy },
  listing: { en: flightListingEn, mm: flightListingMy },
  checkout: { en: checkoutEn, mm: checkoutMy },
  payment: { en: paymentEn, mm: paymentMy },
  account: { en: accountEn, mm: accountMy },
  trips: { en: tripsEn, mm: tripsMy },
  wallet: { en: walletEn, mm: walletMy },
  hotelSearch: { en: hotelSearchEn, mm: hotelSearchMy },
  hotelListing: { en: hotelListingEn, mm: hotelListingMy },
  hotelCheckout: { en: hotelCheckoutEn, mm: hotelCheckoutMy },
  ops: { en: opsEn, mm: opsMy },
  campaign: { en: campaignEn, mm: campaignMy },
  home: { en: homeEn, mm: homeMy },
  ...PRODUCT_CATALOGUES,
};

/** Server-only: the whole catalogue of one language, for text a loader or action words itself. */
export function messagesFor(lang: Language): Messages {
  return lang === 'mm' ? my : en;
}

/**
 * The catalogue a page carries: its language only, and of that only the shell's strings and those of
 * the features its route renders (namespaces.ts). Typed as the whole catalogue because the components
 * of a route only ask for keys of its namespaces.
 */
export function pageMessagesFor(lang: Language, pathname: string): Messages {
  const parts = [lang === 'mm' ? shellMy : shellEn, ...namespacesFor(pathname).map((namespace) => FEATURES[namespace][lang])];
  return Object.assign({}, ...parts) as Messages;
}
