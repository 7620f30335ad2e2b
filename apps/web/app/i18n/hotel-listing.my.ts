import type { hotelListingEn } from './hotel-listing.en.ts';

/** The hotel listing screens' Myanmar strings; keys mirror hotel-listing.en.ts. */
export const hotelListingMy: Record<keyof typeof hotelListingEn, string> = {};
