import { useId } from 'react';
import { Link } from 'react-router';
import { daysBetween } from '@thwa/domain/dates';
import { formatDuration } from '@thwa/domain/duration';
import { adultPrice, firstLeg, isSingleAdult, isWaitlisted, partyTotal, stopBucket, type FlightOffer, type PartyCounts } from '@thwa/domain/flights/flight-list';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { formatMoney } from '@thwa/domain/money';
import { Price, displayedPrice } from '../../ui/price.tsx';
import { AirlineMark } from './airline-mark.tsx';
import { LOW_SEATS, STOP_LABELS, fareConditionTexts, localDigits, travellersText } from './format.ts';

/**
 * The flight numbers of an itinerary ("UB101, K7224"). A through flight keeps its number over its
 * stops (7Y141 RGN-NYU-MDL), so each number is written once.
 */
export function flightNumbers(offer: FlightOffer): string {
  return [...new Set(offer.route.map((leg) => leg.flightNumber))].join(', ');
}

/** The airports a flight stops at on the way: every arrival but the last. */
export function viaAirports(offer: FlightOffer): string[] {
  return offer.route.slice(0, -1).map((leg) => leg.arrival.airportCode);
}

interface FlightCardProps {
  offer: FlightOffer;
  /** Where Select leads; without it (the chosen departure on the return step) there is no Select. */
  selectHref?: string;
  /** Shown instead of Select, e.g. the "Change" link of the chosen departure. */
  action?: React.ReactNode;
  /** Who travels: their total is shown beside the price per adult (not for the chosen departure, whose total checkout shows). */
  party?: PartyCounts;
}

/**
 * One result (spec §3 flight result item): airline, flight numbers, departure and arrival, total
 * duration, stops, seats left when few, the waitlist badge for HL, and what a customer needs to trust
 * the fare before Select (issue 11): its cabin, baggage, refund and change rules, whether it can only
 * be requested from our team, and the party's total beside the adult price.
 */
export function FlightCard({ offer, selectHref, action, party }: FlightCardProps) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const headingId = useId();
  const leg = firstLeg(offer);
  const last = offer.route[offer.route.length - 1] ?? leg;
  const laterDays = daysBetween(leg.departure.date, last.arrival.date);
  const waitlisted = isWaitlisted(offer);
  const via = viaAirports(offer);
  const stops = t(STOP_LABELS[stopBucket(offer)]);
  const numbers = flightNumbers(offer);
  const departs = localDigits(leg.departure.departureTime, lang);
  const arrives = localDigits(last.arrival.arrivalTime, lang);
  // A waitlisted fare is requested from our team too; its own badge and note already say so.
  const requestOnly = offer.offline && !waitlisted;
  const cabin = t(leg.class === 'business' ? 'flights.class.business' : 'flights.class.economy');
  const conditions = offer.conditions ? fareConditionTexts(offer.conditions, t, lang) : [];

  return (
    <article className="card grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6" aria-labelledby={headingId}>
      <div className="min-w-0">
        <div className="flex items-center gap-3">
          <AirlineMark code={leg.carrier.airlineCode} logo={leg.carrier.airlineLogo} />
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="font-semibold leading-snug">
              {leg.carrier.airlineName}
            </h3>
            <p className="text-sm text-slate-600">{numbers}</p>
          </div>
          {waitlisted ? (
            <span className="shrink-0 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
              {t('flights.waitlist')}
            </span>
          ) : null}
          {requestOnly ? (
            <span data-testid="request-only" className="shrink-0 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-semibold text-slate-900">
              {t('flights.offline')}
            </span>
          ) : null}
        </div>

        <div className="mt-3 grid grid-cols-[auto_1fr_auto] items-center gap-3">
          <p className="grid">
            <span className="sr-only">{t('flights.departs')} </span>
            <span className="text-xl font-bold tabular-nums">{departs}</span>
            <span className="text-sm font-medium text-slate-700">{leg.departure.airportCode}</span>
          </p>
          <div className="text-center text-xs text-slate-600">
            <p>
              <span className="sr-only">{t('flights.duration')} </span>
              {formatDuration(offer.totalDuration, lang)}
            </p>
            <div aria-hidden="true" className="relative my-1 h-px bg-slate-300">
              {via.map((code, index) => (
                <span
                  key={`${code}-${index}`}
                  className="absolute top-1/2 size-2 -translate-y-1/2 rounded-full bg-slate-500"
                  style={{ left: `${((index + 1) * 100) / (via.length + 1)}%` }}
                />
              ))}
            </div>
            <p className={via.length === 0 ? 'font-medium text-brand-700' : undefined}>
              {via.length > 0 ? t('flights.stopsVia', { stops, airports: via.join(', ') }) : stops}
            </p>
          </div>
          <p className="grid text-right">
            <span className="sr-only">{t('flights.arrives')} </span>
            <span className="text-xl font-bold tabular-nums">
              {arrives}
              {laterDays > 0 ? (
                <sup className="ml-0.5 text-xs font-semibold text-gold-700">
                  <span aria-hidden="true">+{localDigits(laterDays, lang)}</span>
                  <span className="sr-only"> {t('flights.daysLater', { days: localDigits(laterDays, lang) })}</span>
                </sup>
              ) : null}
            </span>
            <span className="text-sm font-medium text-slate-700">{last.arrival.airportCode}</span>
          </p>
        </div>
        <ul aria-label={t('flights.fare.label')} data-testid="fare-conditions" className="mt-3 flex flex-wrap gap-1.5 text-xs">
          <li data-testid="cabin" className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">
            <span className="sr-only">{t('flights.cabin')}: </span>
            {cabin}
          </li>
          {conditions.map((text) => (
            <li key={text} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
              {text}
            </li>
          ))}
        </ul>
        {waitlisted ? <p className="mt-2 text-xs text-slate-700">{t('flights.waitlistNote')}</p> : null}
        {requestOnly ? <p className="mt-2 text-xs text-slate-700">{t('flights.offlineNote')}</p> : null}
      </div>

      <div className="flex items-end justify-between gap-3 border-t border-slate-200 pt-3 sm:min-w-40 sm:flex-col sm:items-end sm:border-l sm:border-t-0 sm:pl-6 sm:pt-0">
        <div className="sm:text-right">
          {!waitlisted && offer.seatsLeft > 0 && offer.seatsLeft <= LOW_SEATS ? (
            <p className="text-sm font-medium text-red-700">
              {t(offer.seatsLeft === 1 ? 'flights.seatsLeft.one' : 'flights.seatsLeft.other', {
                count: localDigits(offer.seatsLeft, lang),
              })}
            </p>
          ) : null}
          <p className="text-lg font-bold text-brand-800">
            <Price mmk={adultPrice(offer)} />
          </p>
          <p className="text-xs text-slate-600">{t('flights.perAdult')}</p>
          {party && !isSingleAdult(party) ? (
            <p data-testid="party-total" className="mt-1 text-sm font-semibold text-slate-900">
              <span className="sr-only">{t('flights.partyTotal.label')}: </span>
              {t('flights.partyTotal', {
                total: formatMoney(displayedPrice(partyTotal(offer, party), settings), { lang }),
                travellers: travellersText(party, t, lang),
              })}
            </p>
          ) : null}
        </div>
        {selectHref ? (
          <Link to={selectHref} className="button-primary justify-center">
            {t('flights.select')}
            <span className="sr-only">
              {' '}
              {t('flights.selectFlight', { airline: leg.carrier.airlineName, flight: numbers, time: departs })}
            </span>
          </Link>
        ) : (
          action
        )}
      </div>
    </article>
  );
}
