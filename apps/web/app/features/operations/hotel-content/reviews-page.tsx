import { Form, useNavigation } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { FormAlert } from '../../account/form-fields.tsx';
import { PageHead } from '../console-ui.tsx';
import type { ReviewActionData, ReviewsPageData } from './reviews.server.ts';

/** `/ops/reviews`: each reported review as written, its reports and reasons, to hide or keep. */
export function ConsoleReviewsPage({ data, action }: { data: ReviewsPageData; action: ReviewActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <div className="grid min-w-0 gap-6">
      <PageHead title={data.title} lead={t('ops.reviews.lead')} />
      {data.done ? <FormAlert kind="success">{t(`ops.reviews.done.${data.done as 'hidden' | 'kept'}`)}</FormAlert> : null}
      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}
      {data.reviews.length === 0 && !data.error ? <p className="text-slate-700">{t('ops.reviews.empty')}</p> : null}
      <ul className="grid gap-3 lg:grid-cols-2">
        {data.reviews.map((review) => {
          const busy = navigation.state === 'submitting' && navigation.formData?.get('reviewId') === review.reviewId;
          return (
            <li key={review.reviewId} className="card grid min-w-0 gap-2 p-4" data-review-id={review.reviewId} aria-labelledby={`review-${review.reviewId}`}>
              <h2 id={`review-${review.reviewId}`} className="font-semibold">
                {review.hotelName} · {t('ops.reviews.score', { score: review.score })}
              </h2>
              <blockquote lang={review.language === 'my' ? 'my' : 'en'} className="border-l-4 border-slate-300 pl-3 [overflow-wrap:anywhere]">
                {review.body}
              </blockquote>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-700">{t('ops.reviews.by')}</dt>
                <dd>
                  {review.reviewerName} · {review.orderId}
                </dd>
                <dt className="text-slate-700">{t('ops.reviews.written')}</dt>
                <dd>
                  <time dateTime={review.createdAt}>{review.writtenText}</time>
                </dd>
                <dt className="text-slate-700">{t('ops.reviews.reports')}</dt>
                <dd>
                  {t('ops.reviews.reportCount', { count: review.reports })}: {review.reasons.map((reason) => t(`ops.reviews.reason.${reason}`)).join(', ')}
                </dd>
                <dt className="text-slate-700">{t('ops.reviews.status')}</dt>
                <dd>{t(`ops.reviews.status.${review.status}`)}</dd>
              </dl>
              {action?.reviewId === review.reviewId ? <FormAlert kind="error">{action.error}</FormAlert> : null}
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="reviewId" value={review.reviewId} />
                <button type="submit" name="intent" value="hide" className="button-primary" disabled={busy}>
                  {t('ops.reviews.hide')}
                </button>
                <button type="submit" name="intent" value="keep" className="button-secondary" disabled={busy}>
                  {t('ops.reviews.keep')}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
