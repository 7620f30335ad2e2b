/**
 * The home page's curated items (issue 22 item 1, decision 040): banners and recommended hotels that
 * employees of the content group edit in the operations console, in English and Myanmar. Pure rules
 * shared by the api (which refuses what breaks them), the console's form (which says so beside the
 * field) and the seed. zod-free: the console's page carries them to the browser.
 */
import { addDays, yangonDate } from '../dates.ts';

/** The landing pages a banner shows on: every one, or one product's (only products we sell have one). */
export const BANNER_LANDINGS = ['all', 'flight', 'hotel'] as const;
export type BannerLanding = (typeof BANNER_LANDINGS)[number];

/** The products a landing asks banners for (POST /cms/banners): `/` is the flight landing. */
export const BANNER_PRODUCTS = ['flight', 'hotel'] as const;
export type BannerProduct = (typeof BANNER_PRODUCTS)[number];

/** Spec §3 recommended (hotel, car, attraction): only hotels are sold, so only hotels are recommended. */
export const RECOMMENDED_PRODUCTS = ['hotel'] as const;

export const BANNER_TITLE_MAX = 80;
export const BANNER_TEXT_MAX = 160;
export const BANNER_LINK_MAX = 300;
export const BLURB_MAX = 200;

/** The most items a feed answers: a row a visitor scrolls through, not a catalogue. */
export const BANNERS_SHOWN = 8;
export const RECOMMENDED_SHOWN = 8;

/** The most items kept in the console's list (every state), newest window first. */
export const CURATED_LIST_LIMIT = 100;

/** Our hotels' ids (H + digits), as the inventory names them. */
export const HOTEL_ID_PATTERN = /^H\d{1,8}$/;

export function isBannerLanding(value: unknown): value is BannerLanding {
  return typeof value === 'string' && (BANNER_LANDINGS as readonly string[]).includes(value);
}

/**
 * Whether `link` names one of our own pages: a path from the site's root ('/hotel?…', '/campaign/…'),
 * never another site. Refused: anything not starting with one '/', a protocol-relative '//host', a
 * backslash (browsers read '/\host' as '//host'), spaces and control characters, and a path into
 * the api ('/api/…') or the console ('/ops…'), which are not pages for customers.
 */
export function isOwnPagePath(link: string): boolean {
  if (link.length === 0 || link.length > BANNER_LINK_MAX) return false;
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(link)) return false;
  let url: URL;
  try {
    url = new URL(link, 'https://thwa.invalid');
  } catch {
    return false;
  }
  if (url.origin !== 'https://thwa.invalid') return false;
  return !/^\/(?:api|ops)(?:[/?#]|$)/.test(url.pathname);
}

export interface CuratedWindow {
  startsAt: Date;
  endsAt: Date;
}

/** A window must end after it starts. */
export function curatedWindowProblem(window: CuratedWindow): 'to_before_from' | null {
  return window.endsAt.getTime() > window.startsAt.getTime() ? null : 'to_before_from';
}

/** What the console says of an item at `now`: showing (from its start inclusive to its end exclusive), scheduled or over. */
export function curatedState(window: CuratedWindow, now: Date): 'showing' | 'scheduled' | 'over' {
  if (window.startsAt.getTime() > now.getTime()) return 'scheduled';
  return now.getTime() < window.endsAt.getTime() ? 'showing' : 'over';
}

/** Whether a banner for `landing` belongs on `product`'s landing page. */
export function bannerShowsOn(landing: BannerLanding, product: BannerProduct): boolean {
  return landing === 'all' || landing === product;
}

/**
 * The ids in their new order after moving `id` one place up or down; the same order when it cannot
 * move (first up, last down) or is not there.
 */
export function movedOrder(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] {
  const order = [...ids];
  const at = order.indexOf(id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return order;
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}

/** The stay a recommended hotel's card opens: tonight to tomorrow in Yangon, for 2 adults in 1 room. */
export function recommendedStay(now: Date): { checkin: string; checkout: string; rooms: 1; adult: 2; childAges: number[] } {
  const checkin = yangonDate(now);
  return { checkin, checkout: addDays(checkin, 1), rooms: 1, adult: 2, childAges: [] };
}

/**
 * Both languages or neither: a banner's optional line in only one language would show a half-written
 * banner to the other language's visitors. Names the empty one.
 */
export function pairProblem(en: string | null | undefined, my: string | null | undefined): 'en' | 'my' | null {
  const hasEn = Boolean(en && en.trim());
  const hasMy = Boolean(my && my.trim());
  if (hasEn === hasMy) return null;
  return hasEn ? 'my' : 'en';
}
