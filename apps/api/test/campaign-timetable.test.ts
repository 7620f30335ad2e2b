import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@thwa/db/sql';
import { CampaignResponse, FLIGHT_TIMETABLE_SLUG, FlightTimetableCampaign } from '@thwa/domain/contracts/campaign';
import { useTestApi } from './harness.ts';

const api = useTestApi();
const MYANMAR = /[\u1000-\u109f]/;
const PATH = `/api/campaign/${FLIGHT_TIMETABLE_SLUG}`;

function post(body: unknown, path = PATH) {
  return api.app.inject({ method: 'POST', url: path, payload: body as Record<string, unknown> });
}

type Stretch = {
  origin: string;
  destination: string;
  flight_number: string;
  departs: string;
  weekdays: number[];
};

/**
 * The schedules' domestic stretches read straight from the tables, without the api's code: every
 * stretch of legs i..j of a service between two Myanmar airports (not from an airport to itself), its
 * departure time (a later leg's is the first departure plus its offset, wrapping at midnight) and its
 * weekdays (moved a day when that leg leaves after midnight).
 */
async function stretchesInTheDatabase(): Promise<Stretch[]> {
  const rows = await api.connection.db.execute<Stretch>(sql`
    select l0.origin, l1.destination, s.flight_number,
      to_char(s.departure_time + make_interval(mins => l0.departure_offset_minutes), 'HH24:MI') as departs,
      (select array_agg(distinct (((d - 1) + ((extract(hour from s.departure_time) * 60 + extract(minute from s.departure_time) + l0.departure_offset_minutes)::int / 1440)) % 7) + 1)
         from unnest(s.days_of_week) d) as weekdays
    from flight_schedules s
    join flight_schedule_legs l0 on l0.flight_number = s.flight_number
    join flight_schedule_legs l1 on l1.flight_number = s.flight_number and l1.leg_no >= l0.leg_no
    join airports a0 on a0.code = l0.origin
    join airports a1 on a1.code = l1.destination
    where a0.country_code = 'MM' and a1.country_code = 'MM' and l0.origin <> l1.destination
  `);
  return rows.rows.map((row) => ({ ...row, weekdays: row.weekdays.map(Number).sort((a, b) => a - b) }));
}

const keyOf = (stretch: { origin: string; destination: string; flight_number: string }) => `${stretch.origin}-${stretch.destination} ${stretch.flight_number}`;

describe(`POST /api/campaign/${FLIGHT_TIMETABLE_SLUG}: the timetable of our domestic flights`, () => {
  let english: FlightTimetableCampaign;
  let myanmar: FlightTimetableCampaign;

  beforeAll(async () => {
    const [en, mm] = await Promise.all([post({ slug: FLIGHT_TIMETABLE_SLUG, language: 'en' }), post({ slug: FLIGHT_TIMETABLE_SLUG, language: 'mm' })]);
    expect(en.statusCode).toBe(200);
    expect(mm.statusCode).toBe(200);
    english = FlightTimetableCampaign.parse(CampaignResponse.parse(en.json()).data);
    myanmar = FlightTimetableCampaign.parse(CampaignResponse.parse(mm.json()).data);
  });

  it('lists every route of the schedules, each flight with the weekdays and departure time the schedules give', async () => {
    const expected = await stretchesInTheDatabase();
    expect(expected.length).toBeGreaterThan(20);
    const listed = english.list.flatMap((route) => route.flights.map((flight) => ({ origin: route.origin.code, destination: route.destination.code, flight_number: flight.flightNumber, departs: flight.departureTime, weekdays: flight.weekdays })));
    const byKey = (list: Stretch[]) => [...list].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    expect(byKey(listed)).toEqual(byKey(expected));
    // One entry per route, and no route abroad.
    const routes = english.list.map((route) => `${route.origin.code}-${route.destination.code}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toContain('RGN-MDL');
    expect(routes.some((route) => route.includes('BKK') || route.includes('SIN'))).toBe(false);
  });

  it('gives each flight its airline, arrival and duration, sorted by departure time within its route', () => {
    for (const route of english.list) {
      const times = route.flights.map((flight) => flight.departureTime);
      expect(times).toEqual([...times].sort());
      for (const flight of route.flights) {
        expect(flight.airline.name.trim()).not.toBe('');
        expect(flight.durationMinutes).toBeGreaterThan(0);
        const [dh, dm] = flight.departureTime.split(':').map(Number) as [number, number];
        const [ah, am] = flight.arrivalTime.split(':').map(Number) as [number, number];
        expect((dh * 60 + dm + flight.durationMinutes) % 1440).toBe(ah * 60 + am);
        expect(flight.weekdays.length).toBeGreaterThan(0);
      }
    }
    const rgnMdl = english.list.find((route) => route.origin.code === 'RGN' && route.destination.code === 'MDL')!;
    expect(rgnMdl.origin).toMatchObject({ city: 'Yangon' });
    expect(rgnMdl.destination).toMatchObject({ city: 'Mandalay' });
  });

  it('answers in Myanmar with the same routes and flights, names in Myanmar script', () => {
    const shape = (campaign: FlightTimetableCampaign) => campaign.list.flatMap((route) => route.flights.map((flight) => `${route.origin.code}-${route.destination.code} ${flight.flightNumber} ${flight.weekdays.join('')} ${flight.departureTime}`)).sort();
    expect(shape(myanmar)).toEqual(shape(english));
    expect(myanmar.language).toBe('mm');
    for (const route of myanmar.list) {
      expect(route.origin.city).toMatch(MYANMAR);
      expect(route.destination.name).toMatch(MYANMAR);
      for (const flight of route.flights) expect(flight.airline.name).toMatch(MYANMAR);
    }
    expect(myanmar.origins.map((origin) => origin.code).sort()).toEqual(english.origins.map((origin) => origin.code).sort());
  });

  it('lists every origin for the filter, and only the routes from the origin asked', async () => {
    expect(english.origins.map((origin) => origin.code).sort()).toEqual([...new Set(english.list.map((route) => route.origin.code))].sort());
    const response = await post({ slug: FLIGHT_TIMETABLE_SLUG, language: 'en', origin: 'MDL' });
    expect(response.statusCode).toBe(200);
    const fromMandalay = FlightTimetableCampaign.parse(CampaignResponse.parse(response.json()).data);
    expect(fromMandalay.origin).toBe('MDL');
    expect(fromMandalay.list.length).toBeGreaterThan(0);
    expect(fromMandalay.list.every((route) => route.origin.code === 'MDL')).toBe(true);
    expect(fromMandalay.list).toEqual(english.list.filter((route) => route.origin.code === 'MDL'));
    expect(fromMandalay.origins).toEqual(english.origins);
    // An airport with no flight from it: no route, not an error.
    const none = await post({ slug: FLIGHT_TIMETABLE_SLUG, origin: 'BKK' });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.list).toEqual([]);
  });

  it('defaults to English', async () => {
    const response = await post({ slug: FLIGHT_TIMETABLE_SLUG });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.language).toBe('en');
  });
});

describe('POST /api/campaign/{slug}: refusals', () => {
  it('answers an unknown campaign 404 NOT_FOUND', async () => {
    const response = await post({ slug: 'no-such-campaign' }, '/api/campaign/no-such-campaign');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
  });

  it.each([
    ['no body', undefined],
    ['no slug', { language: 'en' }],
    ['a slug other than the path’s', { slug: 'another-campaign' }],
    ['an unknown language', { slug: FLIGHT_TIMETABLE_SLUG, language: 'fr' }],
    ['an origin that is no airport code', { slug: FLIGHT_TIMETABLE_SLUG, origin: 'rangoon' }],
    ['a field it does not know', { slug: FLIGHT_TIMETABLE_SLUG, promo: 'x' }],
  ])('answers a body with %s 400', async (_, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400 });
  });

  it('answers a slug that cannot be one 400', async () => {
    const response = await post({ slug: FLIGHT_TIMETABLE_SLUG }, '/api/campaign/NOT_A_SLUG');
    expect(response.statusCode).toBe(400);
  });
});
