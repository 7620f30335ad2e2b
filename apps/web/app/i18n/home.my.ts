import type { homeEn } from './home.en.ts';
import { homeCuratedMy } from './home-curated.my.ts';
import { homeDealsMy } from './home-deals.my.ts';
import { homePopularMy } from './home-popular.my.ts';

/** Myanmar strings of the home blocks; the type keeps its keys equal to English. */
const homeBlocksMy = {
  'home.block.loading': '{title} ကို ဖွင့်နေသည်…',
  'home.block.failed': 'ယခု ဖွင့်၍ မရပါ။ ခဏနေမှ ထပ်ကြိုးစားပါ။',
};

export const homeMy: Record<keyof typeof homeEn, string> = { ...homeBlocksMy, ...homeDealsMy, ...homePopularMy, ...homeCuratedMy };
