import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ExchangeRateEntry, OpsRatesResponse } from '@thwa/domain/contracts/operations-settings';
import { formatYangonDateTime, localDigits } from '@thwa/domain/date-format';
import { toLatinDigits } from '@thwa/domain/money';
import { RATE_BOUNDS, RATE_PAIRS, rateProblem, type RatePair } from '@thwa/domain/operations/business-settings';
import type { Language } from '@thwa/domain/settings';
import { requireConsoleActor } from '../console-session.server.ts';
import { yangonInputToIso } from './settings-form.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface RateView {
  id: number;
  pair: RatePair;
  rate: string;
  effectiveAt: string;
  effectiveText: string;
  state: ExchangeRateEntry['state'];
  source: string;
}

export interface RatesPageData {
  title: string;
  current: Record<RatePair, RateView | null>;
  history: RateView[];
  published: RatePair | null;
  error: string | null;
}

export interface RateActionData {
  error: string;
  field: 'rate' | 'effectiveAt' | null;
  values: { pair: RatePair; rate: string; effectiveAt: string };
}

const view = (entry: ExchangeRateEntry, lang: Language): RateView => ({
  id: entry.id,
  pair: entry.pair,
  rate: localDigits(entry.rate, lang),
  effectiveAt: entry.effectiveAt,
  effectiveText: formatYangonDateTime(entry.effectiveAt, lang),
  state: entry.state,
  // 'employee:E…' names who published it; the seed's rows say so.
  source: entry.source.replace(/^employee:/, ''),
});

/** `/ops/rates` (permission rates.edit): the rate in force for each pair, and the history. */
export async function loadConsoleRates(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'rates.edit');
  const headers = { 'cache-control': 'no-store' };
  const published = new URL(args.request.url).searchParams.get('published');
  const base = { title: t('ops.rates.title'), published: (RATE_PAIRS as readonly string[]).includes(published ?? '') ? (published as RatePair) : null };
  const answer = await api.get<OpsRatesResponse['data']>('/ops/settings/rates');
  if (!answer.ok) return data<RatesPageData>({ ...base, current: { USD_MMK: null, MMK_USD: null }, history: [], error: answer.message ?? t('ops.business.loadFailed') }, { status: answer.status, headers });
  const { current, history } = answer.data;
  return data<RatesPageData>(
    {
      ...base,
      current: { USD_MMK: current.USD_MMK && view(current.USD_MMK, lang), MMK_USD: current.MMK_USD && view(current.MMK_USD, lang) },
      history: history.map((entry) => view(entry, lang)),
      error: null,
    },
    { headers },
  );
}

/**
 * The 'Publish a new rate' form (rates.edit), posted without JavaScript too: the rate as typed (Myanmar
 * digits allowed), and a start in Yangon time or none for now. Checked by the same rule as the api's,
 * so the words say what is wrong; the api has the last word (a start in the past, a rate out of bounds).
 */
export async function publishRate(args: Args) {
  const { api, t } = await requireConsoleActor(args, 'rates.edit');
  const form = await args.request.formData();
  const pairText = String(form.get('pair') ?? '');
  const pair: RatePair = (RATE_PAIRS as readonly string[]).includes(pairText) ? (pairText as RatePair) : 'USD_MMK';
  const values = { pair, rate: String(form.get('rate') ?? '').trim(), effectiveAt: String(form.get('effectiveAt') ?? '').trim() };
  const refuse = (error: string, field: RateActionData['field'], status = 400) => data<RateActionData>({ error, field, values }, { status });
  const rate = toLatinDigits(values.rate).replace(/[\s,]/g, '');
  const problem = rateProblem(pair, rate);
  if (problem) return refuse(t(`ops.rates.problem.${problem}`, { min: String(RATE_BOUNDS[pair].min), max: String(RATE_BOUNDS[pair].max) }), 'rate');
  const effectiveAt = values.effectiveAt === '' ? null : yangonInputToIso(values.effectiveAt);
  if (values.effectiveAt !== '' && !effectiveAt) return refuse(t('ops.rates.problem.time'), 'effectiveAt');
  const answer = await api.post<ExchangeRateEntry>('/ops/settings/rates', { pair, rate, effectiveAt });
  if (!answer.ok) {
    if (answer.field === 'body.effectiveAt' && effectiveAt) {
      const past = Date.parse(effectiveAt) < Date.now();
      return refuse(t(past ? 'ops.rates.problem.in_past' : 'ops.rates.problem.too_far'), 'effectiveAt', answer.status);
    }
    return refuse(answer.message ?? t('ops.business.failed'), answer.field === 'body.rate' ? 'rate' : null, answer.status);
  }
  return redirect(`/ops/rates?published=${pair}`);
}
