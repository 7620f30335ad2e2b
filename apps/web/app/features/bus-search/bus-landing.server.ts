/**
 * `/bus` (issue 21): the search form, filled from the address when it comes back from a search
 * (change search, book again), tomorrow and one local passenger otherwise. No call: the cities are
 * the network's.
 */
import { addDays, yangonDate } from '@thwa/domain/dates';
import type { ApiTransport } from '../../runtime.ts';
import { context } from '../checkout/checkout.server.ts';
import { busDateRange, nationalityOf, type BusQueryText } from './bus-query.ts';

export interface BusLandingData {
  title: string;
  text: BusQueryText;
  dates: { min: string; max: string };
}

export async function loadBusLanding({ request, api, now = new Date() }: { request: Request; api: ApiTransport; now?: Date }): Promise<BusLandingData> {
  const { url, t } = await context(request, api);
  const today = yangonDate(now);
  const params = url.searchParams;
  return {
    title: t('bus.title'),
    text: {
      from: (params.get('from') ?? '').slice(0, 60),
      to: (params.get('to') ?? '').slice(0, 60),
      date: (params.get('date') ?? '').slice(0, 10) || addDays(today, 1),
      passengers: (params.get('passengers') ?? '1').slice(0, 2),
      nationality: nationalityOf(params.get('nationality')),
    },
    dates: busDateRange(today),
  };
}
