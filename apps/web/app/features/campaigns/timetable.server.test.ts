import { describe, expect, it } from 'vitest';
import type { FlightTimetableCampaign } from '@thwa/domain/contracts/campaign';
import { loadTimetable, originOf } from './timetable.server.ts';

// Monday 2031-03-10, 09:00 in Yangon.
const NOW = new Date('2031-03-10T02:30:00Z');

const YANGON = { code: 'RGN', city: 'Yangon', name: 'Yangon International Airport' };
const MANDALAY = { code: 'MDL', city: 'Mandalay', name: 'Mandalay International Airport' };

const CAMPAIGN: FlightTimetableCampaign = {
  slug: 'flights-information-and-schedule',
  kind: 'flight-timetable',
  language: 'en',
  origin: null,
  origins: [MANDALAY, YANGON],
  list: [
    {
      origin: YANGON,
      destination: MANDALAY,
      flights: [
        { flightNumber: 'UB101', airline: { code: 'UB', name: 'Myanmar National Airlines' }, departureTime: '07:00', arrivalTime: '08:25', arrivalDayOffset: 0, durationMinutes: 85, via: [], weekdays: [1, 3], offline: false },
        { flightNumber: 'K7222', airline: { code: 'K7', name: 'Air KBZ' }, departureTime: '12:00', arrivalTime: '13:25', arrivalDayOffset: 0, durationMinutes: 85, via: [], weekdays: [1], offline: false },
      ],
    },
  ],
};

function fakeApi(answer: () => Response) {
  const calls: Array<{ path: string; body: unknown; language: string | null }> = [];
  const api = async (request: Request) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json(), language: request.headers.get('x-language') });
    return answer();
  };
  return { api, calls };
}

describe('/campaign/flights-information-and-schedule loader', () => {
  it('asks the campaign call for the slug in the page language, and links each flight to the next day it can be bought', async () => {
    const { api, calls } = fakeApi(() => Response.json({ code: 200, data: CAMPAIGN }));
    const page = await loadTimetable({ request: new Request('http://web/campaign/flights-information-and-schedule'), api, now: NOW });
    expect(calls).toEqual([{ path: '/api/campaign/flights-information-and-schedule', body: { slug: 'flights-information-and-schedule', language: 'en' }, language: 'en' }]);
    expect(page.status).toBe('successful');
    expect(page.origins).toEqual([MANDALAY, YANGON]);
    const [early, noon] = page.routes[0]!.flights;
    // 07:00 on Monday has gone: the next is Wednesday. 12:00 is 3 hours away: today.
    expect(early!.nextDate).toBe('2031-03-12');
    expect(early!.searchHref).toBe('/flight/depart/search?tripType=1&origin=RGN&destination=MDL&departureDate=2031-03-12&currency=MMK&language=en&adult=1&child=0&infant=0&class=economy');
    expect(noon!.nextDate).toBe('2031-03-10');
  });

  it('passes the origin filtered on and the Myanmar language', async () => {
    const { api, calls } = fakeApi(() => Response.json({ code: 200, data: { ...CAMPAIGN, language: 'mm', origin: 'RGN' } }));
    const page = await loadTimetable({ request: new Request('http://web/campaign/flights-information-and-schedule?origin=rgn&language=mm'), api, now: NOW });
    expect(calls[0]!.body).toEqual({ slug: 'flights-information-and-schedule', language: 'mm', origin: 'RGN' });
    expect(page).toMatchObject({ status: 'successful', lang: 'mm', origin: 'RGN' });
    expect(page.routes[0]!.flights[0]!.searchHref).toContain('language=mm');
  });

  it('is the failed state, not an error page, when the api fails or cannot be reached', async () => {
    const failing = fakeApi(() => Response.json({ code: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'down', requestId: 'r' }, { status: 503 }));
    expect(await loadTimetable({ request: new Request('http://web/campaign/flights-information-and-schedule'), api: failing.api, now: NOW })).toMatchObject({ status: 'failed', routes: [] });
    const unreachable = async () => {
      throw new Error('connection refused');
    };
    expect(await loadTimetable({ request: new Request('http://web/campaign/flights-information-and-schedule?origin=MDL'), api: unreachable, now: NOW })).toMatchObject({ status: 'failed', origin: 'MDL' });
  });

  it('reads an origin only when it can be an airport code', () => {
    expect(originOf(new URL('http://web/x?origin=mdl'))).toBe('MDL');
    expect(originOf(new URL('http://web/x?origin='))).toBeNull();
    expect(originOf(new URL('http://web/x?origin=Mandalay'))).toBeNull();
    expect(originOf(new URL('http://web/x'))).toBeNull();
  });
});
