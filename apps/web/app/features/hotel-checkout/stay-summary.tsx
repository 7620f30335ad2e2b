import { useId } from 'react';
import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import { formatCalendarDate, formatClock } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { localDigits } from '../flight-listing/format.ts';

/** What every hotel step shows of the stay: a checkout's (stayOfCheckout) or an order's hotel item, which has these fields. */
export interface StayView {
  hotelName: string;
  stars: number;
  address: string;
  roomName: string;
  rateName: string;
  services: readonly string[];
  rooms: number;
  adult: number;
  child: number;
  /** One age per child (2 to 12); the hotel's rates and beds depend on them. */
  childAges?: readonly number[];
  /** The front desk's phone, once booked (the voucher's); absent before and for a hotel without one. */
  phone?: string | null;
  checkIn: string;
  checkOut: string;
  checkInTime: string;
  checkOutTime: string;
  nights: number;
  cancellation: { refundable: boolean; freeCancellationUntil: string | null };
}

export function stayOfCheckout(checkout: HotelCheckout): StayView {
  return {
    hotelName: checkout.hotel.name,
    stars: checkout.hotel.stars,
    address: checkout.hotel.address,
    roomName: checkout.room.name,
    rateName: checkout.rate.name,
    services: checkout.rate.services,
    rooms: checkout.stay.rooms,
    adult: checkout.stay.adult,
    child: checkout.stay.child,
    childAges: checkout.stay.childAges,
    checkIn: checkout.stay.checkIn,
    checkOut: checkout.stay.checkOut,
    checkInTime: checkout.hotel.checkInTime,
    checkOutTime: checkout.hotel.checkOutTime,
    nights: checkout.stay.nights,
    cancellation: checkout.cancellation,
  };
}

/** The cancellation policy in words, shown before payment (issue 12: "free until a date, or non-refundable"). */
export function CancellationPolicy({ cancellation }: { cancellation: StayView['cancellation'] }) {
  const t = useT();
  const { settings } = useRootData();
  if (!cancellation.refundable || !cancellation.freeCancellationUntil) {
    return <p className="font-medium text-amber-800">{t('hotelCheckout.policy.nonRefundable')}</p>;
  }
  return (
    <p className="font-medium text-emerald-800">
      {t('hotelCheckout.policy.freeUntil', { date: formatCalendarDate(cancellation.freeCancellationUntil, settings.lang, { month: 'long' }) })}
    </p>
  );
}

/** The stay: hotel, room and rate, dates with the hotel's times, guests and the cancellation policy. */
export function StaySummary({ stay, headingLevel = 2 }: { stay: StayView; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { settings } = useRootData();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = settings.lang;
  const date = (value: string) => formatCalendarDate(value, lang, { month: 'short', weekday: true });
  return (
    <section className="card grid gap-3" aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} className="text-lg font-semibold">
          {stay.hotelName}
        </Heading>
        {stay.stars > 0 ? <p className="text-sm text-slate-700">{t('hotelCheckout.stars', { count: localDigits(stay.stars, lang) })}</p> : null}
        {stay.address ? <p className="text-sm text-slate-700">{stay.address}</p> : null}
        {stay.phone ? (
          <p className="text-sm text-slate-700">
            {t('hotelCheckout.hotelPhone')}{' '}
            <a href={`tel:${stay.phone.replace(/[^+\d]/g, '')}`} className="font-medium text-brand-700 underline">
              {stay.phone}
            </a>
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-slate-600">{t('hotelCheckout.checkIn')}</dt>
          <dd className="font-medium">{date(stay.checkIn)}</dd>
          <dd className="text-sm text-slate-700">{t('hotelCheckout.from', { time: formatClock(stay.checkInTime, lang) })}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('hotelCheckout.checkOut')}</dt>
          <dd className="font-medium">{date(stay.checkOut)}</dd>
          <dd className="text-sm text-slate-700">{t('hotelCheckout.until', { time: formatClock(stay.checkOutTime, lang) })}</dd>
        </div>
      </dl>
      <p>
        <span className="font-medium">{t('hotelCheckout.roomLine', { rooms: localDigits(stay.rooms, lang), room: stay.roomName })}</span>
        <span className="text-slate-700">
          {' · '}
          {stay.rateName}
        </span>
      </p>
      <p className="text-slate-700">
        {t('hotelCheckout.stayLine', { nights: localDigits(stay.nights, lang), adults: localDigits(stay.adult, lang), children: localDigits(stay.child, lang) })}
        {stay.child > 0 && stay.childAges && stay.childAges.length > 0 ? (
          <>
            {' · '}
            {t('hotelCheckout.childAges', { ages: stay.childAges.map((age) => localDigits(age, lang)).join(lang === 'mm' ? '၊ ' : ', ') })}
          </>
        ) : null}
      </p>
      <CancellationPolicy cancellation={stay.cancellation} />
    </section>
  );
}
