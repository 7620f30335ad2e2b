import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { isContinueSearchOffered, yangonDate } from '@thwa/domain/dates';
import { flightArea } from '@thwa/domain/flights/flight-search';
import type { Language } from '@thwa/domain/settings';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { BedIcon, PlaneIcon } from '../../ui/icons.tsx';
import { Picture } from '../../ui/picture.tsx';
import { readLastSearch, type LastSearch } from '../flight-search/search-storage.ts';
import { readLastHotelSearch, readViewedHotels, type LastHotelSearch, type ViewedHotel } from './visitor-memory.ts';

interface Remembered {
  flight: LastSearch | null;
  hotel: LastHotelSearch | null;
  viewed: ViewedHotel[];
}

/** The landing that shows the blocks: its own product's search comes first. */
export type LandingProduct = 'flight' | 'hotel';

/**
 * The returning visitor's blocks, first under the search form (issue 22 item 2): 'continue your
 * search' (the last flight search while spec §5 still offers it, the last hotel search while its
 * check-in has not passed) and 'recently viewed' (the hotels last opened). They live on this device
 * (visitor-memory.ts), so they are read after hydration and the server's first paint is the same
 * for everyone; a first visit shows neither (there is nothing to continue, and no block says so).
 */
export function ReturningVisitor({ landing, now }: { landing: LandingProduct; now: string }) {
  const [remembered, setRemembered] = useState<Remembered | null>(null);

  useEffect(() => {
    const at = new Date(now);
    const flight = readLastSearch();
    const offered = flight && isContinueSearchOffered(flight.departureDate, at, flightArea(flight.origin.countryCode, flight.destination.countryCode));
    setRemembered({ flight: offered ? flight : null, hotel: readLastHotelSearch(yangonDate(at)), viewed: readViewedHotels() });
  }, [now]);

  if (!remembered) return null;
  return (
    <>
      <ContinueYourSearch flight={remembered.flight} hotel={remembered.hotel} landing={landing} />
      <RecentlyViewed hotels={remembered.viewed} />
    </>
  );
}

function ContinueYourSearch({ flight, hotel, landing }: { flight: LastSearch | null; hotel: LastHotelSearch | null; landing: LandingProduct }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  if (!flight && !hotel) return null;
  const cards = [flight ? <FlightSearchCard key="flight" search={flight} lang={lang} /> : null, hotel ? <HotelSearchCard key="hotel" search={hotel} lang={lang} /> : null];
  return (
    <section className="mt-8" aria-labelledby="continue-title" data-feed="continue-search">
      <h2 id="continue-title" className="text-xl font-semibold">
        {t('home.continue.title')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">{landing === 'hotel' ? cards.reverse() : cards}</ul>
    </section>
  );
}

function FlightSearchCard({ search, lang }: { search: LastSearch; lang: Language }) {
  const t = useT();
  const party = new URLSearchParams(search.query);
  const travellers = ['adult', 'child', 'infant'].reduce((sum, type) => sum + (Number(party.get(type)) || 0), 0);
  const departure = formatCalendarDate(search.departureDate, lang, { weekday: true });
  const dates = search.returnDate ? t('home.continue.roundTrip', { departure, return: formatCalendarDate(search.returnDate, lang, { weekday: true }) }) : departure;
  return (
    <li className="card flex items-center gap-3">
      <PlaneIcon />
      <div className="min-w-0">
        <p className="font-semibold">{t('home.continue.flight', { origin: search.origin.airportCity, destination: search.destination.airportCity })}</p>
        <p className="text-sm text-slate-700">
          {dates} · {t('home.continue.travellers', { count: localDigits(Math.max(1, travellers), lang) })}
        </p>
      </div>
      <Link to={`/flight/depart/search?${search.query}`} className="button-primary ml-auto shrink-0">
        {t('home.continue.action')}
      </Link>
    </li>
  );
}

function HotelSearchCard({ search, lang }: { search: LastHotelSearch; lang: Language }) {
  const t = useT();
  const stay = t('home.continue.stay', { checkin: formatCalendarDate(search.checkin, lang, { weekday: true }), checkout: formatCalendarDate(search.checkout, lang, { weekday: true }) });
  return (
    <li className="card flex items-center gap-3">
      <BedIcon />
      <div className="min-w-0">
        <p className="font-semibold">{t('home.continue.hotel', { place: search.place })}</p>
        <p className="text-sm text-slate-700">
          {stay} · {t('home.continue.guests', { count: localDigits(search.guests, lang) })}
        </p>
      </div>
      <Link to={search.href} className="button-primary ml-auto shrink-0">
        {t('home.continue.action')}
      </Link>
    </li>
  );
}

function RecentlyViewed({ hotels }: { hotels: readonly ViewedHotel[] }) {
  const t = useT();
  const { settings } = useRootData();
  if (hotels.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="viewed-title" data-feed="recently-viewed">
      <h2 id="viewed-title" className="text-xl font-semibold">
        {t('home.viewed.title')}
      </h2>
      {/* A row that scrolls sideways on a phone, inside its own box: the page itself never does. */}
      <ul className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-6">
        {hotels.map((hotel) => (
          <li key={hotel.hotelId} className="w-44 shrink-0 snap-start sm:w-auto">
            <Link to={hotel.href} className="card block h-full p-0 hover:shadow-md">
              {hotel.photo ? (
                <Picture photo={hotel.photo} sizes="(min-width: 1024px) 12rem, 11rem" decorative className="aspect-[4/3] w-full rounded-t-xl object-cover" />
              ) : (
                <div className="aspect-[4/3] w-full rounded-t-xl bg-slate-100" aria-hidden="true" />
              )}
              <span className="block p-3">
                <span className="block font-semibold">{hotel.name}</span>
                <span className="block text-sm text-slate-700">{hotel.place}</span>
                <span className="block text-sm text-gold-700">
                  <span aria-hidden="true">{'★'.repeat(Math.max(0, Math.min(5, hotel.stars)))}</span>
                  <span className="sr-only">{t('home.viewed.stars', { count: localDigits(hotel.stars, settings.lang) })}</span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
