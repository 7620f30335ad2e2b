import { useId } from 'react';
import { Link } from 'react-router';
import { HOTEL_SORT_CHOICES, type HotelListingControls } from '@thwa/domain/hotels/hotel-listing-query';
import type { HotelSort, SortOrder } from '@thwa/domain/hotels/hotel-list';
import { useT } from '../../i18n/use-messages.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { listingHref } from './hotel-links.ts';

function labelOf(sort: HotelSort, order: SortOrder): MessageKey {
  if (sort === 'rank') return 'hotelListing.sort.rank';
  if (sort === 'deals') return 'hotelListing.sort.deals';
  if (sort === 'star_rating') return 'hotelListing.sort.starsDesc';
  if (sort === 'guest_rating') return 'hotelListing.sort.guestRating';
  return order === 'asc' ? 'hotelListing.sort.priceAsc' : 'hotelListing.sort.priceDesc';
}

/**
 * The spec §9 hotel sorts as links (Recommended, deals, price both ways, stars), each the same listing
 * sorted from its first page (spec §4: a new sort replaces the list); the current one is marked. Links
 * work without JavaScript; with it they load without leaving the page.
 */
export function SortLinks({ query, controls }: { query: string; controls: HotelListingControls }) {
  const t = useT();
  const labelId = useId();
  return (
    <div className="grid gap-1 sm:flex sm:flex-wrap sm:items-center sm:gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-semibold text-slate-700">
        {t('hotelListing.sort.label')}
      </span>
      {/* One swipeable row on a phone, wrapped on wider screens. */}
      <ul className="-mx-1 flex min-w-0 max-w-full gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
        {HOTEL_SORT_CHOICES.map((choice) => {
          const current = choice.sort === controls.sort && choice.order === controls.order;
          return (
            <li key={`${choice.sort}-${choice.order}`} className="shrink-0">
              <Link
                to={listingHref(query, { filters: controls.filters, sort: choice.sort, order: choice.order })}
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-3 text-sm font-semibold ${
                  current ? 'border-brand-700 bg-brand-700 text-white' : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50'
                }`}
              >
                {t(labelOf(choice.sort, choice.order))}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
