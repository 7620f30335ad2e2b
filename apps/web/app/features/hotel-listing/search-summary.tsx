import { Link } from 'react-router';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import type { HotelSearchSummary } from './hotel-listing-data.ts';
import { counted, guestsText } from './hotel-format.ts';
import { changeSearchHref } from './hotel-links.ts';

/**
 * The search a hotel page shows (spec §3 hotel search): the dates, nights, rooms and guests, whose
 * prices they are, and the way back to the search form with the same search to change any of it.
 */
export function SearchSummary({ summary }: { summary: HotelSearchSummary }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
      <p>
        <span className="sr-only">{t('hotelListing.summary.label')}: </span>
        {t('hotelListing.summary.dates', { checkin: summary.checkinLabel, checkout: summary.checkoutLabel })}
        {' · '}
        {counted(t, 'hotelListing.nights', summary.nights)}
        {' · '}
        {guestsText(t, summary, lang)}
        {/* Citizens' and foreigners' prices are Myanmar's: the bed bank abroad has one price for everyone. */}
        {summary.region === 'international' ? null : (
          <>
            {' · '}
            {t(summary.nationality === 'foreign' ? 'hotelListing.nationality.foreign' : 'hotelListing.nationality.local')}
          </>
        )}
      </p>
      <Link to={changeSearchHref(summary.query)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t('hotelListing.changeSearch')}
      </Link>
    </div>
  );
}
