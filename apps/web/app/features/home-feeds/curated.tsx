import { Link } from 'react-router';
import type { HomeBanner, RecommendedHotel } from '@thwa/domain/contracts/curated';
import { buildHotelSearchQuery } from '@thwa/domain/hotels/hotel-search-query';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Picture } from '../../ui/picture.tsx';
import { usePriceText } from '../../ui/price.tsx';
import { hotelDetailHref } from '../hotel-listing/hotel-links.ts';
import { FEED_ROW, FeedBlock } from './feed-block.tsx';
import type { FeedResult } from './load-feed.server.ts';

/**
 * A row of cards that scrolls sideways on a phone (snapping card by card, with the next card's edge in
 * view to say there is more) and wraps into a grid from a tablet up. CSS only: no carousel script.
 */
const isEmpty = (items: readonly unknown[]) => items.length === 0;

/**
 * The home page's banners (decision 040): wide cards of an employee's picture, title and line, each a
 * link to one of our pages. Every picture is lazy with its box kept by its aspect ratio, so the first
 * one never competes with the search form for the first paint and nothing moves as they load.
 */
export function BannersBlock({ feed }: { feed: Promise<FeedResult<HomeBanner[]>> | FeedResult<HomeBanner[]> }) {
  const t = useT();
  return (
    <FeedBlock id="banners" title={t('home.banners.title')} feed={feed} isEmpty={isEmpty} empty={t('home.banners.empty')}>
      {(banners) => (
        <ul className={`${FEED_ROW} sm:grid-cols-2 lg:grid-cols-3`} role="list">
          {banners.map((banner) => (
            <li key={banner.id} className="w-[85%] min-w-0 shrink-0 snap-start sm:w-auto" data-banner-id={banner.id}>
              <Link to={banner.link} className="group block h-full overflow-hidden rounded-2xl border border-slate-200 bg-white focus-visible:outline-offset-2">
                <Picture
                  photo={{ ...banner.picture, caption: banner.title }}
                  decorative
                  sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 85vw"
                  className="aspect-[12/5] h-auto w-full"
                />
                <span className="block p-4">
                  <span className="block font-semibold text-brand-800 [overflow-wrap:anywhere] group-hover:underline">{banner.title}</span>
                  {banner.text ? <span className="mt-1 block text-sm text-slate-700 [overflow-wrap:anywhere]">{banner.text}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </FeedBlock>
  );
}

/** One recommended hotel: its picture, name, stars, city, guests' score, the employee's blurb and the "from" price. */
function RecommendedCard({ hotel }: { hotel: RecommendedHotel }) {
  const t = useT();
  const { settings } = useRootData();
  const priceText = usePriceText();
  const href = hotelDetailHref(buildHotelSearchQuery({ ...hotel.search, currency: settings.currency, language: settings.lang }), hotel.hotelId);
  return (
    <li className="w-[80%] min-w-0 shrink-0 snap-start sm:w-auto" data-recommended-hotel={hotel.hotelId}>
      <Link to={href} className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <Picture photo={{ ...hotel.picture, caption: hotel.name }} decorative sizes="(min-width: 1024px) 16rem, (min-width: 640px) 50vw, 80vw" className="aspect-[4/3] h-auto w-full" />
        <span className="flex flex-1 flex-col p-4">
          <span className="block font-semibold text-brand-800 [overflow-wrap:anywhere] group-hover:underline">{hotel.name}</span>
          <span className="mt-1 block text-sm text-slate-700">
            <span aria-hidden="true" className="text-amber-600">
              {'★'.repeat(hotel.stars)}
            </span>
            <span className="sr-only">{t('home.recommended.stars', { count: hotel.stars })}</span> · {hotel.city}
          </span>
          {hotel.score !== null ? (
            <span className="mt-1 block text-sm text-slate-700">
              <span aria-hidden="true">{t('home.recommended.reviews', { score: hotel.score, count: hotel.reviews })}</span>
              <span className="sr-only">{t('home.recommended.score', { score: hotel.score })}</span>
            </span>
          ) : null}
          <span className="mt-2 block text-sm text-slate-800 [overflow-wrap:anywhere]">{hotel.blurb}</span>
          {hotel.fromPrice !== null ? (
            <span className="mt-auto block pt-3 text-sm">
              <span className="font-semibold tabular-nums">{t('home.recommended.from', { price: priceText(hotel.fromPrice) })}</span>
              <span className="block text-slate-600">{t('home.recommended.tonight')}</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** The home page's recommended hotels (decision 040), each a link to its hotel page for tonight, 2 adults, 1 room. */
export function RecommendedBlock({ feed }: { feed: Promise<FeedResult<RecommendedHotel[]>> | FeedResult<RecommendedHotel[]> }) {
  const t = useT();
  return (
    <FeedBlock id="recommended" title={t('home.recommended.title')} feed={feed} isEmpty={isEmpty} empty={t('home.recommended.empty')}>
      {(hotels) => (
        <ul className={`${FEED_ROW} sm:grid-cols-2 lg:grid-cols-4`} role="list">
          {hotels.map((hotel) => (
            <RecommendedCard key={hotel.id} hotel={hotel} />
          ))}
        </ul>
      )}
    </FeedBlock>
  );
}
