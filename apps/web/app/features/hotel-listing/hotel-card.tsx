import { useId } from 'react';
import { Link } from 'react-router';
import type { HotelCard as HotelCardData, HotelRateCancellation, HotelStayPrice } from '@thwa/domain/contracts/hotels';
import { formatCalendarDate } from '@thwa/domain/date-format';
import { formatMoney } from '@thwa/domain/money';
import { formatDistance } from '../../i18n/format-distance.ts';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Price, displayedPrice } from '../../ui/price.tsx';
import { Picture } from '../../ui/picture.tsx';
import { codeName, counted } from './hotel-format.ts';
import { ReviewScoreBadge } from './hotel-reviews.tsx';
import { Stars } from './stars.tsx';

/** An amount in kyat as text in the visitor's money and language (for a price inside a sentence). */
export function useMoney(): (mmk: number) => string {
  const { settings } = useRootData();
  return (mmk) => formatMoney(displayedPrice(mmk, settings), { lang: settings.lang });
}

/**
 * A card's picture: a thumbnail beside its name (on a phone too, so the card stays short and the page's
 * largest paint stays its text rather than waiting on a picture).
 */
const CARD_PICTURE_SIZES = '(min-width: 640px) 8rem, 6rem';
const CARD_PICTURE_BOX = 'aspect-[4/3] w-24 rounded-xl sm:w-32';

/** A card names this many amenities; the rest are counted. */
export const CARD_AMENITIES = 4;

/** A rate's or a card's cancellation policy in words: free until a date, or non-refundable. */
export function CancellationText({ cancellation }: { cancellation: HotelRateCancellation }) {
  const t = useT();
  const { settings } = useRootData();
  if (!cancellation.refundable || !cancellation.freeUntil) {
    return <p className="text-sm font-medium text-amber-800">{t('hotelListing.cancellation.nonRefundable')}</p>;
  }
  return (
    <p className="text-sm font-medium text-emerald-800">
      {t('hotelListing.cancellation.freeUntil', { date: formatCalendarDate(cancellation.freeUntil, settings.lang, { month: 'short' }) })}
    </p>
  );
}

/**
 * A price for the stay: one room's average night, big, with the price before the hotel's deal struck
 * through when there is one, then what the whole stay costs with taxes (`totalLine`).
 */
export function StayPrice({ price, perNightLabel, totalLine }: { price: HotelStayPrice; perNightLabel: string; totalLine: string }) {
  const t = useT();
  const deal = price.perNightBeforeDeal > price.perNight;
  return (
    <div className="grid justify-items-start gap-0.5 sm:justify-items-end sm:text-right">
      {deal ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-gold-300 px-2 font-semibold text-slate-900">{t('hotelListing.card.deal', { percent: price.dealPercent })}</span>
          <span className="text-slate-600">
            <span className="sr-only">{t('hotelListing.card.beforeDeal')} </span>
            <s>
              <Price mmk={price.perNightBeforeDeal} />
            </s>
          </span>
        </p>
      ) : null}
      <p className="text-xl font-bold text-brand-900">
        <Price mmk={price.perNight} />
      </p>
      <p className="text-sm text-slate-700">{perNightLabel}</p>
      <p className="text-sm text-slate-700">{totalLine}</p>
    </div>
  );
}

interface HotelCardProps {
  hotel: HotelCardData;
  /** The hotel's page with the same search. */
  href: string;
  /** "2 nights, 1 room": what the total is for. */
  stay: string;
  /** Its position in the list, from 1: the id "show more" jumps to. */
  position?: number;
}

/**
 * A hotel of the listing (spec §3 listing, issue 12 "beyond the spec"): name, stars, type, township, a
 * few amenities, the cheapest rate's price per night and total with taxes (and before the deal), its
 * cancellation policy, the rooms left when few, and the way to its rooms.
 */
export function HotelCard({ hotel, href, stay, position }: HotelCardProps) {
  const t = useT();
  const money = useMoney();
  const headingId = useId();
  const { lang } = useRootData().settings;
  const named = hotel.amenities.map((code) => codeName(t, 'amenity', code)).filter((name): name is string => name !== null);
  const shown = named.slice(0, CARD_AMENITIES);
  return (
    <article aria-labelledby={headingId} className="card grid grid-cols-[6rem_1fr] items-start gap-3 sm:grid-cols-[8rem_1fr_auto]">
      {/* A thumbnail is never the page's largest paint (the search summary's text is): every card's waits
          until layout, so on a slow link the font and the text go first (bench/RESULTS.md, 2026-11-28). */}
      {hotel.photo ? (
        <Picture photo={hotel.photo} sizes={CARD_PICTURE_SIZES} className={CARD_PICTURE_BOX} />
      ) : (
        <div aria-hidden="true" className={`bg-brand-50 ${CARD_PICTURE_BOX}`} />
      )}
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold leading-snug">
          {/* "Show more" focuses this link and scrolls it to the top: the margin keeps it below the sticky site header. */}
          <Link to={href} id={position ? `hotel-${position}` : undefined} className="scroll-mt-20 text-brand-900 hover:underline">
            {hotel.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          <Stars count={hotel.stars} />
          <span aria-hidden="true">·</span>
          <span>{codeName(t, 'hotelType', hotel.type, hotel.typeName)}</span>
          <span aria-hidden="true">·</span>
          <span>{hotel.township.name}</span>
        </p>
        <ReviewScoreBadge score={hotel.reviewScore} count={hotel.reviewCount} />
        {hotel.nearestLandmark ? (
          <p className="text-sm text-slate-700">{t('hotelListing.location.from', { distance: formatDistance(hotel.nearestLandmark.distanceMetres, lang), place: hotel.nearestLandmark.name })}</p>
        ) : null}
        {shown.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-1.5 text-sm">
            {shown.map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-2 text-brand-800">
                {name}
              </li>
            ))}
            {named.length > shown.length ? <li className="px-1 text-slate-600">{t('hotelListing.card.amenitiesMore', { count: named.length - shown.length })}</li> : null}
          </ul>
        ) : null}
        <CancellationText cancellation={hotel.cancellation} />
        {hotel.roomsLeft !== null ? <p className="text-sm font-semibold text-red-800">{counted(t, 'hotelListing.card.roomsLeft', hotel.roomsLeft)}</p> : null}
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1 sm:w-52 sm:justify-items-end">
        <StayPrice price={hotel.price} perNightLabel={t('hotelListing.card.perNight')} totalLine={t('hotelListing.card.total', { price: money(hotel.price.total), stay })} />
        <Link to={href} className="button-primary justify-center" aria-label={t('hotelListing.card.seeRoomsAt', { hotel: hotel.name })}>
          {t('hotelListing.card.seeRooms')}
        </Link>
      </div>
    </article>
  );
}
