import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';
import type { WeeklySchedule } from '@thwa/domain/campaigns/timetable';

export interface TimetableAirportRow {
  code: string;
  countryCode: string;
  cityEn: string;
  cityMy: string;
  nameEn: string;
  nameMy: string;
}

/** A deals campaign as stored (decision 042), with its promotion's text and end when it gives one. */
export interface DealsCampaignRow {
  slug: string;
  titleEn: string;
  titleMy: string;
  leadEn: string;
  leadMy: string;
  showsFrom: Date;
  showsUntil: Date;
  travelFrom: string;
  travelUntil: string;
  routes: string[];
  promotion: { code: string; descriptionEn: string; descriptionMy: string; validTo: Date; active: boolean } | null;
}

export interface TimetableAirlineRow {
  code: string;
  nameEn: string;
  nameMy: string;
}

/**
 * What the campaigns read: our inventory's weekly schedules (decision 009), their airports and
 * airlines for the flight timetable, and the deals campaigns' rows (decision 042).
 */
export function createCampaignsRepository(db: Database) {
  return {
    /** Every weekly service of our own inventory, with its legs in flying order. */
    async schedules(): Promise<WeeklySchedule[]> {
      const rows = await db.execute<{
        flight_number: string;
        airline_code: string;
        days_of_week: number[];
        departure_time: string;
        offline: boolean;
        legs: Array<{ legNo: number; origin: string; destination: string; departureOffsetMinutes: number; durationMinutes: number }>;
      }>(sql`
        select s.flight_number, s.airline_code, s.days_of_week, to_char(s.departure_time, 'HH24:MI') as departure_time, s.offline,
          json_agg(json_build_object('legNo', l.leg_no, 'origin', l.origin, 'destination', l.destination,
            'departureOffsetMinutes', l.departure_offset_minutes, 'durationMinutes', l.duration_minutes) order by l.leg_no) as legs
        from flight_schedules s join flight_schedule_legs l on l.flight_number = s.flight_number
        group by s.flight_number
        order by s.flight_number
      `);
      return rows.rows.map((row) => ({
        flightNumber: row.flight_number,
        airlineCode: row.airline_code,
        daysOfWeek: row.days_of_week.map(Number),
        departureTime: row.departure_time,
        offline: row.offline,
        legs: row.legs,
      }));
    },

    /** The airports the schedules fly to, with their names in both languages. */
    async airports(): Promise<TimetableAirportRow[]> {
      const rows = await db.execute<{ code: string; country_code: string; city_en: string; city_my: string; name_en: string; name_my: string }>(sql`
        select a.code, a.country_code, a.city_en, a.city_my, a.name_en, a.name_my from airports a
        where a.code in (select origin from flight_schedule_legs union select destination from flight_schedule_legs)
      `);
      return rows.rows.map((row) => ({ code: row.code, countryCode: row.country_code, cityEn: row.city_en, cityMy: row.city_my, nameEn: row.name_en, nameMy: row.name_my }));
    },

    /** A deals campaign by its slug, whether or not it shows now. */
    async dealsCampaign(slug: string): Promise<DealsCampaignRow | undefined> {
      const rows = await db.execute<{
        slug: string;
        title_en: string;
        title_my: string;
        lead_en: string;
        lead_my: string;
        shows_from: Date;
        shows_until: Date;
        travel_from: string;
        travel_until: string;
        routes: string[];
        promo_code: string | null;
        description_en: string | null;
        description_my: string | null;
        valid_to: Date | null;
        active: boolean | null;
      }>(sql`
        select c.slug, c.title_en, c.title_my, c.lead_en, c.lead_my, c.shows_from, c.shows_until, c.travel_from::text as travel_from,
          c.travel_until::text as travel_until, c.routes, p.code as promo_code, p.description_en, p.description_my, p.valid_to, p.active
        from campaigns c left join promotions p on p.code = c.promo_code
        where c.slug = ${slug}
      `);
      const row = rows.rows[0];
      if (!row) return undefined;
      return {
        slug: row.slug,
        titleEn: row.title_en,
        titleMy: row.title_my,
        leadEn: row.lead_en,
        leadMy: row.lead_my,
        showsFrom: new Date(row.shows_from),
        showsUntil: new Date(row.shows_until),
        travelFrom: row.travel_from,
        travelUntil: row.travel_until,
        routes: row.routes,
        promotion: row.promo_code
          ? { code: row.promo_code, descriptionEn: row.description_en ?? '', descriptionMy: row.description_my ?? '', validTo: new Date(row.valid_to!), active: Boolean(row.active) }
          : null,
      };
    },

    async airlines(): Promise<TimetableAirlineRow[]> {
      const rows = await db.execute<{ code: string; name_en: string; name_my: string }>(sql`
        select code, name_en, name_my from airlines where code in (select airline_code from flight_schedules)
      `);
      return rows.rows.map((row) => ({ code: row.code, nameEn: row.name_en, nameMy: row.name_my }));
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
