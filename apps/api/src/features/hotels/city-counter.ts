import { createBatchedCounter } from '../../lib/batched-counter.ts';
import type { CityCountsRepository, CityDay } from './hotel-city-counts.repository.ts';

export { createCityCountsRepository, type CityCounts, type CityCountsRepository, type CityDay } from './hotel-city-counts.repository.ts';

/** How often counted hotel searches are written; popular and trending reads flush first, so this only bounds loss on a crash. */
export const CITY_COUNT_FLUSH_MS = 5_000;

/**
 * Counts hotel listing searches and completed stays per city and Yangon day, batched in memory and
 * added every few seconds, as flights' route counter does (lib/batched-counter.ts says why).
 */
export function createCityCounter(repository: Pick<CityCountsRepository, 'add'>, onError: (error: unknown) => void) {
  return createBatchedCounter<CityDay>({
    keyOf: (key) => `${key.day}|${key.placeId}`,
    write: (rows) => repository.add(rows),
    onError,
    flushMs: CITY_COUNT_FLUSH_MS,
  });
}

export type CityCounter = ReturnType<typeof createCityCounter>;
