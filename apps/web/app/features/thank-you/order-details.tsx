import { useId, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { CASH_ON_DELIVERY_CONTACT_HOURS } from '@thwa/domain/constants';
import type { StatusTone } from '@thwa/domain/order-status';
import type { MessageKey } from '../../i18n/en.ts';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { displayedPrice, Price } from '../../ui/price.tsx';
import { formatMoney } from '@thwa/domain/money';
import { localDigits } from '../flight-listing/format.ts';
import type { DirectionView, OrderView, PaymentState, PaymentView, TravellerView } from './order-view.ts';
import type { EstimatedCheckInTime } from '@thwa/domain/hotels/hotel-guests';
import { StaySummary } from '../hotel-checkout/stay-summary.tsx';

const TONE_CLASSES: Readonly<Record<StatusTone, string>> = {
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  primary: 'bg-brand-50 text-brand-800 ring-brand-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
};

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

const TRAVELLER_KEYS: Readonly<Record<TravellerView['type'], MessageKey>> = {
  adult: 'thankYou.traveller.adult',
  child: 'thankYou.traveller.child',
  infant: 'thankYou.traveller.infant',
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card mt-4 p-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Itinerary({ directions }: { directions: DirectionView[] }) {
  const t = useT();
  return (
    <Section title={t('thankYou.itinerary')}>
      <div className="grid gap-4">
        {directions.map((direction) => (
          <div key={direction.direction}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {t(direction.direction === 'outward' ? 'thankYou.outward' : 'thankYou.return')}
            </h3>
            <ol className="mt-2 grid gap-3">
              {direction.legs.map((leg) => (
                <li key={`${leg.flightNumber}-${leg.dateLabel}`} className="rounded-lg bg-slate-50 p-3">
                  <p className="font-semibold">
                    {leg.originCity} ({leg.origin}) → {leg.destinationCity} ({leg.destination})
                  </p>
                  <p className="text-sm text-slate-700">
                    {leg.dateLabel} · {leg.departTime}–{leg.arriveTime} · {leg.duration}
                  </p>
                  <p className="text-sm text-slate-700">
                    {leg.airlineName} · {leg.flightNumber}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function Travellers({ travellers }: { travellers: TravellerView[] }) {
  const t = useT();
  return (
    <Section title={t('thankYou.travellers')}>
      <ul className="grid gap-2">
        {travellers.map((traveller, index) => (
          <li key={`${traveller.name}-${index}`} className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium">{traveller.name}</span>
            <span className="text-sm text-slate-700">
              {t(TRAVELLER_KEYS[traveller.type])}
              {traveller.ticketNumber ? ` · ${t('thankYou.ticketNumber', { number: traveller.ticketNumber })}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
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

/** A hotel stay's guests: who checks in to each room with its voucher number, when they arrive, what they asked. */
export function StayGuests({ stay }: { stay: NonNullable<OrderView['stay']> }) {
  const t = useT();
  const { settings } = useRootData();
  return (
    <Section title={t('hotelCheckout.guests.title')}>
      <ul className="grid gap-2">
        {stay.guests.map((guest, room) => (
          <li key={room} className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium">{`${guest.firstName} ${guest.lastName}`}</span>
            <span className="text-sm text-slate-700">
              {t('hotelCheckout.guests.roomShort', { room: localDigits(room + 1, settings.lang) })}
              {stay.voucherNumbers[room] ? ` · ${t('hotelCheckout.voucherNumber', { number: stay.voucherNumbers[room] })}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('hotelCheckout.arrival')}</dt>
        <dd>{t(`hotelCheckout.arrival.${stay.estimatedCheckInTime as EstimatedCheckInTime}`)}</dd>
        {stay.specialRequest ? (
          <>
            <dt className="text-slate-700">{t('hotelCheckout.request')}</dt>
            <dd>{stay.specialRequest}</dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}

/** What the guest's own cancellation gave back, and where to (decision 022). */
export function CancellationNote({ cancellation }: { cancellation: NonNullable<OrderView['guestCancellation']> }) {
  const t = useT();
  const { settings } = useRootData();
  const amount = formatMoney(displayedPrice(cancellation.refund, settings), { lang: settings.lang });
  const key: MessageKey = cancellation.refund === 0 ? 'hotelCheckout.cancelled.nothing' : cancellation.refundTo === 'wallet' ? 'hotelCheckout.cancelled.toWallet' : 'hotelCheckout.cancelled.toPayment';
  return (
    <p role="status" className="card mt-4 border-amber-300 bg-amber-50 p-4 font-medium text-amber-900">
      {t(key, { amount })}
    </p>
  );
}

/**
 * A hotel stay the guest may cancel themselves: what they would get back, and a button that asks the
 * page's action (`intent=cancel`) to cancel it. `fields` are the hidden fields that page's action needs
 * to find the booking (track booking's id and e-mail). A plain form, so it works without JavaScript.
 */
export function CancelStay({ preview, fields = {} }: { preview: NonNullable<OrderView['cancelPreview']>; fields?: Readonly<Record<string, string>> }) {
  const t = useT();
  const { settings } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'cancel';
  const amount = formatMoney(displayedPrice(preview.refund, settings), { lang: settings.lang });
  return (
    <Section title={t('hotelCheckout.cancel.title')}>
      <p>{preview.refund > 0 ? t('hotelCheckout.cancel.refund', { amount }) : t('hotelCheckout.cancel.noRefund')}</p>
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
    </Section>
  );
}

/** The booking as the thank-you and track-booking pages show it: itinerary or stay, travellers or guests, payment. */
export function OrderDetails({ order }: { order: OrderView }) {
  return (
    <>
      {order.guestCancellation ? <CancellationNote cancellation={order.guestCancellation} /> : null}
      {order.stay ? (
        <>
          <div className="mt-4">
            <StaySummary stay={order.stay} />
          </div>
          <StayGuests stay={order.stay} />
        </>
      ) : null}
      {order.directions.length > 0 ? <Itinerary directions={order.directions} /> : null}
      {order.travellers.length > 0 ? <Travellers travellers={order.travellers} /> : null}
      <PaymentDetails payment={order.payment} amount={order.amount} />
    </>
  );
}
