import { and, count, gte, lte, sql } from 'drizzle-orm';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { isThingyanSeason, seatFare } from '@thwa/domain/bus/bus-fares';
import { BUS_BOOKING_HORIZON_DAYS } from '@thwa/domain/bus/bus-limits';
import { BUS_SERVICES, coachType, type BusService } from '@thwa/domain/bus/bus-network';
import { yangonInstant } from '@thwa/domain/bus/bus-time';
import { neighboursOf, seatsOf } from '@thwa/domain/bus/seat-rule';
import type { Database } from './connection.ts';
import { busDepartures } from './schema.ts';

/**
 * A number in [0, 1) from a key (FNV-1a, then a murmur finaliser to spread close keys): the same
 * departure always looks the same. A million of these take milliseconds, where md5 took seconds.
 */
function unit(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 4294967296;
}

/**
 * How full the operators' own counters have sold a departure: a third on an ordinary day, more on
 * Friday and Saturday nights, most around Thingyan, when everyone travels home (issue 21 item 1).
 * From the date alone, never from how far ahead it is: a seat the counters sold must stay sold.
 */
function counterLoad(service: BusService, date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 0.12 : 0;
  const season = isThingyanSeason(date) ? 0.4 : 0;
  return Math.min(0.92, 0.22 + weekend + season + 0.2 * unit(`${service.code}|${date}|load`));
}

/**
 * The seats of a departure sold at the counters, by the passenger's gender: seat pairs go to two
 * people travelling together (of either gender), some to one passenger alone, the rest stay free.
 */
export function counterSales(service: BusService, date: string): { women: string[]; men: string[] } {
  const coach = coachType(service.coachType)!;
  const load = counterLoad(service, date);
  const women: string[] = [];
  const men: string[] = [];
  const seen = new Set<string>();
  const sell = (seatNo: string) => (unit(`${service.code}|${date}|${seatNo}|gender`) < 0.5 ? women : men).push(seatNo);
  for (const { seatNo } of seatsOf(coach)) {
    if (seen.has(seatNo)) continue;
    const group = [seatNo, ...neighboursOf(coach, seatNo)];
    group.forEach((one) => seen.add(one));
    const u = unit(`${service.code}|${date}|${seatNo}|sold`);
    if (u < load * 0.55) group.forEach(sell);
    else if (u < load) sell(group[Math.floor(unit(`${service.code}|${date}|${seatNo}|which`) * group.length)]!);
  }
  return { women, men };
}

/** One departure row of a service on a date. */
function departureRow(service: BusService, date: string) {
  const coach = coachType(service.coachType)!;
  const sold = counterSales(service, date);
  return {
    serviceCode: service.code,
    serviceDate: date,
    departsAt: yangonInstant(date, service.departureTime),
    localFare: seatFare(service.localFare, date, 'local'),
    capacity: seatsOf(coach).length,
    counterWomen: sold.women,
    counterMen: sold.men,
  };
}

export interface GeneratedDepartures {
  from: string;
  until: string;
  departures: number;
}

/**
 * Dated departures of every service for the next BUS_BOOKING_HORIZON_DAYS days (Yangon), only those
 * missing, so it is safe at every start and every day: departures already on sale and the seats sold
 * on them are never touched. Days already complete are skipped without writing.
 */
export async function generateBusDepartures(db: Database, now: Date = new Date()): Promise<GeneratedDepartures> {
  const from = yangonDate(now);
  const until = addDays(from, BUS_BOOKING_HORIZON_DAYS - 1);
  const present = await db
    .select({ date: busDepartures.serviceDate, departures: count() })
    .from(busDepartures)
    .where(and(gte(busDepartures.serviceDate, from), lte(busDepartures.serviceDate, until)))
    .groupBy(busDepartures.serviceDate);
  const complete = new Set(present.filter((day) => day.departures >= BUS_SERVICES.length).map((day) => day.date));
  const rows: ReturnType<typeof departureRow>[] = [];
  for (let date = from; date <= until; date = addDays(date, 1)) {
    if (!complete.has(date)) rows.push(...BUS_SERVICES.map((service) => departureRow(service, date)));
  }
  // One statement of column arrays: binding 12,000 rows' values one by one costs seconds at every fresh start.
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  const result = await db.execute<{ inserted: number }>(sql`
    with inserted as (
      insert into bus_departures (service_code, service_date, departs_at, local_fare, capacity, counter_women, counter_men)
      select service_code, service_date, departs_at, local_fare, capacity, string_to_array(women, ',')::varchar(3)[], string_to_array(men, ',')::varchar(3)[]
      from unnest(
        ${column((row) => row.serviceCode)}::text[], ${column((row) => row.serviceDate)}::date[], ${column((row) => row.departsAt.toISOString())}::timestamptz[],
        ${column((row) => row.localFare)}::int[], ${column((row) => row.capacity)}::smallint[],
        ${column((row) => row.counterWomen.join(','))}::text[], ${column((row) => row.counterMen.join(','))}::text[]
      ) as given(service_code, service_date, departs_at, local_fare, capacity, women, men)
      on conflict (service_code, service_date) do nothing
      returning 1
    )
    select count(*)::int as inserted from inserted
  `);
  const inserted = rows.length === 0 ? 0 : result.rows[0]!.inserted;
  // Keeps the planner's row estimates true after the first, large insert.
  if (inserted > 1000) await db.execute(sql`analyze bus_departures`);
  return { from, until, departures: inserted };
}
