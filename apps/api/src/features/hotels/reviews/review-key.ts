import { createHmac, timingSafeEqual } from 'node:crypto';
import { REVIEW_KEY_PREFIX, isReviewKey } from '@thwa/domain/hotels/hotel-reviews';

/**
 * The review key of an order (decision 031): `rev_` and the HMAC of the order id under the link secret
 * with the purpose `review:`, as the payment key is made with `pay:` (decision 029). Nothing is stored;
 * one purpose's key never passes for the other's.
 */
export function reviewKey(linkSecret: string, orderId: string): string {
  return `${REVIEW_KEY_PREFIX}${createHmac('sha256', linkSecret).update(`review:${orderId}`).digest('base64url')}`;
}

/** Whether `key` is this order's review key, compared in constant time. */
export function isReviewKeyOf(linkSecret: string, orderId: string, key: string): boolean {
  if (!isReviewKey(key)) return false;
  const expected = Buffer.from(reviewKey(linkSecret, orderId));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
