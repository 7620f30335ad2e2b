import { Form, Link, useNavigation } from 'react-router';
import { formatCalendarDate } from '@thwa/domain/date-format';
import { TRIP_PRODUCTS, TRIP_TABS, type TripProduct, type TripTab } from '@thwa/domain/trips/trips';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Price } from '../../ui/price.tsx';
import { useStatusPolling } from '../../lib/use-status-polling.ts';
import { TicketDownload } from './ticket-download.tsx';
import { productOfType } from '../../products/index.ts';
import type { MyTripsData, TripCard } from './trips-data.ts';

const TONE_CLASS: Record<TripCard['tone'], string> = {
  success: 'bg-emerald-50 text-emerald-800',
  warning: 'bg-amber-50 text-amber-900',
  danger: 'bg-rose-50 text-rose-800',
  primary: 'bg-brand-50 text-brand-900',
  neutral: 'bg-slate-100 text-slate-800',
};

function hrefOf(tab: TripTab, product: TripProduct): string {
  const params = new URLSearchParams({ tab });
  if (product !== 'all') params.set('product', product);
  return `/account/my-trip?${params.toString()}`;
}

/** `/account/my-trip` (spec §2): tabs (upComing first), a product filter (all first), and each trip's actions. */
export function MyTripsPage({ data }: { data: MyTripsData }) {
  const t = useT();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/account/my-trip';
  // A trip booked a moment ago may still be waiting for its e-ticket: look again until every one is there.
  useStatusPolling(data.trips.some((trip) => trip.ticketPending));

  return (
    <div className="mx-auto grid max-w-3xl gap-4 pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <nav aria-label={t('trips.tabs')}>
        <ul className="grid grid-cols-3 gap-2">
          {TRIP_TABS.map((tab) => (
            <li key={tab}>
              <Link to={hrefOf(tab, data.product)} className={`choice min-h-12 w-full justify-center${tab === data.tab ? ' border-brand-700 font-semibold shadow-[inset_0_0_0_1px_var(--color-brand-700)]' : ''}`} aria-current={tab === data.tab ? 'page' : undefined}>
                {t(`trips.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action="/account/my-trip" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value={data.tab} />
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          {t('trips.product')}
          <select
            name="product"
            defaultValue={data.product}
            className="min-h-12 rounded-xl border border-slate-400 bg-white px-3 text-base"
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {TRIP_PRODUCTS.map((product) => (
              <option key={product} value={product}>
                {t(`trips.product.${product}`)}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="button-secondary">
            {t('trips.product')}
          </button>
        </noscript>
      </Form>
      <p role="status" aria-live="polite" className={loading ? 'text-slate-700' : 'sr-only'}>
        {loading ? t('loading.message') : ''}
      </p>
      {data.failure ? (
        <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-2 font-medium text-rose-800">
          {data.failure}
        </p>
      ) : data.trips.length === 0 ? (
        <div className="card grid justify-items-center gap-3 text-center">
          <p className="text-slate-700">{t('trips.empty')}</p>
          <Link to="/flight" className="button-primary">
            {t('trips.emptyAction')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={t(`trips.tab.${data.tab}`)}>
          {data.trips.map((trip) => (
            <TripCardView key={trip.orderId} trip={trip} upcoming={data.tab === 'upComing'} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TripCardView({ trip, upcoming }: { trip: TripCard; upcoming: boolean }) {
  const t = useT();
  const { lang } = useRootData().settings;
  const day = (isoDate: string) => formatCalendarDate(isoDate, lang, { weekday: true });
  const title = `trip-${trip.orderId}`;
  // Its product words the card: a flight departs and returns, a stay checks in and out.
  const product = productOfType(trip.productType);
  if (!product) return null;
  const { words } = product;
  return (
    <li className="card grid gap-3" aria-labelledby={title} data-trip={trip.orderId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={title} className="text-lg font-semibold">
            {trip.productName}
          </h2>
          <p className="text-sm text-slate-700">{t('trips.bookingId', { id: trip.orderId })}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${TONE_CLASS[trip.tone]}`}>
          {/* A booking done for a trip still ahead is confirmed: 'Completed' would say the trip is over. */}
          {t(upcoming && trip.status === 'completed' ? 'trips.statusName.confirmed' : (`trips.statusName.${trip.status}` as 'trips.statusName.held'))}
        </span>
      </div>
      <dl className="grid gap-1 text-sm text-slate-800 sm:grid-cols-2">
        <div>
          <dt className="sr-only">{t(words.starts, { date: '' })}</dt>
          <dd>{t(words.starts, { date: day(trip.departureDate) })}</dd>
        </div>
        {trip.returnDate ? (
          <div>
            <dt className="sr-only">{t(words.ends, { date: '' })}</dt>
            <dd>{t(words.ends, { date: day(trip.returnDate) })}</dd>
          </div>
        ) : null}
        <div>
          <dt className="sr-only">{t(words.people, { count: '' })}</dt>
          <dd>{t(words.people, { count: trip.travellers })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('trips.price')}</dt>
          <dd className="font-semibold">
            <Price mmk={trip.amount} />
          </dd>
        </div>
        {trip.bookedBy ? (
          <div className="sm:col-span-2">
            <dt className="sr-only">{t('trips.bookedBy', { id: '' })}</dt>
            <dd>{t('trips.bookedBy', { id: trip.bookedBy })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        {trip.payHref ? (
          <a href={trip.payHref} className="button-primary">
            {t('trips.payNow')}
          </a>
        ) : null}
        <Form method="post" action="/track-booking">
          <input type="hidden" name="bookingId" value={trip.track.bookingId} />
          <input type="hidden" name="email" value={trip.track.email} />
          <button type="submit" className="button-secondary">
            {t('trips.track')}
          </button>
        </Form>
        {trip.ticketPending ? (
          <p role="status" className="flex min-h-12 items-center text-sm text-slate-700">
            {t('trips.ticketPending')}
          </p>
        ) : null}
        {trip.viewTicketHref ? (
          <Link to={trip.viewTicketHref} className="button-secondary">
            {t(product.document.tripsView)}
          </Link>
        ) : null}
        {trip.downloadUrl ? (
          <TicketDownload url={trip.downloadUrl} fileName={product.document.fileName(trip.orderId)} label={t(product.document.tripsDownload)} busyLabel={t('trips.downloading')} notPdf={t('ticketView.notPdf')} className="button-secondary" />
        ) : null}
        <Link to={trip.bookAgainHref} className="button-primary">
          {t('trips.bookAgain')}
        </Link>
      </div>
    </li>
  );
}
