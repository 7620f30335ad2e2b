import { Link } from 'react-router';
import type { FlightHotDeal, HotDeal, HotelHotDeal } from '@thwa/domain/contracts/hot-deals';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { toFlightSearchQuery } from '@thwa/domain/flights/flight-search';
import { buildHotelSearchQuery } from '@thwa/domain/hotels/hotel-search-query';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Picture } from '../../ui/picture.tsx';
import { usePriceText } from '../../ui/price.tsx';
import { departSearchHref } from '../flight-listing/flight-links.ts';
import { hotelDetailHref } from '../hotel-listing/hotel-links.ts';
import { FEED_ROW, FeedBlock } from './feed-block.tsx';
import type { FeedResult } from './load-feed.server.ts';

/**
 * A row of cards that scrolls sideways on a phone (snapping card by card, the next card's edge in view
 * to say there is more) and wraps into a grid from a tablet up; the row scrolls, never the page.
 */
const CARD = 'w-[78%] min-w-0 shrink-0 snap-start sm:w-auto';
const isEmpty = (deals: readonly HotDeal[]) => deals.length === 0;

/** Today's price, what the item usually costs (the median of its own 90 days: no made-up strike-through) and how far below. */
function DealPrices({ deal, per }: { deal: HotDeal; per: string }) {
  const t = useT();
  const { settings } = useRootData();
  const priceText = usePriceText();
  return (
    <span className="mt-auto block pt-3 text-sm">
      <span className="block text-lg font-semibold tabular-nums text-slate-900">{priceText(deal.price)}</span>
      <span className="block text-slate-600">{per}</span>
      <span className="block text-slate-700 tabular-nums">{t('home.deals.usually', { price: priceText(deal.usualPrice) })}</span>
      <span className="mt-1 inline-block rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800">
        {t('home.deals.below', { percent: localDigits(deal.percentBelow, settings.lang) })}
      </span>
    </span>
  );
}

function FlightDealCard({ deal }: { deal: FlightHotDeal }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  // The departure listing of that date, one adult in economy, as the timetable links a flight.
  const href = departSearchHref(
    toFlightSearchQuery({ tripType: 1, ...deal.search, currency: settings.currency, language: lang, adult: 1, child: 0, infant: 0, class: 'economy' }),
  );
  return (
    <li className={CARD} data-deal={deal.key}>
      <Link to={href} className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4">
        <span className="block font-semibold text-brand-800 [overflow-wrap:anywhere] group-hover:underline">
          {t('home.deals.route', { origin: deal.origin.city, destination: deal.destination.city })}
        </span>
        <span className="mt-1 block text-sm text-slate-700">{t('home.deals.departs', { date: formatCalendarDate(deal.date, lang, { weekday: true, year: false }) })}</span>
        <span className="block text-sm text-slate-600 [overflow-wrap:anywhere]">{t('home.deals.flightNumber', { airline: deal.airline.name, flight: deal.flightNumber })}</span>
        <DealPrices deal={deal} per={t('home.deals.perAdult')} />
      </Link>
    </li>
  );
}

function HotelDealCard({ deal }: { deal: HotelHotDeal }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  // The hotel's page for that night, one room for two adults, as cross-sell and recommended link theirs.
  const href = hotelDetailHref(buildHotelSearchQuery({ ...deal.search, currency: settings.currency, language: lang }), deal.hotelId);
  return (
    <li className={CARD} data-deal={deal.key}>
      <Link to={href} className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {deal.photo ? (
          <Picture photo={deal.photo} decorative sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 78vw" className="aspect-[4/3] h-auto w-full" />
        ) : null}
        <span className="flex flex-1 flex-col p-4">
          <span className="block font-semibold text-brand-800 [overflow-wrap:anywhere] group-hover:underline">{deal.name}</span>
          <span className="mt-1 block text-sm text-slate-700 [overflow-wrap:anywhere]">
            <span aria-hidden="true" className="text-amber-600">
              {'★'.repeat(deal.stars)}
            </span>
            <span className="sr-only">{t('home.deals.stars', { count: localDigits(deal.stars, lang) })}</span> · {deal.township ? `${deal.township}, ${deal.city}` : deal.city}
          </span>
          <span className="block text-sm text-slate-700">{t('home.deals.night', { date: formatCalendarDate(deal.date, lang, { weekday: true, year: false }) })}</span>
          <DealPrices deal={deal} per={t('home.deals.perNight')} />
        </span>
      </Link>
    </li>
  );
}

/**
 * A product's hot deals (issue 22 item 1, decision 038): routes or hotels whose lowest price of the
 * next 30 days is well below what they usually cost, the largest saving first, each a link to the
 * prefilled listing or hotel page of that date.
 */
export function HotDealsBlock({ product, feed }: { product: 'flight' | 'hotel'; feed: Promise<FeedResult<HotDeal[]>> | FeedResult<HotDeal[]> }) {
  const t = useT();
  return (
    <FeedBlock id={`${product}-deals`} title={t(`home.deals.${product}.title`)} feed={feed} isEmpty={isEmpty} empty={t(`home.deals.${product}.empty`)}>
      {(deals) => (
        <>
          <p className="mb-3 text-sm text-slate-600">{t('home.deals.explain')}</p>
          <ul className={`${FEED_ROW} sm:grid-cols-2 lg:grid-cols-4`} role="list">
            {deals.map((deal) => (deal.product === 'flight' ? <FlightDealCard key={deal.key} deal={deal} /> : <HotelDealCard key={deal.key} deal={deal} />))}
          </ul>
        </>
      )}
    </FeedBlock>
  );
}
