/**
 * `/bus/search` (issue 21): the departures of a day from `POST /bus/v1/search`, filtered and sorted on
 * the server from the address (filterDepartures, sortDepartures), so the filters and sorts are links
 * and a GET form that work without JavaScript, and the page's JavaScript stays the cards'. An address
 * that is not a search shows the form again with its errors; a failed call, a retry.
 */
import { data } from 'react-router';
import { filterDepartures, filterOptions, sortDepartures } from '@thwa/domain/bus/bus-list';
import type { BusDeparture } from '@thwa/domain/contracts/bus';
import { yangonDate } from '@thwa/domain/dates';
import type { ApiTransport } from '../../runtime.ts';
import { context } from '../checkout/checkout.server.ts';
import { cityName } from '../bus-search/city-name.ts';
import { busApi } from '../bus-search/bus-api.server.ts';
import { busDateRange, parseBusListOptions, parseBusQuery, type BusListOptions, type BusQuery, type BusQueryErrors, type BusQueryText } from '../bus-search/bus-query.ts';

export type BusResultsData =
  | { kind: 'invalid'; title: string; text: BusQueryText; errors: BusQueryErrors; dates: { min: string; max: string } }
  | { kind: 'failed'; title: string; text: BusQueryText; query: BusQuery; dates: { min: string; max: string }; message: string }
  | {
      kind: 'results';
      title: string;
      text: BusQueryText;
      query: BusQuery;
      dates: { min: string; max: string };
      options: BusListOptions;
      /** Every departure of the day (the filters' choices come from them), and those the filters keep, sorted. */
      total: number;
      departures: BusDeparture[];
      choices: ReturnType<typeof filterOptions>;
    };

export async function loadBusResults({ request, api, now = new Date() }: { request: Request; api: ApiTransport; now?: Date }) {
  const { url, lang, t } = await context(request, api);
  const dates = busDateRange(yangonDate(now));
  const parsed = parseBusQuery(url.searchParams, dates.min);
  if (!parsed.ok) return data<BusResultsData>({ kind: 'invalid', title: t('bus.title'), text: parsed.text, errors: parsed.errors, dates }, { status: 400 });
  const { query, text } = parsed;
  const title = t('bus.results.title', { from: cityName(query.from, lang), to: cityName(query.to, lang) });
  const found = await busApi(api, lang).search({ ...query, language: lang });
  if (!found.ok) {
    return data<BusResultsData>({ kind: 'failed', title, text, query, dates, message: found.status === 400 && found.message ? found.message : t('bus.errors.unexpected') }, { status: found.status === 400 ? 400 : 502 });
  }
  const options = parseBusListOptions(url.searchParams);
  const departures = sortDepartures(filterDepartures(found.data.departures, options.filters), options.sort);
  return data<BusResultsData>({ kind: 'results', title, text, query, dates, options, total: found.data.departures.length, departures, choices: filterOptions(found.data.departures) });
}
