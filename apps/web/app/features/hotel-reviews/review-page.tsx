import { useId, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { localDigits } from '@thwa/domain/date-format';
import { REVIEW_BODY_MAX, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN, SCORE_WORD_LABELS, scoreWord } from '@thwa/domain/hotels/hotel-reviews';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useFormDraft } from '../checkout/form-draft.ts';
import type { ReviewActionData, ReviewPageData, ReviewStay } from './review-data.ts';

const SCORES = Array.from({ length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 }, (_, index) => REVIEW_SCORE_MIN + index);

/** `/hotel/review` in whichever state its loader found. */
export function ReviewPage({ data, result }: { data: ReviewPageData; result: ReviewActionData | undefined }) {
  const t = useT();
  const { lang } = useRootData().settings;
  if (data.kind === 'badLink') {
    return (
      <EmptyState headingLevel={1} title={data.title} body={<p>{t('hotelListing.review.badLink.body')}</p>}>
        <Link to="/hotel" className="button-primary">
          {t('hotelListing.review.findHotels')}
        </Link>
      </EmptyState>
    );
  }
  if (data.kind === 'failed') {
    return (
      <EmptyState headingLevel={1} title={data.title} body={<p>{data.message}</p>}>
        <Link to="." reloadDocument className="button-primary">
          {t('error.retry')}
        </Link>
      </EmptyState>
    );
  }
  const { stay } = data;
  if (stay.state === 'open') return <ReviewForm stay={stay} result={result} />;
  const [title, body] =
    stay.state === 'reviewed'
      ? data.thanks
        ? [t('hotelListing.review.thanks.title'), t('hotelListing.review.thanks.body')]
        : [t('hotelListing.review.reviewed.title'), t('hotelListing.review.reviewed.body', { score: localDigits(stay.review?.score ?? '', lang) })]
      : stay.state === 'not_yet'
        ? [t('hotelListing.review.notYet.title'), t('hotelListing.review.notYet.body')]
        : stay.state === 'closed'
          ? [t('hotelListing.review.closed.title'), t('hotelListing.review.closed.body')]
          : [t('hotelListing.review.notStayed.title'), t('hotelListing.review.notStayed.body')];
  return (
    <EmptyState
      headingLevel={1}
      title={title}
      body={
        <>
          <p className="font-semibold text-brand-900">{stay.hotelName}</p>
          <p className="text-sm">{t('hotelListing.review.stay', { checkIn: stay.checkInLabel, checkOut: stay.checkOutLabel })}</p>
          <p className="mt-2" role={data.thanks ? 'status' : undefined}>
            {body}
          </p>
        </>
      }
    >
      {stay.hotelHref ? (
        <Link to={stay.hotelHref} className="button-primary">
          {t('hotelListing.review.seeHotel')}
        </Link>
      ) : null}
    </EmptyState>
  );
}

/**
 * The review: a score from 1 to 10 (a radio group, each score named with its word), the text with
 * its count of characters, and publish. A plain form post, so it works before (or without) the
 * page's JavaScript; what was typed is kept in this tab over a reload (useFormDraft).
 */
function ReviewForm({ stay, result }: { stay: ReviewStay; result: ReviewActionData | undefined }) {
  const t = useT();
  const { lang } = useRootData().settings;
  const form = useRef<HTMLFormElement>(null);
  useFormDraft(form);
  const ids = { legend: useId(), hint: useId(), scoreError: useId(), body: useId(), bodyHint: useId(), counter: useId(), bodyError: useId() };
  const [length, setLength] = useState((result?.values.body ?? '').length);
  const submitting = useNavigation().state === 'submitting';
  const errors = result?.errors ?? {};
  const words = SCORE_WORD_LABELS[lang];

  return (
    <div className="mx-auto grid max-w-2xl gap-4 pt-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('hotelListing.review.title', { hotel: stay.hotelName })}</h1>
        <p className="mt-1 text-slate-700">{t('hotelListing.review.stay', { checkIn: stay.checkInLabel, checkOut: stay.checkOutLabel })}</p>
        <p className="mt-2 text-sm text-slate-700">{t('hotelListing.review.lead')}</p>
      </header>
      {result?.message ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {result.message}
        </p>
      ) : null}
      <Form ref={form} method="post" className="card grid gap-5" noValidate>
        <fieldset aria-describedby={errors.score ? `${ids.hint} ${ids.scoreError}` : ids.hint} aria-invalid={errors.score ? true : undefined} className="grid gap-2">
          <legend id={ids.legend} className="font-semibold">
            {t('hotelListing.review.scoreLegend')}
          </legend>
          <p id={ids.hint} className="text-sm text-slate-600">
            {t('hotelListing.review.scoreHint')}
          </p>
          <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
            {SCORES.map((score) => (
              <label key={score} className="relative">
                <input
                  type="radio"
                  name="score"
                  value={String(score)}
                  defaultChecked={result?.values.score === String(score)}
                  required
                  className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
                  aria-label={`${localDigits(score, lang)} · ${words[scoreWord(score)]}`}
                />
                <span
                  aria-hidden="true"
                  className="flex min-h-11 items-center justify-center rounded-xl border border-brand-200 bg-white text-lg font-semibold text-brand-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
                >
                  {localDigits(score, lang)}
                </span>
              </label>
            ))}
          </div>
          {errors.score ? (
            <p id={ids.scoreError} className="text-sm font-medium text-red-800">
              {errors.score}
            </p>
          ) : null}
        </fieldset>

        <div className="grid gap-1">
          <label htmlFor={ids.body} className="font-semibold">
            {t('hotelListing.review.bodyLabel')}
          </label>
          <p id={ids.bodyHint} className="text-sm text-slate-600">
            {t('hotelListing.review.bodyHint')}
          </p>
          <textarea
            id={ids.body}
            name="body"
            rows={6}
            maxLength={REVIEW_BODY_MAX}
            defaultValue={result?.values.body ?? ''}
            onInput={(event) => setLength(event.currentTarget.value.length)}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={[ids.bodyHint, ids.counter, errors.body ? ids.bodyError : ''].filter(Boolean).join(' ')}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
          />
          <p id={ids.counter} className="text-right text-sm text-slate-600">
            {t('hotelListing.review.counter', { count: localDigits(length, lang), max: localDigits(REVIEW_BODY_MAX, lang) })}
          </p>
          {errors.body ? (
            <p id={ids.bodyError} className="text-sm font-medium text-red-800">
              {errors.body}
            </p>
          ) : null}
        </div>

        <button type="submit" className="button-primary justify-center sm:justify-self-start" disabled={submitting}>
          {t('hotelListing.review.submit')}
        </button>
      </Form>
    </div>
  );
}
