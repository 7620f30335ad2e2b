import type { ReviewFormResponse } from '@thwa/domain/contracts/hotel-reviews';

/** The review form's stay, as the api answered it, with its dates in the page language. */
export type ReviewStay = ReviewFormResponse['data'] & { checkInLabel: string; checkOutLabel: string; hotelHref: string | null };

/** What `/hotel/review` shows (its loader's answer). */
export type ReviewPageData =
  | { readonly kind: 'stay'; readonly title: string; readonly stay: ReviewStay; readonly thanks: boolean }
  /** No key, a malformed one, or one that is not this order's: one message that says nothing of the order. */
  | { readonly kind: 'badLink'; readonly title: string }
  | { readonly kind: 'failed'; readonly title: string; readonly message: string };

/** What a refused submit gives back: what was typed, and why (by field, or as one message). */
export interface ReviewActionData {
  readonly values: { readonly score: string; readonly body: string };
  readonly errors: { readonly score?: string; readonly body?: string };
  readonly message?: string;
}
