import { z } from 'zod';
import { HOTEL_SEARCH_DEFAULTS } from '../constants.ts';
import { DEFAULT_HOTEL_SORT, HOTEL_SORTS, HOTELS_PER_PAGE } from '../hotels/hotel-list.ts';
import { MAX_ADULTS_PER_ROOM, MAX_HOTEL_CHILDREN, MAX_HOTEL_ROOMS } from '../hotels/hotel-search.ts';
import { Currency, Language } from './common.ts';
import { HOTEL_PHOTO_KINDS } from '../hotels/hotel-photos.ts';
import { NEARBY_KINDS } from '../hotels/hotel-location.ts';

// ---------------------------------------------------------------- locations: GET /hotelrevamp?q=

export const HotelLocationQuery = z.object({
  q: z.string().trim().min(1).max(60),
  language: Language.default('en'),
});
export type HotelLocationQuery = z.infer<typeof HotelLocationQuery>;

/** Spec §3 "Departure location": what the hotel search drawer offers and the listing is searched by. */
export const HotelLocationKind = z.enum(['city', 'township', 'hotel']);
export type HotelLocationKind = z.infer<typeof HotelLocationKind>;

/** Spec §3 region: our own domestic inventory (local), or hotels abroad (international). */
export const HotelRegion = z.enum(['local', 'international']);
export type HotelRegion = z.infer<typeof HotelRegion>;

export const HotelLocation = z
  .object({
    name: z.string().describe('In the language asked for'),
    kind: HotelLocationKind,
    country: z.string(),
    id: z.string().describe('The destination id for a city or township, the hotel id for a hotel'),
    city: z.string(),
    city_slug: z.string(),
    township: z.string().nullable(),
    township_slug: z.string().nullable(),
    hotel_slug: z.string().nullable(),
    /** Absent in a recent location kept before hotels abroad were sold: those were all ours. */
    region: HotelRegion.default('local'),
  })
  .meta({ id: 'HotelLocation' });
export type HotelLocation = z.infer<typeof HotelLocation>;

/** Spec §4: hotel autocomplete succeeds when the answer has data; an empty list is "no match". */
export const HotelLocationResponse = z.object({ code: z.literal(200), data: z.array(HotelLocation) }).meta({ id: 'HotelLocationResponse' });
export type HotelLocationResponse = z.infer<typeof HotelLocationResponse>;

// ---------------------------------------------------------------- search: POST /hotel/v2/{filter,list,detail}

const IsoDate = z.iso.date().describe('YYYY-MM-DD');
const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
const Slug = z.string().trim().regex(/^[a-z0-9-]{1,120}$/, 'a slug');
/** A code of our lists (amenities, bed types, hotel types); the service refuses one it does not know. */
const Code = z.string().trim().regex(/^[a-z0-9_]{1,40}$/, 'a code');
/** Texts the listing's address carries for display; bounded, never searched by. */
const DisplayText = z.string().max(120);
const Money = z.number().int().min(0).describe('MMK');

/**
 * Spec §2 hotel search parameters, as the listing's address carries them, in a JSON body. The place is
 * a spec §3 departure location: `scope` its kind, `itemId` its id and `term` its slug (city_slug,
 * township_slug or hotel_slug); a city is found by `itemId`, else `term`, else `city`; a township by
 * `term`; a hotel by `itemId`, else `term`. `name`, `listingSearchTerm` and `country` are what the
 * listing shows and are not searched by. Amounts are MMK whatever `currency` asks: the web converts.
 */
const HotelSearchFields = {
  term: Slug.optional().describe("the place's slug: city_slug, township_slug or hotel_slug"),
  listingSearchTerm: DisplayText.optional(),
  itemId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'an id')
    .optional()
    .describe('the destination id of a city or township, the hotel id of a hotel'),
  name: DisplayText.optional(),
  scope: HotelLocationKind.default('city'),
  city: Slug.optional().describe('city_slug'),
  country: DisplayText.optional(),
  region: HotelRegion.default('local'),
  checkin: IsoDate,
  checkout: IsoDate,
  rooms: z.number().int().min(1).max(MAX_HOTEL_ROOMS).default(HOTEL_SEARCH_DEFAULTS.rooms),
  adult: z
    .number()
    .int()
    .min(1)
    .max(MAX_HOTEL_ROOMS * MAX_ADULTS_PER_ROOM)
    .default(HOTEL_SEARCH_DEFAULTS.adult)
    .describe(`over 12; at least one and at most ${MAX_ADULTS_PER_ROOM} a room`),
  child: z.number().int().min(0).max(MAX_HOTEL_CHILDREN).default(HOTEL_SEARCH_DEFAULTS.child).describe('2 to 12'),
  child_ages: z.string().max(40).default('').describe("one age (2-12) per child, comma separated: '5,9'"),
  nationality: z.enum(['local', 'foreign']).default('local').describe('local pays the local price, foreign the foreigner price'),
  currency: Currency.default('MMK'),
  language: Language.default('en'),
};

export const HotelFilterRequest = z.object(HotelSearchFields).meta({ id: 'HotelFilterRequest' });
export type HotelFilterRequest = z.infer<typeof HotelFilterRequest>;

/** Spec §3 listing filters. Within one filter any value chosen will do; across filters all must; every amenity chosen must be there. */
export const HotelListFilters = z.object({
  priceRanges: z
    .array(
      z
        .object({ min: Money, max: Money })
        .refine((range) => range.min <= range.max, { message: 'min is above max', path: ['max'] })
        .describe('the price of one room for one night (the stay\'s average), both ends included'),
    )
    .max(10)
    .default([]),
  starRating: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  bedTypes: z.array(Code).max(10).default([]),
  hotelTypes: z.array(Code).max(10).default([]),
  amenities: z.array(Code).max(30).default([]),
  townships: z.array(Slug).max(30).default([]).describe('township slugs'),
});
export type HotelListFilters = z.infer<typeof HotelListFilters>;

export const HotelSortOrder = z.enum(['asc', 'desc']);

export const HotelListRequest = z
  .object({
    ...HotelSearchFields,
    filters: HotelListFilters.default({ priceRanges: [], starRating: [], bedTypes: [], hotelTypes: [], amenities: [], townships: [] }),
    sort: z.enum(HOTEL_SORTS).default(DEFAULT_HOTEL_SORT.sort).describe('rank (Recommended), deals, price, star_rating (Stars), guest_rating (guests\' average score; unrated last)'),
    order: HotelSortOrder.default(DEFAULT_HOTEL_SORT.order),
    page: z.number().int().min(1).max(1_000).default(1),
  })
  .meta({ id: 'HotelListRequest' });
export type HotelListRequest = z.infer<typeof HotelListRequest>;

export const HotelDetailRequest = z
  .object({
    ...HotelSearchFields,
    hotelId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,20}$/, 'an id')
      .optional(),
    hotelSlug: Slug.optional().describe('when no hotelId is given'),
  })
  .meta({ id: 'HotelDetailRequest' });
export type HotelDetailRequest = z.infer<typeof HotelDetailRequest>;

const Place = z.object({ slug: z.string(), name: z.string().describe('in the language asked for') });

/** One rate's price for the stay, MMK: after the hotel's deal, and before it (equal without a deal). */
export const HotelStayPrice = z.object({
  currency: z.literal('MMK'),
  perNight: Money.describe("one room, the stay's average night (rounded up to a kyat)"),
  perNightBeforeDeal: Money,
  total: Money.describe('every room asked for, every night of the stay'),
  totalBeforeDeal: Money,
  dealPercent: z.number().int().min(0).max(100).describe('what the deal takes off, 0 without one'),
});
export type HotelStayPrice = z.infer<typeof HotelStayPrice>;

export const HotelRateCancellation = z.object({
  refundable: z.boolean(),
  freeUntil: IsoDate.nullable().describe('the last day to cancel free of charge; null when non-refundable'),
});
export type HotelRateCancellation = z.infer<typeof HotelRateCancellation>;

/**
 * One of a hotel's pictures (issue 19): served by the image pipeline at /media/{imageId}/{width}.{format}
 * in the sizes and formats of media/image-variants.ts; its own width and height reserve its box on a page.
 */
export const HotelPhoto = z
  .object({
    imageId: z.string().regex(/^[0-9a-f]{40}$/),
    kind: z.enum(HOTEL_PHOTO_KINDS),
    roomCode: z.string().nullable().describe("the room type's code for its room and bathroom; null for the hotel's own"),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    caption: z.string().describe('what it shows, in the language asked for: its alternative text'),
  })
  .meta({ id: 'HotelPhoto' });
export type HotelPhoto = z.infer<typeof HotelPhoto>;

/** A point a hotel's distances are given to (hotels/hotel-location.ts), in the language asked for. */
export const HotelNearby = z
  .object({
    kind: z.enum(NEARBY_KINDS),
    name: z.string().describe('in the language asked for'),
    distanceMetres: z.number().int().min(0).describe('from the hotel, as the crow flies'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .meta({ id: 'HotelNearby' });
export type HotelNearby = z.infer<typeof HotelNearby>;

/** A hotel as the list shows it for one stay and party: the price of its cheapest rate that sleeps the party. */
export const HotelCard = z
  .object({
    hotelId: z.string(),
    slug: z.string(),
    name: z.string(),
    type: z.string().describe('hotel, resort, guest_house, serviced_apartment or motel'),
    typeName: z.string(),
    stars: z.number().int().min(1).max(5),
    city: Place,
    township: Place,
    nearestLandmark: z
      .object({ name: z.string(), distanceMetres: z.number().int().min(0) })
      .nullable()
      .describe("the place's landmark nearest the hotel, for the card's '1.2 km from Shwedagon Pagoda'"),
    picture: z.string().nullable().describe("the address of its first picture (800 px JPEG); null when it has none"),
    photo: HotelPhoto.nullable().describe('its first picture (the building); null when it has none'),
    amenities: z.array(z.string()).describe('codes, as the filter answer names them'),
    price: HotelStayPrice,
    cancellation: HotelRateCancellation.describe("the cheapest rate's"),
    roomsLeft: z.number().int().min(1).nullable().describe('rooms left at that price when few (5 or fewer), else null'),
    rank: z.number().describe('Recommended: higher is recommended more'),
    reviewScore: z.number().min(1).max(10).nullable().optional().describe("guests' average score out of 10, one decimal; null before any review"),
    reviewCount: z.number().int().min(0).optional().describe('published reviews from verified stays'),
  })
  .meta({ id: 'HotelCard' });
export type HotelCard = z.infer<typeof HotelCard>;

/** Spec §3 list meta; `searchedTerm` is the region searched. */
export const HotelListMeta = z.object({
  to: z.number().int(),
  from: z.number().int(),
  perPage: z.number().int().describe(`${HOTELS_PER_PAGE}`),
  lastPage: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
  searchedTerm: HotelRegion,
});
export type HotelListMeta = z.infer<typeof HotelListMeta>;

/** Spec §4: the list succeeds with `data`; a page past the last is empty, as the web appends pages. */
export const HotelListResponse = z.object({ code: z.literal(200), data: z.array(HotelCard), meta: HotelListMeta }).meta({ id: 'HotelListResponse' });
export type HotelListResponse = z.infer<typeof HotelListResponse>;

const Count = z.number().int().min(1).describe('hotels of this search that have it');
const NamedCount = z.object({ code: z.string(), name: z.string(), count: Count });

/**
 * What the listing's filters can offer for one search: each value present among the hotels that have a
 * room for the stay and the party, with how many have it, names in the language asked for. Counts do
 * not depend on other filters chosen.
 */
export const HotelFilterOptions = z.object({
  total: z.number().int().min(0).describe('hotels with a room for the stay and the party'),
  priceBounds: z.object({ min: Money, max: Money }).nullable().describe('the lowest and highest price per room per night; null when no hotel'),
  priceRanges: z.array(z.object({ min: Money, max: Money, count: Count })),
  starRating: z.array(z.object({ value: z.number().int().min(1).max(5), count: Count })),
  bedTypes: z.array(NamedCount),
  hotelTypes: z.array(NamedCount),
  amenities: z.array(NamedCount),
  townships: z.array(z.object({ slug: z.string(), name: z.string(), count: Count })),
});
export type HotelFilterOptions = z.infer<typeof HotelFilterOptions>;

export const HotelFilterResponse = z.object({ code: z.literal(200), data: HotelFilterOptions }).meta({ id: 'HotelFilterResponse' });
export type HotelFilterResponse = z.infer<typeof HotelFilterResponse>;

export const HotelRateOffer = z.object({
  rateId: z.string(),
  name: z.string(),
  services: z.array(z.string()).describe("spec §3 rates[].services[]: 'Breakfast', 'Extra bed'"),
  serviceNames: z.array(z.string()).describe('the services in the language asked for'),
  price: HotelStayPrice,
  cancellation: HotelRateCancellation,
});
export type HotelRateOffer = z.infer<typeof HotelRateOffer>;

/** A room type with the rates that sleep the party, when it has enough rooms free every night. */
export const HotelRoomOffer = z.object({
  roomTypeId: z.string(),
  name: z.string(),
  bedType: z.string(),
  bedTypeName: z.string(),
  sizeM2: z.number().int(),
  photos: z.array(HotelPhoto).describe('the room and its bathroom'),
  availables: z.object({
    maxAdults: z.number().int().describe("spec §5: one more when the first rate offered includes an 'Extra bed'"),
    maxChildren: z.number().int(),
    roomsLeft: z.number().int().min(1).describe('rooms of this type free on every night of the stay'),
  }),
  rates: z.array(HotelRateOffer).min(1),
});
export type HotelRoomOffer = z.infer<typeof HotelRoomOffer>;

export const HotelDetailInfo = z.object({
  hotelId: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  stars: z.number().int().min(1).max(5),
  type: z.string(),
  typeName: z.string(),
  city: Place,
  township: Place,
  location: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).describe('where the hotel stands, WGS 84 degrees'),
  nearby: z.array(HotelNearby).describe("the place's landmarks, its airport and bus station, nearest first"),
  picture: z.string().nullable(),
  photos: z.array(HotelPhoto).describe("the hotel's own pictures in the order shown (building, view, lobby, pool, breakfast), then every room type's"),
  amenities: z.array(z.object({ code: z.string(), name: z.string() })),
  reviewScore: z.number().min(1).max(10).nullable().optional().describe("guests' average score out of 10, one decimal; null before any review"),
  reviewCount: z.number().int().min(0).optional().describe('published reviews from verified stays'),
  /** Spec §3 hotel policy: check-in and check-out time, extra bed, baby cot; and the hotel's cancellation terms. */
  policies: z.object({
    checkIn: ClockTime,
    checkOut: ClockTime,
    extraBed: z.object({ allowed: z.boolean(), price: Money.nullable().describe('per night') }),
    babyCot: z.object({ available: z.boolean(), price: Money.nullable().describe('per night; 0 is free') }),
    cancellation: z.object({ refundable: z.boolean(), freeCancellationDays: z.number().int().nullable() }),
  }),
});
export type HotelDetailInfo = z.infer<typeof HotelDetailInfo>;

/** Spec §3 reservation info: what a guest should know before booking, in the language asked for. */
export const HotelReservationInfo = z.object({
  kind: z.enum(['stay', 'guests', 'check_in_out', 'extra_bed', 'baby_cot', 'price']),
  title: z.string(),
  text: z.string(),
});
export type HotelReservationInfo = z.infer<typeof HotelReservationInfo>;

export const HotelDetailResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      hotelDetailInfo: HotelDetailInfo,
      rooms: z.array(HotelRoomOffer).describe('empty when no room sleeps the party for the whole stay'),
      reservationInfo: z.array(HotelReservationInfo),
      stay: z.object({
        checkin: IsoDate,
        checkout: IsoDate,
        nights: z.number().int(),
        rooms: z.number().int(),
        adult: z.number().int(),
        child: z.number().int(),
        childAges: z.array(z.number().int()),
      }),
    }),
  })
  .meta({ id: 'HotelDetailResponse' });
export type HotelDetailResponse = z.infer<typeof HotelDetailResponse>;

// ---------------------------------------------------------------- book again (My trips, spec §3 Trip record)

/** The bookAgain of a hotel stay: the hotel search (spec §2 hotel query parameters) that finds the same hotel for the same guests. */
export const HotelBookAgain = z.object({
  product: z.literal('hotel'),
  /** The hotel's id, searched as spec §3 location kind 'hotel'. */
  itemId: z.string(),
  name: z.string(),
  city: z.string(),
  /** Spec §3 region: 'international' for a hotel abroad (the bed bank's). */
  region: z.enum(['local', 'international']),
  checkin: z.string().describe('YYYY-MM-DD'),
  checkout: z.string().describe('YYYY-MM-DD'),
  rooms: z.number().int(),
  adult: z.number().int(),
  child: z.number().int(),
  childAges: z.array(z.number().int()),
  nationality: z.string(),
  currency: z.string(),
  language: z.string(),
});
export type HotelBookAgain = z.infer<typeof HotelBookAgain>;
