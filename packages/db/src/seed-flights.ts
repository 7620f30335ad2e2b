import { createRequire } from 'node:module';
import type * as AirportDataModule from 'airport-data-js';
import type { SQL } from 'drizzle-orm';
import { FLIGHT_BOOKING_HORIZON_DAYS } from '@thwa/domain/constants';
import { addDays, yangonDate } from '@thwa/domain/dates';
import type { Database } from './connection.ts';
import { NETWORK_AIRLINES, NETWORK_AIRPORTS, NETWORK_SCHEDULES } from './flight-network.ts';
import { buildTimetable, type TimetableAirport } from './flight-timetable.ts';
import { airlines, airports, flightFares, flightScheduleLegs, flightSchedules } from './schema.ts';
import { sql } from './sql.ts';


/**
 * airport-data-js, for one lookup. It is CommonJS built by webpack (Node's ESM loader sees no named
 * exports in it), and its 5.6 MB of source and the tables it unpacks stay in memory for as long as it
 * is in require's cache: the server seeds once at its start, so it is let go after the lookup.
 */
async function withAirportData<T>(lookup: (data: typeof AirportDataModule) => Promise<T>): Promise<T> {
  const require = createRequire(import.meta.url);
  try {
    return await lookup(require('airport-data-js') as typeof AirportDataModule);
  } finally {
    delete require.cache[require.resolve('airport-data-js')];
  }
}

/**
 * The flight network in the database: airports, airlines, and the schedules our inventory sells
 * (channel S1) with their legs and fares. Like the rest of the seed it inserts only what is missing,
 * so an operator's changes to a schedule or a fare survive restarts.
 */
export async function seedFlightNetwork(db: Database): Promise<void> {
  await seedAirports(db);
  await db
    .insert(airlines)
    .values(NETWORK_AIRLINES.map(({ code, nameEn, nameMy, countryCode, color, textColor }) => ({ code, nameEn, nameMy, countryCode, color, textColor })))
    .onConflictDoNothing();
  await seedSchedules(db);
}

/** An airport row of the network: airport-data-js's record completed with flight-network.ts's names. */
export type NetworkAirportRow = typeof airports.$inferInsert & TimetableAirport;

/**
 * Network airports as rows of the airports table, with coordinates and time zone from airport-data-js
 * (a third of a second to load: only called for airports not in the database yet).
 * @throws Error when the dataset does not know one of them.
 */
export async function networkAirportRows(codes: readonly string[] = NETWORK_AIRPORTS.map((airport) => airport.code)): Promise<NetworkAirportRow[]> {
  const wanted = codes.map((code) => {
    const airport = NETWORK_AIRPORTS.find((candidate) => candidate.code === code);
    if (!airport) throw new Error(`flight network: no airport ${code}`);
    return airport;
  });
  if (wanted.length === 0) return [];
  const found = await withAirportData((data) => data.getMultipleAirports(wanted.map((airport) => airport.code)));
  const english = new Intl.DisplayNames(['en'], { type: 'region', style: 'short' });
  const myanmar = new Intl.DisplayNames(['my'], { type: 'region', style: 'short' });
  return wanted.map((airport, index) => {
    const data = found[index];
    if (!data) throw new Error(`flight network: airport ${airport.code} is not in airport-data-js`);
    const countryNameEn = english.of(data.country_code) ?? data.country_code;
    return {
      code: airport.code,
      icao: data.icao || null,
      nameEn: data.airport,
      nameMy: airport.nameMy ?? data.airport,
      cityEn: airport.cityEn,
      cityMy: airport.cityMy,
      countryCode: data.country_code,
      countryNameEn,
      countryNameMy: myanmar.of(data.country_code) ?? countryNameEn,
      keywords: (airport.keywords ?? []).join(' '),
      // The dataset holds numbers; its 3.x typings call them strings, so both read through Number.
      latitude: Number(data.latitude),
      longitude: Number(data.longitude),
      timeZone: data.time,
      featuredRank: airport.featuredRank ?? null,
    };
  });
}

async function seedAirports(db: Database) {
  const existing = new Set((await db.select({ code: airports.code }).from(airports)).map((row) => row.code));
  const missing = NETWORK_AIRPORTS.filter((airport) => !existing.has(airport.code)).map((airport) => airport.code);
  if (missing.length === 0) return;
  await db.insert(airports).values(await networkAirportRows(missing)).onConflictDoNothing();
}

/** The airports table as the timetable needs it. */
export async function timetableAirports(db: Database): Promise<Map<string, TimetableAirport>> {
  const rows = await db
    .select({ code: airports.code, countryCode: airports.countryCode, latitude: airports.latitude, longitude: airports.longitude, timeZone: airports.timeZone })
    .from(airports);
  return new Map(rows.map((row) => [row.code, row]));
}

async function seedSchedules(db: Database) {
  const existing = new Set((await db.select({ flightNumber: flightSchedules.flightNumber }).from(flightSchedules)).map((row) => row.flightNumber));
  const missing = NETWORK_SCHEDULES.filter((schedule) => !existing.has(schedule.flightNumber));
  if (missing.length === 0) return;
  const timetable = buildTimetable(await timetableAirports(db), missing).filter((schedule) => schedule.channels.includes('S1'));
  if (timetable.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(flightSchedules)
      .values(
        timetable.map((schedule) => ({
          flightNumber: schedule.flightNumber,
          airlineCode: schedule.airlineCode,
          aircraft: schedule.aircraft,
          daysOfWeek: schedule.daysOfWeek,
          departureTime: schedule.departureTime,
          offline: schedule.offline,
          economySeats: schedule.economySeats,
          businessSeats: schedule.businessSeats,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(flightScheduleLegs)
      .values(timetable.flatMap((schedule) => schedule.legs.map((leg) => ({ flightNumber: schedule.flightNumber, ...leg }))))
      .onConflictDoNothing();
    await tx
      .insert(flightFares)
      .values(
        timetable.flatMap((schedule) =>
          schedule.segments.flatMap((segment) =>
            segment.fares.map(({ cabin, nationality, fare }) => ({
              flightNumber: schedule.flightNumber,
              fromLeg: segment.fromLeg,
              toLeg: segment.toLeg,
              origin: segment.origin,
              destination: segment.destination,
              cabinClass: cabin,
              nationality,
              distanceKm: segment.distanceKm,
              adultBase: fare.adult.base,
              adultTax: fare.adult.tax,
              childBase: fare.child.base,
              childTax: fare.child.tax,
              infantBase: fare.infant.base,
              infantTax: fare.infant.tax,
            })),
          ),
        ),
      )
      .onConflictDoNothing();
  });
}

export interface GeneratedFlights {
  from: string;
  until: string;
  flights: number;
  seatRows: number;
}

/** A number in [0, 1) from an md5 hash of `key`: the seed's deterministic dice. */
const unit = (key: SQL) => sql`(('x' || substr(md5(${key}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/**
 * The promotion the seed gives a dated flight (percent off adult and child bases), from its flight
 * number and date alone: generateFlights writes it, and the hot deals' price history (decision 038)
 * evaluates it for the days before the database existed.
 */
export function seededPromotionPct(flightNumber: SQL, serviceDate: SQL): SQL {
  return sql`(select case when p.u < 0.70 then 0 when p.u < 0.85 then 5 when p.u < 0.95 then 10 else 15 end
    from (select ${unit(sql`${flightNumber} || '|' || ${serviceDate} || '|promotion'`)} as u) p)`;
}

/** The seed's dice of a dated flight's cabin being full from the start: below 0.055 it is, and below 0.04 with its waitlist open. */
function fullDice(flightNumber: SQL, serviceDate: SQL, cabin: SQL): SQL {
  return unit(sql`${flightNumber} || '|' || ${serviceDate} || '|' || ${cabin} || '|full'`);
}

/** Whether the seed sells a dated flight's cabin out with its waitlist closed (not sold at all), from its number, date and cabin. */
export function seededClosedFull(flightNumber: SQL, serviceDate: SQL, cabin: SQL): SQL {
  return sql`(select u >= 0.04 and u < 0.055 from (select ${fullDice(flightNumber, serviceDate, cabin)} as u) f)`;
}

/** Whether the seed gives a dated flight's cabin no seat at all (waitlisted or not sold), from its number, date and cabin. */
export function seededFull(flightNumber: SQL, serviceDate: SQL, cabin: SQL): SQL {
  return sql`(${fullDice(flightNumber, serviceDate, cabin)} < 0.055)`;
}

/**
 * Dated flights for every schedule on each of its weekdays from today (Yangon) for
 * FLIGHT_BOOKING_HORIZON_DAYS days, with their seats: one statement, inserting only the flights that do not
 * exist yet, so it is safe to run at every start and every day (existing flights and the seats sold on
 * them are never touched).
 *
 * Seats, promotions and sold-out flights are pseudo-random but deterministic: each comes from an md5
 * hash of the flight number and date, so the same day always looks the same.
 * - promotion: 70 % of flights none, 15 % 5 %, 10 % 10 %, 5 % 15 % off adult and child bases;
 * - 4 % of flights (per cabin) are full with a waitlist open (search shows them as HL), 1.5 % are full
 *   with the waitlist closed (not sold); the rest keep their waitlist open for when they fill up;
 * - load factor per leg = 30 % + 45 % × e^(-days ahead / 30) ± 17.5 %, at least one seat left.
 */
export async function generateFlights(db: Database, now: Date = new Date()): Promise<GeneratedFlights> {
  const from = yangonDate(now);
  const until = addDays(from, FLIGHT_BOOKING_HORIZON_DAYS - 1);
  const result = await db.execute<{ flights: number; seat_rows: number }>(sql`
    with candidates as (
      select s.flight_number, d::date as service_date
      from flight_schedules s
      cross join generate_series(${from}::date, ${until}::date, interval '1 day') as d
      where extract(isodow from d)::smallint = any (s.days_of_week)
        and not exists (select 1 from flights f where f.flight_number = s.flight_number and f.service_date = d::date)
    ),
    new_flights as (
      insert into flights (flight_number, service_date, discount_pct)
      select c.flight_number, c.service_date, ${seededPromotionPct(sql`c.flight_number`, sql`c.service_date`)}
      from candidates c
      on conflict (flight_number, service_date) do nothing
      returning id, flight_number, service_date
    ),
    new_seats as (
      insert into flight_seats (flight_id, leg_no, cabin_class, capacity, available, waitlist_open)
      select nf.id, l.leg_no, cabin.name, cabin.capacity,
        case
          when full_flight.u < 0.055 then 0
          else greatest(1, floor(cabin.capacity * (1 - least(0.97, greatest(0,
            0.30 + 0.45 * exp(-(nf.service_date - ${from}::date) / 30.0) + 0.35 * (leg_load.u - 0.5))))))::int
        end,
        not ${seededClosedFull(sql`nf.flight_number`, sql`nf.service_date`, sql`cabin.name`)}
      from new_flights nf
      join flight_schedules s on s.flight_number = nf.flight_number
      join flight_schedule_legs l on l.flight_number = nf.flight_number
      cross join lateral (values ('economy', s.economy_seats), ('business', s.business_seats)) as cabin(name, capacity)
      cross join lateral (select ${unit(sql`nf.flight_number || '|' || nf.service_date || '|' || cabin.name || '|full'`)} as u) full_flight
      cross join lateral (select ${unit(sql`nf.flight_number || '|' || nf.service_date || '|' || cabin.name || '|' || l.leg_no`)} as u) leg_load
      where cabin.capacity > 0
      returning 1
    )
    select (select count(*) from new_flights)::int as flights, (select count(*) from new_seats)::int as seat_rows
  `);
  const row = result.rows[0]!;
  return { from, until, flights: row.flights, seatRows: row.seat_rows };
}
