import { beforeAll, describe, expect, it } from 'vitest';
import type { TimetableAirport } from '@thwa/db/flight-timetable';
import { networkAirportRows } from '@thwa/db/seed-flights';
import { addDays } from '@thwa/domain/dates';
import { FlightSourceError, type SourceSearchRequest } from './flight-source.ts';
import { GDS_CONSOLIDATOR, LOW_COST_AGGREGATOR, createSandboxSource, type SandboxProfile } from './sandbox-source.ts';
import { unitFor } from '../seeded.ts';

let directory: Map<string, TimetableAirport>;
beforeAll(async () => {
  directory = new Map((await networkAirportRows()).map((row) => [row.code, row]));
});
const airports = async () => directory;

const quick = { latencyMs: { min: 1, max: 3 }, calendarLatencyMs: { min: 1, max: 3 } };
const gds = (overrides: Partial<SandboxProfile> = {}) => createSandboxSource({ ...GDS_CONSOLIDATOR, ...quick, errorShare: 0, timeoutShare: 0, ...overrides }, airports);
const lcc = (overrides: Partial<SandboxProfile> = {}) =>
  createSandboxSource({ ...LOW_COST_AGGREGATOR, ...quick, cache: undefined, errorShare: 0, timeoutShare: 0, ...overrides }, airports);

const request = (overrides: Partial<SourceSearchRequest> = {}): SourceSearchRequest => ({
  origin: 'RGN',
  destination: 'BKK',
  departureDate: '2026-12-01',
  adult: 1,
  child: 0,
  infant: 0,
  nationality: 'local',
  cabin: 'economy',
  departAfter: 0,
  ...overrides,
});
const never = () => new AbortController().signal;
const airlinesOf = (offers: Awaited<ReturnType<ReturnType<typeof gds>['search']>>) => new Set(offers.flatMap((offer) => offer.legs.map((leg) => leg.airlineCode)));

/** The first date from 2026-12-01 on which `alias` draws an outcome in [from, to) for the route. */
function dateWithOutcome(alias: string, origin: string, destination: string, from: number, to: number): string {
  for (let date = '2026-12-01'; ; date = addDays(date, 1)) {
    const outcome = unitFor(alias, origin, destination, date, 'outcome');
    if (outcome >= from && outcome < to) return date;
  }
}

describe('sandbox flight sources', () => {
  it('give the same answer to the same search', async () => {
    const source = gds();
    const first = await source.search(request(), never());
    expect(first.length).toBeGreaterThan(0);
    expect(await gds().search(request(), never())).toEqual(first);
  });

  it('sell the schedules of their own channel: the GDS full-service carriers in both cabins, the one asked for', async () => {
    const offers = await gds().search(request(), never());
    expect([...airlinesOf(offers)].sort()).toEqual(['8M', 'PG', 'TG']);
    expect(new Set(offers.map((offer) => offer.cabinClass))).toEqual(new Set(['economy']));
    const business = await gds().search(request({ cabin: 'business' }), never());
    expect(business.length).toBeGreaterThan(0);
    expect(new Set(business.map((offer) => offer.cabinClass))).toEqual(new Set(['business']));
    expect(business.every((offer) => offer.conditions.refundable && offer.conditions.checkedBaggageKg === 30)).toBe(true);
    expect(offers.every((offer) => offer.source === 'S2' && !offer.fare.taxIncluded)).toBe(true);
    // Vietnam Airlines reaches customers only through this partner.
    expect(airlinesOf(await gds().search(request({ destination: 'HAN', departureDate: '2026-12-02' }), never()))).toContain('VN');
  });

  it('answer a calendar with, day by day, exactly what that day\'s search answers', async () => {
    const source = lcc();
    const calendar = await source.calendar!({ ...request(), from: '2026-12-01', to: '2026-12-03' }, never());
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      const day = calendar.filter((offer) => offer.legs[0]!.departureLocal.startsWith(date));
      expect(day).toEqual(await source.search(request({ departureDate: date }), never()));
    }
    expect(calendar.every((offer) => offer.conditions.checkedBaggageKg === 0 && !offer.conditions.changeable)).toBe(true);
  });

  it('leave out of the calendar the route-days their fare engine fails on, as the search of that day has none', async () => {
    const failing = gds({ errorShare: 1 });
    expect(await failing.calendar!({ ...request(), from: '2026-12-01', to: '2026-12-03' }, never())).toEqual([]);
  });

  it('sell low-cost carriers economy-only with all-in fares, flights our inventory does not have among them', async () => {
    const offers = await lcc().search(request({ destination: 'DMK' }), never());
    expect([...airlinesOf(offers)].sort()).toEqual(['FD', 'SL']);
    expect(offers.every((offer) => offer.cabinClass === 'economy' && offer.fare.taxIncluded && offer.legs.length === 1)).toBe(true);
    const adult = offers[0]!.fare.adult;
    expect(adult.base).toBeGreaterThan(adult.tax);
  });

  it('build connections when they sell them (the GDS), and only then', async () => {
    const toSeoul = await gds().search(request({ destination: 'ICN' }), never());
    expect(toSeoul.some((offer) => offer.legs.length === 2 && offer.legs[0]!.destination === 'BKK')).toBe(true);
    expect((await lcc().search(request({ destination: 'ICN' }), never())).length).toBe(0);
  });

  it('price each flight away from the published fare, deterministically per flight and date', async () => {
    const one = await gds().search(request(), never());
    const other = await gds().search(request({ departureDate: '2026-12-02' }), never());
    const price = (offers: typeof one, flight: string) => offers.find((offer) => offer.legs[0]!.flightNumber === flight && offer.cabinClass === 'economy')?.fare.adult.base;
    expect(price(one, 'TG304')).not.toBe(price(other, 'TG304'));
  });

  it('answer with an error on the route-days their profile fails', async () => {
    const date = dateWithOutcome('S2', 'RGN', 'BKK', 0.01, 0.07);
    const failing = gds({ errorShare: GDS_CONSOLIDATOR.errorShare, timeoutShare: GDS_CONSOLIDATOR.timeoutShare });
    await expect(failing.search(request({ departureDate: date }), never())).rejects.toBeInstanceOf(FlightSourceError);
  });

  it('never answer on the route-days they time out, until the search gives up on them', async () => {
    const date = dateWithOutcome('S3', 'RGN', 'DMK', 0, LOW_COST_AGGREGATOR.timeoutShare);
    const hanging = lcc({ timeoutShare: LOW_COST_AGGREGATOR.timeoutShare });
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(new Error('gave up')), 50);
    await expect(hanging.search(request({ destination: 'DMK', departureDate: date }), controller.signal)).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('queue searches beyond their session limit', async () => {
    const limited = gds({ latencyMs: { min: 60, max: 60 }, maxSessions: 1 });
    const started = performance.now();
    await Promise.all([limited.search(request(), never()), limited.search(request({ departureDate: '2026-12-02' }), never())]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });

  it('answer a route-day asked lately from their fare cache, faster, with the same offers', async () => {
    const cached = lcc({ latencyMs: { min: 200, max: 200 }, cache: { latencyMs: { min: 1, max: 1 }, minutes: 10 } });
    let started = performance.now();
    const first = await cached.search(request({ destination: 'DMK' }), never());
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    started = performance.now();
    expect(await cached.search(request({ destination: 'DMK' }), never())).toEqual(first);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('hold travellers to their seats: a party larger than the seats shown is waitlisted or not offered', async () => {
    const nine = await gds().search(request({ adult: 9 }), never());
    const one = await gds().search(request(), never());
    expect(nine.length).toBeLessThanOrEqual(one.length);
    expect(nine.filter((offer) => offer.status === 'HK').every((offer) => offer.seatsLeft >= 9)).toBe(true);
  });
});
