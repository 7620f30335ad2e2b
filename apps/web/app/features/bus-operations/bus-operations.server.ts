import { data, type RouterContextProvider } from 'react-router';
import type { OpsBusDeparture, OpsBusManifest } from '@thwa/domain/contracts/bus-operations';
import { formatCalendarDate, formatClock } from '@thwa/domain/date-format';
import { yangonDate } from '@thwa/domain/dates';
import type { Language } from '@thwa/domain/settings';
import type { StatusPageContent } from '../../ui/status-page.tsx';
import { requireConsoleActor } from '../operations/console-session.server.ts';
import { busOperationsQueryOf, departureIdOf, departuresPathOf, type BusOperationsQuery } from './bus-operations-query.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const NO_STORE = { 'cache-control': 'no-store' };

export interface BusDeparturesPageData {
  title: string;
  lang: Language;
  query: BusOperationsQuery;
  departures: OpsBusDeparture[];
  error: string | null;
}

export interface BusManifestPageData {
  title: string;
  lang: Language;
  manifest: OpsBusManifest;
}

/** `/ops/bus` (inventory.view): the coaches of a day (today in Yangon unless the address says), of one city or route when chosen. */
export async function loadBusDepartures(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'inventory.view');
  const query = busOperationsQueryOf(new URL(args.request.url).searchParams, yangonDate(new Date()));
  const answer = await api.get<OpsBusDeparture[]>(departuresPathOf(query));
  return data<BusDeparturesPageData>(
    {
      title: t('bus.ops.title'),
      lang,
      query,
      departures: answer.ok ? answer.data : [],
      error: answer.ok ? null : (answer.message ?? t('bus.ops.failed')),
    },
    { headers: NO_STORE },
  );
}

/** `/ops/bus/:departureId` (inventory.view): a coach's manifest; an unknown departure is the 404 page. */
export async function loadBusManifest(args: Args & { params: { departureId?: string } }) {
  const { api, lang, t } = await requireConsoleActor(args, 'inventory.view');
  const raw = args.params.departureId ?? '';
  const back = { href: '/ops/bus', label: t('bus.ops.title') };
  const notFound = () => data<StatusPageContent>({ title: t('bus.ops.manifest.notFound.title'), body: t('bus.ops.manifest.notFound.body', { departureId: raw }), action: back }, { status: 404, headers: NO_STORE });
  const departureId = departureIdOf(raw);
  if (!departureId) throw notFound();
  const answer = await api.get<OpsBusManifest>(`/ops/bus/departures/${departureId}`);
  if (!answer.ok) {
    if (answer.status === 404 || answer.status === 400) throw notFound();
    throw data<StatusPageContent>({ title: t('error.title'), body: answer.message ?? t('bus.ops.manifest.failed'), action: back }, { status: answer.status >= 500 ? answer.status : 502, headers: NO_STORE });
  }
  const { departure } = answer.data;
  const name = (named: { nameEn: string; nameMy: string }) => (lang === 'mm' ? named.nameMy : named.nameEn);
  return data<BusManifestPageData>(
    { title: t('bus.ops.manifest.title', { from: name(departure.from), to: name(departure.to), date: formatCalendarDate(departure.serviceDate, lang), time: formatClock(departure.departureTime, lang) }), lang, manifest: answer.data },
    { headers: NO_STORE },
  );
}
