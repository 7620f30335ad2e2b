import { shellEn } from './shell.en.ts';
import { flightSearchEn } from './flight-search.en.ts';
import { flightListingEn } from './flight-listing.en.ts';
import { checkoutEn } from './checkout.en.ts';
import { paymentEn } from './payment.en.ts';
import { accountEn } from './account.en.ts';
import { tripsEn } from './trips.en.ts';
import { walletEn } from './wallet.en.ts';
import { hotelSearchEn } from './hotel-search.en.ts';
import { hotelListingEn } from './hotel-listing.en.ts';
import { hotelCheckoutEn } from './hotel-checkout.en.ts';
import { opsEn } from './ops.en.ts';
import { campaignEn } from './campaign.en.ts';
import { homeEn } from './home.en.ts';
import type { ProductMessageKey } from '../products/product-pages.ts';
import { PRODUCT_CATALOGUES } from './product-catalogues.server.ts';

const coreEn = { ...shellEn, ...flightSearchEn, ...flightListingEn, ...checkoutEn, ...paymentEn, ...accountEn, ...tripsEn, ...walletEn, ...hotelSearchEn, ...hotelListingEn, ...hotelCheckoutEn, ...opsEn, ...campaignEn, ...homeEn } as const;

/** A key of any catalogue: the shell's, a core feature's or a registered product's (products/product-pages.ts). */
export type MessageKey = keyof typeof coreEn | ProductMessageKey;
export type { ShellKey } from './shell.en.ts';
export type Messages = Record<MessageKey, string>;

/**
 * Every English interface string: the shell's and each feature's. Only the active language is sent,
 * inside the page. The products' catalogues arrive at run time, which is why MessageKey takes their
 * keys from the registry's types rather than from this object.
 */
export const en = Object.assign({}, coreEn, ...Object.values(PRODUCT_CATALOGUES).map((catalogue) => catalogue.en)) as Messages;
