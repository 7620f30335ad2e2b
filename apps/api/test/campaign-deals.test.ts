import { describe, expect, it } from 'vitest';
import { sql } from '@thwa/db/sql';
import { SEED_CAMPAIGN_PROMO, SEED_CAMPAIGN_SLUG } from '@thwa/db/seed-campaigns';
import { CampaignResponse, DealsCampaign } from '@thwa/domain/contracts/campaign';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { adultPrice } from '@thwa/domain/flights/flight-list';
import { post } from './flights-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * Deals campaigns (issue 22 item 3, decision 042) on a database of this file's own: it writes
 * campaigns and ends a promotion. Only our inventory answers flight searches here, so the listing's S1
 * offers are the ones compared.
 */
const api = useTestApiOnOwnDatabase('thwa_campaign_deals', { RATE_LIMIT_PER_MINUTE: '1000000' }, { flights: { sources: (standard) => [standard[0]!] } });
const MYANMAR = /[\u1000-\u109f]/;

function campaign(slug: string, body: Record<string, unknown> = { slug }) {
  return api.app.inject({ method: 'POST', url: `/api/campaign/${slug}`, payload: body });
}

async function dealsOf(slug: string, language: 'en' | 'mm' = 'en'): Promise<DealsCampaign> {
  const response = await campaign(slug, { slug, language });
  expect(response.statusCode, response.body).toBe(200);
  return DealsCampaign.parse(CampaignResponse.parse(response.json()).data);
}

/** A campaign of this test's own, showing from `from` until `until` (days from now), for departures `travel` days from today. */
async function insertCampaign(slug: string, { from = -1, until = 30, travel = [3, 20] as [number, number], promo = SEED_CAMPAIGN_PROMO as string | null, routes = ['RGN-MDL', 'MDL-RGN'] } = {}) {
  const today = yangonDate(new Date());
  const day = 86_400_000;
  await api.connection.db.execute(sql`
    insert into campaigns (slug, title_en, title_my, lead_en, lead_my, promo_code, shows_from, shows_until, travel_from, travel_until, routes)
    values (${slug}, 'Test fares', 'စမ်းသပ် လေယာဉ်ခ', 'Our test campaign.', 'စမ်းသပ် ကမ်ပိန်း။', ${promo},
      ${new Date(Date.now() + from * day).toISOString()}::timestamptz, ${new Date(Date.now() + until * day).toISOString()}::timestamptz,
      ${addDays(today, travel[0])}::date, ${addDays(today, travel[1])}::date, ${sql.param(routes)}::text[])
  `);
}

describe('POST /api/campaign/{slug}: a deals campaign', () => {
  it('answers the seeded campaign: its words, its promotion, and its routes’ lowest fares on its dates, cheapest first', async () => {
    const english = await dealsOf(SEED_CAMPAIGN_SLUG);
    expect(english).toMatchObject({ slug: SEED_CAMPAIGN_SLUG, kind: 'deals', language: 'en', title: 'Golden Land fares', promotion: { code: SEED_CAMPAIGN_PROMO } });
    expect(english.list.length).toBeGreaterThan(3);
    const prices = english.list.map((deal) => deal.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const routes = await api.connection.db.execute<{ routes: string[] }>(sql`select routes from campaigns where slug = ${SEED_CAMPAIGN_SLUG}`);
    const named = new Set(routes.rows[0]!.routes);
    for (const deal of english.list) {
      expect(named.has(`${deal.origin.code}-${deal.destination.code}`)).toBe(true);
      expect(deal.departureDate >= english.travelFrom && deal.departureDate <= english.travelUntil).toBe(true);
    }

    // The departure listing of a deal's date sells its flight at its price, and nothing on its dates for less.
    const deal = english.list[0]!;
    const search = await post(api.app, '/api/flight/v4/makeRequest', { tripType: 1, origin: deal.origin.code, destination: deal.destination.code, departureDate: deal.departureDate, adult: 1, child: 0, infant: 0 });
    expect(search.statusCode, search.body).toBe(200);
    const offers = search.json<FlightSearchResponse>().routings.outward.filter((item) => item.source === 'S1' && !item.route.some((leg) => leg.statusCode === 'HL'));
    const onThatFlight = offers.filter((item) => item.route.every((leg) => leg.flightNumber === deal.flightNumber)).map((item) => adultPrice(item));
    expect(onThatFlight).toContain(deal.price);
    expect(Math.min(...offers.map((item) => adultPrice(item)))).toBeGreaterThanOrEqual(deal.price);

    const myanmar = await dealsOf(SEED_CAMPAIGN_SLUG, 'mm');
    expect(myanmar.title).toMatch(MYANMAR);
    expect(myanmar.promotion?.description).toMatch(MYANMAR);
    expect(myanmar.list[0]!.destination.city).toMatch(MYANMAR);
    expect(myanmar.list.map((one) => one.price)).toEqual(prices);
  });

  it('is not found before it starts and after it ends', async () => {
    await insertCampaign('test-not-yet', { from: 2, until: 30 });
    await insertCampaign('test-ended', { from: -30, until: -1 });
    for (const slug of ['test-not-yet', 'test-ended']) {
      const response = await campaign(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    }
  });

  it('lists nothing once its travel dates have passed, and no promotion once that has ended', async () => {
    await insertCampaign('test-travelled', { travel: [-20, -2] });
    expect((await dealsOf('test-travelled')).list).toEqual([]);

    await api.connection.db.execute(sql`
      insert into promotions (code, kind, value, min_amount, valid_from, valid_to, description_en, description_my)
      values ('TESTOVER', 'percent', 5, 0, now() - interval '10 days', now() - interval '1 day', 'Over', 'ကုန်ပြီ')
    `);
    await insertCampaign('test-promo-over', { promo: 'TESTOVER' });
    const over = await dealsOf('test-promo-over');
    expect(over.promotion).toBeNull();
    expect(over.list.map((deal) => `${deal.origin.code}-${deal.destination.code}`).sort()).toEqual(['MDL-RGN', 'RGN-MDL']);

    await insertCampaign('test-no-promo', { promo: null });
    expect((await dealsOf('test-no-promo')).promotion).toBeNull();
  });

  it('refuses a body that is not the request object of its slug', async () => {
    expect((await campaign(SEED_CAMPAIGN_SLUG, { slug: 'another' })).statusCode).toBe(400);
    expect((await campaign(SEED_CAMPAIGN_SLUG, { slug: SEED_CAMPAIGN_SLUG, language: 'fr' })).statusCode).toBe(400);
    expect((await campaign(SEED_CAMPAIGN_SLUG, { slug: SEED_CAMPAIGN_SLUG, promo: SEED_CAMPAIGN_PROMO })).statusCode).toBe(400);
  });
});
