import type { hotelSearchEn } from './hotel-search.en.ts';

/** The hotel search screens' Myanmar strings; keys mirror hotel-search.en.ts. */
export const hotelSearchMy: Record<keyof typeof hotelSearchEn, string> = {};
