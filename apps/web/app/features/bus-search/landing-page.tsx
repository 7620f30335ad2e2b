import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { BusSearchForm } from './bus-search-form.tsx';
import type { BusLandingData } from './bus-landing.server.ts';
import { busSearchHref, type BusQuery } from './bus-query.ts';
import { cityName } from './city-name.ts';
import { readRecentBusSearches } from './recent-searches.ts';

/** The searches made on this device, once the page runs in the browser (nothing before: they live in localStorage). */
function RecentSearches({ today }: { today: string }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const [recent, setRecent] = useState<BusQuery[]>([]);
  useEffect(() => setRecent(readRecentBusSearches().filter((query) => query.date >= today)), [today]);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="bus-recent" className="grid gap-2">
      <h2 id="bus-recent" className="text-lg font-semibold">
        {t('bus.recent')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {recent.map((query) => (
          <li key={`${query.from}-${query.to}`}>
            <Link to={busSearchHref(query)} className="card block font-medium text-brand-800 underline">
              {t('bus.recent.item', { from: cityName(query.from, lang), to: cityName(query.to, lang), date: formatCalendarDate(query.date, lang, { weekday: true }) })}
              <span className="block text-sm font-normal text-slate-700">{`${t('bus.passengers')}: ${localDigits(query.passengers, lang)}`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/bus`: the search for intercity coaches, and this device's recent searches. */
export function BusLandingPage({ data }: { data: BusLandingData }) {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('bus.title')}</h1>
        <p className="mt-1 text-slate-700">{t('bus.lead')}</p>
      </div>
      <BusSearchForm text={data.text} dates={data.dates} />
      <RecentSearches today={data.dates.min} />
    </div>
  );
}
