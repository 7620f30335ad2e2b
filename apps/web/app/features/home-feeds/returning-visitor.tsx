import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { coverOfferHref } from '@thwa/domain/cross-sell/cross-sell-links';
import { ADULTS_PER_ROOM, stayOfSearch, type StayOfTrip } from '@thwa/domain/cross-sell/cross-sell';
import { isContinueSearchOffered, yangonDate } from '@thwa/domain/dates';
import { flightArea } from '@thwa/domain/flights/flight-search';
import type { Language } from '@thwa/domain/settings';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { BedIcon, PlaneIcon } from '../../ui/icons.tsx';
import { Picture } from '../../ui/picture.tsx';
import { useProductLinks } from '../../ui/product-links.ts';
import { readLastSearch, type LastSearch } from '../flight-search/search-storage.ts';
import { readLastHotelSearch, readViewedHotels, type LastHotelSearch, type ViewedHotel } from './visitor-memory.ts';

interface Remembered {
  flight: LastSearch | null;
  /** The stay the last flight search would leave at its destination (the home page's cross-sell). */
  stay: StayOfTrip | null;
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
    const offered = flight && isContinueSearchOffered(flight.departureDate, at, flightArea(flight.origin.countryCode, flight.destination.countryCode)) ? flight : null;
    const today = yangonDate(at);
    const stay = offered ? stayOfSearch({ destination: offered.destination.airportCode, departureDate: offered.departureDate, returnDate: offered.returnDate }, today) : null;
    setRemembered({ flight: offered, stay, hotel: readLastHotelSearch(today), viewed: readViewedHotels() });
  }, [now]);

  if (!remembered) return null;
  return (
    <>
      <ContinueYourSearch flight={remembered.flight} hotel={remembered.hotel} landing={landing} />
      {remembered.flight && remembered.stay ? <CompleteYourTrip flight={remembered.flight} stay={remembered.stay} /> : null}
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

/**
 * Cross-sell before the booking (spec §2 home content blocks): the trip the last flight search plans,
 * completed as decision 037 completes a booked one: a hotel at the destination for the stay (the
 * hotel landing looks the city up and opens its listing) and, while insurance is on the site, the
 * cover for the trip. A search knows its adults, not the children's ages: the party is its adults.
 */
function CompleteYourTrip({ flight, stay }: { flight: LastSearch; stay: StayOfTrip }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const insured = useProductLinks().some((product) => product.id === 'insurance');
  const adults = Math.max(1, Number(new URLSearchParams(flight.query).get('adult')) || 1);
  const city = flight.destination.airportCity;
  const hotels = new URLSearchParams({ term: city, checkin: stay.checkIn, checkout: stay.checkOut, rooms: String(Math.ceil(adults / ADULTS_PER_ROOM)), adult: String(adults) });
  const dates = t('home.continue.stay', { checkin: formatCalendarDate(stay.checkIn, lang, { weekday: true }), checkout: formatCalendarDate(stay.checkOut, lang, { weekday: true }) });
  const area = flightArea(flight.origin.countryCode, flight.destination.countryCode);
  return (
    <section className="mt-8" aria-labelledby="trip-title" data-feed="cross-sell">
      <h2 id="trip-title" className="text-xl font-semibold">
        {t('home.crossSell.title', { city })}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        <li className="card flex items-center gap-3">
          <BedIcon />
          <div className="min-w-0">
            <p className="font-semibold">{t('home.crossSell.hotel', { city })}</p>
            <p className="text-sm text-slate-700">
              {dates} · {t('home.crossSell.nights', { count: localDigits(stay.nights, lang) })}
            </p>
          </div>
          <Link to={`/hotel?${hotels.toString()}`} className="button-secondary ml-auto shrink-0">
            {t('home.crossSell.findHotels')}
          </Link>
        </li>
        {insured ? (
          <li className="card flex items-center gap-3">
            <div className="min-w-0">
              <p className="font-semibold">{t('home.crossSell.cover')}</p>
              <p className="text-sm text-slate-700">{t('home.continue.stay', { checkin: formatCalendarDate(flight.departureDate, lang, { weekday: true }), checkout: formatCalendarDate(stay.checkOut, lang, { weekday: true }) })}</p>
            </div>
            <Link to={coverOfferHref({ area, startDate: flight.departureDate, endDate: stay.checkOut, ages: [] })} className="button-secondary ml-auto shrink-0">
              {t('home.crossSell.quote')}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
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
      <ul className="relative -mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-6">
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
