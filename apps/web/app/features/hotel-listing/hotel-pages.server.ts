/**
 * What the hotel listing, detail and room loaders share: the search read from the address (spec §2),
 * the page's language and words, the search summary, and one way of calling the hotel api that turns
 * every answer into ok or a failure the page can show.
 */
import type { ErrorResponse } from '@thwa/domain/contracts/common';
import { formatCalendarDate } from '@thwa/domain/date-format';
import { daysBetween } from '@thwa/domain/dates';
import { buildHotelSearchQuery, hasHotelPlace, hotelSearchRequestFields, parseHotelSearchQuery, type HotelSearchQuery } from '@thwa/domain/hotels/hotel-search-query';
import type { Language } from '@thwa/domain/settings';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import type { ApiTransport } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import { choicesFromQuery, readStoredChoices } from '../settings/settings.server.ts';
import type { HotelSearchSummary } from './hotel-listing-data.ts';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface HotelPageContext {
  url: URL;
  lang: Language;
  t: Translate;
  api: ApiClient;
  /** The spec §2 search, in the language, currency and nationality the visitor has now. */
  search: HotelSearchQuery;
  /** The search as the hotel calls take it. */
  fields: ReturnType<typeof hotelSearchRequestFields>;
  /** The search as every link carries it. */
  query: string;
}

/**
 * The search of a hotel page's address. The language, currency and nationality are the visitor's
 * choices (the address's own, else the stored ones), as the flight listing reads them, so links keep
 * what the visitor sees now and prices are the ones for them.
 */
export async function hotelPageContext(request: Request, transport: ApiTransport, now: Date): Promise<HotelPageContext> {
  const url = new URL(request.url);
  const choices = { ...(await readStoredChoices(request)), ...choicesFromQuery(url) };
  const lang = choices.lang;
  const messages = messagesFor(lang);
  const t: Translate = (key, values) => translate(messages, key, values);
  const search: HotelSearchQuery = { ...parseHotelSearchQuery(url.searchParams, now), language: lang, currency: choices.currency, nationality: choices.nationality };
  return { url, lang, t, api: createApiClient(transport, lang), search, fields: hotelSearchRequestFields(search), query: buildHotelSearchQuery(search) };
}

/** The summary every hotel page heads with; `place` is the best name known for the place searched. */
export function searchSummary({ search, lang, query }: HotelPageContext, place: string): HotelSearchSummary {
  return {
    place,
    checkin: search.checkin,
    checkout: search.checkout,
    checkinLabel: formatCalendarDate(search.checkin, lang, { weekday: true }),
    checkoutLabel: formatCalendarDate(search.checkout, lang, { weekday: true }),
    nights: daysBetween(search.checkin, search.checkout),
    rooms: search.rooms,
    adult: search.adult,
    child: search.childAges.length,
    childAges: search.childAges,
    nationality: search.nationality,
    region: search.region,
    hasPlace: hasHotelPlace(search),
    query,
  };
}

/** The place as the address names it, before the api has named it in the page language. */
export function placeOfAddress(search: HotelSearchQuery, t: Translate): string {
  return search.name || search.listingSearchTerm || search.term || search.city || t('hotelListing.placeFallback');
}

export type HotelCallResult<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; errorCode: string | null; field: string | null; message: string | null };

function isErrorBody(body: unknown): body is Pick<ErrorResponse, 'message'> & Partial<ErrorResponse> {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

/**
 * A hotel call: code 200 with its data is ok (spec §4: "missing data means failed"); anything else is a
 * failure with the api's message (in the page language) and the field it names, never a throw.
 */
export async function callHotelApi<T extends { code: number }>(api: ApiClient, path: string, body: unknown): Promise<HotelCallResult<T>> {
  try {
    const { status, body: answer } = await api.post<T | ErrorResponse>(path, body);
    if (status === 200 && answer.code === 200 && 'data' in answer) return { ok: true, body: answer as T };
    const error = isErrorBody(answer) ? answer : null;
    return { ok: false, status: status >= 400 ? status : 502, errorCode: error?.errorCode ?? null, field: error?.field ?? null, message: error?.message ?? null };
  } catch {
    // An answer that is not JSON or not what the contract says, or no answer: the page offers to try again.
    return { ok: false, status: 502, errorCode: null, field: null, message: null };
  }
}
