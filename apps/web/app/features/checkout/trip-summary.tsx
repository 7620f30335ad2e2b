import { useId } from 'react';
import type { CheckoutSummary, FlightOrderItem } from '@thwa/domain/contracts/booking';
import { formatCalendarDate } from '@thwa/domain/date-format';
import { daysBetween } from '@thwa/domain/dates';
import { formatDuration } from '@thwa/domain/duration';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { AirlineMark } from '../flight-listing/airline-mark.tsx';
import { localDigits } from '../flight-listing/format.ts';

/** One flight of a direction, in the shape both the checkout and an order can give. */
export interface TripLeg {
  flightNumber: string;
  airlineCode: string;
  airlineName: string;
  /** A site-relative logo, or '' for the drawn mark. */
  airlineLogo: string;
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  /** 'YYYY-MM-DD' and 'HH:mm', local to each airport. */
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  cabinClass: 'economy' | 'business';
}

export interface TripDirection {
  direction: 'outward' | 'return';
  legs: TripLeg[];
  /** First departure to last arrival, in minutes. */
  totalMinutes: number;
}

/** The directions of a verified checkout (CheckoutSummary.directions). */
export function directionsFromCheckout(directions: CheckoutSummary['directions']): TripDirection[] {
  return directions.map(({ direction, offer }) => ({
    direction,
    totalMinutes: offer.totalDuration,
    legs: offer.route.map((leg) => ({
      flightNumber: leg.flightNumber,
      airlineCode: leg.carrier.airlineCode,
      airlineName: leg.carrier.airlineName,
      airlineLogo: leg.carrier.airlineLogo,
      origin: leg.departure.airportCode,
      originCity: leg.departure.airportCity,
      destination: leg.arrival.airportCode,
      destinationCity: leg.arrival.airportCity,
      departureDate: leg.departure.date,
      departureTime: leg.departure.departureTime,
      arrivalDate: leg.arrival.date,
      arrivalTime: leg.arrival.arrivalTime,
      cabinClass: leg.class,
    })),
  }));
}

/** The directions of a placed flight order (its flight item's; times are 'YYYY-MM-DDTHH:mm'). */
export function directionsFromOrder(directions: FlightOrderItem['directions']): TripDirection[] {
  return directions.map(({ direction, legs }) => {
    return {
      direction,
      // Local times of different airports cannot be subtracted; the legs' own durations add up.
      totalMinutes: legs.reduce((sum, leg) => sum + leg.durationMinutes, 0),
      legs: legs.map((leg) => ({
        flightNumber: leg.flightNumber,
        airlineCode: leg.airlineCode,
        airlineName: leg.airlineName,
        airlineLogo: '',
        origin: leg.origin,
        originCity: leg.originCity,
        destination: leg.destination,
        destinationCity: leg.destinationCity,
        departureDate: leg.departureLocal.slice(0, 10),
        departureTime: leg.departureLocal.slice(11, 16),
        arrivalDate: leg.arrivalLocal.slice(0, 10),
        arrivalTime: leg.arrivalLocal.slice(11, 16),
        cabinClass: leg.cabinClass,
      })),
    };
  });
}

/**
 * The chosen flights (spec §3 flight result item, as verified): per direction the airline mark,
 * flight numbers, times, cities, duration, stops and cabin class.
 */
export function TripSummary({ directions, headingLevel = 2 }: { directions: readonly TripDirection[]; headingLevel?: 2 | 3 }) {
  const t = useT();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="card" aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-semibold">
        {t('checkout.trip.title')}
      </Heading>
      <ul className="mt-3 grid gap-4">
        {directions.map((direction) => (
          <DirectionRow key={direction.direction} direction={direction} />
        ))}
      </ul>
    </section>
  );
}

function DirectionRow({ direction }: { direction: TripDirection }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const first = direction.legs[0];
  const last = direction.legs[direction.legs.length - 1];
  if (!first || !last) return null;
  const numbers = [...new Set(direction.legs.map((leg) => leg.flightNumber))].join(', ');
  const laterDays = daysBetween(first.departureDate, last.arrivalDate);
  const stops = direction.legs.length - 1;
  // The shared formatter, not Intl: Node's and the browser's Myanmar date data differ (hydration error #418).
  const date = formatCalendarDate(first.departureDate, lang, { weekday: true });
  return (
    <li className="grid gap-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {t(direction.direction === 'outward' ? 'checkout.trip.outward' : 'checkout.trip.return')} · {date}
      </p>
      <div className="flex items-center gap-3">
        <AirlineMark code={first.airlineCode} logo={first.airlineLogo} size={36} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-snug">{first.airlineName}</p>
          <p className="text-sm text-slate-600">{t('checkout.trip.flightNumbers', { numbers })}</p>
        </div>
      </div>
      <p className="text-lg font-bold tabular-nums">
        {t('checkout.trip.times', {
          departure: localDigits(first.departureTime, lang),
          arrival: localDigits(last.arrivalTime, lang) + (laterDays > 0 ? ` (+${localDigits(laterDays, lang)})` : ''),
        })}
      </p>
      <p className="text-slate-700">
        {t('checkout.trip.route', { from: `${first.originCity} (${first.origin})`, to: `${last.destinationCity} (${last.destination})` })}
      </p>
      <p className="text-sm text-slate-600">
        {t('checkout.trip.duration', { duration: formatDuration(direction.totalMinutes, lang) })} ·{' '}
        {stops === 0 ? t('checkout.trip.nonStop') : t('checkout.trip.stops', { count: localDigits(stops, lang) })} ·{' '}
        {t(first.cabinClass === 'business' ? 'checkout.class.business' : 'checkout.class.economy')}
      </p>
    </li>
  );
}
