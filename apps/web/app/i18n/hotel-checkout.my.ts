import type { hotelCheckoutEn } from './hotel-checkout.en.ts';

/** The hotel checkout screens' Myanmar strings; keys mirror hotel-checkout.en.ts. */
export const hotelCheckoutMy: Record<keyof typeof hotelCheckoutEn, string> = {};
