import { Suspense, use, type ReactNode } from 'react';
import { useT } from '../../i18n/use-messages.ts';
import type { FeedResult } from './load-feed.server.ts';

/**
 * A block's cards: a row that scrolls sideways inside its own box on a phone (the page never does),
 * a grid from the small breakpoint (each block adds its columns). `relative` makes the row the
 * containing block of its cards' screen-reader text (sr-only is absolutely placed), which it then
 * clips; without it that text sat where the card sat in the row and widened the whole page at 390 px.
 */
export const FEED_ROW = 'relative flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 [scrollbar-width:thin] sm:grid sm:overflow-visible sm:pb-0';

interface FeedBlockProps<T> {
  /** Names the block in the page (`data-feed`) and its heading's id. */
  id: string;
  title: string;
  /** The feed's result, or a promise of it while it is on its way (never rejected: load-feed.server.ts). */
  feed: Promise<FeedResult<T>> | FeedResult<T>;
  /** True when the feed answered with nothing to show. */
  isEmpty: (data: T) => boolean;
  /** What the block says when it has nothing to show (an empty block still says why). */
  empty: string;
  children: (data: T) => ReactNode;
}

/**
 * One home block (issue 22 item 2) with the spec's request states (§4): a skeleton of fixed height
 * while its feed is on its way (the page around it, and the search form above it, are already painted
 * and usable), then its items, its empty text, or its failed text. `data-status` names the state.
 */
export function FeedBlock<T>({ id, title, feed, isEmpty, empty, children }: FeedBlockProps<T>) {
  const t = useT();
  const headingId = `${id}-title`;
  return (
    <section className="mt-8" aria-labelledby={headingId} data-feed={id}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <Suspense fallback={<FeedSkeleton label={t('home.block.loading', { title })} />}>
        <Settled feed={feed}>
          {(result) =>
            result.status === 'failed' && !result.noData ? (
              <p className="mt-3 text-slate-700" data-status="failed" role="status">
                {t('home.block.failed')}
              </p>
            ) : result.status === 'failed' || isEmpty(result.data) ? (
              <p className="mt-3 text-slate-700" data-status="empty">
                {empty}
              </p>
            ) : (
              <div className="mt-3" data-status="success">
                {children(result.data)}
              </div>
            )
          }
        </Settled>
      </Suspense>
    </section>
  );
}

/**
 * A feed's result once it has one: React's own `use` suspends on a feed still coming (the nearest
 * Suspense shows the skeleton). Not React Router's Await: it would be the framework chunk's only use of
 * it, and that chunk is in every route's first view (0.4 KB gzip more on each, bench/RESULTS.md).
 */
function Settled<T>({ feed, children }: { feed: Promise<FeedResult<T>> | FeedResult<T>; children: (result: FeedResult<T>) => ReactNode }) {
  return children(feed instanceof Promise ? use(feed) : feed);
}

/** The loading state: grey cards of a block's usual height, so nothing below moves when it arrives. */
function FeedSkeleton({ label }: { label: string }) {
  return (
    <div className="mt-3" data-status="loading" aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((slot) => (
          <div key={slot} className="h-32 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
