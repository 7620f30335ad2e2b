import { averageScore } from '@thwa/domain/hotels/hotel-reviews';
import type { ReviewsRepository } from './reviews.repository.ts';

/** Another node's review reaches this node's listing within this long. */
const REFRESH_MS = 30_000;

export interface HotelReviewScore {
  score: number | null;
  count: number;
}

const NONE: HotelReviewScore = { score: null, count: 0 };

/**
 * Every hotel's published score and count, kept in memory (a few hundred hotels), so the hotel list
 * reads them without a query (its p95 budget, design §9). Read in one grouped query at first use, again
 * at once after a review is written, hidden or shown on this node, and in the background once
 * REFRESH_MS old for the other nodes' writes. `version` changes with every read, so a list answer kept
 * by the search is not reused over a changed score.
 */
export function createReviewSummaries({ repository, log, refreshMs = REFRESH_MS }: { repository: Pick<ReviewsRepository, 'summaries'>; log?: { error(details: object, message: string): void }; refreshMs?: number }) {
  let scores: ReadonlyMap<string, HotelReviewScore> | undefined;
  let readAt = 0;
  let version = 0;
  let reading: Promise<ReadonlyMap<string, HotelReviewScore>> | undefined;

  function read(): Promise<ReadonlyMap<string, HotelReviewScore>> {
    reading ??= repository
      .summaries()
      .then((rows) => {
        const next = new Map<string, HotelReviewScore>();
        for (const [hotelId, { count, sum }] of rows) next.set(hotelId, { score: averageScore(sum, count), count });
        scores = next;
        readAt = Date.now();
        version += 1;
        return next;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  return {
    /** The scores now: from memory, read again in the background when old. */
    async current(): Promise<{ version: number; of(hotelId: string): HotelReviewScore }> {
      let map = scores;
      if (!map) map = await read();
      else if (Date.now() - readAt > refreshMs) read().catch((error: unknown) => log?.error({ err: error }, 'reading hotel review scores failed'));
      const known = map;
      return { version, of: (hotelId) => known.get(hotelId) ?? NONE };
    },
    /** After a write on this node: read again now. */
    async changed(): Promise<void> {
      await reading?.catch(() => undefined);
      await read();
    },
  };
}

export type ReviewSummaries = ReturnType<typeof createReviewSummaries>;
