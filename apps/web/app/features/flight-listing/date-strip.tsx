import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Price } from '../../ui/price.tsx';
import { localDigits } from './format.ts';
import type { DateStripDay } from './listing-data.ts';

/**
 * The days around the chosen date (POST /numberOfFlights) with their lowest fare and number of
 * flights. Each searchable day links to the same search on that day; the chosen day is marked, and
 * days that cannot be searched (past, or on the wrong side of the other leg) are shown but inert.
 */
export function DateStrip({ days }: { days: readonly DateStripDay[] }) {
  const t = useT();
  const { settings } = useRootData();
  const strip = useRef<HTMLElement>(null);

  useEffect(() => {
    // On a phone the week is wider than the screen: bring the chosen day to the middle.
    const nav = strip.current;
    const chosen = nav?.querySelector<HTMLElement>('[aria-current="date"]');
    if (nav && chosen && nav.scrollWidth > nav.clientWidth) {
      nav.scrollLeft = chosen.offsetLeft - nav.offsetLeft - (nav.clientWidth - chosen.offsetWidth) / 2;
    }
  }, [days]);

  if (days.length === 0) return null;
  return (
    <nav ref={strip} aria-label={t('flights.dates.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1">
        {days.map((day) => {
          const body = (
            <>
              <span className="text-xs font-medium">{day.weekday}</span>
              <span className="text-sm font-semibold">{day.dayLabel}</span>
              <span className="text-xs">
                {day.lowestFare !== null && day.numberOfFlights > 0 ? <Price mmk={day.lowestFare} /> : t('flights.dates.none')}
              </span>
              <span className="text-xs">
                {day.numberOfFlights > 0
                  ? t(day.numberOfFlights === 1 ? 'flights.dates.count.one' : 'flights.dates.count.other', {
                      count: localDigits(day.numberOfFlights, settings.lang),
                    })
                  : ' '}
              </span>
            </>
          );
          const box = 'flex min-h-11 min-w-24 flex-col items-center rounded-xl border px-2 py-2 text-center';
          return (
            <li key={day.date} className="shrink-0">
              {day.selected ? (
                <span aria-current="date" className={`${box} border-brand-700 bg-brand-700 text-white`}>
                  {body}
                </span>
              ) : day.href ? (
                <Link to={day.href} className={`${box} border-slate-300 bg-white text-slate-900 hover:border-brand-500`}>
                  {body}
                </Link>
              ) : (
                <span className={`${box} border-slate-200 bg-slate-100 text-slate-600`}>
                  {body}
                  <span className="sr-only">{t('flights.dates.unavailable')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
