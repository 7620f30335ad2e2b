import { Link, useNavigation } from 'react-router';
import type { CampaignStatus } from '@thwa/domain/contracts/campaign';
import { formatCalendarDate, formatYangonDate } from '@thwa/domain/date-format';
import { useT } from '../../i18n/use-messages.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PlaneIcon } from '../../ui/icons.tsx';
import { Price } from '../../ui/price.tsx';
import type { DealsPageData } from './deals-data.ts';

/**
 * A deals campaign (decision 042): its title and lead, its promo code (which the payment page applies
 * for a visitor who came from here), and its routes' lowest fares on its dates, cheapest first, each
 * one click from the departure listing of that date. Spec §4 campaign status: loading while a
 * navigation brings this page's data, then successful or failed.
 */
export function DealsPage({ data }: { data: DealsPageData }) {
  const t = useT();
  const navigation = useNavigation();
  const status: CampaignStatus = navigation.state === 'loading' && navigation.location.pathname === `/campaign/${data.slug}` ? 'loading' : data.status;
  if (data.status === 'failed') {
    return (
      <div data-status={status}>
        <EmptyState headingLevel={1} title={data.title} body={<p>{t('campaign.deals.failed')}</p>}>
          <a href={`/campaign/${data.slug}`} className="button-primary">
            {t('campaign.deals.retry')}
          </a>
        </EmptyState>
      </div>
    );
  }
  const lang = data.lang;
  const date = (iso: string) => formatCalendarDate(iso, lang, { weekday: true });
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 py-6" data-status={status} aria-busy={status === 'loading' || undefined}>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{data.title}</h1>
        <p className="text-slate-700">{data.lead}</p>
        <p className="text-sm text-slate-700">{t('campaign.deals.dates', { from: date(data.travelFrom), until: date(data.travelUntil) })}</p>
      </header>

      {data.promotion ? (
        <section className="card grid gap-2 border-2 border-dashed border-brand-600" aria-labelledby="campaign-code">
          <h2 id="campaign-code" className="font-semibold">
            {t('campaign.deals.code')} <span className="rounded bg-brand-50 px-2 py-0.5 font-mono text-lg tracking-wider text-brand-900">{data.promotion.code}</span>
          </h2>
          <p>{data.promotion.description}</p>
          <p className="text-sm text-slate-700">{t('campaign.deals.codeApplied', { until: formatYangonDate(data.promotion.validTo, lang, { month: 'long' }) })}</p>
        </section>
      ) : null}

      <p role="status" className={status === 'loading' ? 'text-slate-700' : 'sr-only'}>
        {status === 'loading' ? t('campaign.deals.loading') : ''}
      </p>

      {data.deals.length === 0 ? (
        <div className="card grid justify-items-start gap-3">
          <p>{t('campaign.deals.empty')}</p>
          <Link to="/flight" className="button-secondary">
            {t('campaign.deals.searchFlights')}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="campaign-fares" className="grid min-w-0 gap-3">
          <h2 id="campaign-fares" className="text-xl font-semibold">
            {t('campaign.deals.fares')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.deals.map((deal) => (
              <li key={`${deal.origin.code}-${deal.destination.code}`} className="card grid min-w-0 gap-2" data-route={`${deal.origin.code}-${deal.destination.code}`} data-flight={deal.flightNumber}>
                <h3 className="flex items-center gap-2 font-semibold">
                  <PlaneIcon />
                  <span className="min-w-0">{t('campaign.timetable.route', { origin: deal.origin.city, destination: deal.destination.city })}</span>
                </h3>
                <p className="text-sm text-slate-700">
                  {date(deal.departureDate)} · {deal.airline.name} {deal.flightNumber}
                </p>
                <p>
                  {t('campaign.deals.from')} <strong className="text-lg">
                    <Price mmk={deal.price} />
                  </strong>
                </p>
                <Link to={deal.searchHref} className="button-primary justify-self-start">
                  {t('campaign.deals.seeFlights')}
                  <span className="sr-only"> {t('campaign.timetable.route', { origin: deal.origin.city, destination: deal.destination.city })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
