import { describe, expect, it } from 'vitest';
import type { DealsCampaign } from '@thwa/domain/contracts/campaign';
import { campaignPromoOf } from '../../lib/campaign-promo.server.ts';
import { loadDealsCampaign } from './deals.server.ts';

const NOW = new Date('2031-03-10T02:30:00Z');
const YANGON = { code: 'RGN', city: 'Yangon', name: 'Yangon International Airport' };
const BAGAN = { code: 'NYU', city: 'Bagan', name: 'Nyaung U Airport' };

const CAMPAIGN: DealsCampaign = {
  slug: 'golden-land-fares',
  kind: 'deals',
  language: 'en',
  title: 'Golden Land fares',
  lead: 'Our lowest fares.',
  promotion: { code: 'GOLDENLAND', description: '8% off domestic flights', validTo: '2031-06-01T00:00:00.000Z' },
  travelFrom: '2031-03-12',
  travelUntil: '2031-05-10',
  showsUntil: '2031-06-01T00:00:00.000Z',
  list: [{ origin: YANGON, destination: BAGAN, price: 98_000, departureDate: '2031-03-14', flightNumber: 'UB103', airline: { code: 'UB', name: 'Myanmar National Airlines' } }],
};

function fakeApi(answer: () => Response) {
  const calls: Array<{ path: string; body: unknown }> = [];
  const api = async (request: Request) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
    return answer();
  };
  return { api, calls };
}

type Loaded = { data: Awaited<ReturnType<typeof loadDealsCampaign>>['data']; init: { status?: number; headers?: Headers } | null };
const loaded = (value: unknown) => value as Loaded;

describe('/campaign/{slug} loader (a deals campaign)', () => {
  it('asks the campaign call, links each fare to its departure listing, and remembers the code for the payment page', async () => {
    const { api, calls } = fakeApi(() => Response.json({ code: 200, data: CAMPAIGN }));
    const request = new Request('http://web/campaign/golden-land-fares');
    const result = loaded(await loadDealsCampaign({ request, api, slug: 'golden-land-fares', now: NOW }));
    expect(calls).toEqual([{ path: '/api/campaign/golden-land-fares', body: { slug: 'golden-land-fares', language: 'en' } }]);
    expect(result.data).toMatchObject({ status: 'successful', title: 'Golden Land fares', promotion: { code: 'GOLDENLAND' } });
    const deal = result.data.status === 'successful' ? result.data.deals[0]! : undefined;
    const search = new URL(deal!.searchHref, 'http://web');
    expect(search.pathname).toBe('/flight/depart/search');
    expect(Object.fromEntries(search.searchParams)).toMatchObject({ tripType: '1', origin: 'RGN', destination: 'NYU', departureDate: '2031-03-14', adult: '1', class: 'economy', language: 'en' });

    // The cookie lives a week (the campaign runs longer), and the payment page reads the code back.
    const cookie = result.init?.headers?.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^thwa_campaign_promo=/);
    expect(cookie).toContain('Max-Age=604800');
    expect(cookie).toContain('HttpOnly');
    const later = new Request('http://web/flight/payment?orderId=TW3103100001', { headers: { cookie: cookie.split(';')[0]! } });
    expect(await campaignPromoOf(later)).toBe('GOLDENLAND');
  });

  it('remembers no code when the campaign gives none', async () => {
    const { api } = fakeApi(() => Response.json({ code: 200, data: { ...CAMPAIGN, promotion: null } }));
    const result = loaded(await loadDealsCampaign({ request: new Request('http://web/campaign/golden-land-fares'), api, slug: 'golden-land-fares', now: NOW }));
    expect(result.init?.headers?.get('set-cookie')).toBeNull();
  });

  it('is the 404 page for a campaign not showing or a slug that cannot be one, and its failed state when the call fails', async () => {
    const notFound = fakeApi(() => Response.json({ code: 404, errorCode: 'NOT_FOUND', message: 'Not found.', requestId: 'r' }, { status: 404 }));
    await expect(loadDealsCampaign({ request: new Request('http://web/campaign/ended'), api: notFound.api, slug: 'ended', now: NOW })).rejects.toMatchObject({ init: { status: 404 } });
    await expect(loadDealsCampaign({ request: new Request('http://web/campaign/NOPE'), api: notFound.api, slug: 'NOPE', now: NOW })).rejects.toMatchObject({ init: { status: 404 } });
    expect(notFound.calls).toHaveLength(1);

    const down = fakeApi(() => Response.json({ code: 500, errorCode: 'UNEXPECTED', message: 'boom', requestId: 'r' }, { status: 500 }));
    const failed = loaded(await loadDealsCampaign({ request: new Request('http://web/campaign/golden-land-fares'), api: down.api, slug: 'golden-land-fares', now: NOW }));
    expect(failed.data.status).toBe('failed');
    expect(failed.init?.status).toBe(503);
  });

  it('reads no code from a cookie that holds none', async () => {
    expect(await campaignPromoOf(new Request('http://web/', { headers: { cookie: 'thwa_campaign_promo=%22%3Cscript%3E%22' } }))).toBe('');
    expect(await campaignPromoOf(new Request('http://web/'))).toBe('');
  });
});
