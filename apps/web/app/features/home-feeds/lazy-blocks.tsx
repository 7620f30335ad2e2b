import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { HomeFeeds, SettledHomeFeeds } from './home-blocks.server.ts';
import type { FeedResult } from './load-feed.server.ts';

// The blocks' code and data are not part of a landing's first view: with them rendered on the server,
// `/` carried some 60 KB more HTML and its data, and a throttled phone spent its first seconds on them
// (Lighthouse 77-91 against 97, TBT up to 737 ms, bench/RESULTS.md 2026-11-29), for blocks below the
// search form. They are fetched when they come near the screen, and show their skeletons meanwhile.
const Blocks = lazy(() => import('./home-blocks.tsx').then((module) => ({ default: module.HomeBlocks })));
const Returning = lazy(() => import('./returning-visitor.tsx').then((module) => ({ default: module.ReturningVisitor })));

/**
 * The blocks load once their place is on the screen: on a phone the search form fills the first
 * screen, so a visit that never scrolls never pays for them (400 px ahead, Lighthouse's phone still
 * loaded them in its first seconds: TBT 378 ms on /, bench/RESULTS.md 2026-11-29).
 */
const AHEAD = '0px';

const FAILED: FeedResult<never> = { status: 'failed' };
const NEVER = new Promise<never>(() => {});

/** Every block of a landing in one state: loading (a promise never settled) or failed. */
function allFeeds(landing: 'flight' | 'hotel', feed: Promise<never> | FeedResult<never>): HomeFeeds | SettledHomeFeeds {
  const shared = { banners: feed, recommended: feed, hotDeals: feed, popularDestinations: feed, trending: feed };
  return (landing === 'hotel' ? { landing, ...shared } : { landing, ...shared, popularRoutes: feed, popularLines: feed }) as SettledHomeFeeds;
}

/** The home blocks (home-blocks.tsx) of a landing: their code and feeds (`/home-feeds`) asked when they come near the screen. */
export function LazyHomeBlocks({ landing }: { landing: 'flight' | 'hotel' }) {
  const mark = useRef<HTMLDivElement>(null);
  const [feeds, setFeeds] = useState<HomeFeeds | SettledHomeFeeds | null>(null);

  useEffect(() => {
    let gone = false;
    const load = () => {
      setFeeds(allFeeds(landing, NEVER));
      fetch(`/home-feeds?landing=${landing}`, { headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? (response.json() as Promise<SettledHomeFeeds>) : allFeeds(landing, FAILED)))
        .catch(() => allFeeds(landing, FAILED))
        .then((settled) => {
          // A transition: React renders the blocks in slices between frames (home-blocks.tsx shows them one by one).
          if (!gone) startTransition(() => setFeeds(settled));
        });
    };
    const element = mark.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (gone = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      gone = true;
      observer.disconnect();
    };
  }, [landing]);

  return (
    // Some height before they load, so the observer sees where they start.
    <div ref={mark} className={feeds ? undefined : 'min-h-8'} data-home-blocks={landing}>
      {feeds ? (
        <Suspense fallback={null}>
          <Blocks feeds={feeds} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The returning visitor's blocks (returning-visitor.tsx), their code loaded after the first view; they show after hydration anyway. */
export function LazyReturningVisitor(props: ComponentProps<typeof Returning>) {
  return (
    <Suspense fallback={null}>
      <Returning {...props} />
    </Suspense>
  );
}
