import { Form, Link, useNavigation } from 'react-router';
import type { CampaignStatus } from '@thwa/domain/contracts/campaign';
import { formatCalendarDate, formatClock } from '@thwa/domain/date-format';
import { formatDuration } from '@thwa/domain/duration';
import type { Language } from '@thwa/domain/settings';
import type { MessageKey } from '../../i18n/en.ts';
import { useT } from '../../i18n/use-messages.ts';
import type { TimetablePageData, TimetableRouteView, TimetableRow } from './timetable-data.ts';

export const TIMETABLE_PATH = '/campaign/flights-information-and-schedule';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type Translate = ReturnType<typeof useT>;

/** Spec §4 campaign status of the page: loading while a navigation brings this page's data, else the loader's. */
export function pageStatus(data: TimetablePageData, navigating: boolean): CampaignStatus {
  return navigating ? 'loading' : data.status;
}

/**
 * The timetable of our domestic flights: a GET form choosing the origin (no JavaScript needed), then
 * per route its flights, as a table on a wide screen and a list on a phone, each with its days of the
 * week (a mark and a name for each, not only a colour) and a link to the fares of the next day it flies.
 */
export function TimetablePage({ data }: { data: TimetablePageData }) {
  const t = useT();
  const navigation = useNavigation();
  const status = pageStatus(data, navigation.state === 'loading' && navigation.location.pathname === TIMETABLE_PATH);
  return (
    <div className="mx-auto grid max-w-5xl min-w-0 gap-6 py-6" data-status={status}>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('campaign.timetable.title')}</h1>
        <p className="text-slate-700">{t('campaign.timetable.description')}</p>
      </header>
      {data.origins.length > 0 ? <OriginFilter data={data} /> : null}
      <p role="status" className={status === 'loading' ? 'text-slate-700' : 'sr-only'}>
        {status === 'loading' ? t('campaign.timetable.loading') : ''}
      </p>
      {status === 'failed' ? (
        <div className="card grid justify-items-start gap-3" role="alert">
          <p>{t('campaign.timetable.failed')}</p>
          <a href={data.origin ? `${TIMETABLE_PATH}?origin=${data.origin}` : TIMETABLE_PATH} className="button-secondary">
            {t('campaign.timetable.retry')}
          </a>
        </div>
      ) : null}
      {data.status === 'successful' && data.routes.length === 0 ? (
        <div className="card grid justify-items-start gap-3">
          <p>{t('campaign.timetable.empty')}</p>
          <Link to={TIMETABLE_PATH} className="button-secondary">
            {t('campaign.timetable.showAll')}
          </Link>
        </div>
      ) : null}
      {data.routes.length > 0 ? (
        <div className={`grid min-w-0 gap-6 ${status === 'loading' ? 'opacity-60' : ''}`} aria-busy={status === 'loading' || undefined}>
          <p className="text-sm text-slate-700">{t('campaign.timetable.routes', { count: data.routes.length })}</p>
          {data.routes.map((route) => (
            <RouteSection key={`${route.origin.code}-${route.destination.code}`} route={route} lang={data.lang} t={t} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function OriginFilter({ data }: { data: TimetablePageData }) {
  const t = useT();
  return (
    <Form method="get" action={TIMETABLE_PATH} className="card grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end" aria-label={t('campaign.timetable.filter.legend')}>
      <div className="min-w-0">
        <label htmlFor="timetable-origin" className="font-medium">
          {t('campaign.timetable.filter.origin')}
        </label>
        <select id="timetable-origin" name="origin" defaultValue={data.origin ?? ''} className="mt-1 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2">
          <option value="">{t('campaign.timetable.filter.all')}</option>
          {data.origins.map((airport) => (
            <option key={airport.code} value={airport.code}>
              {airport.city} ({airport.code})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-primary">
        {t('campaign.timetable.filter.submit')}
      </button>
    </Form>
  );
}

function routeTitle(route: TimetableRouteView, t: Translate): string {
  return t('campaign.timetable.route', { origin: route.origin.city, destination: route.destination.city });
}

function RouteSection({ route, lang, t }: { route: TimetableRouteView; lang: Language; t: Translate }) {
  const id = `route-${route.origin.code}-${route.destination.code}`;
  return (
    <section aria-labelledby={id} className="card grid min-w-0 gap-3" data-route={`${route.origin.code}-${route.destination.code}`}>
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {routeTitle(route, t)}{' '}
        <span className="text-sm font-normal text-slate-600">
          {route.origin.code} – {route.destination.code}
        </span>
      </h2>
      <RouteTable route={route} lang={lang} t={t} />
      <ul className="grid gap-3 md:hidden">
        {route.flights.map((flight) => (
          <li key={flight.flightNumber} className="grid gap-2 border-t border-slate-200 pt-3 first:border-t-0 first:pt-0" data-flight={flight.flightNumber}>
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{flight.flightNumber}</span>
              <span className="text-sm text-slate-700">{flight.airline.name}</span>
            </p>
            <p className="tabular-nums">
              <Times flight={flight} lang={lang} t={t} /> · {formatDuration(flight.durationMinutes, lang)}
            </p>
            <p className="text-sm text-slate-700">
              <Stops flight={flight} t={t} />
            </p>
            <Weekdays flight={flight} t={t} />
            <FaresLink flight={flight} route={route} lang={lang} t={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RouteTable({ route, lang, t }: { route: TimetableRouteView; lang: Language; t: Translate }) {
  return (
    <div className="hidden min-w-0 overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{routeTitle(route, t)}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="px-2 py-2">{t('campaign.timetable.col.flight')}</th>
            <th scope="col" className="px-2 py-2">{t('campaign.timetable.col.departs')}</th>
            <th scope="col" className="px-2 py-2">{t('campaign.timetable.col.arrives')}</th>
            <th scope="col" className="px-2 py-2">{t('campaign.timetable.col.duration')}</th>
            <th scope="col" className="px-2 py-2">{t('campaign.timetable.col.days')}</th>
            <th scope="col" className="px-2 py-2">{t('campaign.timetable.col.book')}</th>
          </tr>
        </thead>
        <tbody>
          {route.flights.map((flight) => (
            <tr key={flight.flightNumber} className="border-b border-slate-200 align-top" data-flight={flight.flightNumber}>
              <th scope="row" className="px-2 py-2 text-left font-normal">
                <span className="block font-semibold">{flight.flightNumber}</span>
                <span className="block text-slate-700">{flight.airline.name}</span>
                <span className="block text-slate-600">
                  <Stops flight={flight} t={t} />
                </span>
              </th>
              <td className="px-2 py-2 tabular-nums">{formatClock(flight.departureTime, lang)}</td>
              <td className="px-2 py-2 tabular-nums">
                {formatClock(flight.arrivalTime, lang)}
                {flight.arrivalDayOffset > 0 ? <span className="block text-xs text-slate-600">{t('campaign.timetable.nextDay')}</span> : null}
              </td>
              <td className="px-2 py-2">{formatDuration(flight.durationMinutes, lang)}</td>
              <td className="px-2 py-2">
                <Weekdays flight={flight} t={t} />
              </td>
              <td className="px-2 py-2">
                <FaresLink flight={flight} route={route} lang={lang} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Times({ flight, lang, t }: { flight: TimetableRow; lang: Language; t: Translate }) {
  return (
    <>
      {formatClock(flight.departureTime, lang)} – {formatClock(flight.arrivalTime, lang)}
      {flight.arrivalDayOffset > 0 ? ` (${t('campaign.timetable.nextDay')})` : ''}
    </>
  );
}

function Stops({ flight, t }: { flight: TimetableRow; t: Translate }) {
  const stops = flight.via.length === 0 ? t('campaign.timetable.nonStop') : t('campaign.timetable.via', { airports: flight.via.join(', ') });
  return (
    <>
      {stops}
      {flight.offline ? ` · ${t('campaign.timetable.offline')}` : ''}
    </>
  );
}

/** Monday to Sunday, each a name and a mark (✓ flies, – does not), read out as "Operates Monday". */
function Weekdays({ flight, t }: { flight: TimetableRow; t: Translate }) {
  return (
    <div role="group" className="grid w-max grid-cols-7 gap-1" aria-label={t('campaign.timetable.col.days')}>
      {WEEKDAYS.map((day) => {
        const flies = flight.weekdays.includes(day);
        const name = t(`campaign.timetable.day.${day}` as MessageKey);
        return (
          <span
            key={day}
            role="img"
            aria-label={t(flies ? 'campaign.timetable.operates' : 'campaign.timetable.notOperates', { day: name })}
            data-operates={flies}
            className={`grid min-w-9 justify-items-center rounded border px-1 py-0.5 text-xs ${flies ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-dashed border-slate-400 text-slate-600'}`}
          >
            <span aria-hidden="true">{t(`campaign.timetable.dayShort.${day}` as MessageKey)}</span>
            <span aria-hidden="true">{flies ? '✓' : '–'}</span>
          </span>
        );
      })}
    </div>
  );
}

function FaresLink({ flight, route, lang, t }: { flight: TimetableRow; route: TimetableRouteView; lang: Language; t: Translate }) {
  if (!flight.searchHref || !flight.nextDate) return null;
  const date = formatCalendarDate(flight.nextDate, lang, { weekday: true, year: false });
  return (
    <Link
      to={flight.searchHref}
      className="font-medium text-brand-700 underline"
      aria-label={t('campaign.timetable.searchLabel', { flight: flight.flightNumber, origin: route.origin.city, destination: route.destination.city, date })}
    >
      {t('campaign.timetable.search', { date })}
    </Link>
  );
}
