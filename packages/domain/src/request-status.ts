/**
 * Remote data life cycle (spec §3 request status, §4): every remote load moves idle → loading →
 * success or failed, and content feeds are `{ data, status, error }`. A discriminated union makes
 * "success without data" and "failed without error" impossible to construct.
 */
import { SUCCESS_CODE } from './constants.ts';

export const REQUEST_STATUSES = ['idle', 'loading', 'success', 'failed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export type Remote<T, E = unknown> =
  | { readonly status: 'idle'; readonly data: null; readonly error: null }
  | { readonly status: 'loading'; readonly data: null; readonly error: null }
  | { readonly status: 'success'; readonly data: T; readonly error: null }
  | { readonly status: 'failed'; readonly data: null; readonly error: E };

/** Nothing requested yet. */
export function initialRemote<T, E = unknown>(): Remote<T, E> {
  return { status: 'idle', data: null, error: null };
}

/** Spec §4: "data and error are cleared on loading", so stale results never show under a spinner. */
export function startLoading<T, E>(remote: Remote<T, E>): Remote<T, E> {
  return { ...remote, status: 'loading', data: null, error: null };
}

/** A load finished well: keep the data, drop any earlier error. */
export function succeed<T, E>(remote: Remote<T, E>, data: T): Remote<T, E> {
  return { ...remote, status: 'success', data, error: null };
}

/**
 * A load failed (spec §8: the exception message or the non-200 response body is the error).
 * Data is dropped too: spec §4 clears lists when sorting or paging fails.
 */
export function fail<T, E>(remote: Remote<T, E>, error: E): Remote<T, E> {
  return { ...remote, status: 'failed', data: null, error };
}

/** Spec §4: "Success requires response code 200" (a number, as our api sends it). */
export function succeedsWithCode200(response: unknown): boolean {
  return typeof response === 'object' && response !== null && (response as { code?: unknown }).code === SUCCESS_CODE;
}

/**
 * Spec §4: announcement, trending and hotel autocomplete succeed "when the response has data": the
 * `data` field is present and not null. An empty list is still data — the autocomplete then shows
 * its search-not-found text (spec §5) rather than an error.
 */
export function succeedsWithData(response: unknown): boolean {
  if (typeof response !== 'object' || response === null) return false;
  const data = (response as { data?: unknown }).data;
  return data !== undefined && data !== null;
}
