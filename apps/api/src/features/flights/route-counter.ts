import type { FlightsRepository, RouteCount } from './flights.repository.ts';

/** How often counted searches are written; trending reads flush first, so this only bounds loss on a crash. */
export const ROUTE_COUNT_FLUSH_MS = 5_000;

/**
 * Counts searches and bookings per route and day for trending destinations. Every search counts, and
 * a popular route is searched many times a second: adding to one row per search would queue them all
 * on that row's lock, so counts gather in memory and are added in one statement every few seconds.
 */
export function createRouteCounter(repository: FlightsRepository, onError: (error: unknown) => void) {
  let pending = new Map<string, RouteCount>();
  let flushing: Promise<void> = Promise.resolve();

  function add(count: Omit<RouteCount, 'searches' | 'bookings'>, kind: 'searches' | 'bookings') {
    const key = `${count.day}|${count.origin}|${count.destination}`;
    const entry = pending.get(key) ?? { ...count, searches: 0, bookings: 0 };
    entry[kind] += 1;
    pending.set(key, entry);
  }

  async function write() {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await repository.addRouteCounts([...batch.values()]);
    } catch (error) {
      // Keep them for the next flush rather than lose them.
      for (const [key, entry] of batch) {
        const later = pending.get(key);
        pending.set(key, later ? { ...entry, searches: entry.searches + later.searches, bookings: entry.bookings + later.bookings } : entry);
      }
      onError(error);
    }
  }

  /** Writes what has been counted; concurrent calls run one after the other. */
  function flush(): Promise<void> {
    flushing = flushing.then(write);
    return flushing;
  }

  const timer = setInterval(() => void flush(), ROUTE_COUNT_FLUSH_MS);
  timer.unref();

  return {
    search: (count: Omit<RouteCount, 'searches' | 'bookings'>) => add(count, 'searches'),
    booking: (count: Omit<RouteCount, 'searches' | 'bookings'>) => add(count, 'bookings'),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type RouteCounter = ReturnType<typeof createRouteCounter>;
