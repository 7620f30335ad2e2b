/**
 * Deals campaigns (issue 22 item 3, decision 042): when a campaign page shows and which of its routes'
 * fares it lists. Pure: the api reads the campaign and the fares, these rules decide.
 */
export interface CampaignWindow {
  readonly showsFrom: Date;
  readonly showsUntil: Date;
  readonly travelFrom: string;
  readonly travelUntil: string;
}

/** A campaign's page exists from its start until its end; before or after, its slug is not found. */
export function isCampaignShowing(campaign: Pick<CampaignWindow, 'showsFrom' | 'showsUntil'>, now: Date): boolean {
  return campaign.showsFrom.getTime() <= now.getTime() && now.getTime() < campaign.showsUntil.getTime();
}

/**
 * The departure dates whose fares the page lists: the campaign's travel dates from today on (a
 * departure today may still be bought; the fares' own booking lead drops what cannot), or null once
 * they have all passed.
 */
export function dealDates(campaign: Pick<CampaignWindow, 'travelFrom' | 'travelUntil'>, today: string): { from: string; to: string } | null {
  const from = campaign.travelFrom > today ? campaign.travelFrom : today;
  return from <= campaign.travelUntil ? { from, to: campaign.travelUntil } : null;
}

export interface RouteFare {
  readonly origin: string;
  readonly destination: string;
  readonly price: number;
}

/**
 * The campaign's routes that have a fare, cheapest first; equal prices keep the campaign's own order.
 * A route named twice is listed once; a fare of a route the campaign does not name is not listed.
 */
export function campaignDeals<T extends RouteFare>(routes: readonly string[], fares: readonly T[]): T[] {
  const order = new Map<string, number>();
  routes.forEach((route, index) => {
    if (!order.has(route)) order.set(route, index);
  });
  const byRoute = new Map<string, T>();
  for (const fare of fares) {
    const route = `${fare.origin}-${fare.destination}`;
    if (order.has(route) && !byRoute.has(route)) byRoute.set(route, fare);
  }
  return [...byRoute.entries()].sort(([a, x], [b, y]) => x.price - y.price || order.get(a)! - order.get(b)!).map(([, fare]) => fare);
}

/** How long the payment page remembers a campaign's code after a visit: a week, never past the campaign's end. */
export const CAMPAIGN_PROMO_DAYS = 7;

/** The seconds a visit's remembered code lives (a cookie's Max-Age). */
export function campaignPromoSeconds(showsUntil: Date, now: Date): number {
  const untilEnd = Math.floor((showsUntil.getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(untilEnd, CAMPAIGN_PROMO_DAYS * 86_400));
}

