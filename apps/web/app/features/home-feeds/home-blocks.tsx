import { startTransition, useEffect, useMemo, useState } from 'react';
import { useRootData } from '../../i18n/use-messages.ts';
import { BannersBlock, RecommendedBlock } from './curated.tsx';
import { HotDealsBlock } from './hot-deals.tsx';
import type { HomeFeeds, SettledHomeFeeds } from './home-blocks.server.ts';
import type { FeedResult } from './load-feed.server.ts';
import { PopularDestinationsBlock, PopularLinesBlock, PopularRoutesBlock, TrendingBlock } from './popular.tsx';

/** A feed not shown yet: its block keeps its skeleton. */
const NOT_YET = new Promise<never>(() => {});
const FAILED: FeedResult<never> = { status: 'failed' };

/** Every block of a landing in one state: loading (a promise never settled) or failed. */
function allFeeds(landing: 'flight' | 'hotel', feed: Promise<never> | FeedResult<never>): HomeFeeds | SettledHomeFeeds {
  const shared = { banners: feed, recommended: feed, hotDeals: feed, popularDestinations: feed, trending: feed };
  return (landing === 'hotel' ? { landing, ...shared } : { landing, ...shared, popularRoutes: feed, popularLines: feed }) as SettledHomeFeeds;
}

/**
 * A landing's blocks with their feeds asked from the browser (`/home-feeds`, routes/home-feeds.ts): the
 * skeletons at once, then every block's data, or every block failed when the call fails. The page's
 * language is in the address: the browser keeps an answer for a while, and a cache does not tell
 * answers apart by their cookie, so a visitor who switches to Myanmar would be shown the English feeds
 * kept from a moment before. A switch of language asks again.
 */
export function LoadedHomeBlocks({ landing }: { landing: 'flight' | 'hotel' }) {
  const { lang } = useRootData().settings;
  const address = `/home-feeds?landing=${landing}&language=${lang}`;
  const loading = useMemo(() => allFeeds(landing, NOT_YET), [landing]);
  // The answer with the address it came from: an answer in the language left behind is not shown.
  const [answer, setAnswer] = useState<{ address: string; feeds: SettledHomeFeeds } | null>(null);
  useEffect(() => {
    let gone = false;
    fetch(address, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<SettledHomeFeeds>) : (allFeeds(landing, FAILED) as SettledHomeFeeds)))
      .catch(() => allFeeds(landing, FAILED) as SettledHomeFeeds)
      .then((feeds) => {
        // A transition: React renders the blocks in slices between frames (HomeBlocks shows them one by one).
        if (!gone) startTransition(() => setAnswer({ address, feeds }));
      });
    return () => void (gone = true);
  }, [address, landing]);
  // Keyed by the address: a switch of language comes in React Router's transition, and blocks already on
  // the screen that suspended on the new feeds would hold that whole transition (the page would stay in
  // the old language until they came, and for ever on the never-settled promise of `loading`). New
  // blocks show their skeletons instead.
  return <HomeBlocks key={address} feeds={answer?.address === address ? answer.feeds : loading} />;
}

/**
 * How many blocks are shown: one more per task once the feeds are in, each in a transition, so a
 * phone lays out one block's cards at a time between frames and taps instead of some fifty cards in
 * one long task (Lighthouse's blocking time on `/`, bench/RESULTS.md 2026-11-29). Starts again when
 * the feeds change.
 */
function useShownOneByOne(count: number, feeds: unknown): number {
  const [shown, setShown] = useState({ feeds, count: 1 });
  const current = shown.feeds === feeds ? shown.count : 1;
  useEffect(() => {
    if (current >= count) return;
    const next = window.setTimeout(() => startTransition(() => setShown({ feeds, count: current + 1 })), 0);
    return () => window.clearTimeout(next);
  }, [current, count, feeds]);
  return current;
}

/**
 * The home blocks under a landing's search form and announcements (issue 22 item 2), in the order a
 * visitor shops: what is on offer (banners, deals), where people go (popular destinations and, for
 * flights, routes), what we recommend, what is rising, and which airlines fly where. The returning
 * visitor's own blocks come before these (returning-visitor.tsx).
 */
export function HomeBlocks({ feeds }: { feeds: HomeFeeds | SettledHomeFeeds }) {
  const blocks = feeds.landing === 'flight' ? 7 : 5;
  const shown = useShownOneByOne(blocks, feeds);
  /** The feed of the block at `place` (0 first), or its skeleton's until its turn. */
  const at = <Feed,>(place: number, feed: Feed): Feed | typeof NOT_YET => (place < shown ? feed : NOT_YET);
  return (
    <>
      <BannersBlock feed={at(0, feeds.banners)} />
      <HotDealsBlock product={feeds.landing} feed={at(1, feeds.hotDeals)} />
      {feeds.landing === 'flight' ? (
        <>
          <PopularDestinationsBlock product="flight" feed={at(2, feeds.popularDestinations)} />
          <PopularRoutesBlock feed={at(3, feeds.popularRoutes)} />
          <RecommendedBlock feed={at(4, feeds.recommended)} />
          {/* The trending list is of destinations from Yangon (popular.server.ts TRENDING_ORIGIN), written here so no server module reaches the browser. */}
          <TrendingBlock product="flight" origin="RGN" feed={at(5, feeds.trending)} />
          <PopularLinesBlock feed={at(6, feeds.popularLines)} />
        </>
      ) : (
        <>
          <PopularDestinationsBlock product="hotel" feed={at(2, feeds.popularDestinations)} />
          <RecommendedBlock feed={at(3, feeds.recommended)} />
          <TrendingBlock product="hotel" feed={at(4, feeds.trending)} />
        </>
      )}
    </>
  );
}
