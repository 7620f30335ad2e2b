import { z } from 'zod';
import { OwnHotelSearchLink } from './hotel-search-link.ts';
import {
  BANNER_LANDINGS,
  BANNER_LINK_MAX,
  BANNER_PRODUCTS,
  BANNER_TEXT_MAX,
  BANNER_TITLE_MAX,
  BLURB_MAX,
  HOTEL_ID_PATTERN,
  isOwnPagePath,
} from '../home/curated.ts';
import { Language } from './common.ts';

/**
 * The home page's curated items (issue 22 item 1, decision 040): the public feeds at the spec's paths
 * (§7 POST /cms/banners and POST /v2/cms/recommended; §4 success on code 200) and the console's calls
 * that edit them (content.edit; every change audited, as the site alerts are).
 */

const Instant = z.iso.datetime({ offset: true });
const ImageId = z.string().regex(/^[0-9a-f]{40}$/, 'an image id of the media pipeline');

/** A picture of ours with its own size (the page reserves its box from it): served at /media/{imageId}/… */
export const CuratedPicture = z.object({ imageId: z.string(), width: z.number().int().positive(), height: z.number().int().positive() });
export type CuratedPicture = z.infer<typeof CuratedPicture>;

// ----------------------------------------------------------------------------------- public feeds

/** POST /cms/banners (spec §7): the banners showing now on a product's landing (`/` is flight's), in one language. */
export const BannersRequest = z.object({ product: z.enum(BANNER_PRODUCTS), language: Language }).strict().meta({ id: 'BannersRequest' });
export type BannersRequest = z.infer<typeof BannersRequest>;

export const HomeBanner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    /** The optional line under the title; null when the employee wrote none. */
    text: z.string().nullable(),
    /** One of our own pages: a path from the site's root, never another site. */
    link: z.string(),
    picture: CuratedPicture,
  })
  .meta({ id: 'HomeBanner' });
export type HomeBanner = z.infer<typeof HomeBanner>;

export const BannersResponse = z.object({ code: z.literal(200), data: z.array(HomeBanner).describe('in the order employees set, at most BANNERS_SHOWN') }).meta({ id: 'BannersResponse' });
export type BannersResponse = z.infer<typeof BannersResponse>;

/** POST /v2/cms/recommended (spec §7; spec §3 recommended: hotel, car, attraction; only hotels are sold). */
export const RecommendedRequest = z.object({ product: z.literal('hotel'), language: Language }).strict().meta({ id: 'RecommendedRequest' });
export type RecommendedRequest = z.infer<typeof RecommendedRequest>;

/** The spec §2 search a recommended hotel's card opens (/hotel/detail with its hotelId): the hotel, tonight to tomorrow, 2 adults, 1 room. */
export const RecommendedHotelSearch = OwnHotelSearchLink;
export type RecommendedHotelSearch = z.infer<typeof RecommendedHotelSearch>;

export const RecommendedHotel = z
  .object({
    id: z.number().int(),
    kind: z.literal('hotel'),
    hotelId: z.string(),
    name: z.string(),
    city: z.string(),
    stars: z.number().int().min(1).max(5),
    /** Guests' published score out of 10 (decision 031); null before any review. */
    score: z.number().nullable(),
    reviews: z.number().int().min(0),
    blurb: z.string(),
    /** The employee's picture, or the hotel's own first photo. */
    picture: CuratedPicture,
    /** The lowest price of a room for the stay's one night for the party, MMK, as the listing's card reads it; null when not had at once. */
    fromPrice: z.number().int().min(0).nullable(),
    search: RecommendedHotelSearch,
  })
  .meta({ id: 'RecommendedHotel' });
export type RecommendedHotel = z.infer<typeof RecommendedHotel>;

export const RecommendedResponse = z.object({ code: z.literal(200), data: z.array(RecommendedHotel).describe('in the order employees set, at most RECOMMENDED_SHOWN') }).meta({ id: 'RecommendedResponse' });
export type RecommendedResponse = z.infer<typeof RecommendedResponse>;

// ------------------------------------------------------------------------------------ the console

export const CuratedIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const Title = z.string().trim().min(1).max(BANNER_TITLE_MAX);
const OptionalLine = z
  .string()
  .trim()
  .max(BANNER_TEXT_MAX)
  .nullish()
  .transform((value) => (value ? value : null));

export const BannerRequest = z
  .object({
    landing: z.enum(BANNER_LANDINGS).describe("the landing pages that show it: 'all', 'flight' or 'hotel'"),
    titleEn: Title,
    titleMy: Title,
    textEn: OptionalLine.describe('optional; both languages or neither'),
    textMy: OptionalLine,
    link: z.string().trim().min(1).max(BANNER_LINK_MAX).refine(isOwnPagePath, 'a path of our own site starting with /').describe('one of our own pages, e.g. /hotel?…; never another site'),
    imageId: ImageId.describe('a picture uploaded with POST /ops/content/home/images'),
    startsAt: Instant,
    endsAt: Instant.describe('exclusive; after startsAt'),
  })
  .strict()
  .meta({ id: 'BannerRequest' });
export type BannerRequest = z.infer<typeof BannerRequest>;
export type BannerRequestInput = z.input<typeof BannerRequest>;

export const RecommendedItemRequest = z
  .object({
    hotelId: z.string().trim().regex(HOTEL_ID_PATTERN, 'one of our hotels, e.g. H3007'),
    blurbEn: z.string().trim().min(1).max(BLURB_MAX),
    blurbMy: z.string().trim().min(1).max(BLURB_MAX),
    imageId: ImageId.nullish()
      .transform((value) => value ?? null)
      .describe("an uploaded picture; absent or null for the hotel's own first photo"),
    startsAt: Instant,
    endsAt: Instant.describe('exclusive; after startsAt'),
  })
  .strict()
  .meta({ id: 'RecommendedItemRequest' });
export type RecommendedItemRequest = z.infer<typeof RecommendedItemRequest>;
export type RecommendedItemRequestInput = z.input<typeof RecommendedItemRequest>;

export const MoveRequest = z.object({ direction: z.enum(['up', 'down']) }).strict().meta({ id: 'CuratedMoveRequest' });

const State = z.enum(['scheduled', 'showing', 'over']);
const Changed = { position: z.number().int(), state: State, updatedAt: Instant, updatedBy: z.string().nullable().describe("the employee's user id; null for the seed") };

export const OpsBanner = z
  .object({
    id: z.number().int(),
    landing: z.enum(BANNER_LANDINGS),
    titleEn: z.string(),
    titleMy: z.string(),
    textEn: z.string().nullable(),
    textMy: z.string().nullable(),
    link: z.string(),
    picture: CuratedPicture,
    startsAt: Instant,
    endsAt: Instant,
    ...Changed,
  })
  .meta({ id: 'OpsBanner' });
export type OpsBanner = z.infer<typeof OpsBanner>;

export const OpsRecommended = z
  .object({
    id: z.number().int(),
    hotelId: z.string(),
    hotelNameEn: z.string(),
    hotelNameMy: z.string(),
    blurbEn: z.string(),
    blurbMy: z.string(),
    /** The uploaded picture; null shows the hotel's own first photo (`picture`). */
    imageId: z.string().nullable(),
    picture: CuratedPicture.nullable(),
    startsAt: Instant,
    endsAt: Instant,
    ...Changed,
  })
  .meta({ id: 'OpsRecommended' });
export type OpsRecommended = z.infer<typeof OpsRecommended>;

export const OpsHomeContentResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      now: Instant,
      banners: z.array(OpsBanner).describe('showing and scheduled in their order first, then those over; at most CURATED_LIST_LIMIT'),
      recommended: z.array(OpsRecommended),
    }),
  })
  .meta({ id: 'OpsHomeContentResponse' });
export type OpsHomeContentResponse = z.infer<typeof OpsHomeContentResponse>;

export const OpsBannerResponse = z.object({ code: z.literal(200), data: OpsBanner }).meta({ id: 'OpsBannerResponse' });
export const OpsRecommendedResponse = z.object({ code: z.literal(200), data: OpsRecommended }).meta({ id: 'OpsRecommendedResponse' });

/** POST /ops/content/home/images: the picture as the pipeline stored it, to name in a banner or recommended item. */
export const CuratedImageResponse = z.object({ code: z.literal(200), data: CuratedPicture.extend({ mediaType: z.string() }) }).meta({ id: 'CuratedImageResponse' });
export type CuratedImageResponse = z.infer<typeof CuratedImageResponse>;
