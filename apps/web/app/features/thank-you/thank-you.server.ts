import { data, redirect } from 'react-router';
import { fillSupport, thankYouText, type ThankYouWords } from '@thwa/domain/booking/thank-you-outcome';
import { canRetryPayment, type PaymentFailureReason } from '@thwa/domain/booking/payment-selection';
import type { ThankYouOutcome } from '@thwa/domain/contracts/booking';
import type { OrderDetailResponse } from '@thwa/domain/contracts/booking';
import { yangonDate } from '@thwa/domain/dates';
import type { Language } from '@thwa/domain/settings';
import { createApiClient } from '../../lib/api-client.ts';
import type { PublicConfig, WebRuntime } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import { translate } from '../../i18n/translate.ts';
import { choicesFromQuery, readStoredChoices, requestLanguage } from '../settings/settings.server.ts';
import { isOrderKey, readOrderKey, setOrderKeyCookie } from '../../lib/order-key.server.ts';
import { isPaymentKey } from '@thwa/domain/orders/payment-key';
import { thankYouHref } from './thank-you-path.ts';
import { paymentHref, productOfType } from '../../products/index.ts';
import { call, dataOf, fetchOrderDetail, orderIdFrom } from './order-api.server.ts';
import { orderView, type OrderView } from './order-view.ts';
import type { OfflineThankYouData, ThankYouData } from './thank-you-data.ts';
import { loadCrossSell } from './cross-sell.server.ts';

/** Providers whose pending payment settles by itself within minutes (a callback is on its way). */
const SELF_SETTLING = new Set(['card', 'mobile_wallet', 'wallet', 'partner_wallet']);

/**
 * Whether the page should look again in a moment: the ticket is being issued, or an online payment
 * (a QR approved in the app, a card callback) has not reported yet. Pay-at-shop and cash on delivery
 * wait for hours, so the page does not poll for them.
 */
export function shouldPoll(order: Pick<OrderView, 'outcome' | 'paymentStatus' | 'payment' | 'ticket' | 'documentsPending'>): boolean {
  if (order.outcome === 'paid_processing') return true;
  // Issuing completes the order; each item's document (the e-ticket, a cover's certificate) is
  // rendered by a job just after, so look again until all are there and the page offers them.
  if (order.outcome === 'completed' && (order.ticket === null || order.documentsPending)) return true;
  return order.paymentStatus === 'pending' && order.payment !== null && SELF_SETTLING.has(order.payment.method);
}

/**
 * Spec §4 outcome title and body; unpaid, cancelled and waitlisted name the support phone and email
 * (spec §8). A pending payment reads as its method (pay at shop, cash on delivery, online); an unpaid
 * order that can still be paid (`canRetry`) says why the last payment failed (issue 11).
 */
export function outcomeText(
  outcome: ThankYouOutcome,
  lang: Language,
  config: Pick<PublicConfig, 'supportPhone' | 'supportEmail'>,
  payment: { method: string; failureReason?: PaymentFailureReason | null } | null,
  canRetry: boolean,
  words: Readonly<Record<Language, ThankYouWords>>,
  guestCancelled = false,
) {
  // The product's own words: a stay speaks of rooms and its voucher, and one the guest cancelled is not a failure.
  const text = thankYouText(outcome, lang, payment, canRetry, words, guestCancelled);
  const support = { phone: config.supportPhone, email: config.supportEmail };
  return { title: fillSupport(text.title, support), body: fillSupport(text.body, support) };
}

interface ThankYouRequest {
  request: Request;
  runtime: Pick<WebRuntime, 'api' | 'config'>;
  now?: Date;
}

/**
 * `/checkout/thank-you?orderId=&key=`, the link of Track booking's, My trips' and the e-mail's 'Pay
 * now': the key is kept in this browser's cookie for the order (unless it already holds the order's
 * own key, which can do more) and taken out of the address, and the customer goes on to the payment
 * page while the order can be paid, or to the order as it stands. A key that opens nothing is dropped.
 */
async function openWithKey(request: Request, runtime: ThankYouRequest['runtime'], orderId: string, key: string, lang: Language, now: Date): Promise<Response> {
  const detail = isOrderKey(key) ? await fetchOrderDetail(createApiClient(runtime.api, lang), orderId, key, lang) : null;
  if (!detail?.ok) return redirect(thankYouHref(orderId), 303);
  const headers = new Headers();
  const held = readOrderKey(request, orderId);
  if (!held || isPaymentKey(held)) setOrderKeyCookie(headers, orderId, key, request);
  const target = canRetryPayment(detail.data, now) ? paymentHref(detail.data.productType, orderId) : null;
  return redirect(target ?? thankYouHref(orderId), { status: 303, headers });
}

/** `/checkout/thank-you?orderId=`: the order as it stands now (POST /order/detail with the cookie's key). */
export async function loadThankYou({ request, runtime, now = new Date() }: ThankYouRequest) {
  const lang = await requestLanguage(request);
  const t = (key: Parameters<typeof translate>[1]) => translate(messagesFor(lang), key);
  const unavailable = (status: number) => data<ThankYouData>({ kind: 'unavailable', title: t('payment.unavailable.title') }, { status });

  const url = new URL(request.url);
  const orderId = orderIdFrom(url);
  if (!orderId) return unavailable(404);
  const givenKey = url.searchParams.get('key');
  if (givenKey !== null) throw await openWithKey(request, runtime, orderId, givenKey, lang, now);
  const orderKey = readOrderKey(request, orderId);
  if (!orderKey) return unavailable(403);

  const api = createApiClient(runtime.api, lang);
  const detail = await fetchOrderDetail(api, orderId, orderKey, lang);
  if (!detail.ok) {
    if (detail.status === 404 || detail.status === 403) return unavailable(detail.status);
    return data<ThankYouData>({ kind: 'failed', title: t('thankYou.title'), message: detail.message ?? t('error.body') }, { status: detail.status });
  }
  const view = orderView(detail.data, lang, { today: yangonDate(now), now });
  // A payment key shows and pays the order but does not cancel it (payment-key.ts): no button that cannot work.
  const order = isPaymentKey(orderKey) ? { ...view, cancelPreview: null } : view;
  const product = productOfType(detail.data.productType);
  if (!product) return unavailable(404);
  // A declined or cancelled payment is not the end (issue 11): while the seats are held, pay again on this order.
  const canRetry = canRetryPayment(detail.data, now);
  // After a paid flight: a hotel at the destination and insurance for the trip (decision 037); absent if slow or failed.
  const { currency } = { ...(await readStoredChoices(request)), ...choicesFromQuery(url) };
  const crossSell = await loadCrossSell(api, detail.data, orderKey, { language: lang, currency });
  return data<ThankYouData>({
    kind: 'ready',
    title: t('thankYou.title'),
    order,
    outcome: outcomeText(order.outcome, lang, runtime.config, detail.data.payment, canRetry, await product.thankYouWords(), order.guestCancellation !== null),
    polling: shouldPoll(order),
    retryHref: canRetry ? paymentHref(detail.data.productType, orderId) : null,
    crossSell,
  });
}

/**
 * The thank-you page's one action: the guest who placed a hotel stay cancels it (POST /order/cancel
 * with the order key of this browser), then sees the page again with what was refunded. A refusal (the
 * stay began, a flight) is shown where the button was.
 */
export async function cancelFromThankYou({ request, runtime }: ThankYouRequest) {
  const url = new URL(request.url);
  const lang = await requestLanguage(request);
  const orderId = orderIdFrom(url);
  const orderKey = orderId ? readOrderKey(request, orderId) : null;
  if (!orderId || !orderKey) return data({ cancelError: translate(messagesFor(lang), 'payment.unavailable.title') }, { status: 403 });
  const form = await request.formData();
  if (form.get('intent') !== 'cancel' || form.get('confirm') !== 'yes') return data({ cancelError: translate(messagesFor(lang), 'hotelCheckout.cancel.confirmRequired') }, { status: 400 });
  const api = createApiClient(runtime.api, lang);
  const answer = await call(() => api.post<OrderDetailResponse>('/order/cancel', { orderId, orderKey, language: lang }), (body) => dataOf(body));
  if (!answer.ok) return data({ cancelError: answer.message ?? translate(messagesFor(lang), 'error.body') }, { status: answer.status });
  throw redirect(`${url.pathname}${url.search}`);
}

/** `/checkout/offline-thank-you?orderId=`: the request was received; the team calls within 24 hours. */
export async function loadOfflineThankYou({ request, runtime }: ThankYouRequest) {
  const lang = await requestLanguage(request);
  const title = translate(messagesFor(lang), 'thankYou.offline.title');
  const orderId = orderIdFrom(new URL(request.url));
  const orderKey = orderId ? readOrderKey(request, orderId) : null;
  if (!orderId || !orderKey) {
    return data<OfflineThankYouData>({ kind: 'unavailable', title: translate(messagesFor(lang), 'payment.unavailable.title') }, { status: orderId ? 403 : 404 });
  }
  const detail = await fetchOrderDetail(createApiClient(runtime.api, lang), orderId, orderKey, lang);
  if (!detail.ok && (detail.status === 404 || detail.status === 403)) {
    return data<OfflineThankYouData>({ kind: 'unavailable', title: translate(messagesFor(lang), 'payment.unavailable.title') }, { status: detail.status });
  }
  // The request is ours (the cookie proves it); if the details cannot be read now, the id is enough.
  return data<OfflineThankYouData>({ kind: 'ready', title, orderId, email: detail.ok ? detail.data.contact.email : null });
}
