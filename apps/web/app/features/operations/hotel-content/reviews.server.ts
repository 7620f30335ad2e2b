import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ReportedReview } from '@thwa/domain/contracts/operations-inventory';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import type { Language } from '@thwa/domain/settings';
import { requireConsoleActor } from '../console-session.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface ReviewsPageData {
  title: string;
  lang: Language;
  reviews: Array<ReportedReview & { writtenText: string }>;
  /** 'hidden' or 'kept', from the address after an action. */
  done: string | null;
  error: string | null;
}

export interface ReviewActionData {
  reviewId: string;
  error: string;
}

/** `/ops/reviews` (hotels.content): reviews readers reported that nobody has dealt with yet, most reported first. */
export async function loadConsoleReviews(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'hotels.content');
  const answer = await api.get<ReportedReview[]>('/ops/reviews/reported');
  const done = new URL(args.request.url).searchParams.get('done');
  return data<ReviewsPageData>(
    {
      title: t('ops.reviews.title'),
      lang,
      reviews: answer.ok ? answer.data.map((review) => ({ ...review, writtenText: formatYangonDateTime(review.createdAt, lang) })) : [],
      done: done === 'hidden' || done === 'kept' ? done : null,
      error: answer.ok ? null : (answer.message ?? t('ops.reviews.failed')),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}

/** Hide or keep (both dismiss the review's reports), posted without JavaScript too; a second click changes nothing. */
export async function moderateConsoleReview(args: Args) {
  const { api, t } = await requireConsoleActor(args, 'hotels.content');
  const form = await args.request.formData();
  const reviewId = String(form.get('reviewId') ?? '');
  const intent = String(form.get('intent') ?? '');
  if (!/^[0-9a-f-]{36}$/.test(reviewId) || (intent !== 'hide' && intent !== 'keep')) return data<ReviewActionData>({ reviewId, error: t('ops.reviews.failed') }, { status: 400 });
  const answer = await api.post<{ reviewId: string }>(`/ops/reviews/${reviewId}/${intent}`);
  if (!answer.ok) return data<ReviewActionData>({ reviewId, error: answer.message ?? t('ops.reviews.failed') }, { status: answer.status });
  return redirect(`/ops/reviews?done=${intent === 'hide' ? 'hidden' : 'kept'}`);
}
