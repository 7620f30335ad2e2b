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
import { insuranceEn } from './insurance.en.ts';
import { healthEn } from './health.en.ts';

/** Every English interface string: the shell's and each feature's. Only the active language is sent, inside the page. */
export const en = { ...shellEn, ...flightSearchEn, ...flightListingEn, ...checkoutEn, ...paymentEn, ...accountEn, ...tripsEn, ...walletEn, ...hotelSearchEn, ...hotelListingEn, ...hotelCheckoutEn, ...insuranceEn, ...healthEn } as const;

export type MessageKey = keyof typeof en;
export type { ShellKey } from './shell.en.ts';
export type Messages = Record<MessageKey, string>;
