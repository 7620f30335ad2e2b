import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { BUS_SORTS, DEPARTURE_WINDOW_NAMES } from '@thwa/domain/bus/bus-list';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { usePriceText } from '../../ui/price.tsx';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { PRODUCT_PAGES } from '../../products/product-pages.ts';
import { BusSearchForm } from '../bus-search/bus-search-form.tsx';
import { busQueryParams, busSearchHref, hasFilters, type BusListOptions, type BusQuery } from '../bus-search/bus-query.ts';
import { rememberBusSearch } from '../bus-search/recent-searches.ts';
import type { BusResultsData } from './bus-search.server.ts';
import { DepartureCard } from './departure-card.tsx';

type Results = Extract<BusResultsData, { kind: 'results' }>;

/** The sorts as links: each keeps the search and the filters. */
function Sorts({ query, options }: { query: BusQuery; options: BusListOptions }) {
  const t = useT();
  return (
    <nav aria-label={t('bus.sort')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-slate-800">{t('bus.sort')}</span>
      {BUS_SORTS.map((sort) => (
        <Link key={sort} to={busSearchHref(query, { ...options, sort })} className="choice min-h-10 w-auto px-3 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold" aria-current={options.sort === sort ? 'true' : undefined}>
          {t(`bus.sort.${sort}`)}
        </Link>
      ))}
    </nav>
  );
}

/** The filters: a GET form of checkboxes and a fare select, with the search in hidden fields, so it works without JavaScript. */
function Filters({ data }: { data: Results }) {
  const t = useT();
  const priceText = usePriceText();
  const { filters } = data.options;
  const fares = data.choices.fares;
  const steps = fares ? [...new Set([0.25, 0.5, 0.75, 1].map((share) => Math.ceil((fares.min + (fares.max - fares.min) * share) / 1000) * 1000))] : [];
  const box = (name: string, value: string, label: string, checked: boolean) => (
    <label key={`${name}-${value}`} className="flex min-h-10 items-center gap-2">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="h-5 w-5 accent-brand-700" />
      {label}
    </label>
  );
  return (
    <Form method="get" action="/bus/search" className="card grid gap-3" aria-labelledby="bus-filters">
      <h2 id="bus-filters" className="text-lg font-semibold">
        {t('bus.filters')}
      </h2>
      {[...busQueryParams(data.query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {data.options.sort !== 'cheapest' ? <input type="hidden" name="sort" value={data.options.sort} /> : null}
      <fieldset>
        <legend className="font-medium">{t('bus.filter.operator')}</legend>
        {data.choices.operators.map((operator) => box('operator', operator.code, operator.name, filters.operators.includes(operator.code)))}
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t('bus.filter.class')}</legend>
        {data.choices.classes.map((busClass) => box('class', busClass, t(busClass === 'vip' ? 'bus.class.vip' : 'bus.class.standard'), filters.classes.includes(busClass)))}
      </fieldset>
      <fieldset>
        <legend className="font-medium">{t('bus.filter.window')}</legend>
        {DEPARTURE_WINDOW_NAMES.map((window) => box('window', window, t(`bus.window.${window}`), filters.windows.includes(window)))}
      </fieldset>
      <label className="grid gap-1">
        <span className="font-medium">{t('bus.filter.maxFare')}</span>
        <select name="maxFare" defaultValue={filters.maxFare === null ? '' : String(filters.maxFare)} className="min-h-12 rounded-xl border border-slate-400 bg-white px-3">
          <option value="">{t('bus.filter.any')}</option>
          {steps.map((fare) => (
            <option key={fare} value={String(fare)}>
              {priceText(fare)}
            </option>
          ))}
          {filters.maxFare !== null && !steps.includes(filters.maxFare) ? <option value={String(filters.maxFare)}>{priceText(filters.maxFare)}</option> : null}
        </select>
      </label>
      <button type="submit" className="button-secondary justify-center">
        {t('bus.filter.apply')}
      </button>
      {hasFilters(filters) ? (
        <Link to={busSearchHref(data.query, { sort: data.options.sort, filters: { operators: [], classes: [], windows: [], maxFare: null } })} className="text-center font-medium text-brand-800 underline">
          {t('bus.results.clearFilters')}
        </Link>
      ) : null}
    </Form>
  );
}

function seatsHref(query: BusQuery, departureId: number): string {
  return `/bus/seats?${new URLSearchParams({ departureId: String(departureId), passengers: String(query.passengers), nationality: query.nationality }).toString()}`;
}

/** `/bus/search`: the day's coaches on a route, with filters and sorts that work without JavaScript; empty, failed and loading states. */
export function BusResultsPage({ data }: { data: BusResultsData }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/bus/search';
  const query = data.kind === 'invalid' ? null : data.query;
  useEffect(() => {
    if (query) rememberBusSearch(query);
  }, [query?.from, query?.to, query?.date, query?.passengers, query?.nationality]); // eslint-disable-line react-hooks/exhaustive-deps

  if (data.kind === 'invalid') {
    return (
      <div className="mx-auto grid max-w-3xl gap-5 py-4">
        <h1 className="text-2xl font-bold text-brand-900">{t('bus.title')}</h1>
        <BusSearchForm text={data.text} errors={data.errors} dates={data.dates} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-4 py-4">
      <CheckoutSteps flow={PRODUCT_PAGES.bus.steps} current="search" />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{data.title}</h1>
        <p className="text-slate-700">{t('bus.results.summary', { date: formatCalendarDate(data.query.date, lang, { weekday: true }), count: localDigits(data.query.passengers, lang) })}</p>
      </div>
      <details className="md:hidden">
        <summary className="cursor-pointer font-medium text-brand-800">{t('bus.results.changeSearch')}</summary>
        <div className="mt-2">
          <BusSearchForm text={data.text} dates={data.dates} compact />
        </div>
      </details>
      <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <aside className="grid content-start gap-4">
          <div className="hidden md:block">
            <BusSearchForm text={data.text} dates={data.dates} compact />
          </div>
          {data.kind === 'results' && data.total > 0 ? <Filters data={data} /> : null}
        </aside>
        <section aria-labelledby="bus-results-heading" aria-busy={loading || undefined} className="grid content-start gap-3">
          <h2 id="bus-results-heading" className="sr-only">
            {data.title}
          </h2>
          <div role="status" aria-live="polite">
            {loading ? <p className="rounded-xl bg-slate-100 px-4 py-3">{t('bus.results.loading')}</p> : null}
          </div>
          {data.kind === 'failed' ? (
            <div role="alert" className="card grid gap-2" data-testid="bus-failed">
              <p>{data.message}</p>
              <Link to={busSearchHref(data.query)} className="button-secondary justify-center" reloadDocument>
                {t('bus.results.retry')}
              </Link>
            </div>
          ) : data.total === 0 ? (
            <p className="card" data-testid="bus-empty">
              {t('bus.results.empty')}
            </p>
          ) : (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium">{t('bus.results.count', { count: localDigits(data.departures.length, lang) })}</p>
                <Sorts query={data.query} options={data.options} />
              </div>
              {data.departures.length === 0 ? (
                <div className="card grid gap-2" data-testid="bus-empty-filtered">
                  <p>{t('bus.results.emptyFiltered')}</p>
                  <Link to={busSearchHref(data.query, { sort: data.options.sort, filters: { operators: [], classes: [], windows: [], maxFare: null } })} className="font-medium text-brand-800 underline">
                    {t('bus.results.clearFilters')}
                  </Link>
                </div>
              ) : (
                <ul className={`grid gap-3 ${loading ? 'opacity-60' : ''}`}>
                  {data.departures.map((departure) => (
                    <li key={departure.departureId}>
                      <DepartureCard departure={departure} seatsHref={departure.seatsLeft >= data.query.passengers ? seatsHref(data.query, departure.departureId) : null} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
