import { describe, expect, it } from 'vitest';
import { NETWORK_AIRLINES, NETWORK_AIRPORTS, NETWORK_SCHEDULES, channelsOf } from '@thwa/db/flight-network';
import { generateFlights } from '@thwa/db/seed-flights';
import { sql } from '@thwa/db/sql';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { useTestApi } from './harness.ts';

const api = useTestApi();

async function one<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  return (await api.connection.db.execute<T>(query)).rows[0] as T;
}

describe('the seeded flight inventory', () => {
  it('holds every airport and airline of the network, and the schedules our inventory sells', async () => {
    const counts = await one<{ airports: number; airlines: number; schedules: number }>(sql`
      select (select count(*) from airports)::int as airports, (select count(*) from airlines)::int as airlines,
             (select count(*) from flight_schedules)::int as schedules`);
    expect(counts).toEqual({
      airports: NETWORK_AIRPORTS.length,
      airlines: NETWORK_AIRLINES.length,
      schedules: NETWORK_SCHEDULES.filter((schedule) => channelsOf(schedule).includes('S1')).length,
    });
  });

  it('has a daily flight on each of the 365 days on sale, and a weekly one on its weekdays only', async () => {
    const today = yangonDate(new Date());
    const daily = await one<{ days: number; first: string; last: string }>(sql`
      select count(*)::int as days, min(service_date)::text as first, max(service_date)::text as last
      from flights where flight_number = 'UB101' and service_date between ${today}::date and ${addDays(today, 364)}::date`);
    expect(daily).toEqual({ days: 365, first: today, last: addDays(today, 364) });
    const weekdays = await api.connection.db.execute<{ weekday: number }>(sql`
      select distinct extract(isodow from service_date)::int as weekday from flights where flight_number = 'UB115' order by 1`);
    expect(weekdays.rows.map((row) => row.weekday)).toEqual([2, 5]);
  });

  it('gives every flight seats on every leg in each cabin its aircraft has', async () => {
    const seats = await one<{ missing: number; atr_business: number; jet_business: number }>(sql`
      select
        (select count(*)::int from flights f join flight_schedule_legs l on l.flight_number = f.flight_number
          where not exists (select 1 from flight_seats s where s.flight_id = f.id and s.leg_no = l.leg_no and s.cabin_class = 'economy')) as missing,
        (select count(*)::int from flight_seats s join flights f on f.id = s.flight_id where f.flight_number = 'K7222' and s.cabin_class = 'business') as atr_business,
        (select count(*)::int from flight_seats s join flights f on f.id = s.flight_id where f.flight_number = 'UB101' and s.cabin_class = 'business') as jet_business`);
    expect(seats).toEqual({ missing: 0, atr_business: 0, jet_business: expect.any(Number) });
    expect(seats.jet_business).toBeGreaterThanOrEqual(365);
  });

  it('has some flights full with a waitlist (shown as HL), some closed, and some on promotion', async () => {
    const mix = await one<{ waitlisted: number; closed: number; promoted: number; flights: number }>(sql`
      select
        (select count(distinct flight_id)::int from flight_seats where available = 0 and waitlist_open) as waitlisted,
        (select count(distinct flight_id)::int from flight_seats where available = 0 and not waitlist_open) as closed,
        (select count(*)::int from flights where discount_pct > 0) as promoted,
        (select count(*)::int from flights) as flights`);
    expect(mix.waitlisted / mix.flights).toBeGreaterThan(0.02);
    expect(mix.closed / mix.flights).toBeGreaterThan(0.005);
    expect(mix.promoted / mix.flights).toBeGreaterThan(0.2);
  });
});

describe('generateFlights', () => {
  it('inserts nothing when run again the same day, and only the new day when run the next day', async () => {
    expect(await generateFlights(api.connection.db)).toMatchObject({ flights: 0, seatRows: 0 });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    const newDay = addDays(yangonDate(tomorrow), 364);
    const expected = await one<{ schedules: number }>(sql`
      select count(*)::int as schedules from flight_schedules where extract(isodow from ${newDay}::date)::smallint = any (days_of_week)`);
    const generated = await generateFlights(api.connection.db, tomorrow);
    expect(generated).toMatchObject({ until: newDay, flights: expected.schedules });
    expect(generated.seatRows).toBeGreaterThanOrEqual(expected.schedules);
    expect(await generateFlights(api.connection.db, tomorrow)).toMatchObject({ flights: 0, seatRows: 0 });
  });
});
