import { Link, useSearchParams } from 'react-router';
import { WAITLIST_CONTACT_HOURS } from '@thwa/domain/constants';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { localDigits } from '@thwa/domain/date-format';
import { SupportContacts } from './support-contacts.tsx';
import type { OfflineThankYouData } from './thank-you-data.ts';

/** The offline flow's last step (spec §1: Search, Contact info, Complete): the request is in; we call back. */
export function OfflineThankYouPage({ data }: { data: OfflineThankYouData }) {
  const t = useT();
  const { settings } = useRootData();
  // Set by the contact step when the api says the acknowledgement e-mail left with the request.
  const [params] = useSearchParams();
  const emailed = params.get('emailed') === '1';
  if (data.kind === 'unavailable') {
    return (
      <EmptyState headingLevel={1} title={data.title} body={<p>{t('payment.unavailable.body')}</p>}>
        <Link to="/track-booking" className="button-primary">
          {t('payment.unavailable.track')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="pt-6">
        <CheckoutSteps flow="offline" current="complete" />
      </div>
      <section className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-5" aria-labelledby="offline-title">
        <h1 id="offline-title" className="text-2xl font-semibold">
          {data.title}
        </h1>
        <p className="mt-2 text-slate-800">{t('thankYou.offline.body', { hours: localDigits(WAITLIST_CONTACT_HOURS, settings.lang) })}</p>
        {data.email && emailed ? <p className="mt-2 text-slate-800">{t('thankYou.offline.email', { email: data.email })}</p> : null}
        <p className="mt-4 text-slate-800">
          {t('thankYou.bookingId')} <strong className="font-mono text-lg">{data.orderId}</strong>
        </p>
        <SupportContacts />
      </section>
      <p className="mt-6 flex flex-wrap gap-2">
        <Link to="/track-booking" className="button-primary">
          {t('thankYou.trackLink')}
        </Link>
        <Link to="/flight" className="button-secondary">
          {t('thankYou.bookAnother')}
        </Link>
      </p>
    </>
  );
}
