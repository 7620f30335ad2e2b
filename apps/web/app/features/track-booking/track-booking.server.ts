import { data } from 'react-router';
import type { OrderDetail, OrderDetailResponse, TrackBookingRequest } from '@thwa/domain/contracts/booking';
import { yangonDate } from '@thwa/domain/dates';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import { requestLanguage } from '../settings/settings.server.ts';
import { call, dataOf } from '../thank-you/order-api.server.ts';
import { orderView } from '../thank-you/order-view.ts';
import type { TrackBookingResult, TrackBookingValues, TrackFieldErrors } from './track-booking-data.ts';

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

/**
 * Track booking (spec §4, §7): POST /myaccount/trackbooking with the booking id and email. Details are
 * kept only when the answer's code is 200; any other answer clears them, and a wrong pair gets one
 * message that reveals nothing about which half was wrong.
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
  // The same pair finds the booking and, from its page, cancels it (a stay, as its policy allows).
  // Only with the box ticked: a post without it (a hand-made one) just shows the booking again.
  const cancelling = form.get('intent') === 'cancel' && form.get('confirm') === 'yes';
  const path = cancelling ? '/myaccount/trackbooking/cancel' : '/myaccount/trackbooking';
  const answer = await call(() => api.post<OrderDetailResponse>(path, body), (response) => dataOf<OrderDetail>(response));
  if (answer.ok) return data<TrackBookingResult>({ kind: 'found', values, order: orderView(answer.data, lang, yangonDate(now)) });
  if (answer.errorCode === 'BOOKING_NOT_CANCELLABLE') return data<TrackBookingResult>({ kind: 'failed', values, message: answer.message ?? t('error.body') }, { status: 409 });
  // 400 (a malformed id or email) and 404 read the same to the visitor: nothing found for this pair.
  if (answer.status === 404 || answer.status === 400) {
    return data<TrackBookingResult>({ kind: 'notFound', values, message: t('track.notFound') }, { status: 404 });
  }
  return data<TrackBookingResult>({ kind: 'failed', values, message: answer.message ?? t('error.body') }, { status: answer.status });
}
