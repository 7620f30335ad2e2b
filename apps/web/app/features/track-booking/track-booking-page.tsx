import { useEffect, useId, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { CancelStay, OrderDetails, StatusBadge } from '../thank-you/order-details.tsx';
import { ItemDocuments } from '../tickets/item-documents.tsx';
import { CancelCodeStep } from './cancel-code-step.tsx';
import type { TrackBookingResult, TrackBookingValues } from './track-booking-data.ts';

/** `/track-booking`: find a booking by its id and the email it was booked with. */
export function TrackBookingPage({ data, result }: { data: { title: string }; result: TrackBookingResult | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const searching = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const values: TrackBookingValues = result?.values ?? { bookingId: '', email: '' };
  const errors = result?.kind === 'invalid' ? result.fieldErrors : {};
  const bookingIdId = useId();
  const emailId = useId();

  return (
    <>
      <header className="pt-6">
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <p className="mt-2 text-slate-700">{t('track.intro')}</p>
      </header>
      <Form method="post" className="card mt-6 grid gap-4 p-4 sm:max-w-lg" noValidate>
        <div>
          <label htmlFor={bookingIdId} className="font-medium">
            {t('track.bookingId')}
          </label>
          <input
            id={bookingIdId}
            name="bookingId"
            type="text"
            defaultValue={values.bookingId}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.bookingId ? true : undefined}
            aria-describedby={errors.bookingId ? `${bookingIdId}-error` : `${bookingIdId}-hint`}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 uppercase"
          />
          {errors.bookingId ? (
            <p id={`${bookingIdId}-error`} className="mt-1 text-sm font-medium text-red-800">
              {errors.bookingId}
            </p>
          ) : (
            <p id={`${bookingIdId}-hint`} className="mt-1 text-sm text-slate-600">
              {t('track.bookingId.hint')}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={emailId} className="font-medium">
            {t('track.email')}
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            defaultValue={values.email}
            maxLength={254}
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
            className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
          />
          {errors.email ? (
            <p id={`${emailId}-error`} className="mt-1 text-sm font-medium text-red-800">
              {errors.email}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button-primary" disabled={searching}>
          {searching ? t('loading.message') : t('track.submit')}
        </button>
      </Form>
      <Result result={result} />
    </>
  );
}

function Result({ result }: { result: TrackBookingResult | undefined }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A found booking replaces the page below the form: take the reader there. While a cancellation
    // waits on its code, the code step takes the focus instead (cancel-code-step.tsx).
    if (result?.kind === 'found' && !result.cancelCode) heading.current?.focus();
  }, [result]);

  if (!result || result.kind === 'invalid') return null;
  if (result.kind !== 'found') {
    return (
      <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 sm:max-w-lg">
        {result.message}
      </p>
    );
  }
  const { order } = result;
  return (
    <section className="mt-8" aria-labelledby="track-result">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="track-result" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {t('track.result', { orderId: order.orderId })}
        </h2>
        <StatusBadge status={order.status} tone={order.statusTone} />
      </div>
      {order.payHref ? (
        <p className="mt-4">
          <a href={order.payHref} className="button-primary">
            {t('track.payNow')}
          </a>
        </p>
      ) : null}
      {order.ticket ? (
        <div className="mt-4">
          <ItemDocuments orderId={order.orderId} items={order.items} />
        </div>
      ) : null}
      <OrderDetails order={order} />
      {order.cancelPreview ? (
        <CancelStay preview={order.cancelPreview} fields={{ bookingId: result.values.bookingId, email: result.values.email }}>
          {/* 'Cancel' mailed a code to the booking's contact: only that code cancels (issue 19). */}
          {result.cancelCode ? <CancelCodeStep step={result.cancelCode} values={result.values} /> : null}
        </CancelStay>
      ) : null}
    </section>
  );
}
