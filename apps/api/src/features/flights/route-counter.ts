import { createBatchedCounter } from '../../lib/batched-counter.ts';
import type { FlightsRepository, RouteCount } from './flights.repository.ts';

/** How often counted searches are written; trending reads flush first, so this only bounds loss on a crash. */
export const ROUTE_COUNT_FLUSH_MS = 5_000;

type RouteDay = Omit<RouteCount, 'searches' | 'bookings'>;

/**
 * Counts searches and bookings per route and day for trending and popular routes, batched in memory
 * and added every few seconds (lib/batched-counter.ts says why).
 */
export function createRouteCounter(repository: Pick<FlightsRepository, 'addRouteCounts'>, onError: (error: unknown) => void) {
  return createBatchedCounter<RouteDay>({
    keyOf: (count) => `${count.day}|${count.origin}|${count.destination}`,
    write: (rows) => repository.addRouteCounts(rows),
    onError,
    flushMs: ROUTE_COUNT_FLUSH_MS,
  });
}

export type RouteCounter = ReturnType<typeof createRouteCounter>;
