import { useEffect, useId, type ReactNode } from 'react';
import { rememberViewedHotel } from '../home-feeds/visitor-memory.ts';
import { Link, useLocation } from 'react-router';
import type { HotelDetailInfo } from '@thwa/domain/contracts/hotels';
import { formatClock } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useMoney } from './hotel-card.tsx';
import { HotelGallery } from './hotel-gallery.tsx';
import { HotelLocation } from './hotel-location.tsx';
import { HotelReviews, ReviewScoreBadge } from './hotel-reviews.tsx';
import { codeName, counted, stayText } from './hotel-format.ts';
import type { HotelDetailData, HotelSearchSummary, HotelView } from './hotel-listing-data.ts';
import { changeSearchHref, listingHref } from './hotel-links.ts';
import { NotOfferedRoom, RoomOffer } from './room-offer.tsx';
import { SearchSummary } from './search-summary.tsx';
import { Stars } from './stars.tsx';

/** `/hotel/detail` in whichever state its loader found (the room page's states are its own). */
export function HotelDetailPage({ data }: { data: HotelDetailData }) {
  if (data.kind === 'hotel') return <HotelPage view={data} />;
  return <HotelProblem data={data} />;
}

/** The states a hotel or room page shares when there is no hotel to show. */
export function HotelProblem({ data }: { data: HotelDetailData }) {
  const t = useT();
  const location = useLocation();
  if (data.kind === 'hotelNotAvailable') {
    return (
      <EmptyState headingLevel={1} title={data.title} body={<p>{t('hotelListing.detail.notFound.body')}</p>}>
        <BackToHotels summary={data.summary} primary />
      </EmptyState>
    );
  }
  if (data.kind === 'failed') {
    return (
      <EmptyState headingLevel={1} title={data.title} body={<p>{data.message}</p>}>
        <Link to={location.pathname + location.search} className="button-primary">
          {t('error.retry')}
        </Link>
        <BackToHotels summary={data.summary} />
      </EmptyState>
    );
  }
  return null;
}

function BackToHotels({ summary, primary = false }: { summary: HotelSearchSummary; primary?: boolean }) {
  const t = useT();
  const className = primary ? 'button-primary' : 'button-secondary';
  // Without a place there is no list to go back to: the search form.
  const href = summary.hasPlace ? listingHref(summary.query) : changeSearchHref(summary.query);
  return (
    <Link to={href} className={className}>
      {t('hotelListing.detail.backToHotels')}
    </Link>
  );
}

/** The hotel's name, stars, type, place and address, above its picture. */
export function HotelHeading({ hotel, summary, headingLevel = 1, children }: { hotel: HotelDetailInfo; summary: HotelSearchSummary; headingLevel?: 1 | 2; children?: ReactNode }) {
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className="grid gap-3 pt-6">
      <div>
        <Heading className="text-2xl font-bold text-brand-900 sm:text-3xl">{hotel.name}</Heading>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-700">
          <Stars count={hotel.stars} />
          <span aria-hidden="true">·</span>
          <span>{codeName(t, 'hotelType', hotel.type, hotel.typeName)}</span>
          <span aria-hidden="true">·</span>
          <span>
            {hotel.township.name}, {hotel.city.name}
          </span>
        </p>
        <ReviewScoreBadge score={hotel.reviewScore} count={hotel.reviewCount} className="mt-1" />
        {children}
      </div>
      <SearchSummary summary={summary} />
    </header>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="card grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A hotel for the search (spec §3 hotel detail): its name, stars, type, address and description, its
 * amenities, policies (check-in and check-out, extra bed, baby cot, cancellation) and reservation
 * info, and its rooms with their rates and services; rooms the party cannot book say why.
 */
function HotelPage({ view }: { view: HotelView }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const money = useMoney();
  const { hotel, summary } = view;
  // The landings show a returning visitor the hotels they looked at.
  useEffect(() => {
    const photo = hotel.photos.find((one) => one.roomCode === null) ?? null;
    rememberViewedHotel({
      hotelId: hotel.hotelId,
      name: hotel.name,
      place: `${hotel.township.name}, ${hotel.city.name}`,
      stars: hotel.stars,
      href: view.pagePath,
      photo: photo && { imageId: photo.imageId, width: photo.width, height: photo.height, caption: photo.caption },
    });
  }, [hotel, view.pagePath]);
  const { policies } = hotel;
  const stay = stayText(t, summary, lang);
  const roomsHeading = useId();

  const extraBed = policies.extraBed.allowed ? (policies.extraBed.price ? t('hotelListing.detail.perNight', { price: money(policies.extraBed.price) }) : t('hotelListing.detail.free')) : t('hotelListing.detail.notAvailable');
  const babyCot = policies.babyCot.available ? (policies.babyCot.price ? t('hotelListing.detail.perNight', { price: money(policies.babyCot.price) }) : t('hotelListing.detail.free')) : t('hotelListing.detail.notAvailable');
  const cancellation =
    policies.cancellation.refundable && policies.cancellation.freeCancellationDays !== null
      ? counted(t, 'hotelListing.detail.cancellationDays', policies.cancellation.freeCancellationDays)
      : t('hotelListing.detail.cancellationNone');

  return (
    <>
      <p className="pt-4">
        <Link to={listingHref(summary.query)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          <span aria-hidden="true">←&nbsp;</span>
          {t('hotelListing.detail.backToList', { place: summary.place })}
        </Link>
      </p>
      <HotelHeading hotel={hotel} summary={summary} />
      <div className="mt-4 max-w-3xl">
        <HotelGallery hotelName={hotel.name} photos={hotel.photos} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
        <div className="grid gap-6">
          <section aria-labelledby={roomsHeading} className="grid gap-3">
            <div>
              <h2 id={roomsHeading} className="text-xl font-semibold">
                {t('hotelListing.detail.rooms')}
              </h2>
              <p className="text-sm text-slate-700">{t('hotelListing.detail.roomsLead', { stay })}</p>
            </div>
            {view.rooms.length === 0 ? (
              <EmptyState title={t('hotelListing.detail.noRooms.title')} body={<p>{t('hotelListing.detail.noRooms.body')}</p>}>
                <Link to={changeSearchHref(summary.query)} className="button-primary">
                  {t('hotelListing.changeSearch')}
                </Link>
              </EmptyState>
            ) : (
              view.rooms.map((room) => <RoomOffer key={room.roomTypeId} hotelId={hotel.hotelId} room={room} summary={summary} stay={stay} back={view.pagePath} />)
            )}
            {view.notOffered.map((room) => (
              <NotOfferedRoom key={room.roomTypeId} room={room} />
            ))}
            <p className="text-sm text-slate-600">{t('hotelListing.detail.soldOutNote')}</p>
          </section>

          <Section title={t('hotelListing.detail.about')}>
            <p>{hotel.description}</p>
          </Section>

          <HotelLocation hotel={hotel} />

          {view.reviews !== undefined ? <HotelReviews reviews={view.reviews} back={view.pagePath} /> : null}
        </div>

        <div className="grid gap-6">
          <Section title={t('hotelListing.detail.policies')}>
            <dl className="grid gap-2">
              <Policy term={t('hotelListing.detail.checkIn')} value={t('hotelListing.detail.checkInFrom', { time: formatClock(policies.checkIn, lang) })} />
              <Policy term={t('hotelListing.detail.checkOut')} value={t('hotelListing.detail.checkOutUntil', { time: formatClock(policies.checkOut, lang) })} />
              <Policy term={t('hotelListing.detail.extraBed')} value={extraBed} />
              <Policy term={t('hotelListing.detail.babyCot')} value={babyCot} />
              <Policy term={t('hotelListing.detail.cancellation')} value={cancellation} />
            </dl>
          </Section>

          {hotel.amenities.length > 0 ? (
            <Section title={t('hotelListing.detail.amenities')}>
              <ul className="flex flex-wrap gap-1.5 text-sm">
                {hotel.amenities.map((amenity) => (
                  <li key={amenity.code} className="rounded-full bg-brand-50 px-2 text-brand-800">
                    {codeName(t, 'amenity', amenity.code, amenity.name)}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          {view.reservationInfo.length > 0 ? (
            <Section title={t('hotelListing.detail.reservationInfo')}>
              <dl className="grid gap-3">
                {view.reservationInfo.map((info) => (
                  <div key={info.kind}>
                    <dt className="font-semibold">{info.title}</dt>
                    <dd className="text-sm text-slate-700">{info.text}</dd>
                  </div>
                ))}
              </dl>
            </Section>
          ) : null}
        </div>
      </div>
    </>
  );
}

function Policy({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2">
      <dt className="font-semibold">{term}</dt>
      <dd className="text-slate-700">{value}</dd>
    </div>
  );
}
