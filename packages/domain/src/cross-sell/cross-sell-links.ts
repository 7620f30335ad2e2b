/**
 * The addresses a cross-sell offer opens (decision 037), built the same way by the thank-you page and
 * the e-mail: the hotel listing with the spec §2 search of the stay, and the insurance quote with the
 * trip's area, dates and ages. Relative paths: the e-mail puts the site's public address before them.
 */
import type { CrossSellCoverSearch, CrossSellHotelSearch } from '../contracts/cross-sell.ts';
import type { Language, SettingsCurrency } from '../settings.ts';
import { buildHotelSearchQuery } from '../hotels/hotel-search-query.ts';

/** The hotel listing of the stay, in the visitor's currency and language. */
export function hotelOfferHref(search: CrossSellHotelSearch, settings: { currency: SettingsCurrency; language: Language }): string {
  return `/hotel/listing?${buildHotelSearchQuery({ ...search, ...settings })}`;
}

/** The insurance quote of the trip (/insurance reads area, startDate, endDate and ages: insurance-form.ts). */
export function coverOfferHref(search: CrossSellCoverSearch): string {
  const params = new URLSearchParams({ area: search.area, startDate: search.startDate, endDate: search.endDate, ages: search.ages.join(',') });
  return `/insurance?${params.toString()}`;
}
