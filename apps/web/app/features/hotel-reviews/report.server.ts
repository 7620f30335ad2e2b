import { redirect, type RouterContextProvider } from 'react-router';
import type { ErrorResponse } from '@thwa/domain/contracts/common';
import type { ReviewReportResponse } from '@thwa/domain/contracts/hotel-reviews';
import { REVIEW_REPORT_REASONS, type ReviewReportReason } from '@thwa/domain/hotels/hotel-reviews';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { readAccountSession } from '../account/session.server.ts';
import { requestLanguage } from '../settings/settings.server.ts';

const REVIEW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only back to a hotel page of this site. */
const BACK = /^\/hotel\/detail(\?[\x21-\x7e]*)?$/;

/** The hotel page to go back to, with the outcome of the report named for the page to show (hotel-reviews.tsx). */
function back(path: string, outcome: 'reported' | 'reportFailed', reviewId: string): string {
  const url = new URL(BACK.test(path) ? path : '/hotel', 'http://thwa.internal');
  url.searchParams.delete('reported');
  url.searchParams.delete('reportFailed');
  url.searchParams.set(outcome, reviewId);
  return `${url.pathname}${url.search}#reviews`;
}

/**
 * `/hotel/review/report` (post only): a reader reports a review from the hotel page's 'Report' form,
 * as a member when signed in (counted once per account) or as a visitor (once per address). Back to
 * the hotel page, which says the report was received. Works without JavaScript.
 */
export async function reportReview({ request, context, api: transport }: { request: Request; context: Readonly<RouterContextProvider>; api: ApiTransport }) {
  const form = await request.formData();
  const reviewId = String(form.get('reviewId') ?? '');
  const reason = String(form.get('reason') ?? '');
  const path = String(form.get('back') ?? '');
  if (!REVIEW_ID.test(reviewId) || !(REVIEW_REPORT_REASONS as readonly string[]).includes(reason)) return redirect(back(path, 'reportFailed', REVIEW_ID.test(reviewId) ? reviewId : 'x'));
  const api = createApiClient(transport, await requestLanguage(request));
  const session = readAccountSession(context);
  try {
    const answer = await api.post<ReviewReportResponse | ErrorResponse>(`/hotel/reviews/${reviewId}/report`, { reason: reason as ReviewReportReason }, session?.headers);
    return redirect(back(path, answer.status === 200 ? 'reported' : 'reportFailed', reviewId));
  } catch {
    return redirect(back(path, 'reportFailed', reviewId));
  }
}
