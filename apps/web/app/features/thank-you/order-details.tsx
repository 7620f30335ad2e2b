import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { CASH_ON_DELIVERY_CONTACT_HOURS } from '@thwa/domain/constants';
import type { StatusTone } from '@thwa/domain/order-status';
import type { MessageKey } from '../../i18n/en.ts';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { displayedPrice, Price } from '../../ui/price.tsx';
import { formatMoney } from '@thwa/domain/money';
import { localDigits } from '@thwa/domain/date-format';
import type { OrderView, PaymentState, PaymentView, RefundView } from './order-view.ts';
import { ItemViews } from '../../products/item-views.tsx';
import { Section } from '../../ui/section.tsx';
import { TONE_CLASSES } from '../../ui/status-tone-classes.ts';

const STATUS_KEYS: Readonly<Record<string, MessageKey>> = {
  initialized: 'payment.status.initialized',
  booked: 'payment.status.booked',
  held: 'payment.status.held',
  pending: 'payment.status.pending',
  paid: 'payment.status.paid',
  processing: 'payment.status.processing',
  completed: 'payment.status.completed',
  cancelled: 'payment.status.cancelled',
  unsuccessful: 'payment.status.unsuccessful',
  failed: 'payment.status.failed',
  expired: 'payment.status.expired',
  waitlisted: 'payment.status.waitlisted',
};

const METHOD_KEYS: Readonly<Record<string, MessageKey>> = {
  card: 'payment.method.card',
  mobile_wallet: 'payment.method.mobileWallet',
  pay_at_shop: 'payment.method.payAtShop',
  cash_on_delivery: 'payment.method.cashOnDelivery',
  wallet: 'payment.method.wallet',
};

const PAYMENT_STATE_KEYS: Readonly<Record<PaymentState, MessageKey>> = {
  successful: 'payment.text.successful',
  unsuccessful: 'payment.text.unsuccessful',
  awaiting: 'payment.text.awaiting',
};

/** Spec §4 order status colours: the status in words, in its tone (never colour alone). */
export function StatusBadge({ status, tone }: { status: string; tone: StatusTone }) {
  const t = useT();
  const key = STATUS_KEYS[status.trim().toLowerCase()];
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${TONE_CLASSES[tone]}`} data-tone={tone}>
      {key ? t(key) : status}
    </span>
  );
}

export function methodLabel(method: string, t: ReturnType<typeof useT>): string {
  const key = METHOD_KEYS[method];
  return key ? t(key) : method;
}

export function PaymentDetails({ payment, amount }: { payment: PaymentView | null; amount: number }) {
  const t = useT();
  const { settings } = useRootData();
  return (
    <Section title={t('thankYou.payment')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {payment ? (
          <>
            <dt className="text-slate-700">{t('thankYou.payment.method')}</dt>
            <dd className="font-medium">{methodLabel(payment.method, t)}</dd>
            <dt className="text-slate-700">{t('thankYou.payment.status')}</dt>
            <dd className="font-medium" data-payment-state={payment.state}>
              {t(PAYMENT_STATE_KEYS[payment.state])}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-700">{t('thankYou.payment.amount')}</dt>
        <dd className="font-semibold">
          <Price mmk={payment?.amount ?? amount} />
        </dd>
        {payment?.paidAt ? (
          <>
            <dt className="text-slate-700">{t('thankYou.payment.paidAt')}</dt>
            <dd>{payment.paidAt}</dd>
          </>
        ) : null}
      </dl>
      {payment?.paymentCode && payment.state === 'awaiting' ? (
        <div className="mt-4 rounded-lg border border-gold-300 bg-gold-300/20 p-3">
          <p className="text-sm text-slate-800">{t('thankYou.payAtShop.code')}</p>
          <p className="mt-1 font-mono text-2xl font-bold tracking-widest" data-testid="payment-code">
            {payment.paymentCode}
          </p>
          {payment.deadline ? <p className="mt-2 text-sm text-slate-800">{t('thankYou.payAtShop.deadline', { deadline: payment.deadline })}</p> : null}
        </div>
      ) : null}
      {payment?.method === 'cash_on_delivery' && payment.state === 'awaiting' ? (
        <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          {t('thankYou.cashOnDelivery.contact', {
            min: localDigits(CASH_ON_DELIVERY_CONTACT_HOURS.min, settings.lang),
            max: localDigits(CASH_ON_DELIVERY_CONTACT_HOURS.max, settings.lang),
          })}
        </p>
      ) : null}
    </Section>
  );
}

/** What was given back besides the guest's own cancellation: each refund's amount, where it goes, and when it arrived. */
export function RefundDetails({ refunds }: { refunds: readonly RefundView[] }) {
  const t = useT();
  if (refunds.length === 0) return null;
  return (
    <Section title={t('thankYou.refunds')}>
      <ul className="grid gap-3">
        {refunds.map((refund, index) => (
          <li key={index} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <span className="font-medium">{t(refund.to === 'wallet' ? 'thankYou.refund.toWallet' : 'thankYou.refund.toPayment')}</span>
            <span className="text-right font-semibold">
              <Price mmk={refund.amount} />
            </span>
            <span className="col-span-2 text-sm text-slate-700">{refund.refundedAt ? t('thankYou.refund.refundedAt', { date: refund.refundedAt }) : t('thankYou.refund.onItsWay')}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** What the guest's own cancellation gave back, and where to (decision 022). */
export function CancellationNote({ cancellation, refunded }: { cancellation: NonNullable<OrderView['guestCancellation']>; refunded: boolean }) {
  const t = useT();
  const { settings } = useRootData();
  const amount = formatMoney(displayedPrice(cancellation.refund, settings), { lang: settings.lang });
  const key: MessageKey = cancellation.refund === 0 ? 'hotelCheckout.cancelled.nothing' : cancellation.refundTo === 'wallet' ? 'hotelCheckout.cancelled.toWallet' : 'hotelCheckout.cancelled.toPayment';
  return (
    <div role="status" className="card mt-4 border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="font-medium">{t(key, { amount })}</p>
      {cancellation.refund > 0 ? (
        // The refund as a line and where it stands: paid out once the provider (or the wallet) took it back.
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>{t('hotelCheckout.cancelled.refundLine')}</dt>
          <dd className="text-right font-semibold">{amount}</dd>
          <dt>{t('hotelCheckout.cancelled.refundStatus')}</dt>
          <dd className="text-right font-semibold">{t(refunded ? 'hotelCheckout.cancelled.refunded' : 'hotelCheckout.cancelled.onItsWay')}</dd>
        </dl>
      ) : null}
    </div>
  );
}

/**
 * A hotel stay the guest may cancel themselves: what they would get back, and a button that asks the
 * page's action (`intent=cancel`) to cancel it. `fields` are the hidden fields that page's action needs
 * to find the booking (track booking's id and e-mail). A plain form, so it works without JavaScript.
 * `children`, when given, take the button's place: track booking's step that asks for the code it mailed.
 */
export function CancelStay({ preview, fields = {}, children }: { preview: NonNullable<OrderView['cancelPreview']>; fields?: Readonly<Record<string, string>>; children?: ReactNode }) {
  const t = useT();
  const { settings } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  const amount = formatMoney(displayedPrice(preview.refund, settings), { lang: settings.lang });
  return (
    <Section title={t('hotelCheckout.cancel.title')}>
      <p>{preview.refund > 0 ? t('hotelCheckout.cancel.refund', { amount }) : t('hotelCheckout.cancel.noRefund')}</p>
      {children ?? (
        <Form method="post" className="mt-3 grid justify-items-start gap-3">
          <input type="hidden" name="intent" value="cancel" />
          <label className="flex items-start gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1 h-5 w-5" />
            <span>{t('hotelCheckout.cancel.confirm')}</span>
          </label>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button-secondary justify-center border-red-300 text-red-800" disabled={busy} aria-disabled={busy || undefined}>
            {busy ? t('checkout.submitting') : t('hotelCheckout.cancel.submit')}
          </button>
        </Form>
      )}
    </Section>
  );
}

/** The booking as the thank-you and track-booking pages show it: each item as its product details it, then the payment. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <>
      {order.guestCancellation ? <CancellationNote cancellation={order.guestCancellation} refunded={order.paymentStatus === 'refunded'} /> : null}
      <ItemViews items={order.items} view="Details" />
      <PaymentDetails payment={order.payment} amount={order.amount} />
      <RefundDetails refunds={order.refunds} />
    </>
  );
}
