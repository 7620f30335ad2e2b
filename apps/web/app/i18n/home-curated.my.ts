import type { homeCuratedEn } from './home-curated.en.ts';

/** Myanmar strings of the home page's curated block(s); the type keeps its keys equal to English. */
export const homeCuratedMy: Record<keyof typeof homeCuratedEn, string> = {};
