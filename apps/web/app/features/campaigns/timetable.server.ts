/**
 * `/campaign/flights-information-and-schedule` (issue 22 item 3): the timetable from the api's
 * campaign call (spec §7 `POST /campaign/{slug}`), each flight linked to a prefilled search of the
 * next day it flies. A failed call is the page's failed state, never an error page.
 */
import { nextOperatingDate } from '@thwa/domain/campaigns/timetable';
import { FLIGHT_TIMETABLE_SLUG, type CampaignResponse } from '@thwa/domain/contracts/campaign';
import { yangonDate, yangonMinutesSinceMidnight } from '@thwa/domain/dates';
import { toFlightSearchQuery } from '@thwa/domain/flights/flight-search';
import { createApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { choicesFromQuery, readStoredChoices } from '../settings/settings.server.ts';
import { departSearchHref } from '../flight-listing/flight-links.ts';
import type { TimetablePageData } from './timetable-data.ts';

const AIRPORT_CODE = /^[A-Za-z]{3}$/;

/** The origin asked in the query string, when it can be an airport code; anything else shows every route. */
export function originOf(url: URL): string | null {
  const raw = (url.searchParams.get('origin') ?? '').trim();
  return AIRPORT_CODE.test(raw) ? raw.toUpperCase() : null;
}

export async function loadTimetable({ request, api, now = new Date() }: { request: Request; api: ApiTransport; now?: Date }): Promise<TimetablePageData> {
  const url = new URL(request.url);
  const { lang, currency } = { ...(await readStoredChoices(request)), ...choicesFromQuery(url) };
  const origin = originOf(url);
  const failed: TimetablePageData = { status: 'failed', lang, origin, origins: [], routes: [] };
  let answer;
  try {
    answer = await createApiClient(api, lang).post<CampaignResponse>(`/campaign/${FLIGHT_TIMETABLE_SLUG}`, { slug: FLIGHT_TIMETABLE_SLUG, language: lang, ...(origin ? { origin } : {}) });
  } catch {
    return failed;
  }
  if (answer.status !== 200 || answer.body.code !== 200 || answer.body.data.kind !== 'flight-timetable') return failed;
  const { data } = answer.body;
  const today = yangonDate(now);
  const minutes = yangonMinutesSinceMidnight(now);
  return {
    status: 'successful',
    lang,
    origin,
    origins: data.origins,
    routes: data.list.map((route) => ({
      ...route,
      flights: route.flights.map((flight) => {
        const nextDate = nextOperatingDate(flight.weekdays, flight.departureTime, today, minutes);
        const query = nextDate && toFlightSearchQuery({ tripType: 1, origin: route.origin.code, destination: route.destination.code, departureDate: nextDate, currency, language: lang, adult: 1, child: 0, infant: 0, class: 'economy' });
        return { ...flight, nextDate, searchHref: query ? departSearchHref(query) : null };
      }),
    })),
  };
}
