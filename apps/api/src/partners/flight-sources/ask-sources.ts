import type { FlightSourceAlias } from '@thwa/domain/contracts/flights';
import { addDays } from '@thwa/domain/dates';
import type { FlightSource, SourceCalendarQuery, SourceOffer, SourceSearchRequest } from './flight-source.ts';
import type { SourceHealth, SourceStatus } from './source-health.ts';

/** How long a search waits for any one source before answering without it. */
export const SOURCE_TIMEOUT_MS = 2_500;

export interface SourceAnswer {
  alias: FlightSourceAlias;
  status: SourceStatus;
  offers: SourceOffer[];
  latencyMs: number;
  error?: unknown;
}

export interface AskOptions {
  timeoutMs: number;
  health: SourceHealth;
  now: () => Date;
}

class SourceTimeout extends Error {
  constructor() {
    super('the source did not answer in time');
    this.name = 'TimeoutError';
  }
}

type Outcome<T> = { status: 'ok'; value: T } | { status: 'timeout' } | { status: 'error'; error: unknown };

/**
 * Runs one call to a source and never throws: past the time-out the call is aborted and reported as
 * a time-out, even if the source ignores the abort; a failure is reported with its error.
 */
async function withTimeout<T>(call: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<Outcome<T>> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<{ status: 'timeout' }>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new SourceTimeout());
      resolve({ status: 'timeout' });
    }, timeoutMs);
  });
  const running = call(controller.signal).then((value) => ({ status: 'ok' as const, value }));
  // Once timed out the answer is no longer awaited; a late rejection must not go unhandled.
  running.catch(() => {});
  try {
    return await Promise.race([running, timedOut]);
  } catch (error) {
    return controller.signal.aborted ? { status: 'timeout' } : { status: 'error', error };
  } finally {
    clearTimeout(timer);
  }
}

/** Asks one source for one direction and records how it went in the health register. */
export async function askSource(source: FlightSource, request: SourceSearchRequest, options: AskOptions): Promise<SourceAnswer> {
  const started = performance.now();
  const outcome = await withTimeout((signal) => source.search(request, signal), options.timeoutMs);
  const latencyMs = performance.now() - started;
  options.health.record(source.alias, outcome.status, latencyMs, options.now());
  const base = { alias: source.alias, status: outcome.status, latencyMs };
  if (outcome.status === 'ok') return { ...base, offers: outcome.value.filter((offer) => offer.source === source.alias) };
  return { ...base, offers: [], ...(outcome.status === 'error' ? { error: outcome.error } : {}) };
}

/** Every source at once; the answer is ready when the slowest has answered or timed out. */
export function askSources(sources: readonly FlightSource[], request: SourceSearchRequest, options: AskOptions): Promise<SourceAnswer[]> {
  return Promise.all(sources.map((source) => askSource(source, request, options)));
}

/** A source's offers over a range of days; `complete` is false when some of it failed or was late. */
export interface CalendarAnswer {
  offers: SourceOffer[];
  complete: boolean;
}

/**
 * The offers of one source for every day of a range, for the date strip: its own calendar in one
 * call when it has one, else a search per day (in parallel). Never throws: what fails or is late is
 * left out and the answer says it is incomplete. The health register is not touched (it reports
 * searches).
 */
export async function askCalendar(source: FlightSource, query: SourceCalendarQuery, timeoutMs: number): Promise<CalendarAnswer> {
  const mine = (offers: SourceOffer[]) => offers.filter((offer) => offer.source === source.alias);
  if (source.calendar) {
    const outcome = await withTimeout((signal) => source.calendar!(query, signal), timeoutMs);
    return outcome.status === 'ok' ? { offers: mine(outcome.value), complete: true } : { offers: [], complete: false };
  }
  const days: string[] = [];
  for (let date = query.from; date <= query.to; date = addDays(date, 1)) days.push(date);
  const { from: _from, to: _to, ...perDay } = query;
  const outcomes = await Promise.all(days.map((date) => withTimeout((signal) => source.search({ ...perDay, departureDate: date }, signal), timeoutMs)));
  return {
    offers: outcomes.flatMap((outcome) => (outcome.status === 'ok' ? mine(outcome.value) : [])),
    complete: outcomes.every((outcome) => outcome.status === 'ok'),
  };
}

/** Pings one source (no search) and records how it went. */
export async function probeSource(source: FlightSource, options: AskOptions): Promise<SourceStatus> {
  const started = performance.now();
  const outcome = await withTimeout((signal) => source.ping(signal), options.timeoutMs);
  options.health.record(source.alias, outcome.status, performance.now() - started, options.now());
  return outcome.status;
}
