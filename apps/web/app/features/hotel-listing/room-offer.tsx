import { useId } from 'react';
import { Link } from 'react-router';
import type { HotelRateOffer, HotelRoomOffer } from '@thwa/domain/contracts/hotels';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Picture } from '../../ui/picture.tsx';
import { CancellationText, StayPrice, useMoney } from './hotel-card.tsx';
import { codeName, counted } from './hotel-format.ts';
import type { HotelSearchSummary, NotOfferedRoomView } from './hotel-listing-data.ts';
import { checkoutHref, hotelRoomHref } from './hotel-links.ts';

/** A room type's rooms left, when they are few enough to tell (as a card's "rooms left"). */
export const FEW_ROOMS = 5;

interface RateChoiceProps {
  hotelId: string;
  room: HotelRoomOffer;
  rate: HotelRateOffer;
  summary: HotelSearchSummary;
  /** "2 nights, 1 room". */
  stay: string;
  /** This page, for the checkout's "choose another room". */
  back: string;
}

/**
 * One rate of a room (spec §3 rates[].services[]): its services, price per night and total for the
 * stay with taxes, cancellation policy, and "Book": a plain link to the checkout, which prices the
 * stay again before the guest gives any detail.
 */
export function RateChoice({ hotelId, room, rate, summary, stay, back }: RateChoiceProps) {
  const t = useT();
  const { settings } = useRootData();
  const money = useMoney();
  const services = rate.serviceNames.length > 0 ? t('hotelListing.rate.includes', { services: rate.serviceNames.join(settings.lang === 'mm' ? '၊ ' : ', ') }) : t('hotelListing.rate.roomOnly');
  const href = checkoutHref({
    hotelId,
    roomTypeId: room.roomTypeId,
    rateId: rate.rateId,
    stay: { checkin: summary.checkin, checkout: summary.checkout, rooms: summary.rooms, adult: summary.adult, childAges: summary.childAges, nationality: summary.nationality },
    listedTotal: rate.price.total,
    back,
  });
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-1">
        <p className="font-semibold">{rate.name}</p>
        <p className="text-sm text-slate-700">{services}</p>
        <CancellationText cancellation={rate.cancellation} />
      </div>
      <div className="grid gap-2 sm:justify-items-end">
        <StayPrice price={rate.price} perNightLabel={t('hotelListing.rate.perNight')} totalLine={t('hotelListing.rate.total', { price: money(rate.price.total), stay })} />
        <Link to={href} className="button-primary justify-center" aria-label={t('hotelListing.rate.bookLabel', { rate: rate.name, room: room.name })}>
          {t('hotelListing.rate.book')}
        </Link>
      </div>
    </div>
  );
}

/** "3 adults and 1 child": who a room sleeps; children only when it takes any. */
export function sleepsText(t: ReturnType<typeof useT>, room: { maxAdults: number; maxChildren: number }): string {
  const adults = counted(t, 'hotelListing.adults', room.maxAdults);
  return room.maxChildren > 0 ? `${adults} ${counted(t, 'hotelListing.room.children', room.maxChildren)}` : adults;
}

/** Bed, size and who sleeps in a room (spec §3 availables.maxAdults, with spec §5's extra bed). */
export function RoomFacts({ room }: { room: HotelRoomOffer }) {
  const t = useT();
  const sleeps = [counted(t, 'hotelListing.room.sleeps', room.availables.maxAdults)];
  if (room.availables.maxChildren > 0) sleeps.push(counted(t, 'hotelListing.room.children', room.availables.maxChildren));
  return (
    <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
      <span>{codeName(t, 'bedType', room.bedType, room.bedTypeName)}</span>
      <span aria-hidden="true">·</span>
      <span>{t('hotelListing.room.size', { size: room.sizeM2 })}</span>
      <span aria-hidden="true">·</span>
      <span>{sleeps.join(' ')}</span>
    </p>
  );
}

interface RoomOfferProps {
  hotelId: string;
  room: HotelRoomOffer;
  summary: HotelSearchSummary;
  stay: string;
  back: string;
}

/** A room type the party can book, on the hotel's page: its facts, rooms left when few, and every rate. */
export function RoomOffer({ hotelId, room, summary, stay, back }: RoomOfferProps) {
  const t = useT();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* The room's own picture; its name is the heading beside it, so the picture itself is not read out. */}
        {room.photos[0] ? <Picture photo={room.photos[0]} sizes="7rem" decorative className="aspect-[4/3] w-28 rounded-lg" /> : null}
        <div className="min-w-40 flex-1">
          <h3 id={headingId} className="text-lg font-semibold">
            {room.name}
          </h3>
          <RoomFacts room={room} />
          {room.availables.roomsLeft <= FEW_ROOMS ? <p className="text-sm font-semibold text-red-800">{counted(t, 'hotelListing.room.roomsLeft', room.availables.roomsLeft)}</p> : null}
        </div>
        <Link to={hotelRoomHref(summary.query, hotelId, room.roomTypeId)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" aria-label={t('hotelListing.room.detailsOf', { room: room.name })}>
          {t('hotelListing.room.details')}
        </Link>
      </div>
      {room.rates.map((rate) => (
        <RateChoice key={rate.rateId} hotelId={hotelId} room={room} rate={rate} summary={summary} stay={stay} back={back} />
      ))}
    </article>
  );
}

/** Why the party cannot have a room type: too few rooms free, or too small (rooms-not-offered.ts). */
export function notOfferedText(t: ReturnType<typeof useT>, room: NotOfferedRoomView): string {
  return room.reason.kind === 'too_few_rooms'
    ? t('hotelListing.room.tooFewRooms', { count: room.reason.roomsLeft })
    : t('hotelListing.room.tooSmall', { sleeps: sleepsText(t, room.reason) });
}

/** A room type the party cannot book: said so, with why, and nothing to choose. */
export function NotOfferedRoom({ room }: { room: NotOfferedRoomView }) {
  const t = useT();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="card grid gap-1 bg-slate-50">
      <h3 id={headingId} className="text-lg font-semibold text-slate-800">
        {room.name}
      </h3>
      <p className="text-sm text-slate-700">
        {room.bedTypeName} · {t('hotelListing.room.size', { size: room.sizeM2 })}
      </p>
      <p className="font-semibold text-slate-800">{t('hotelListing.detail.notOffered')}</p>
      <p className="text-sm text-slate-700">{notOfferedText(t, room)}</p>
    </article>
  );
}
