import type { BannersRequest, HomeBanner, RecommendedHotel } from '@thwa/domain/contracts/curated';
import { BANNERS_SHOWN, RECOMMENDED_SHOWN, recommendedStay, type BannerLanding } from '@thwa/domain/home/curated';
import { ratesForParty } from '@thwa/domain/hotels/rates-for-party';
import { stayNights } from '@thwa/domain/hotels/stay';
import type { Language } from '@thwa/domain/settings';
import type { HotelSources } from '../../../partners/hotel-sources/hotel-sources.ts';
import type { ReviewSummaries } from '../../hotels/reviews/review-summaries.ts';
import type { CuratedRepository, RecommendedRow } from './curated.repository.ts';

/** How long a feed's answer is kept per language: an item ended in the console leaves other nodes within it (this node at once). */
export const CURATED_CACHE_MS = 30_000;

/** How long the answer waits for the recommended hotels' "from" prices; past it the cards show none. */
export const FROM_PRICE_WAIT_MS = 600;

export interface CuratedFeedsOptions {
  repository: CuratedRepository;
  /** Our hotels: names, places, pictures and prices (only our own inventory is recommended). */
  hotels: HotelSources;
  reviews: Pick<ReviewSummaries, 'current'>;
  now: () => Date;
  fromPriceWaitMs?: number;
  cacheMs?: number;
}

async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The home page's curated feeds (issue 22 item 1, decision 040): POST /cms/banners and POST
 * /v2/cms/recommended answer what shows now, in the asked language, in the order employees set. Each
 * answer is kept {@link CURATED_CACHE_MS} per product and language (a landing is the site's busiest
 * page); a console change on this node forgets them at once (`changed`).
 */
export function createCuratedFeeds({ repository, hotels, reviews, now, fromPriceWaitMs = FROM_PRICE_WAIT_MS, cacheMs = CURATED_CACHE_MS }: CuratedFeedsOptions) {
  const kept = new Map<string, { until: number; value: Promise<unknown> }>();

  function cached<T>(key: string, make: () => Promise<T>): Promise<T> {
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
    const value = make();
    kept.set(key, { until: Date.now() + cacheMs, value });
    // A failed read is not kept: the next visitor asks again.
    value.catch(() => kept.delete(key));
    return value;
  }

  async function banners({ product, language }: BannersRequest): Promise<HomeBanner[]> {
    const landings: BannerLanding[] = ['all', product];
    const rows = await repository.bannersShowing(now(), landings, BANNERS_SHOWN);
    return rows.map((row) => ({
      id: row.id,
      title: language === 'mm' ? row.titleMy : row.titleEn,
      text: (language === 'mm' ? row.textMy : row.textEn) ?? null,
      link: row.link,
      picture: { imageId: row.imageId, width: row.width, height: row.height },
    }));
  }

  /**
   * The lowest nightly price of each hotel for the party, as the listing prices a card: rooms free on
   * the night, only the rates on which those rooms sleep the party (cross-sell reads it the same way).
   */
  async function fromPrices(hotelIds: readonly string[], nights: readonly string[], party: { rooms: number; adults: number; children: number }): Promise<Map<string, number>> {
    const source = hotels.source('inventory');
    const lowest = new Map<string, number>();
    if (!source) return lowest;
    const list = hotelIds.flatMap((id) => source.hotel(id) ?? []);
    const offers = await within(source.offers(list, nights, 'local'), fromPriceWaitMs);
    if (!offers) return lowest;
    for (const [hotelId, rooms] of offers)
      for (const { room, offer } of rooms) {
        if (offer.roomsLeft < party.rooms) continue;
        const fitting = new Set(ratesForParty(room, room.rates, party).map((rate) => rate.id));
        for (const price of offer.rates) {
          const was = lowest.get(hotelId);
          if (fitting.has(price.rateId) && (was === undefined || price.perNight < was)) lowest.set(hotelId, price.perNight);
        }
      }
    return lowest;
  }

  async function recommended(language: Language): Promise<RecommendedHotel[]> {
    const at = now();
    const source = hotels.source('inventory');
    if (!source) return [];
    const rows = (await repository.recommendedShowing(at, RECOMMENDED_SHOWN)).filter((row) => source.hotel(row.hotelId));
    if (rows.length === 0) return [];
    const stay = recommendedStay(at);
    const nights = stayNights(stay.checkin, stay.checkout);
    const [photos, scores, prices] = await Promise.all([
      source.photos(rows.map((row) => row.hotelId)),
      reviews.current(),
      'nights' in nights ? fromPrices(rows.map((row) => row.hotelId), nights.nights, { rooms: stay.rooms, adults: stay.adult, children: 0 }) : new Map<string, number>(),
    ]);
    return rows.flatMap((row: RecommendedRow): RecommendedHotel[] => {
      const found = hotels.hotel(row.hotelId);
      if (!found) return [];
      const { hotel, place } = found;
      const first = photos.get(hotel.id)?.[0];
      const picture = row.imageId && row.width && row.height ? { imageId: row.imageId, width: row.width, height: row.height } : first ? { imageId: first.imageId, width: first.width, height: first.height } : undefined;
      // A hotel with no picture at all is left out: a card without one would break the row.
      if (!picture) return [];
      const name = language === 'mm' ? hotel.nameMy : hotel.nameEn;
      const city = language === 'mm' ? place.place.nameMy : place.place.nameEn;
      const score = scores.of(hotel.id);
      return [
        {
          id: row.id,
          kind: 'hotel',
          hotelId: hotel.id,
          name,
          city,
          stars: hotel.stars,
          score: score.score,
          reviews: score.count,
          blurb: language === 'mm' ? row.blurbMy : row.blurbEn,
          picture,
          fromPrice: prices.get(hotel.id) ?? null,
          search: {
            term: hotel.slug,
            listingSearchTerm: name,
            itemId: hotel.id,
            name,
            scope: 'hotel',
            city: place.place.slug,
            country: language === 'mm' ? place.country.my : place.country.en,
            region: 'local',
            ...stay,
            nationality: 'local',
          },
        },
      ];
    });
  }

  return {
    banners: (request: BannersRequest) => cached(`banners:${request.product}:${request.language}`, () => banners(request)),
    recommended: (language: Language) => cached(`recommended:${language}`, () => recommended(language)),
    /** After a console change on this node: the next answer reads the tables again. */
    changed(): void {
      kept.clear();
    },
  };
}

export type CuratedFeeds = ReturnType<typeof createCuratedFeeds>;
