import type { ApiResult } from '../../lib/api-client.ts';

/**
 * A home block's data as its page streams it (spec §3 content feeds: data, status, error): the
 * spec's 'loading' is the block's Suspense fallback until this settles.
 */
export type FeedResult<T> =
  | { status: 'success'; data: T }
  /** `noData`: the call answered with nothing, a failure by the spec's rule for some feeds (§4 trending), shown as the block's empty state. */
  | { status: 'failed'; noData?: true };

/**
 * The longest a block waits for its feed before it shows its failed state. The blocks stream after
 * the search form (they never hold back its first paint), so this bounds only how long a block's
 * skeleton can stay on screen.
 */
export const FEED_WAIT_MS = 3_000;

/** Spec §4: most feeds succeed on response code 200; announcement and trending when the answer has data. */
export function succeedsOnCode200<T>(answer: ApiResult<{ code: number; data: T }>): boolean {
  return answer.status === 200 && answer.body.code === 200;
}

/**
 * Calls a feed for a block and never rejects: a failed, refused or late call is `{ status: 'failed' }`,
 * which the block words as such, so one feed can never break the landing page it sits on.
 */
export async function loadFeed<T>(
  call: () => Promise<ApiResult<{ code: number; data: T }>>,
  succeeded: (answer: ApiResult<{ code: number; data: T }>) => boolean = succeedsOnCode200,
  waitMs = FEED_WAIT_MS,
): Promise<FeedResult<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<FeedResult<T>>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'failed' }), waitMs);
  });
  const answered = call()
    .then((answer): FeedResult<T> => {
      if (succeeded(answer)) return { status: 'success', data: answer.body.data };
      const answeredNothing = answer.status === 200 && Array.isArray(answer.body.data) && answer.body.data.length === 0;
      return answeredNothing ? { status: 'failed', noData: true } : { status: 'failed' };
    })
    .catch((): FeedResult<T> => ({ status: 'failed' }));
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
