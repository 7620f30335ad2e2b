import { useCallback, useEffect, useId, useState } from 'react';
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { INITIAL_PAYMENT_SELECTION, type PaymentSelection } from '@thwa/domain/booking/payment-selection';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { Price, usePriceText } from '../../ui/price.tsx';
import { PriceBreakdown } from '../../ui/price-breakdown.tsx';
import { productOfPaymentPath } from '../../products/index.ts';
import { ItemViews } from '../../products/item-views.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Countdown } from './countdown.tsx';
import type { PaymentActionData, PaymentPageData } from './payment-data.ts';
import { PaymentMethods, choose, withCashOnDelivery } from './payment-methods.tsx';
import { QrPayment } from './qr-payment.tsx';
import { WalletRefusedModal } from './lazy-wallet-modal.tsx';

type Ready = Extract<PaymentPageData, { kind: 'ready' }>;

/** `/flight/payment` and `/hotel/payment`: the order's price, the payment methods, and Pay (spec §1 step "Payment"). */
export function PaymentPage({ data, actionData }: { data: PaymentPageData; actionData: PaymentActionData | undefined }) {
  const t = useT();
  if (actionData?.kind === 'unavailable') return <Unavailable title={t('payment.unavailable.title')} message={actionData.message} />;
  switch (data.kind) {
    case 'unavailable':
      return <Unavailable title={data.title} message={data.message} />;
    case 'failed':
      return (
        <>
          <Header />
          <EmptyState title={t('payment.failed.title')} body={<p>{data.message}</p>}>
            <RetryLink />
          </EmptyState>
        </>
      );
    case 'ready':
      return <ReadyPayment key={data.orderId} data={data} actionData={actionData} />;
  }
}

function RetryLink() {
  const t = useT();
  const location = useLocation();
  return (
    <Link to={location.pathname + location.search} className="button-primary">
      {t('error.retry')}
    </Link>
  );
}

/**
 * The product this payment page is for (/flight/payment, /hotel/payment): its steps, its words for what
 * is held, its search. The path says it even when the booking cannot be read.
 */
function usePaymentProduct() {
  return productOfPaymentPath(useLocation().pathname);
}

function Header() {
  const t = useT();
  const product = usePaymentProduct();
  return (
    <header className="grid gap-4 pt-6">
      {product ? <CheckoutSteps flow={product.steps} current="payment" /> : null}
      <h1 className="text-2xl font-semibold">{t('payment.title')}</h1>
    </header>
  );
}

function Unavailable({ title, message }: { title: string; message: string | null }) {
  const t = useT();
  const product = usePaymentProduct();
  return (
    <EmptyState headingLevel={1} title={title} body={<p>{message ?? t('payment.unavailable.body')}</p>}>
      <Link to="/track-booking" className="button-primary">
        {t('payment.unavailable.track')}
      </Link>
      {product ? (
        <Link to={product.searchPath} className="button-secondary">
          {t(product.words.searchAgain)}
        </Link>
      ) : null}
    </EmptyState>
  );
}

function initialSelection(actionData: PaymentActionData | undefined): PaymentSelection {
  if (actionData?.kind !== 'invalid' && actionData?.kind !== 'walletRefused') return INITIAL_PAYMENT_SELECTION;
  const chosen = /^(\d+):(\d+)$/.exec(actionData.method);
  if (!chosen) return INITIAL_PAYMENT_SELECTION;
  const selection = choose(INITIAL_PAYMENT_SELECTION, Number(chosen[1]), Number(chosen[2]));
  return actionData.kind === 'invalid' ? withCashOnDelivery(selection, actionData.cashOnDelivery) : selection;
}

/**
 * Back after paying (issue 19): a payment page the browser restores from its back-forward cache shows
 * the form and the timer as they were; asking the loader again sends a paid order on to its thank-you page.
 */
function useFreshWhenRestored() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void revalidator.revalidate();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [revalidator]);
}

function ReadyPayment({ data, actionData }: { data: Ready; actionData: PaymentActionData | undefined }) {
  const t = useT();
  const product = usePaymentProduct();
  const navigation = useNavigation();
  useFreshWhenRestored();
  const [selection, setSelection] = useState<PaymentSelection>(() => initialSelection(actionData));
  const [expired, setExpired] = useState(data.secondsLeft <= 0);
  const onExpire = useCallback(() => setExpired(true), []);
  const paying = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const invalid = actionData?.kind === 'invalid' ? actionData : null;
  const refused = actionData?.kind === 'walletRefused' ? actionData : null;
  // The refusal modal closes to let the visitor choose another method; a new refusal opens it again.
  const [dismissed, setDismissed] = useState<PaymentActionData | undefined>(undefined);
  const onDismiss = useCallback(() => setDismissed(actionData), [actionData]);
  const chosenName =
    data.methods.flatMap((category) => category.subCategories).find((sub) => sub.id === selection.selectedPaymentSubCategoryId)?.name ?? null;

  if (actionData?.kind === 'qr') {
    return (
      <>
        <Header />
        <QrPayment
          orderId={actionData.orderId}
          qrSrc={actionData.qrSrc}
          appUrl={actionData.appUrl}
          amount={actionData.amount}
          secondsLeft={actionData.secondsLeft}
          methodName={chosenName}
        />
      </>
    );
  }

  return (
    <>
      <Header />
      <p className="mt-2 text-slate-700">{t('payment.bookingId', { orderId: data.orderId })}</p>
      <div className="mt-4">
        <Countdown secondsLeft={data.secondsLeft} onExpire={onExpire} expiredLabel={product?.words.holdEnded} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div className="grid grid-cols-1 gap-6">
          {expired ? (
            <EmptyState title={t('payment.expired.title')} body={<p>{t(product?.words.holdExpired ?? 'payment.expired.body')}</p>}>
              {product ? (
                <Link to={product.searchPath} className="button-primary">
                  {t(product.words.searchAgain)}
                </Link>
              ) : null}
            </EmptyState>
          ) : (
            <>
              {data.lastAttemptFailed && !invalid ? (
                <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 font-medium text-amber-900">
                  {data.lastAttemptFailed}
                </p>
              ) : null}
              <PromoCode data={data} refusal={invalid?.fieldErrors.promo ?? null} />
              <Form method="post" className="grid grid-cols-1 gap-6" noValidate>
                <input type="hidden" name="idempotencyKey" value={invalid?.idempotencyKey ?? refused?.idempotencyKey ?? data.idempotencyKey} />
                <input type="hidden" name="promo" value={data.promotion?.code ?? ''} />
                {invalid && !invalid.fieldErrors.promo ? (
                  <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-800">
                    {invalid.message}
                  </p>
                ) : null}
                <PaymentMethods methods={data.methods} selection={selection} onChange={setSelection} errors={invalid?.fieldErrors ?? {}} />
                <button type="submit" className="button-primary w-full text-lg" disabled={paying} aria-disabled={paying || undefined}>
                  {paying ? t('loading.message') : <PayLabel amount={data.amount} />}
                </button>
                <p className="text-sm text-slate-700">{t('payment.secureNote')}</p>
              </Form>
            </>
          )}
        </div>
        {refused && dismissed !== actionData ? <WalletRefusedModal reason={refused.reason} signInHref={refused.signInHref} onClose={onDismiss} /> : null}
        <aside className="grid gap-4" aria-label={t('payment.summary')}>
          <ItemViews items={data.items} view="Summary" />
          <PriceBreakdown breakdown={data.breakdown} />
          {data.agentCommission ? <AgentCommission commission={data.agentCommission} /> : null}
        </aside>
      </div>
    </>
  );
}

/**
 * Apply reloads the page with `?promo=`: the api prices the order with it, or says why not (the order
 * stays payable without it). `refusal` is Pay's answer when the code stopped applying meanwhile.
 */
function PromoCode({ data, refusal }: { data: Ready; refusal: string | null }) {
  const t = useT();
  const inputId = useId();
  const messageId = useId();
  const promoError = refusal ?? data.promoError;
  return (
    <Form method="get" className="card grid gap-2 p-4">
      <input type="hidden" name="orderId" value={data.orderId} />
      <label htmlFor={inputId} className="font-semibold">
        {t('payment.promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="promo"
          type="text"
          defaultValue={data.promoCode}
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={promoError ? true : undefined}
          aria-describedby={promoError || data.promotion ? messageId : undefined}
          className="w-0 min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 uppercase"
        />
        <button type="submit" className="button-secondary">
          {t('payment.promo.apply')}
        </button>
      </div>
      {promoError ? (
        <p id={messageId} role="alert" className="text-sm font-medium text-red-800">
          {promoError}
        </p>
      ) : null}
      {data.promotion && !promoError ? (
        <p id={messageId} role="status" className="text-sm font-medium text-green-800">
          {t('payment.promo.applied', { code: data.promotion.code })} {data.promotion.description} (−<Price mmk={data.promotion.discount} />)
        </p>
      ) : null}
    </Form>
  );
}

/**
 * 'Pay MMK 120,000' as one run of text: the button lays its children out as flex items, where the
 * space between two of them is dropped ('PayMMK 120,000'), in either language.
 */
export function PayLabel({ amount }: { amount: number }) {
  const t = useT();
  return (
    <span>
      {t('payment.pay')} <Price mmk={amount} />
    </span>
  );
}

/** An agent's own earnings on the booking, beside its price: the api sends them only to agents and their sub-agents. */
function AgentCommission({ commission }: { commission: NonNullable<Ready['agentCommission']> }) {
  const t = useT();
  const { settings } = useRootData();
  const money = usePriceText();
  const lines = commission.items.filter((item) => item.amount > 0);
  return (
    <section className="card grid gap-2 p-4" aria-labelledby="agent-commission" data-agent-commission>
      <h2 id="agent-commission" className="font-semibold">
        {t('payment.agent.commission')}
      </h2>
      <p className="text-lg font-semibold">
        <Price mmk={commission.amount} />
      </p>
      {lines.length > 0 ? (
        <ul className="grid gap-1 text-sm text-slate-700">
          {lines.map((item) => (
            <li key={item.itemNo}>
              {t('payment.agent.line', { percent: localDigits(String(item.percent), settings.lang), base: money(item.base), amount: money(item.amount) })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t('payment.agent.none')}</p>
      )}
      <p className="text-xs text-slate-700">{t('payment.agent.private')}</p>
    </section>
  );
}
