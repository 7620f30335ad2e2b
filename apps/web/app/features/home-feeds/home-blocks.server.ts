import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { loadBanners, loadRecommended } from './curated.server.ts';
import { loadHotDeals } from './hot-deals.server.ts';
import { loadFlightTrending, loadHotelTrending, loadPopularFlightDestinations, loadPopularHotelDestinations, loadPopularLines, loadPopularRoutes } from './popular.server.ts';

/**
 * Every feed a landing's home blocks show (issue 22 item 2), asked at once and returned unawaited:
 * the loader answers with the search form's data, and React Router streams each block after it as its
 * feed settles (loadFeed never rejects and waits at most FEED_WAIT_MS), so no feed delays the form.
 */
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
