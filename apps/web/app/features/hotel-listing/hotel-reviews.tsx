import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import type { HotelReviewsResponse, PublishedReview } from '@thwa/domain/contracts/hotel-reviews';
import { MONTHS_MM, localDigits } from '@thwa/domain/date-format';
import { REVIEW_REPORT_REASONS, SCORE_WORD_LABELS, scoreWord } from '@thwa/domain/hotels/hotel-reviews';
import type { MessageKey } from '../../i18n/en.ts';
import { useRootData, useT } from '../../i18n/use-messages.ts';

/** A hotel's reviews as the detail page's loader read them; null when they could not be read. */
export type HotelReviewsView = HotelReviewsResponse['data'] | null;

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "March 2026" / "မတ် ၂၀၂၆": the month a guest stayed ('YYYY-MM'). */
function monthText(month: string, lang: 'en' | 'mm'): string {
  const [year = '', number = '1'] = month.split('-');
  const index = Math.min(11, Math.max(0, Number(number) - 1));
  return lang === 'mm' ? `${MONTHS_MM[index]} ${localDigits(year, lang)}` : `${MONTHS_EN[index]} ${year}`;
}

/** A score with one decimal, in the page's digits: "8.6" / "၈.၆". */
function scoreText(score: number, lang: 'en' | 'mm', decimals = 1): string {
  return localDigits(score.toFixed(decimals), lang);
}

function useCountText() {
  const t = useT();
  return (count: number) => t(`hotelListing.reviews.count.${count === 1 ? 'one' : 'other'}` as MessageKey, { count });
}

/**
 * The guests' score of a hotel ("8.6 Very good · 12 reviews"), on a listing card and atop its page;
 * nothing for a hotel nobody reviewed yet. Screen readers hear it as one sentence.
 */
export function ReviewScoreBadge({ score, count, className = '' }: { score: number | null | undefined; count: number | undefined; className?: string }) {
  const t = useT();
  const { lang } = useRootData().settings;
  const countText = useCountText();
  if (!score || !count) return null;
  const word = SCORE_WORD_LABELS[lang][scoreWord(score)];
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm ${className}`}>
      <span className="sr-only">{t('hotelListing.reviews.outOf', { score: scoreText(score, lang), word, count: countText(count) })}</span>
      <span aria-hidden="true" className="rounded-lg bg-brand-700 px-1.5 py-0.5 font-bold text-white">
        {scoreText(score, lang)}
      </span>
      <span aria-hidden="true" className="font-semibold text-brand-900">
        {word}
      </span>
      <span aria-hidden="true" className="text-slate-600">
        · {countText(count)}
      </span>
    </p>
  );
}

/**
 * The hotel page's 'Guest reviews' (issue 19, decision 031): the score and count, the newest reviews
 * (name and initial, month stayed, score, text) each with 'Report', and an empty state that says
 * reviews come only from guests who stayed. Reporting is a plain form (works without JavaScript) that
 * comes back here with its confirmation.
 */
export function HotelReviews({ reviews, back }: { reviews: HotelReviewsView; back: string }) {
  const t = useT();
  const headingId = useId();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const outcome = { reported: params.get('reported'), failed: params.get('reportFailed') };
  return (
    <section id="reviews" aria-labelledby={headingId} className="card grid scroll-mt-20 gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('hotelListing.reviews.title')}
      </h2>
      {reviews === null ? (
        <p className="text-slate-700">{t('hotelListing.reviews.failed')}</p>
      ) : reviews.summary.count === 0 || reviews.reviews.length === 0 ? (
        <p className="text-slate-700">{t('hotelListing.reviews.empty')}</p>
      ) : (
        <>
          <ReviewScoreBadge score={reviews.summary.score} count={reviews.summary.count} className="text-base" />
          <p className="text-sm text-slate-600">{t('hotelListing.reviews.verified')}</p>
          <h3 className="sr-only">{t('hotelListing.reviews.newest')}</h3>
          <ul className="grid gap-3">
            {reviews.reviews.map((review) => (
              <ReviewItem key={review.reviewId} review={review} back={back} reported={outcome.reported === review.reviewId} failed={outcome.failed === review.reviewId} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ReviewItem({ review, back, reported, failed }: { review: PublishedReview; back: string; reported: boolean; failed: boolean }) {
  const t = useT();
  const { lang } = useRootData().settings;
  const reasonId = useId();
  return (
    <li className="grid gap-1 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-2">
        <span className="rounded-lg bg-brand-50 px-1.5 font-bold text-brand-900">
          <span className="sr-only">{t('hotelListing.reviews.givenScore', { score: localDigits(review.score, lang) })}</span>
          <span aria-hidden="true">{localDigits(review.score, lang)}</span>
        </span>
        <span className="font-semibold">{review.reviewerName}</span>
        <span className="text-sm text-slate-600">{t('hotelListing.reviews.stayed', { month: monthText(review.stayedMonth, lang) })}</span>
      </div>
      {review.body ? (
        <p className="whitespace-pre-line break-words text-slate-800" lang={review.language === 'mm' ? 'my' : 'en'}>
          {review.body}
        </p>
      ) : null}
      {reported ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {t('hotelListing.reviews.reported')}
        </p>
      ) : (
        <details className="text-sm" open={failed || undefined}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-slate-700 underline">
            <span aria-hidden="true">{t('hotelListing.reviews.report')}</span>
            <span className="sr-only">{t('hotelListing.reviews.reportAbout', { name: review.reviewerName })}</span>
          </summary>
          <Form method="post" action="/hotel/review/report" preventScrollReset className="mt-1 flex flex-wrap items-end gap-2">
            <input type="hidden" name="reviewId" value={review.reviewId} />
            <input type="hidden" name="back" value={back} />
            <div className="grid gap-1">
              <label htmlFor={reasonId} className="font-medium">
                {t('hotelListing.reviews.reason')}
              </label>
              <select id={reasonId} name="reason" className="min-h-11 rounded-lg border border-slate-400 bg-white px-2">
                {REVIEW_REPORT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`hotelListing.reviews.reason.${reason}` as MessageKey)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button-secondary">
              {t('hotelListing.reviews.sendReport')}
            </button>
          </Form>
          {failed ? (
            <p role="alert" className="mt-1 font-medium text-red-800">
              {t('hotelListing.reviews.reportFailed')}
            </p>
          ) : null}
        </details>
      )}
    </li>
  );
}
