import { data, redirect } from 'react-router';
import type { ErrorResponse } from '@thwa/domain/contracts/common';
import type { ReviewFormResponse, ReviewSubmitRequest, ReviewSubmitResponse } from '@thwa/domain/contracts/hotel-reviews';
import { formatCalendarDate } from '@thwa/domain/date-format';
import { REVIEW_BODY_MAX, REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from '@thwa/domain/hotels/hotel-reviews';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import { requestLanguage } from '../settings/settings.server.ts';
import { hotelDetailHref } from '../hotel-listing/hotel-links.ts';
import type { ReviewActionData, ReviewPageData } from './review-data.ts';

const ORDER_ID = /^TW\d{10}$/;
const REVIEW_KEY = /^rev_[A-Za-z0-9_-]{43}$/;

async function pageContext(request: Request, transport: ApiTransport) {
  const url = new URL(request.url);
  const lang = await requestLanguage(request);
  const messages = messagesFor(lang);
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(messages, key, values);
  const orderId = url.searchParams.get('orderId') ?? '';
  const key = url.searchParams.get('key') ?? '';
  return { url, lang, t, orderId, key, api: createApiClient(transport, lang), wellFormed: ORDER_ID.test(orderId) && REVIEW_KEY.test(key) };
}

/**
 * `/hotel/review?orderId=…&key=…`: the review form of a stay, opened by the invitation e-mail's link
 * (decision 031). A link that is not the order's own, or malformed, is one 'this link does not work'
 * (403), whether or not the order exists.
 */
export async function loadReviewPage({ request, api: transport }: { request: Request; api: ApiTransport }) {
  const { url, lang, t, orderId, key, api, wellFormed } = await pageContext(request, transport);
  const badLink = () => data<ReviewPageData>({ kind: 'badLink', title: t('hotelListing.review.badLink.title') }, { status: 403, headers: { 'cache-control': 'no-store' } });
  if (!wellFormed) return badLink();
  try {
    const answer = await api.get<ReviewFormResponse | ErrorResponse>(`/hotel/reviews/form?${new URLSearchParams({ orderId, key }).toString()}`);
    if (answer.status === 400 || answer.status === 403) return badLink();
    if (answer.status !== 200 || !('data' in answer.body)) {
      const message = 'message' in answer.body ? answer.body.message : t('error.body');
      return data<ReviewPageData>({ kind: 'failed', title: t('error.title'), message }, { status: answer.status >= 400 ? answer.status : 502 });
    }
    const stay = answer.body.data;
    return data<ReviewPageData>(
      {
        kind: 'stay',
        title: t('hotelListing.review.title', { hotel: stay.hotelName }),
        thanks: url.searchParams.get('thanks') === '1' && stay.state === 'reviewed',
        stay: {
          ...stay,
          checkInLabel: formatCalendarDate(stay.checkIn, lang, { weekday: true }),
          checkOutLabel: formatCalendarDate(stay.checkOut, lang, { weekday: true }),
          hotelHref: hotelDetailHref('', stay.hotelId),
        },
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch {
    return data<ReviewPageData>({ kind: 'failed', title: t('error.title'), message: t('error.body') }, { status: 502 });
  }
}

/**
 * The review form's post (works without JavaScript): checks the score and the text's length, asks the
 * api to publish it, and on success goes to the same page with the thank-you (post, redirect, get: a
 * reload does not post again; a second post is 'already reviewed' anyway).
 */
export async function submitReview({ request, api: transport }: { request: Request; api: ApiTransport }) {
  const { lang, t, orderId, key, api, wellFormed } = await pageContext(request, transport);
  const form = await request.formData();
  const scoreText = typeof form.get('score') === 'string' ? String(form.get('score')) : '';
  const body = typeof form.get('body') === 'string' ? String(form.get('body')).replace(/\r\n?/g, '\n') : '';
  const values = { score: scoreText, body };
  const score = Number(scoreText);
  const errors: { score?: string; body?: string } = {};
  if (!/^\d{1,2}$/.test(scoreText) || score < REVIEW_SCORE_MIN || score > REVIEW_SCORE_MAX) errors.score = t('hotelListing.review.scoreRequired');
  if (body.length > REVIEW_BODY_MAX) errors.body = t('hotelListing.review.tooLong', { max: REVIEW_BODY_MAX });
  if (errors.score || errors.body) return data<ReviewActionData>({ values, errors }, { status: 400 });
  if (!wellFormed) return data<ReviewActionData>({ values, errors, message: t('hotelListing.review.badLink.body') }, { status: 403 });

  const request_: ReviewSubmitRequest = { orderId, key, score, body, language: lang };
  try {
    const answer = await api.post<ReviewSubmitResponse | ErrorResponse>('/hotel/reviews/submit', request_);
    if (answer.status === 200) throw redirect(`/hotel/review?${new URLSearchParams({ orderId, key, thanks: '1' }).toString()}`);
    if (answer.status === 403) return data<ReviewActionData>({ values, errors, message: t('hotelListing.review.badLink.body') }, { status: 403 });
    const message = 'message' in answer.body ? answer.body.message : t('error.body');
    const field = 'field' in answer.body ? answer.body.field : undefined;
    if (field === 'body.body') return data<ReviewActionData>({ values, errors: { body: message } }, { status: 400 });
    if (field === 'body.score') return data<ReviewActionData>({ values, errors: { score: message } }, { status: 400 });
    return data<ReviewActionData>({ values, errors, message }, { status: answer.status >= 400 ? answer.status : 502 });
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    return data<ReviewActionData>({ values, errors, message: t('error.body') }, { status: 502 });
  }
}
