import { useEffect } from 'react';
import { rememberHotelSearch } from '../home-feeds/visitor-memory.ts';
import { Link, useLocation, useNavigation } from 'react-router';
import type { HotelCard as HotelCardData, HotelFilterOptions, HotelListMeta } from '@thwa/domain/contracts/hotels';
import { activeFilterCount, NO_HOTEL_FILTERS, type HotelListingControls } from '@thwa/domain/hotels/hotel-listing-query';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { FilterForm } from './filter-form.tsx';
import { HotelCard } from './hotel-card.tsx';
import { counted, stayText } from './hotel-format.ts';
import { HOTEL_LISTING_PATH, changeSearchHref, hotelDetailHref, listingHref } from './hotel-links.ts';
import type { HotelListingData, HotelSearchSummary } from './hotel-listing-data.ts';
import { SearchSummary } from './search-summary.tsx';
import { SortLinks } from './sort-links.tsx';

/** `/hotel/listing` in whichever state its loader found. */
export function HotelListingPage({ data }: { data: HotelListingData }) {
  const t = useT();
  const { summary } = data;
  // A search that found a place is one a returning visitor can continue from the landings.
  useEffect(() => {
    if (data.kind !== 'results') return;
    rememberHotelSearch({ place: summary.place, checkin: summary.checkin, checkout: summary.checkout, rooms: summary.rooms, guests: summary.adult + summary.child, href: listingHref(summary.query) });
  }, [data.kind, summary]);
  if (data.kind === 'noPlace') {
    return (
      <EmptyState headingLevel={1} title={t('hotelListing.empty.noPlace.title')} body={<p>{t('hotelListing.empty.noPlace.body')}</p>}>
        <Link to={changeSearchHref(data.summary.query)} className="button-primary">
          {t('hotelListing.searchHotels')}
        </Link>
      </EmptyState>
    );
  }
  if (data.kind === 'failed' && data.placeNotFound) {
    return (
      <>
        <ListingHeader title={data.title} summary={data.summary} />
        <EmptyState title={t('hotelListing.empty.placeNotFound.title')} body={<p>{t('hotelListing.empty.placeNotFound.body')}</p>}>
          <Link to={changeSearchHref(data.summary.query)} className="button-primary">
            {t('hotelListing.searchHotels')}
          </Link>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <ListingHeader title={data.title} summary={data.summary} />
      <Results summary={data.summary} controls={data.controls} options={data.options} list={data.kind === 'results' ? { cards: data.cards, meta: data.meta } : { failure: data.message }} />
    </>
  );
}

function ListingHeader({ title, summary }: { title: string; summary: HotelSearchSummary }) {
  return (
    <header className="pt-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <SearchSummary summary={summary} />
    </header>
  );
}

interface ResultsProps {
  summary: HotelSearchSummary;
  controls: HotelListingControls;
  options: HotelFilterOptions | null;
  list: { cards: readonly HotelCardData[]; meta: HotelListMeta } | { failure: string };
}

/** The filters, the sort and the list, or why there is no list. */
function Results({ summary, controls, options, list }: ResultsProps) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const navigation = useNavigation();
  const location = useLocation();
  const query = summary.query;
  const pending = navigation.state !== 'idle' && navigation.location?.pathname === HOTEL_LISTING_PATH ? navigation.location : null;
  const loadingMore = pending !== null && Number(new URLSearchParams(pending.search).get('page') ?? '1') > controls.page;
  const busy = pending !== null;
  const cards = 'cards' in list ? list.cards : [];

  // "Show more" links to the first hotel of the next page (#hotel-21): once it is on the page, the
  // reader is taken there, so a keyboard or screen reader user goes on where the new hotels start.
  useEffect(() => {
    const match = /^#(hotel-\d+)$/.exec(location.hash);
    const target = match ? document.getElementById(match[1]!) : null;
    if (target) {
      target.focus();
      target.scrollIntoView({ block: 'start' });
    }
  }, [location.hash, cards.length]);

  const nothingToFilter = !options || options.total === 0;
  if ('cards' in list && list.meta.total === 0 && activeFilterCount(controls.filters) === 0 && nothingToFilter) {
    const abroad = summary.region === 'international';
    return (
      <EmptyState
        title={t(abroad ? 'hotelListing.empty.international.title' : 'hotelListing.empty.noHotels.title')}
        body={<p>{t(abroad ? 'hotelListing.empty.international.body' : 'hotelListing.empty.noHotels.body')}</p>}
      >
        <Link to={changeSearchHref(query)} className="button-primary">
          {t('hotelListing.changeSearch')}
        </Link>
      </EmptyState>
    );
  }

  const stay = stayText(t, summary, lang);
  const active = activeFilterCount(controls.filters);
  // A new filter or sort lists from the first page (spec §4: page 1 replaces the list).
  const clearHref = listingHref(query, { filters: NO_HOTEL_FILTERS, sort: controls.sort, order: controls.order });

  return (
    <div className="mt-6 lg:grid lg:grid-cols-[17rem_1fr] lg:items-start lg:gap-6">
      {options && options.total > 0 ? (
        <aside aria-labelledby="hotel-filters-heading" className="card mb-4 lg:mb-0">
          {/* Open on a desktop, folded on a phone; a <details> needs no JavaScript to open. */}
          <details open={settings.subChannelType !== 25} className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 [&::-webkit-details-marker]:hidden">
              <h2 id="hotel-filters-heading" className="text-lg font-semibold">
                {t('hotelListing.filters.title')}
              </h2>
              <span className="flex items-center gap-2">
                {active > 0 ? <span className="rounded-full bg-brand-700 px-2 text-sm font-semibold text-white">{t('hotelListing.filters.active', { count: active })}</span> : null}
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="text-brand-700 transition-transform group-open:rotate-180">
                  <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
            </summary>
            <div className="mt-4">
              {/* A new set of filters in the address (a clear, a back) starts the form from it again. */}
              <FilterForm
                key={listingHref('', { filters: controls.filters, sort: controls.sort, order: controls.order })}
                query={query}
                controls={controls}
                options={options}
                abroad={summary.region === 'international'}
              />
            </div>
          </details>
        </aside>
      ) : null}

      <section aria-labelledby="hotel-results-heading" className="grid gap-3">
        <h2 id="hotel-results-heading" className="text-lg font-semibold">
          {t('hotelListing.results.heading')}
        </h2>
        <SortLinks query={query} controls={controls} />

        <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-slate-700">
          {busy && !loadingMore ? (
            <>
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" />
              {t('hotelListing.results.loading')}
            </>
          ) : 'cards' in list ? (
            <>
              {counted(t, 'hotelListing.results.count', list.meta.total)}
              {list.meta.total > cards.length ? ` · ${t('hotelListing.results.showing', { shown: cards.length, total: list.meta.total })}` : null}
            </>
          ) : null}
        </p>

        <div aria-busy={busy} className={`transition-opacity ${busy && !loadingMore ? 'opacity-50' : ''}`}>
          {'failure' in list ? (
            <EmptyState
              title={t('hotelListing.failed.title')}
              body={
                <>
                  <p>{list.failure}</p>
                  <p className="mt-2">{t('hotelListing.failed.cleared')}</p>
                </>
              }
            >
              <Link to={location.pathname + location.search} className="button-primary">
                {t('error.retry')}
              </Link>
              {controls.page > 1 ? (
                <Link to={listingHref(query, { filters: controls.filters, sort: controls.sort, order: controls.order })} className="button-secondary">
                  {t('hotelListing.firstPage')}
                </Link>
              ) : null}
            </EmptyState>
          ) : cards.length === 0 ? (
            <EmptyState title={t('hotelListing.empty.filters.title')} body={<p>{t('hotelListing.empty.filters.body')}</p>}>
              <Link to={clearHref} preventScrollReset className="button-primary">
                {t('hotelListing.filters.clear')}
              </Link>
            </EmptyState>
          ) : (
            <ol className="grid gap-3" aria-labelledby="hotel-results-heading">
              {cards.map((card, index) => (
                <li key={card.hotelId}>
                  <HotelCard hotel={card} href={hotelDetailHref(query, card.hotelId)} stay={stay} position={index + 1} />
                </li>
              ))}
            </ol>
          )}
        </div>

        {loadingMore ? (
          <div aria-hidden="true" className="grid gap-3">
            <div className="card h-36 animate-pulse bg-slate-100" />
            <div className="card h-36 animate-pulse bg-slate-100" />
          </div>
        ) : null}
        {loadingMore ? (
          <p role="status" className="text-sm text-slate-700">
            {t('hotelListing.results.loading')}
          </p>
        ) : null}

        {'cards' in list && list.meta.currentPage < list.meta.lastPage && !loadingMore ? (
          <Link to={listingHref(query, { ...controls, page: list.meta.currentPage + 1 }, `#hotel-${cards.length + 1}`)} preventScrollReset className="button-secondary justify-center">
            {t('hotelListing.results.showMore')}
          </Link>
        ) : null}
        {'cards' in list && cards.length > 0 && list.meta.currentPage >= list.meta.lastPage && list.meta.lastPage > 1 ? (
          <p className="text-center text-sm text-slate-600">{t('hotelListing.results.allShown')}</p>
        ) : null}
      </section>
    </div>
  );
}
