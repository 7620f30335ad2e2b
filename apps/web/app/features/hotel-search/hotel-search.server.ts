import { data, redirect } from 'react-router';
import type { HotelLocationResponse } from '@thwa/domain/contracts/hotels';
import { hotelDefaultDates, isIsoDate, yangonDate } from '@thwa/domain/dates';
import { HOTEL_SEARCH_DEFAULTS } from '@thwa/domain/constants';
import { buildHotelSearchQuery, parseHotelSearchQuery, placeOfLocation, validateHotelSearch } from '@thwa/domain/hotels/hotel-search-query';
import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { problemOf, type HotelSearchStart, type StartProblem } from './hotel-search-form.tsx';

/**
 * The /hotel landing's loader (spec §2, §9).
 *
 * A visit: the form starts from the spec §9 default stay for today in Asia/Yangon (check-in tomorrow,
 * or in 2 days from 16:00; one night), 2 adults in 1 room, and the visitor's nationality.
 *
 * A search sent without JavaScript (the form's destination is then a plain text field, `term`, and
 * the form comes here): the place typed is looked up as the drawer would (GET /hotelrevamp, cities
 * first) and the visitor is sent on to /hotel/listing with the spec §2 parameters of the first place
 * found. Nothing typed, nothing found, or dates that are no stay bring the form back with what was
 * sent and the problem, with 400.
 */
export async function loadHotelSearchStart(api: ApiClient, language: Language, url: URL, now: Date) {
  const today = yangonDate(now);
  const params = url.searchParams;
  if (!params.has('term')) {
    const { checkIn, checkOut } = hotelDefaultDates(now);
    const start: HotelSearchStart = {
      today,
      checkin: checkIn,
      checkout: checkOut,
      rooms: HOTEL_SEARCH_DEFAULTS.rooms,
      adult: HOTEL_SEARCH_DEFAULTS.adult,
      childAges: [],
      nationality: null,
      typed: '',
      problem: null,
    };
    return { start };
  }

  const typed = (params.get('term') ?? '').trim();
  const query = parseHotelSearchQuery(params, now);
  // The dates as sent: the reader would quietly replace dates that are no stay; the visitor should hear why.
  const sent = { ...query, checkin: params.get('checkin') ?? '', checkout: params.get('checkout') ?? '' };
  const back = (problem: StartProblem) => {
    const start: HotelSearchStart = {
      today,
      checkin: isIsoDate(sent.checkin) ? sent.checkin : query.checkin,
      checkout: isIsoDate(sent.checkout) ? sent.checkout : query.checkout,
      rooms: query.rooms,
      adult: query.adult,
      childAges: [...query.childAges],
      nationality: query.nationality,
      typed,
      problem,
    };
    return data({ start }, { status: 400 });
  };

  if (typed === '') return back('destinationRequired');
  let found: HotelLocationResponse['data'];
  try {
    const answer = await api.get<HotelLocationResponse>(`/hotelrevamp?${new URLSearchParams({ q: typed.slice(0, 60), language })}`);
    if (answer.status !== 200) return back('failed');
    found = answer.body.data;
  } catch {
    return back('failed');
  }
  const location = found[0];
  if (!location) return back('notFound');
  const search = { ...sent, ...placeOfLocation(location, typed) };
  const problem = validateHotelSearch(search, today);
  if (problem) return back(problemOf(problem));
  throw redirect(`/hotel/listing?${buildHotelSearchQuery(search)}`);
}
