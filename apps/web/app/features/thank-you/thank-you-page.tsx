import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import type { ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { PriceBreakdown } from '../../ui/price-breakdown.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ItemDocuments } from '../tickets/item-documents.tsx';
import { CancelStay, OrderDetails } from './order-details.tsx';
import { SupportContacts } from './support-contacts.tsx';
import type { ThankYouData } from './thank-you-data.ts';
import { useStatusPolling } from '../../lib/use-status-polling.ts';
import { productOfType } from '../../products/index.ts';

type Ready = Extract<ThankYouData, { kind: 'ready' }>;

/** What a paid flight is offered after it (decision 037): loaded only by the pages that show offers, out of the first view's JavaScript. */
const CrossSellOffers = lazy(() => import('./cross-sell-offers.tsx').then((views) => ({ default: views.CrossSellOffers })));

/** Outcomes that send the customer to support (spec §8), and so show the phone and email as links. */
const SUPPORT_OUTCOMES: ReadonlySet<ThankYouOutcome> = new Set(['unpaid', 'paid_cancelled', 'waitlisted', 'paid_timer_exceeded']);

const OUTCOME_TONES: Readonly<Record<ThankYouOutcome, string>> = {
  completed: 'border-green-200 bg-green-50',
  paid_processing: 'border-amber-200 bg-amber-50',
  unpaid_processing: 'border-amber-200 bg-amber-50',
  waitlisted: 'border-amber-200 bg-amber-50',
  paid_timer_exceeded: 'border-red-200 bg-red-50',
  unpaid: 'border-red-200 bg-red-50',
  paid_cancelled: 'border-red-200 bg-red-50',
};

/** `cancelError`: why the guest's own cancellation was refused, when it was. */
export function ThankYouPage({ data, cancelError = null }: { data: ThankYouData; cancelError?: string | null }) {
  const t = useT();
  switch (data.kind) {
    case 'unavailable':
      return (
        <EmptyState headingLevel={1} title={data.title} body={<p>{t('payment.unavailable.body')}</p>}>
          <Link to="/track-booking" className="button-primary">
            {t('payment.unavailable.track')}
          </Link>
        </EmptyState>
      );
    case 'failed':
      return (
        <EmptyState headingLevel={1} title={data.title} body={<p>{data.message}</p>}>
          <RefreshLink primary />
        </EmptyState>
      );
    case 'ready':
      return <ReadyThankYou data={data} cancelError={cancelError} />;
  }
}

/** The same page again: the server reads the order anew (the no-JavaScript way to see a change). */
function RefreshLink({ primary = false }: { primary?: boolean }) {
  const t = useT();
  const location = useLocation();
  return (
    <Link to={location.pathname + location.search} className={primary ? 'button-primary' : 'button-secondary'}>
      {t('thankYou.refresh')}
    </Link>
  );
}

function ReadyThankYou({ data, cancelError }: { data: Ready; cancelError: string | null }) {
  const t = useT();
  // A signed-in customer finds the booking in My trips; a guest has no My trips, and tracks it instead.
  const { account } = useRootData();
  const { order, outcome, polling } = data;
  // What the order was placed for words the page: its steps, its reference, its document, its search.
  const product = productOfType(order.productType);
  useStatusPolling(polling);
  return (
    <>
      <div className="pt-6">
        {product ? <CheckoutSteps flow={product.steps} current="complete" /> : null}
      </div>
      <section className={`mt-6 rounded-2xl border p-5 ${OUTCOME_TONES[order.outcome]}`} aria-labelledby="outcome-title" data-outcome={order.outcome}>
        <h1 id="outcome-title" className="text-2xl font-semibold">
          {outcome.title}
        </h1>
        <p className="mt-2 text-slate-800">{outcome.body}</p>
        {data.retryHref ? (
          <p className="mt-4">
            <Link to={data.retryHref} className="button-primary">
              {t('thankYou.retry')}
            </Link>
          </p>
        ) : null}
        {SUPPORT_OUTCOMES.has(order.outcome) ? <SupportContacts /> : null}
        <p className="mt-4 text-slate-800">
          {t('thankYou.bookingId')} <strong className="font-mono text-lg">{order.orderId}</strong>
          {order.pnr ? (
            <>
              {' '}
              · {t(product?.words.reference ?? 'thankYou.pnr')} <strong className="font-mono">{order.pnr}</strong>
            </>
          ) : null}
        </p>
        <div role="status" className="mt-3">
          {polling ? (
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              <span aria-hidden="true" className="inline-block h-3 w-3 animate-pulse rounded-full bg-brand-700" />
              {t(order.outcome === 'paid_processing' || order.outcome === 'completed' ? 'thankYou.progress.issuing' : 'thankYou.progress.payment')}
            </p>
          ) : null}
        </div>
        {polling ? (
          <div className="mt-2">
            <RefreshLink />
          </div>
        ) : null}
        {order.ticket ? (
          <div className="mt-4">
            <ItemDocuments orderId={order.orderId} items={order.items} />
          </div>
        ) : null}
      </section>
      <div className="grid gap-0 lg:grid-cols-[1fr_22rem] lg:gap-6">
        <div>
          <OrderDetails order={order} />
          {cancelError ? (
            <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
              {cancelError}
            </p>
          ) : null}
          {order.cancelPreview ? <CancelStay preview={order.cancelPreview} /> : null}
        </div>
        <div className="mt-4">
          <PriceBreakdown breakdown={order.breakdown} />
        </div>
      </div>
      {data.crossSell ? (
        <Suspense fallback={null}>
          <CrossSellOffers offers={data.crossSell} />
        </Suspense>
      ) : null}
      <p className="mt-6 flex flex-wrap gap-2">
        {account ? (
          <Link to="/account/my-trip" className="button-secondary">
            {t('thankYou.myTrips')}
          </Link>
        ) : (
          <Link to="/track-booking" className="button-secondary">
            {t('thankYou.trackLink')}
          </Link>
        )}
        {product ? (
          <Link to={product.searchPath} className="button-secondary">
            {t(product.words.bookAnother)}
          </Link>
        ) : null}
      </p>
    </>
  );
}
