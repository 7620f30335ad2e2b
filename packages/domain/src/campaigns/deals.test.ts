import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PROMO_DAYS, campaignDeals, campaignPromoSeconds, dealDates, isCampaignShowing } from './deals.ts';

const CAMPAIGN = {
  showsFrom: new Date('2031-03-01T00:00:00+06:30'),
  showsUntil: new Date('2031-04-01T00:00:00+06:30'),
  travelFrom: '2031-03-10',
  travelUntil: '2031-03-31',
};

describe('a deals campaign', () => {
  it('shows from its start until, not at, its end', () => {
    expect(isCampaignShowing(CAMPAIGN, new Date('2031-02-28T23:59:59+06:30'))).toBe(false);
    expect(isCampaignShowing(CAMPAIGN, new Date('2031-03-01T00:00:00+06:30'))).toBe(true);
    expect(isCampaignShowing(CAMPAIGN, new Date('2031-03-31T23:59:59+06:30'))).toBe(true);
    expect(isCampaignShowing(CAMPAIGN, new Date('2031-04-01T00:00:00+06:30'))).toBe(false);
  });

  it('lists fares of its travel dates from today on, none once they have passed', () => {
    expect(dealDates(CAMPAIGN, '2031-03-02')).toEqual({ from: '2031-03-10', to: '2031-03-31' });
    expect(dealDates(CAMPAIGN, '2031-03-20')).toEqual({ from: '2031-03-20', to: '2031-03-31' });
    expect(dealDates(CAMPAIGN, '2031-03-31')).toEqual({ from: '2031-03-31', to: '2031-03-31' });
    expect(dealDates(CAMPAIGN, '2031-04-01')).toBeNull();
  });

  it('lists its own routes that have a fare, cheapest first, ties in its own order, each once', () => {
    const fare = (route: string, price: number) => ({ origin: route.slice(0, 3), destination: route.slice(4), price });
    const listed = campaignDeals(['RGN-NYU', 'RGN-HEH', 'RGN-MDL', 'RGN-NYU'], [fare('RGN-MDL', 90_000), fare('RGN-HEH', 120_000), fare('RGN-NYU', 120_000), fare('RGN-BKK', 10_000)]);
    expect(listed.map((one) => `${one.origin}-${one.destination}`)).toEqual(['RGN-MDL', 'RGN-NYU', 'RGN-HEH']);
  });

  it('remembers its code for a week after a visit, never past its end', () => {
    expect(campaignPromoSeconds(CAMPAIGN.showsUntil, new Date('2031-03-02T00:00:00+06:30'))).toBe(CAMPAIGN_PROMO_DAYS * 86_400);
    expect(campaignPromoSeconds(CAMPAIGN.showsUntil, new Date('2031-03-31T23:00:00+06:30'))).toBe(3_600);
    expect(campaignPromoSeconds(CAMPAIGN.showsUntil, new Date('2031-04-02T00:00:00+06:30'))).toBe(0);
  });
});
