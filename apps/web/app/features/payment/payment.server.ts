import { data, redirect, redirectDocument } from 'react-router';
import { CASH_ON_DELIVERY_SUB_CATEGORY_ID } from '@thwa/domain/constants';
import { PAYMENT_SUB_CATEGORY, paymentFailureReason } from '@thwa/domain/booking/payment-selection';
import { PAYMENT_FAILURE_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { promoRejectionOf, promotionRejectionMessage } from '@thwa/domain/booking/promotions';
import type { AllCheckoutPayload, AllCheckoutResponse, MakePaymentRequest, MakePaymentResponse } from '@thwa/domain/contracts/payments';
import type { Language } from '@thwa/domain/settings';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { campaignPromoOf } from '../../lib/campaign-promo.server.ts';
import type { ApiTransport } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import { requestLanguage } from '../settings/settings.server.ts';
import { readOrderKey } from '../../lib/order-key.server.ts';
import { call, dataOf, encryptFor, fetchOrderDetail, orderIdFrom, type ApiOutcome } from '../thank-you/order-api.server.ts';
import { THANK_YOU_PATH, thankYouHref } from '../thank-you/thank-you-path.ts';
import { secondsUntil } from './countdown-format.ts';
import type { AccountSession } from '../account/session.server.ts';
import { miniAppHeaders, type MiniAppSession } from '../../lib/mini-app-session.server.ts';
import { signInPathFor } from '../account/session-store.ts';
import type { CashOnDeliveryInput, PaymentActionData, PaymentFieldErrors, PaymentPageData } from './payment-data.ts';

type AllCheckout = AllCheckoutResponse['data'];
type Payment = MakePaymentResponse['data'];

interface PaymentRequest {
  request: Request;
  api: ApiTransport;
  now?: Date;
  /** The signed-in member, if any: they are also offered their wallet. */
  session?: AccountSession | null;
  /** Inside a partner's wallet app (decision 041): its wallet is offered, and a payment records its referral code. */
  miniApp?: MiniAppSession | null;
}

/** Never from the browser's cache (entry.server.tsx): Back after paying must ask whether the order is paid. */
const NOT_CACHED = { 'cache-control': 'private, no-store' };

function translator(lang: Language) {
  const messages = messagesFor(lang);
  return (key: MessageKey, values?: Record<string, string | number>) => translate(messages, key, values);
}

function allCheckout(api: ApiClient, payload: AllCheckoutPayload, headers?: Record<string, string>): Promise<ApiOutcome<AllCheckout>> {
  return call(
    async () => api.post<AllCheckoutResponse>('/checkout/v5/all-checkout', { data: await encryptFor(api, payload) }, headers),
    (body) => dataOf<AllCheckout>(body),
  );
}

/** All-checkout as the signed-in member (with the wallet), or as a guest when there is no live session. */
async function allCheckoutFor(api: ApiClient, payload: AllCheckoutPayload, session: AccountSession | null | undefined, inApp: Record<string, string>) {
  if (!session) return allCheckout(api, payload, inApp);
  const answer = await allCheckout(api, payload, { ...session.headers, ...inApp });
  // The session ended on the server since this request began: the page still works without the wallet.
  return !answer.ok && answer.status === 401 ? allCheckout(api, payload, inApp) : answer;
}

/** Promo codes are typed by hand: trimmed, at most 32 characters (the contract's limit). */
function promoFrom(value: FormDataEntryValue | string | null): string {
  return typeof value === 'string' ? value.trim().slice(0, 32) : '';
}

/**
 * `/flight/payment?orderId=` and `/hotel/payment?orderId=`: the order's price and payment methods (POST /checkout/v5/all-checkout,
 * encrypted), with the promo code of the query applied. Only the browser that placed the order (it
 * holds the order key cookie) sees it; anyone else gets "This booking is not available".
 */
export async function loadPayment({ request, api: transport, now = new Date(), session = null, miniApp = null }: PaymentRequest) {
  const url = new URL(request.url);
  const lang = await requestLanguage(request);
  const t = translator(lang);
  const unavailable = (message: string | null, status: number) =>
    data<PaymentPageData>({ kind: 'unavailable', title: t('payment.unavailable.title'), message }, { status });

  const orderId = orderIdFrom(url);
  if (!orderId) return unavailable(null, 404);
  const orderKey = readOrderKey(request, orderId);
  if (!orderKey) return unavailable(null, 403);

  const api = createApiClient(transport, lang);
  // A code asked for (Apply, even empty to remove one) wins; otherwise the last deals campaign's
  // (decision 042), which the visitor never typed: when it does not apply, nothing is said about it.
  const asked = url.searchParams.has('promo');
  const promoCode = asked ? promoFrom(url.searchParams.get('promo')) : await campaignPromoOf(request);
  const fromCampaign = !asked && promoCode !== '';
  const base = { orderId, orderKey, language: lang };
  const [first, detail] = await Promise.all([
    allCheckoutFor(api, promoCode ? { ...base, promoCode } : base, session, miniAppHeaders(miniApp)),
    fetchOrderDetail(api, orderId, orderKey, lang),
  ]);

  // Paid already (the back button after paying, a second tab): the thank-you page is where it stands.
  if (detail.ok && detail.data.paymentStatus === 'paid') throw redirect(thankYouHref(orderId));

  // A refused promo code is not a failure (issue 11): all-checkout answers the order payable at its
  // price without the code and says why in `promoError`, shown beside the field.
  const checkout = first;
  if (!checkout.ok) {
    if (checkout.errorCode === 'BOOKING_NOT_AVAILABLE' || checkout.status === 404 || checkout.status === 403) {
      return unavailable(checkout.message, checkout.status);
    }
    return data<PaymentPageData>({ kind: 'failed', title: t('payment.title'), message: checkout.message ?? t('error.body') }, { status: checkout.status });
  }

  const answer = checkout.data;
  return data<PaymentPageData>(
    {
      kind: 'ready',
      title: t('payment.title'),
      orderId,
      idempotencyKey: crypto.randomUUID(),
      secondsLeft: answer.holdExpiresAt ? secondsUntil(answer.holdExpiresAt, now) : 0,
      breakdown: answer.breakdown,
      amount: answer.amount,
      promotion: answer.promotion,
      promoCode: answer.promotion?.code ?? (fromCampaign ? '' : promoCode),
      promoError: fromCampaign ? null : (answer.promoError?.message ?? null),
      lastAttemptFailed:
        detail.ok && detail.data.paymentStatus === 'failed' && detail.data.payment
          ? t('payment.lastAttemptFailed', { reason: PAYMENT_FAILURE_TEXTS[lang][paymentFailureReason(detail.data.payment.failureReason)] })
          : null,
      methods: answer.methods,
      agentCommission: answer.agentCommission,
      items: detail.ok ? detail.data.items : [],
    },
    { headers: NOT_CACHED },
  );
}

const METHOD_VALUE = /^(\d{1,6}):(\d{1,6})$/;
const FIELD_OF_API: Readonly<Record<string, keyof PaymentFieldErrors>> = {
  'cashOnDelivery.address': 'address',
  'cashOnDelivery.township': 'township',
  'cashOnDelivery.preferredTime': 'preferredTime',
  categoryId: 'method',
  subCategoryId: 'method',
};

function text(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** The cash-on-delivery details the contract accepts (address ≥ 5, township ≥ 2 characters). */
export function cashOnDeliveryErrors(input: CashOnDeliveryInput, t: ReturnType<typeof translator>): PaymentFieldErrors {
  const errors: PaymentFieldErrors = {};
  if (input.address.length < 5) errors.address = t('payment.cod.addressRequired');
  if (input.township.length < 2) errors.township = t('payment.cod.townshipRequired');
  return errors;
}

/**
 * Pay: POST /pay/makepayment with the page's idempotency key (a double click makes one payment),
 * then follow the provider's action — a card gateway's hosted page, a QR to scan, or the thank-you page
 * for pay-at-shop codes and cash on delivery.
 */
export async function payForOrder({ request, api: transport, now = new Date(), session = null, miniApp = null }: PaymentRequest) {
  const lang = await requestLanguage(request);
  const t = translator(lang);
  const form = await request.formData();
  const orderId = orderIdFrom(new URL(request.url));
  const unavailable = (message: string | null) =>
    data<PaymentActionData>({ kind: 'unavailable', message: message ?? t('payment.unavailable.body') }, { status: 409 });
  if (!orderId) return unavailable(null);

  const method = text(form, 'method', 20);
  const cashOnDelivery: CashOnDeliveryInput = {
    address: text(form, 'address', 300),
    township: text(form, 'township', 80),
    preferredTime: text(form, 'preferredTime', 80),
  };
  const idempotencyKey = text(form, 'idempotencyKey', 128);
  const invalid = (fieldErrors: PaymentFieldErrors, message: string, freshKey: boolean, status = 400) =>
    data<PaymentActionData>(
      { kind: 'invalid', message, fieldErrors, method, cashOnDelivery, idempotencyKey: freshKey ? crypto.randomUUID() : null },
      { status },
    );

  const chosen = METHOD_VALUE.exec(method);
  // Spec §5: a payment method must be selected.
  if (!chosen) return invalid({ method: t('payment.methodRequired') }, t('payment.methodRequired'), false);
  const categoryId = Number(chosen[1]);
  const subCategoryId = Number(chosen[2]);
  const isCashOnDelivery = subCategoryId === CASH_ON_DELIVERY_SUB_CATEGORY_ID;
  const isWallet = subCategoryId === PAYMENT_SUB_CATEGORY.wallet;
  // The wallet and an agent's credit are the signed-in caller's own: the call goes with their session.
  const ownLedger = isWallet || subCategoryId === PAYMENT_SUB_CATEGORY.agentCredit;
  // Spec §8 "session expired, sign in again to use wallet or to continue" / "not enough wallet balance".
  const walletRefused = (reason: 'sessionExpired' | 'notEnoughBalance', status: number) =>
    data<PaymentActionData>(
      {
        kind: 'walletRefused',
        reason,
        signInHref: signInPathFor(`${new URL(request.url).pathname}?orderId=${orderId}`, session?.user.userId ?? null),
        method,
        idempotencyKey: crypto.randomUUID(),
      },
      { status },
    );
  if (ownLedger && !session) return walletRefused('sessionExpired', 401);
  if (isCashOnDelivery) {
    const errors = cashOnDeliveryErrors(cashOnDelivery, t);
    if (Object.keys(errors).length > 0) return invalid(errors, t('payment.cod.invalid'), false);
  }
  if (!idempotencyKey) return invalid({}, t('error.body'), true);

  const orderKey = readOrderKey(request, orderId);
  if (!orderKey) return unavailable(null);

  const api = createApiClient(transport, lang);
  const promoCode = promoFrom(form.get('promo'));
  const body: MakePaymentRequest = {
    orderId,
    orderKey,
    categoryId,
    subCategoryId,
    ...(promoCode ? { promoCode } : {}),
    // Spec §4: cash-on-delivery details go only with sub-category 19.
    ...(isCashOnDelivery
      ? {
          cashOnDelivery: {
            address: cashOnDelivery.address,
            township: cashOnDelivery.township,
            ...(cashOnDelivery.preferredTime ? { preferredTime: cashOnDelivery.preferredTime } : {}),
          },
        }
      : {}),
    returnPath: THANK_YOU_PATH,
    language: lang,
  };
  const answer = await call(
    () => api.post<MakePaymentResponse>('/pay/makepayment', body, { 'idempotency-key': idempotencyKey, ...(ownLedger && session ? session.headers : {}), ...miniAppHeaders(miniApp) }),
    (response) => dataOf<Payment>(response),
  );

  if (!answer.ok) {
    if (answer.errorCode === 'BOOKING_NOT_AVAILABLE') return unavailable(answer.message);
    if (ownLedger && answer.status === 401) return walletRefused('sessionExpired', 401);
    if (answer.errorCode === 'NOT_ENOUGH_WALLET_BALANCE') return walletRefused('notEnoughBalance', 402);
    // Nothing was charged: say so beside the methods, where another one can be chosen.
    if (answer.errorCode === 'NOT_ENOUGH_CREDIT') return invalid({ method: t('payment.agent.notEnoughCredit') }, t('payment.agent.notEnoughCredit'), true, 402);
    if (answer.errorCode === 'PAYMENT_METHOD_REQUIRED') return invalid({ method: t('payment.methodRequired') }, t('payment.methodRequired'), true);
    // The code stopped applying since the page was shown (its last use was taken, it just expired):
    // nothing was charged; say why beside the promo field, where it can be removed or changed.
    const promoRejection = promoRejectionOf(answer.field, answer.fieldErrors?.[answer.field ?? ''] ?? null);
    if (promoRejection) {
      const message = promotionRejectionMessage(promoRejection, lang);
      return invalid({ promo: message }, message, true, answer.status);
    }
    const field = answer.field ? FIELD_OF_API[answer.field.replace(/^data\./, '')] : undefined;
    const message = answer.message ?? t('error.body');
    return invalid(field ? { [field]: message } : {}, message, true, answer.status);
  }

  const action = answer.data.action;
  switch (action.type) {
    case 'redirect':
      // Paid from the wallet: our own thank-you page. Otherwise the gateway's hosted page, which is not
      // one of our routes, so the browser loads it as a document.
      if (action.url.startsWith(`${THANK_YOU_PATH}?`)) return redirect(action.url, 303);
      return redirectDocument(action.url, 303);
    case 'qr':
      return data<PaymentActionData>({
        kind: 'qr',
        orderId,
        // Trusted server output, shown as an image (never as markup in our page).
        qrSrc: `data:image/svg+xml;base64,${Buffer.from(action.qrSvg, 'utf8').toString('base64')}`,
        appUrl: action.appUrl,
        amount: answer.data.amount,
        secondsLeft: secondsUntil(answer.data.expiresAt, now),
      });
    case 'code':
    case 'contact':
      return redirect(thankYouHref(orderId), 303);
  }
}
