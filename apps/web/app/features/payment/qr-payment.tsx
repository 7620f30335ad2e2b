import { useEffect } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { Price } from '../../ui/price.tsx';
import type { ThankYouData } from '../thank-you/thank-you-data.ts';
import { Countdown } from './countdown.tsx';

/** Spec §9: how often the page asks whether the wallet payment has arrived. */
export const QR_POLL_MS = 3_000;

interface QrPaymentProps {
  orderId: string;
  qrSrc: string;
  appUrl: string;
  amount: number;
  secondsLeft: number;
  methodName: string | null;
}

/**
 * A KBZPay-style payment: the QR to scan (or a link that opens the wallet app on this phone), and a
 * waiting state that checks the order every 3 s and goes to the thank-you page once it is paid.
 * Without JavaScript, "I have paid" leads there directly.
 */
export function QrPayment({ orderId, qrSrc, appUrl, amount, secondsLeft, methodName }: QrPaymentProps) {
  const t = useT();
  const fetcher = useFetcher<ThankYouData>();
  const navigate = useNavigate();
  const thankYou = `/checkout/thank-you?orderId=${encodeURIComponent(orderId)}`;
  const { load, state, data } = fetcher;

  useEffect(() => {
    const id = window.setInterval(() => {
      if (state === 'idle') void load(thankYou);
    }, QR_POLL_MS);
    return () => window.clearInterval(id);
  }, [load, state, thankYou]);

  const settled = data?.kind === 'ready' && data.order.paymentStatus !== 'pending' && data.order.paymentStatus !== 'none';
  useEffect(() => {
    if (settled) void navigate(thankYou, { replace: true });
  }, [settled, navigate, thankYou]);

  return (
    <section className="card mt-6 grid justify-items-center gap-4 p-6 text-center" aria-labelledby="qr-title">
      <h2 id="qr-title" className="text-xl font-semibold">
        {t('payment.qr.title')}
      </h2>
      <p className="text-slate-700">
        {methodName ? t('payment.qr.scanWith', { method: methodName }) : t('payment.qr.scan')} <Price mmk={amount} />
      </p>
      <img src={qrSrc} alt={t('payment.qr.alt')} width={240} height={240} className="h-60 w-60 rounded-lg border border-slate-200 bg-white p-2" />
      <a href={appUrl} className="button-primary">
        {t('payment.qr.openApp')}
      </a>
      <Countdown secondsLeft={secondsLeft} />
      <p role="status" className="flex items-center gap-2 font-medium text-brand-800">
        <span aria-hidden="true" className="inline-block h-3 w-3 animate-pulse rounded-full bg-brand-700" />
        {settled ? t('payment.qr.paid') : t('payment.qr.waiting')}
      </p>
      <Link to={thankYou} className="button-secondary">
        {t('payment.qr.done')}
      </Link>
    </section>
  );
}
