import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TrendingDestination } from '@thwa/domain/contracts/flights';
import type { PopularFlightDestination, PopularHotelDestination, PopularHotelPlace, PopularLine, PopularRoute, TrendingHotelCity } from '@thwa/domain/contracts/popular';
import { hotelOfferHref } from '@thwa/domain/cross-sell/cross-sell-links';
import { formatCalendarDate } from '@thwa/domain/date-format';
import { toFlightSearchQuery } from '@thwa/domain/flights/flight-search';
import type { Language, SettingsCurrency } from '@thwa/domain/settings';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Picture } from '../../ui/picture.tsx';
import { AirlineMark } from '../flight-listing/airline-mark.tsx';
import { departSearchHref } from '../flight-listing/flight-links.ts';
import { FEED_ROW, FeedBlock } from './feed-block.tsx';
import type { PopularFeed, PopularView, SearchDates } from './popular.server.ts';

/**
 * A row of cards that scrolls sideways on a phone, card by card, inside its own box (the page never
 * scrolls sideways), and wraps into a grid from a tablet up. CSS only: no carousel script.
 */
const CARD = 'w-[70%] min-w-0 shrink-0 snap-start sm:w-auto';
const LINK = 'group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white focus-visible:outline-offset-2';
const isEmpty = (view: PopularView<unknown>) => view.items.length === 0;

interface Settings {
  lang: Language;
  currency: SettingsCurrency;
}

/** The departure listing of a route for tomorrow, one adult in economy, as the timetable links a flight. */
export function flightSearchHref(origin: string, destination: string, dates: SearchDates, settings: Settings): string {
  return departSearchHref(
    toFlightSearchQuery({ tripType: 1, origin, destination, departureDate: dates.departureDate, currency: settings.currency, language: settings.lang, adult: 1, child: 0, infant: 0, class: 'economy' }),
  );
}

/** The hotel listing of a city for the default night, two adults in one room, as cross-sell links a stay. */
export function hotelSearchHref(place: PopularHotelPlace, dates: SearchDates, settings: Settings): string {
  return hotelOfferHref(
    { ...place, checkin: dates.checkIn, checkout: dates.checkOut, rooms: 1, adult: 2, childAges: [], nationality: 'local' },
    { currency: settings.currency, language: settings.lang },
  );
}

function useSettings(): Settings {
  const { settings } = useRootData();
  return { lang: settings.lang, currency: settings.currency };
}

interface CardProps {
  href: string;
  /** The card's `data-` attributes, naming what it shows for the page's tests and analytics. */
  data: Record<string, string>;
  picture?: ReactNode;
  title: ReactNode;
  lines: ReactNode[];
}

/** One card: a link whose text names where it leads; the details below it are read as part of it. */
function Card({ href, data, picture, title, lines }: CardProps) {
  return (
    <li className={CARD} {...data}>
      <Link to={href} className={LINK}>
        {picture}
        <span className="flex flex-1 flex-col p-4">
          <span className="block font-semibold text-brand-800 [overflow-wrap:anywhere] group-hover:underline">{title}</span>
          {lines.map((line, index) => (
            <span key={index} className="mt-1 block text-sm text-slate-700 [overflow-wrap:anywhere]">
              {line}
            </span>
          ))}
        </span>
      </Link>
    </li>
  );
}

interface CardsBlockProps<T> {
  id: string;
  title: string;
  empty: string;
  feed: PopularFeed<T>;
  /** An item's card, with the search dates every card of the feed links to. */
  card: (item: T, dates: SearchDates) => CardProps & { key: string };
}

/** A popular or trending block: its feed's items as a row of cards. */
function CardsBlock<T>({ id, title, empty, feed, card }: CardsBlockProps<T>) {
  return (
    <FeedBlock id={id} title={title} feed={feed} isEmpty={isEmpty} empty={empty}>
      {({ items, dates }) => (
        <ul className={`${FEED_ROW} sm:grid-cols-2 lg:grid-cols-4`} role="list">
          {items.map((item) => {
            const { key, ...props } = card(item, dates);
            return <Card key={key} {...props} />;
          })}
        </ul>
      )}
    </FeedBlock>
  );
}

function FlightWhen({ dates }: { dates: SearchDates }) {
  const t = useT();
  const { lang } = useSettings();
  return <>{t('home.popular.flightSearch', { date: formatCalendarDate(dates.departureDate, lang, { weekday: true }) })}</>;
}

function HotelWhen({ dates }: { dates: SearchDates }) {
  const t = useT();
  const { lang } = useSettings();
  return <>{t('home.popular.hotelSearch', { date: formatCalendarDate(dates.checkIn, lang, { weekday: true }) })}</>;
}

/** A city's picture in a fixed 4:3 box (no layout shift), lazy; a plain box of the same size when it has none. */
function CityPicture({ picture, city }: { picture: PopularHotelDestination['picture']; city: string }) {
  if (!picture) return <span aria-hidden="true" className="block aspect-[4/3] w-full bg-brand-50" />;
  return <Picture photo={{ ...picture, caption: city }} decorative sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 70vw" className="aspect-[4/3] h-auto w-full object-cover" />;
}

/** Popular destinations (spec §3 content feed, decision 039): flight, the airports most flown to; hotel, the cities most stayed in. */
export function PopularDestinationsBlock(props: { product: 'flight'; feed: PopularFeed<PopularFlightDestination> } | { product: 'hotel'; feed: PopularFeed<PopularHotelDestination> }) {
  const t = useT();
  const settings = useSettings();
  if (props.product === 'flight') {
    return (
      <CardsBlock
        id="popular-flight-destinations"
        title={t('home.popular.flightDestinations.title')}
        empty={t('home.popular.destinations.empty')}
        feed={props.feed}
        card={(item, dates) => ({
          key: item.destination.code,
          href: flightSearchHref(item.origin.code, item.destination.code, dates, settings),
          data: { 'data-destination': item.destination.code },
          title: item.destination.city,
          lines: [item.destination.countryName, t('home.popular.from', { city: item.origin.city }), <FlightWhen key="when" dates={dates} />],
        })}
      />
    );
  }
  return (
    <CardsBlock
      id="popular-hotel-destinations"
      title={t('home.popular.hotelDestinations.title')}
      empty={t('home.popular.destinations.empty')}
      feed={props.feed}
      card={(item, dates) => ({
        key: String(item.placeId),
        href: hotelSearchHref(item.search, dates, settings),
        data: { 'data-place': String(item.placeId) },
        picture: <CityPicture picture={item.picture} city={item.city} />,
        title: item.city,
        lines: [t('home.popular.hotels', { count: item.hotels }), <HotelWhen key="when" dates={dates} />],
      })}
    />
  );
}

/** Popular routes (spec §3): the flight routes most booked, then searched; each to tomorrow's departure listing. */
export function PopularRoutesBlock({ feed }: { feed: PopularFeed<PopularRoute> }) {
  const t = useT();
  const settings = useSettings();
  return (
    <CardsBlock
      id="popular-routes"
      title={t('home.popular.routes.title')}
      empty={t('home.popular.routes.empty')}
      feed={feed}
      card={(item, dates) => ({
        key: `${item.origin.code}-${item.destination.code}`,
        href: flightSearchHref(item.origin.code, item.destination.code, dates, settings),
        data: { 'data-route': `${item.origin.code}-${item.destination.code}` },
        title: t('home.popular.route', { origin: item.origin.city, destination: item.destination.city }),
        lines: [...(item.weeklyFlights > 0 ? [t('home.popular.weeklyFlights', { count: item.weeklyFlights })] : []), <FlightWhen key="when" dates={dates} />],
      })}
    />
  );
}

/** Popular lines (spec §3): an airline's route most booked, with how often it flies. */
export function PopularLinesBlock({ feed }: { feed: PopularFeed<PopularLine> }) {
  const t = useT();
  const settings = useSettings();
  return (
    <CardsBlock
      id="popular-lines"
      title={t('home.popular.lines.title')}
      empty={t('home.popular.lines.empty')}
      feed={feed}
      card={(item, dates) => ({
        key: `${item.airline.code}-${item.origin.code}-${item.destination.code}`,
        href: flightSearchHref(item.origin.code, item.destination.code, dates, settings),
        data: { 'data-line': `${item.airline.code} ${item.origin.code}-${item.destination.code}` },
        title: (
          <span className="flex items-center gap-2">
            <AirlineMark code={item.airline.code} logo={item.airline.logo} size={28} />
            <span>{item.airline.name}</span>
          </span>
        ),
        lines: [
          t('home.popular.route', { origin: item.origin.city, destination: item.destination.city }),
          ...(item.weeklyFlights > 0 ? [t('home.popular.weeklyFlights', { count: item.weeklyFlights })] : []),
          <FlightWhen key="when" dates={dates} />,
        ],
      })}
    />
  );
}

/** Trending (spec §3, §4: succeeds when the answer has data): flight, destinations trending from Yangon; hotel, cities whose searches grew. */
export function TrendingBlock(props: { product: 'flight'; origin: string; feed: PopularFeed<TrendingDestination> } | { product: 'hotel'; feed: PopularFeed<TrendingHotelCity> }) {
  const t = useT();
  const settings = useSettings();
  if (props.product === 'flight') {
    const { origin } = props;
    return (
      <CardsBlock
        id="trending-flight"
        title={t('home.popular.flightTrending.title')}
        empty={t('home.popular.trending.empty')}
        feed={props.feed}
        card={(item, dates) => ({
          key: item.airportCode,
          href: flightSearchHref(origin, item.airportCode, dates, settings),
          data: { 'data-destination': item.airportCode },
          title: item.airportCity,
          lines: [item.countryName, <FlightWhen key="when" dates={dates} />],
        })}
      />
    );
  }
  return (
    <CardsBlock
      id="trending-hotel"
      title={t('home.popular.hotelTrending.title')}
      empty={t('home.popular.trending.empty')}
      feed={props.feed}
      card={(item, dates) => ({
        key: String(item.placeId),
        href: hotelSearchHref(item.search, dates, settings),
        data: { 'data-place': String(item.placeId) },
        title: item.city,
        lines: [item.country, t('home.popular.hotels', { count: item.hotels }), <HotelWhen key="when" dates={dates} />],
      })}
    />
  );
}
