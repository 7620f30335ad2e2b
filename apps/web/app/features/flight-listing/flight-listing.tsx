import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { TRIP_TYPES } from '@thwa/domain/constants';
import {
  applyFilters,
  openFilters,
  visibleFlights,
  type FlightFilterSelection,
  type FlightSort,
  type PreparedFlightList,
} from '@thwa/domain/flights/flight-list';
import type { FlightSearchProblemCode } from '@thwa/domain/flights/flight-search';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { Drawer } from '../../ui/drawer.tsx';
import { DateStrip } from './date-strip.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FilterPanel, activeFilterCount } from './filter-panel.tsx';
import { FlightCard } from './flight-card.tsx';
import { SEARCH_FORM_HREF, checkoutHref, departSearchHref, returnSearchHref } from './flight-links.ts';
import { localDigits, travellersText } from './format.ts';
import type { ChosenOutward, DateStripDay, ListingData, SearchSummary } from './listing-data.ts';
import { SortControl } from './sort-control.tsx';
import { useDelayedApply } from './use-delayed-apply.ts';

const PROBLEM_KEYS: Readonly<Record<FlightSearchProblemCode, MessageKey>> = {
  'origin.required': 'flights.problem.originRequired',
  'origin.invalid': 'flights.problem.originInvalid',
  'destination.required': 'flights.problem.destinationRequired',
  'destination.invalid': 'flights.problem.destinationInvalid',
  sameAirports: 'flights.problem.sameAirports',
  'departureDate.required': 'flights.problem.departureRequired',
  'departureDate.invalid': 'flights.problem.departureInvalid',
  'departureDate.past': 'flights.problem.departurePast',
  'returnDate.missing': 'flights.problem.returnMissing',
  'returnDate.invalid': 'flights.problem.returnInvalid',
  'returnDate.past': 'flights.problem.returnPast',
  'returnDate.beforeDeparture': 'flights.problem.returnBeforeDeparture',
  'travellers.invalid': 'flights.problem.travellersInvalid',
  'travellers.adultRequired': 'flights.problem.adultRequired',
  'travellers.tooMany': 'flights.problem.tooMany',
  'travellers.infantsExceedAdults': 'flights.problem.infantsExceedAdults',
};

/** A listing page (departures or returns) in whichever state its loader found. */
export function FlightListing({ data }: { data: ListingData }) {
  const t = useT();
  switch (data.kind) {
    case 'invalid':
      return (
        <EmptyState
          headingLevel={1}
          title={data.title}
          body={
            <>
              <p>{t('flights.invalid.body')}</p>
              <ul className="mt-3 grid list-disc gap-1 pl-5 text-left font-medium text-red-800">
                {data.problems.map((problem) => (
                  <li key={`${problem.field}-${problem.code}`}>
                    {t(PROBLEM_KEYS[problem.code])}
                  </li>
                ))}
              </ul>
            </>
          }
        >
          <Link to={SEARCH_FORM_HREF} className="button-primary">
            {t('flights.searchAgain')}
          </Link>
        </EmptyState>
      );
    case 'failed':
      return (
        <>
          <SearchHeader summary={data.summary} />
          <DateStrip days={data.dates} />
          {data.airportNotFound ? (
            <EmptyState title={t('flights.empty.airport.title')} body={<p>{t('flights.empty.airport.body')}</p>}>
              <Link to={SEARCH_FORM_HREF} className="button-primary">
                {t('flights.searchAgain')}
              </Link>
            </EmptyState>
          ) : (
            <EmptyState title={t('flights.failed.title')} body={<p>{data.message}</p>}>
              <RetryLink />
              <Link to={SEARCH_FORM_HREF} className="button-secondary">
                {t('flights.searchAgain')}
              </Link>
            </EmptyState>
          )}
        </>
      );
    case 'outwardGone':
      return (
        <>
          <SearchHeader summary={data.summary} />
          <EmptyState title={t('flights.outwardGone.title')} body={<p>{t('flights.outwardGone.body')}</p>}>
            <Link to={departSearchHref(data.summary.query)} className="button-primary">
              {t('flights.outwardGone.action')}
            </Link>
          </EmptyState>
        </>
      );
    case 'results':
      // A new search starts over (spec §4: a load resets filters and sorts by cheapest).
      return (
        <Results
          key={`${data.summary.step}:${data.cacheKey}:${data.summary.date}`}
          summary={data.summary}
          cacheKey={data.cacheKey}
          list={data.list}
          dates={data.dates}
          outward={data.outward}
        />
      );
  }
}

/** The same page again: the loader asks the api once more. */
function RetryLink() {
  const t = useT();
  const location = useLocation();
  return (
    <Link to={location.pathname + location.search} className="button-primary">
      {t('error.retry')}
    </Link>
  );
}

function SearchHeader({ summary }: { summary: SearchSummary }) {
  const t = useT();
  const { settings } = useRootData();
  const from = summary.originCity ?? summary.origin;
  const to = summary.destinationCity ?? summary.destination;
  return (
    <header className="pt-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t(summary.step === 'depart' ? 'flights.step.depart' : 'flights.step.return')}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">
        <span>{from}</span> <span aria-hidden="true">→</span>
        <span className="sr-only"> {t('flights.to')}</span> <span>{to}</span>
      </h1>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
        <p>
          {summary.dateLabel} · {travellersText(summary, t, settings.lang)} ·{' '}
          {t(summary.cabin === 'business' ? 'flights.class.business' : 'flights.class.economy')}
        </p>
        <Link to={SEARCH_FORM_HREF} className="font-semibold text-brand-700 underline">
          {t('flights.changeSearch')}
        </Link>
      </div>
    </header>
  );
}

function ChosenDeparture({ outward }: { outward: ChosenOutward }) {
  const t = useT();
  return (
    <section aria-labelledby="chosen-departure" className="mt-4">
      <h2 id="chosen-departure" className="mb-2 text-base font-semibold">
        {t('flights.chosenDeparture', { date: outward.dateLabel })}
      </h2>
      <FlightCard
        offer={outward.offer}
        action={
          <Link to={outward.changeHref} className="button-secondary justify-center">
            {t('flights.change')}
            <span className="sr-only"> {t('flights.changeDeparture')}</span>
          </Link>
        }
      />
    </section>
  );
}

interface ResultsProps {
  summary: SearchSummary;
  cacheKey: string;
  list: PreparedFlightList;
  dates: readonly DateStripDay[];
  outward: ChosenOutward | null;
}

/** The list with its filters and sort (spec §4/§5); filtering and sorting wait FILTER_SORT_DELAY_MS. */
function Results({ summary, cacheKey, list, dates, outward }: ResultsProps) {
  const t = useT();
  const { settings } = useRootData();
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const { requested, applied, status, request } = useDelayedApply<{ selection: FlightFilterSelection; sort: FlightSort }>({
    selection: list.selection,
    sort: list.sort,
  });

  const shown = useMemo(() => visibleFlights(list.items, applied.selection, applied.sort), [list.items, applied]);
  // The count on the drawer's button answers each tap; the list itself follows after the delay.
  const matching = useMemo(() => applyFilters(list.items, requested.selection).length, [list.items, requested.selection]);
  const active = activeFilterCount(requested.selection, list.ranges);
  const leaving = navigation.state === 'loading' && Boolean(navigation.location?.pathname.startsWith('/flight/'));
  const busy = status === 'loading' || leaving;

  const changeSelection = (change: (current: FlightFilterSelection) => FlightFilterSelection) =>
    request((current) => ({ ...current, selection: change(current.selection) }));
  const resetFilters = () => changeSelection(() => openFilters(list.ranges));
  const closeDrawer = () => {
    setDrawerOpen(false);
    // Back to the control that opened it, so keyboard and screen-reader users keep their place.
    filterButton.current?.focus();
  };

  // An offline flight (bookable only through our team) goes to the offline flow's contact step.
  const selectHref = (offerId: string, offline: boolean) => {
    if (summary.step === 'return' && outward) {
      return checkoutHref({ cacheKey, outward: outward.offer.offerId, return: offerId, query: summary.query, offline: offline || outward.offer.offline });
    }
    if (summary.tripType === TRIP_TYPES.roundTrip) return returnSearchHref({ cacheKey, outward: offerId, query: summary.query });
    return checkoutHref({ cacheKey, outward: offerId, query: summary.query, offline });
  };

  const panel = <FilterPanel ranges={list.ranges} selection={requested.selection} onChange={changeSelection} onReset={resetFilters} />;
  const count = (n: number) => localDigits(n, settings.lang);

  return (
    <>
      <SearchHeader summary={summary} />
      {outward ? <ChosenDeparture outward={outward} /> : null}
      <div className="mt-4">
        <DateStrip days={dates} />
      </div>

      {list.items.length === 0 ? (
        <EmptyState
          title={t('flights.empty.noFlights.title', { date: summary.dateLabel })}
          body={<p>{t('flights.empty.noFlights.body')}</p>}
        >
          <Link to={SEARCH_FORM_HREF} className="button-primary">
            {t('flights.empty.noFlights.action')}
          </Link>
        </EmptyState>
      ) : (
        <div className="mt-6 lg:grid lg:grid-cols-[17rem_1fr] lg:items-start lg:gap-6">
          <aside aria-labelledby="filters-heading" className="card hidden lg:block">
            <h2 id="filters-heading" className="mb-4 text-lg font-semibold">
              {t('flights.filter.title')}
            </h2>
            {panel}
          </aside>

          <section aria-labelledby="results-heading">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="results-heading" className="text-lg font-semibold">
                {t(summary.step === 'depart' ? 'flights.results.depart' : 'flights.results.return')}
              </h2>
              <div className="flex flex-wrap items-center gap-2">
                <button
                  ref={filterButton}
                  type="button"
                  className="button-secondary gap-2 lg:hidden"
                  aria-haspopup="dialog"
                  onClick={() => setDrawerOpen(true)}
                >
                  {t('flights.filter.button')}
                  {active > 0 ? (
                    <>
                      <span aria-hidden="true" className="rounded-full bg-brand-700 px-2 text-sm text-white">
                        {count(active)}
                      </span>
                      <span className="sr-only">{t('flights.filter.active', { count: count(active) })}</span>
                    </>
                  ) : null}
                </button>
                <SortControl value={requested.sort} onChange={(sort) => request((current) => ({ ...current, sort }))} />
              </div>
            </div>

            <p role="status" className="mt-3 flex min-h-6 items-center gap-2 text-sm text-slate-700">
              {busy ? (
                <>
                  <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
                  {t('loading.message')}
                </>
              ) : (
                t(shown.length === 1 ? 'flights.count.one' : 'flights.count.other', { count: count(shown.length) })
              )}
            </p>

            <div aria-busy={busy} className={`mt-3 transition-opacity ${busy ? 'opacity-50' : ''}`}>
              {shown.length === 0 ? (
                <EmptyState title={t('flights.empty.filters.title')} body={<p>{t('flights.empty.filters.body')}</p>}>
                  <button type="button" className="button-primary" onClick={resetFilters}>
                    {t('flights.filter.reset')}
                  </button>
                </EmptyState>
              ) : (
                <ol className="grid gap-3" aria-labelledby="results-heading">
                  {shown.map((offer) => (
                    <li key={offer.offerId}>
                      <FlightCard offer={offer} party={summary} selectHref={selectHref(offer.offerId, offer.offline)} />
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </section>
        </div>
      )}

      <Drawer open={drawerOpen} onClose={closeDrawer} title={t('flights.filter.title')} closeLabel={t('menu.close')}>
        {drawerOpen ? (
          <div className="grid gap-6">
            {panel}
            <button type="button" className="button-primary justify-center" onClick={closeDrawer}>
              {t(matching === 1 ? 'flights.filter.show.one' : 'flights.filter.show.other', { count: count(matching) })}
            </button>
          </div>
        ) : null}
      </Drawer>
    </>
  );
}
