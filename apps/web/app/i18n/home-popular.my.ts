import type { homePopularEn } from './home-popular.en.ts';

/** Myanmar strings of the home page's popular block(s); the type keeps its keys equal to English. */
export const homePopularMy: Record<keyof typeof homePopularEn, string> = {};
