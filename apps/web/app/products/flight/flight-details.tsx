import type { FlightOrderItem, OrderItem } from '@thwa/domain/contracts/booking';
import { formatCalendarDate, formatClock } from '@thwa/domain/date-format';
import { formatDuration } from '@thwa/domain/duration';
import type { Language } from '@thwa/domain/settings';
import type { MessageKey } from '../../i18n/en.ts';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Section } from '../../ui/section.tsx';
import { TripSummary, directionsFromOrder } from '../../features/checkout/trip-summary.tsx';

const TRAVELLER_KEYS: Readonly<Record<FlightOrderItem['travellers'][number]['type'], MessageKey>> = {
  adult: 'thankYou.traveller.adult',
  child: 'thankYou.traveller.child',
  infant: 'thankYou.traveller.infant',
};

/** A flight leg with every date and time written for the page's language. */
export interface LegView {
  flightNumber: string;
  airlineName: string;
  origin: string;
  originCity: string;
  destination: string;
  destinationCity: string;
  /** "Mon, 10 Mar 2031": the departure's day. */
  departDate: string;
  departTime: string;
  arriveDate: string;
  arriveTime: string;
  duration: string;
  cabin: 'economy' | 'business';
}

export interface DirectionView {
  direction: 'outward' | 'return';
  legs: LegView[];
}

/**
 * The flight's directions written for people in `lang`. The shared formatters, not Intl: Node's and the
 * browser's Myanmar date data differ, and the server's text must be the browser's (hydration error #418).
 */
export function directionViews(item: FlightOrderItem, lang: Language): DirectionView[] {
  const day = (local: string) => formatCalendarDate(local.slice(0, 10), lang, { weekday: true });
  return item.directions.map((direction) => ({
    direction: direction.direction,
    legs: direction.legs.map((leg) => ({
      flightNumber: leg.flightNumber,
      airlineName: leg.airlineName,
      origin: leg.origin,
      originCity: leg.originCity,
      destination: leg.destination,
      destinationCity: leg.destinationCity,
      departDate: day(leg.departureLocal),
      departTime: formatClock(leg.departureLocal.slice(11, 16), lang),
      arriveDate: day(leg.arrivalLocal),
      arriveTime: formatClock(leg.arrivalLocal.slice(11, 16), lang),
      duration: formatDuration(leg.durationMinutes, lang),
      cabin: leg.cabinClass,
    })),
  }));
}

/** A traveller as the booking shows them: title and names. */
export function travellerName(traveller: FlightOrderItem['travellers'][number]): string {
  return [traveller.title, traveller.firstName, traveller.lastName].filter(Boolean).join(' ');
}

function Itinerary({ directions }: { directions: DirectionView[] }) {
  const t = useT();
  return (
    <Section title={t('thankYou.itinerary')}>
      <div className="grid gap-4">
        {directions.map((direction) => (
          <div key={direction.direction}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {t(direction.direction === 'outward' ? 'thankYou.outward' : 'thankYou.return')}
            </h3>
            <ol className="mt-2 grid gap-3">
              {direction.legs.map((leg) => (
                <li key={`${leg.flightNumber}-${leg.departDate}`} className="rounded-lg bg-slate-50 p-3">
                  <p className="font-semibold">
                    {leg.originCity} ({leg.origin}) → {leg.destinationCity} ({leg.destination})
                  </p>
                  <p className="text-sm text-slate-700">
                    {leg.departDate} · {leg.departTime}–{leg.arriveTime} · {leg.duration}
                  </p>
                  <p className="text-sm text-slate-700">
                    {leg.airlineName} · {leg.flightNumber}
                  </p>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Travellers({ travellers }: { travellers: FlightOrderItem['travellers'] }) {
  const t = useT();
  return (
    <Section title={t('thankYou.travellers')}>
      <ul className="grid gap-2">
        {travellers.map((traveller, index) => (
          <li key={`${travellerName(traveller)}-${index}`} className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium">{travellerName(traveller)}</span>
            <span className="text-sm text-slate-700">
              {t(TRAVELLER_KEYS[traveller.type])}
              {traveller.ticketNumber ? ` · ${t('thankYou.ticketNumber', { number: traveller.ticketNumber })}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A flight as the thank-you and track-booking pages detail it: its itinerary, then its travellers. */
export function FlightDetails({ item }: { item: OrderItem }) {
  const { settings } = useRootData();
  if (item.product !== 'flight') return null;
  return (
    <>
      {item.directions.length > 0 ? <Itinerary directions={directionViews(item, settings.lang)} /> : null}
      {item.travellers.length > 0 ? <Travellers travellers={item.travellers} /> : null}
    </>
  );
}

/** A flight as the payment page sums it up. */
export function FlightSummary({ item }: { item: OrderItem }) {
  if (item.product !== 'flight') return null;
  return <TripSummary directions={directionsFromOrder(item.directions)} />;
}
