import { campaignDeals, dealDates, isCampaignShowing } from '@thwa/domain/campaigns/deals';
import type { DealsCampaign, TimetableAirport } from '@thwa/domain/contracts/campaign';
import { yangonDate } from '@thwa/domain/dates';
import type { Language } from '@thwa/domain/settings';
import type { HotDealsRepository } from '../hot-deals/hot-deals.repository.ts';
import type { CampaignsRepository, DealsCampaignRow, TimetableAirportRow } from './campaigns.repository.ts';

/** How long a campaign's fares are kept: they move with bookings, and a page a minute behind still links to the live listing. */
export const DEALS_CACHE_MS = 60_000;

function airportIn(row: TimetableAirportRow, language: Language): TimetableAirport {
  return { code: row.code, city: language === 'mm' ? row.cityMy : row.cityEn, name: language === 'mm' ? row.nameMy : row.nameEn };
}

interface DealsCampaignOptions {
  repository: Pick<CampaignsRepository, 'dealsCampaign' | 'airports' | 'airlines'>;
  /** The lowest fare of each route over a window of departure dates, as the hot deals read it (decision 038). */
  fares: Pick<HotDealsRepository, 'routePrices'>;
  now: () => Date;
}

/**
 * Deals campaigns (issue 22 item 3, decision 042): while a campaign shows, its routes' lowest fares
 * on its travel dates (one adult, economy, one way, as the listing sells them), cheapest first, and
 * its promotion while that is on. One query for the fares of every route: kept a minute per slug and
 * language, calls arriving together sharing it. A campaign not showing is not found (undefined).
 */
export function createDealsCampaigns({ repository, fares, now }: DealsCampaignOptions) {
  const cache = new Map<string, { until: number; answer: Promise<DealsCampaign | undefined> }>();

  async function compute(row: DealsCampaignRow, language: Language, at: Date): Promise<DealsCampaign> {
    const dates = dealDates(row, yangonDate(at));
    const [prices, airportRows, airlineRows] = await Promise.all([dates ? fares.routePrices(dates.from, dates.to, at) : [], repository.airports(), repository.airlines()]);
    const airports = new Map(airportRows.map((one) => [one.code, one]));
    const airlines = new Map(airlineRows.map((one) => [one.code, language === 'mm' ? one.nameMy : one.nameEn]));
    const list = campaignDeals(row.routes, prices)
      .filter((fare) => airports.has(fare.origin) && airports.has(fare.destination))
      .map((fare) => ({
        origin: airportIn(airports.get(fare.origin)!, language),
        destination: airportIn(airports.get(fare.destination)!, language),
        price: fare.price,
        departureDate: fare.date,
        flightNumber: fare.flightNumber,
        airline: { code: fare.airlineCode, name: airlines.get(fare.airlineCode) ?? fare.airlineCode },
      }));
    const promotion = row.promotion && row.promotion.active && row.promotion.validTo.getTime() > at.getTime() ? row.promotion : null;
    return {
      slug: row.slug,
      kind: 'deals',
      language,
      title: language === 'mm' ? row.titleMy : row.titleEn,
      lead: language === 'mm' ? row.leadMy : row.leadEn,
      promotion: promotion && { code: promotion.code, description: language === 'mm' ? promotion.descriptionMy : promotion.descriptionEn, validTo: promotion.validTo.toISOString() },
      travelFrom: row.travelFrom,
      travelUntil: row.travelUntil,
      showsUntil: row.showsUntil.toISOString(),
      list,
    };
  }

  async function fresh(slug: string, language: Language): Promise<DealsCampaign | undefined> {
    const row = await repository.dealsCampaign(slug);
    const at = now();
    if (!row || !isCampaignShowing(row, at)) return undefined;
    return compute(row, language, at);
  }

  return {
    /** The campaign of a slug in the asked language, or undefined when there is none showing. */
    campaign(slug: string, language: Language): Promise<DealsCampaign | undefined> {
      const key = `${slug}|${language}`;
      const kept = cache.get(key);
      if (kept && kept.until > Date.now()) return kept.answer;
      const answer = fresh(slug, language);
      cache.set(key, { until: Date.now() + DEALS_CACHE_MS, answer });
      // A failed computation is not kept: the next call asks again.
      answer.catch(() => cache.delete(key));
      return answer;
    },
  };
}

export type DealsCampaigns = ReturnType<typeof createDealsCampaigns>;
