import type { homeDealsEn } from './home-deals.en.ts';

/** Myanmar strings of the home page's deals block(s); the type keeps its keys equal to English. */
export const homeDealsMy: Record<keyof typeof homeDealsEn, string> = {};
