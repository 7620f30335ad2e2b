import { useId } from 'react';
import { Link } from 'react-router';
import type { HotelRoomOffer } from '@thwa/domain/contracts/hotels';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Picture } from '../../ui/picture.tsx';
import { codeName, counted, stayText } from './hotel-format.ts';
import { HotelProblem } from './hotel-detail-page.tsx';
import type { HotelDetailData, HotelView } from './hotel-listing-data.ts';
import { hotelDetailHref } from './hotel-links.ts';
import { FEW_ROOMS, notOfferedText, RateChoice } from './room-offer.tsx';
import { SearchSummary } from './search-summary.tsx';
import { Stars } from './stars.tsx';

/** `/hotel/detail/room` in whichever state its loader found. */
export function HotelRoomPage({ data }: { data: HotelDetailData }) {
  if (data.kind === 'room') return <RoomPage view={data} room={data.room} />;
  if (data.kind === 'roomNotAvailable') return <RoomNotAvailable view={data} />;
  return <HotelProblem data={data} />;
}

function BackToHotel({ view }: { view: HotelView }) {
  const t = useT();
  return (
    <p className="pt-4">
      <Link to={hotelDetailHref(view.summary.query, view.hotel.hotelId)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        <span aria-hidden="true">←&nbsp;</span>
        {t('hotelListing.room.backToHotel', { hotel: view.hotel.name })}
      </Link>
    </p>
  );
}

/**
 * One room type of the hotel for the search: its bed, size, who it sleeps (spec §3
 * availables.maxAdults, spec §5's extra bed counted), the rooms left, and every rate in full with its
 * services, prices, cancellation policy and "Book".
 */
function RoomPage({ view, room }: { view: HotelView; room: HotelRoomOffer }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const ratesHeading = useId();
  const stay = stayText(t, view.summary, lang);
  const sleeps = [counted(t, 'hotelListing.room.sleeps', room.availables.maxAdults)];
  if (room.availables.maxChildren > 0) sleeps.push(counted(t, 'hotelListing.room.children', room.availables.maxChildren));
  return (
    <>
      <BackToHotel view={view} />
      <header className="grid gap-1 pt-2">
        <p className="flex flex-wrap items-center gap-x-2 font-semibold text-brand-700">
          <span>{view.hotel.name}</span>
          <Stars count={view.hotel.stars} />
        </p>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{room.name}</h1>
        <SearchSummary summary={view.summary} />
      </header>
      <div className="mt-6 grid gap-4">
        <section aria-label={room.name} className="card grid gap-3">
          {room.photos.length > 0 ? (
            <ul className="grid grid-cols-2 gap-2">
              {room.photos.map((photo, index) => (
                <li key={photo.imageId}>
                  <figure className="grid gap-1">
                    <Picture photo={photo} sizes="(min-width: 1100px) 34rem, 50vw" priority={index === 0} className="aspect-[4/3] w-full rounded-xl" />
                    <figcaption className="text-sm text-slate-700">{photo.caption}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : null}
          <dl className="grid gap-3 sm:grid-cols-3">
            <Fact term={t('hotelListing.room.bed')} value={codeName(t, 'bedType', room.bedType, room.bedTypeName) ?? room.bedTypeName} />
            <Fact term={t('hotelListing.room.sizeLabel')} value={t('hotelListing.room.size', { size: room.sizeM2 })} />
            <Fact term={t('hotelListing.room.occupancy')} value={sleeps.join(' ')} />
          </dl>
          {room.availables.roomsLeft <= FEW_ROOMS ? <p className="text-sm font-semibold text-red-800">{counted(t, 'hotelListing.room.roomsLeft', room.availables.roomsLeft)}</p> : null}
        </section>
        <section aria-labelledby={ratesHeading} className="card grid gap-3">
          <div>
            <h2 id={ratesHeading} className="text-xl font-semibold">
              {t('hotelListing.room.rates')}
            </h2>
            <p className="text-sm text-slate-700">{t('hotelListing.detail.roomsLead', { stay })}</p>
          </div>
          {room.rates.map((rate) => (
            <RateChoice key={rate.rateId} hotelId={view.hotel.hotelId} room={room} rate={rate} summary={view.summary} stay={stay} back={view.pagePath} />
          ))}
        </section>
      </div>
    </>
  );
}

/** Spec §8 "room not available": this room type has nothing for the party on these dates, and why when known. */
function RoomNotAvailable({ view }: { view: Extract<HotelDetailData, { kind: 'roomNotAvailable' }> }) {
  const t = useT();
  const reason = view.notOffered[0];
  return (
    <>
      <BackToHotel view={view} />
      <EmptyState
        headingLevel={1}
        title={view.title}
        body={
          <>
            {reason ? <p className="font-semibold">{reason.name}</p> : null}
            <p>{reason ? notOfferedText(t, reason) : t('hotelListing.room.notAvailable.body')}</p>
          </>
        }
      >
        <Link to={hotelDetailHref(view.summary.query, view.hotel.hotelId)} className="button-primary">
          {t('hotelListing.room.backToHotel', { hotel: view.hotel.name })}
        </Link>
      </EmptyState>
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
