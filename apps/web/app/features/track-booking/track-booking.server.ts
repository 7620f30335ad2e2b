import { data } from 'react-router';
import { isOtpFormat, maskEmail, normalizeOtp } from '@thwa/domain/accounts/one-time-codes';
import type { CancelCodeSentResponse, OrderDetail, OrderDetailResponse, TrackBookingCancelRequest, TrackBookingRequest } from '@thwa/domain/contracts/booking';
import { yangonDate } from '@thwa/domain/dates';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import { requestLanguage } from '../settings/settings.server.ts';
import { call, dataOf, type ApiFailure } from '../thank-you/order-api.server.ts';
import { orderView } from '../thank-you/order-view.ts';
import type { CancelCodeStep, TrackBookingResult, TrackBookingValues, TrackFieldErrors } from './track-booking-data.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function loadTrackBooking({ request }: { request: Request }) {
  const lang = await requestLanguage(request);
  return { title: translate(messagesFor(lang), 'track.title') };
}

function text(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

export function trackFieldErrors(values: TrackBookingValues, t: (key: MessageKey) => string): TrackFieldErrors {
  const errors: TrackFieldErrors = {};
  if (!values.bookingId) errors.bookingId = t('track.bookingId.required');
  if (!values.email) errors.email = t('track.email.required');
  else if (!EMAIL.test(values.email)) errors.email = t('track.email.invalid');
  return errors;
}

/** What the Track booking page posts as `intent`: find the booking, ask for the code that cancels it, send the code again, cancel with it. */
type Intent = 'find' | 'cancel' | 'resendCode' | 'cancelWithCode';

function intentOf(form: FormData): Intent {
  const intent = form.get('intent');
  // Only with the box ticked: a post without it (a hand-made one) just shows the booking again.
  if (intent === 'cancel') return form.get('confirm') === 'yes' ? 'cancel' : 'find';
  return intent === 'resendCode' || intent === 'cancelWithCode' ? intent : 'find';
}

/**
 * Track booking (spec §4, §7): POST /myaccount/trackbooking with the booking id and email. Details are
 * kept only when the answer's code is 200; any other answer clears them, and a wrong pair gets one
 * message that reveals nothing about which half was wrong.
 *
 * From its page the same pair cancels the booking (a stay, as its policy allows), in two steps (issue
 * 19): 'Cancel' asks the api to mail a code to the booking's contact, and the page asks for it; the
 * code typed cancels. A refused code keeps the step, its reason on the field, and a new code can be sent.
 */
export async function trackBooking({ request, api: transport, now = new Date() }: { request: Request; api: ApiTransport; now?: Date }) {
  const lang = await requestLanguage(request);
  const messages = messagesFor(lang);
  const t = (key: MessageKey) => translate(messages, key);
  const form = await request.formData();
  const values: TrackBookingValues = { bookingId: text(form, 'bookingId', 20).toUpperCase(), email: text(form, 'email', 254) };

  const fieldErrors = trackFieldErrors(values, t);
  if (Object.keys(fieldErrors).length > 0) return data<TrackBookingResult>({ kind: 'invalid', values, fieldErrors }, { status: 400 });

  const body: TrackBookingRequest = { ...values, smsFlag: 0, channelTypeId: 3, feature: 'revamp', language: lang };
  const api = createApiClient(transport, lang);
  const intent = intentOf(form);
  // Where the code went, as the api said when it sent it (carried by the code step's form).
  const sentTo = text(form, 'sentTo', 254) || maskEmail(values.email.toLowerCase());

  const found = (order: OrderDetail, cancelCode?: CancelCodeStep, status = 200) =>
    data<TrackBookingResult>({ kind: 'found', values, order: orderView(order, lang, { today: yangonDate(now), now }), ...(cancelCode ? { cancelCode } : {}) }, { status });
  const failed = (answer: ApiFailure) => {
    if (answer.errorCode === 'BOOKING_NOT_CANCELLABLE') return data<TrackBookingResult>({ kind: 'failed', values, message: answer.message ?? t('error.body') }, { status: 409 });
    // 400 (a malformed id or email) and 404 read the same to the visitor: nothing found for this pair.
    if (answer.status === 404 || answer.status === 400) {
      return data<TrackBookingResult>({ kind: 'notFound', values, message: t('track.notFound') }, { status: 404 });
    }
    return data<TrackBookingResult>({ kind: 'failed', values, message: answer.message ?? t('error.body') }, { status: answer.status });
  };
  const track = () => call(() => api.post<OrderDetailResponse>('/myaccount/trackbooking', body), (response) => dataOf<OrderDetail>(response));
  /** The booking again, with the code step: the step's answers carry no booking of their own. */
  const withCodeStep = async (cancelCode: CancelCodeStep, status: number) => {
    const answer = await track();
    return answer.ok ? found(answer.data, cancelCode, status) : failed(answer);
  };

  if (intent === 'cancel' || intent === 'resendCode') {
    const sent = await call(
      () => api.post<CancelCodeSentResponse>('/myaccount/trackbooking/cancel/code', body),
      (response) => dataOf<CancelCodeSentResponse['data']>(response),
    );
    if (sent.ok) return withCodeStep({ sentTo: sent.data.sentTo, ...(intent === 'resendCode' ? { resent: true } : {}) }, 200);
    // A new code refused (too many asked for this hour): the step stays, saying why.
    if (intent === 'resendCode' && sent.status !== 404 && sent.status !== 400) return withCodeStep({ sentTo, error: sent.message ?? t('error.body') }, sent.status);
    return failed(sent);
  }
  if (intent === 'cancelWithCode') {
    const otp = text(form, 'otp', 12);
    // Checked here first, as the api would: a code that cannot be one costs no try and no call.
    if (!isOtpFormat(normalizeOtp(otp))) return withCodeStep({ sentTo, error: t('track.cancelCode.required') }, 400);
    const cancelBody: TrackBookingCancelRequest = { ...body, otp };
    const cancelled = await call(() => api.post<OrderDetailResponse>('/myaccount/trackbooking/cancel', cancelBody), (response) => dataOf<OrderDetail>(response));
    if (cancelled.ok) return found(cancelled.data);
    // A wrong, expired or spent code, or too many tries: the api's words, on the code's field.
    if (cancelled.field === 'otp') return withCodeStep({ sentTo, error: cancelled.message ?? t('track.cancelCode.required') }, cancelled.status);
    return failed(cancelled);
  }
  const answer = await track();
  return answer.ok ? found(answer.data) : failed(answer);
}
