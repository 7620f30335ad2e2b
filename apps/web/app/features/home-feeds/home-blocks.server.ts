import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { loadBanners, loadRecommended } from './curated.server.ts';
import { loadHotDeals } from './hot-deals.server.ts';
import { loadFlightTrending, loadHotelTrending, loadPopularFlightDestinations, loadPopularHotelDestinations, loadPopularLines, loadPopularRoutes } from './popular.server.ts';

/** Every feed a landing's home blocks show (issue 22 item 2), asked at once; each settles within FEED_WAIT_MS and never rejects. */
export function loadHomeBlocks(api: ApiClient, landing: 'flight' | 'hotel', lang: Language, now: Date) {
  const shared = { banners: loadBanners(api, landing, lang), recommended: loadRecommended(api, lang), hotDeals: loadHotDeals(api, landing, { lang }) };
  if (landing === 'hotel') {
    return { landing, ...shared, popularDestinations: loadPopularHotelDestinations(api, lang, now), trending: loadHotelTrending(api, lang, now) } as const;
  }
  return {
    landing,
    ...shared,
    popularDestinations: loadPopularFlightDestinations(api, lang, now),
    popularRoutes: loadPopularRoutes(api, lang, now),
    popularLines: loadPopularLines(api, lang, now),
    trending: loadFlightTrending(api, lang, now),
  } as const;
}

export type HomeFeeds = ReturnType<typeof loadHomeBlocks>;
/** The feeds once settled, as `/home-feeds` answers them (each block's data, or its failure). */
export type SettledHomeFeeds = HomeFeeds extends infer Feeds ? (Feeds extends unknown ? { [Key in keyof Feeds]: Awaited<Feeds[Key]> } : never) : never;

/** Waits for every feed (none waits longer than FEED_WAIT_MS, none rejects). */
export async function settleHomeBlocks(feeds: HomeFeeds): Promise<SettledHomeFeeds> {
  const settled = await Promise.all(Object.entries(feeds).map(async ([key, value]) => [key, await value] as const));
  return Object.fromEntries(settled) as SettledHomeFeeds;
}
