import { BannersBlock, RecommendedBlock } from './curated.tsx';
import { HotDealsBlock } from './hot-deals.tsx';
import type { HomeFeeds, SettledHomeFeeds } from './home-blocks.server.ts';
import { PopularDestinationsBlock, PopularLinesBlock, PopularRoutesBlock, TrendingBlock } from './popular.tsx';

/**
 * The home blocks under a landing's search form and announcements (issue 22 item 2), in the order a
 * visitor shops: what is on offer (banners, deals), where people go (popular destinations and, for
 * flights, routes), what we recommend, what is rising, and which airlines fly where. The returning
 * visitor's own blocks come before these (returning-visitor.tsx).
 */
export function HomeBlocks({ feeds }: { feeds: HomeFeeds | SettledHomeFeeds }) {
  return (
    <>
      <BannersBlock feed={feeds.banners} />
      <HotDealsBlock product={feeds.landing} feed={feeds.hotDeals} />
      {feeds.landing === 'flight' ? (
        <>
          <PopularDestinationsBlock product="flight" feed={feeds.popularDestinations} />
          <PopularRoutesBlock feed={feeds.popularRoutes} />
          <RecommendedBlock feed={feeds.recommended} />
          {/* The trending list is of destinations from Yangon (popular.server.ts TRENDING_ORIGIN), written here so no server module reaches the browser. */}
          <TrendingBlock product="flight" origin="RGN" feed={feeds.trending} />
          <PopularLinesBlock feed={feeds.popularLines} />
        </>
      ) : (
        <>
          <PopularDestinationsBlock product="hotel" feed={feeds.popularDestinations} />
          <RecommendedBlock feed={feeds.recommended} />
          <TrendingBlock product="hotel" feed={feeds.trending} />
        </>
      )}
    </>
  );
}
