import { deepFreeze } from '@thwa/domain/deep-freeze';
import { AMENITIES, HOTEL_TYPES, type Amenity, type BedType, type HotelType } from '@thwa/domain/hotels/hotel-codes';
import type { CancellationPolicy } from '@thwa/domain/hotels/cancellation';
import { nearestFirst, offsetPoint } from '@thwa/domain/hotels/hotel-location';
import { toMyanmarDigits } from '@thwa/domain/money';
import { DESTINATIONS, type Coordinates, type DestinationKind, type DestinationSlug, type HotelPlace, type Phrase, type Township, type Waterfront } from './destinations.ts';
import { seededRandom, type Random } from './random.ts';

/**
 * The hotels we sell, generated: a few hundred invented hotels in real places (destinations.ts), each
 * with its rooms, rates and policies. Generated rather than typed because a listing needs hundreds of
 * hotels to exercise its filters, sort and paging, and nobody reviews three hundred hand-written rate
 * tables; seeded so that every run, every machine and every test sees the same hotels.
 *
 * Each hotel draws from its own seed (CATALOGUE_SEED and its id), so adding hotels to one destination
 * changes no hotel elsewhere. Names are invented from Myanmar words and English nouns, never a real brand.
 *
 * Prices are integer MMK per room per night, calibrated on Myanmar hotels of 2024-2025: the cheapest room
 * of a 1-star guest house 25,000-45,000, of a 3-star hotel 60,000-120,000, of a 5-star 250,000-700,000.
 * Foreigners often pay more (hotels quote them in dollars); locals never pay more than foreigners.
 * These are base prices: the hotel calendar (hotel-calendar.ts) moves them by season and weekday.
 */

/** Changing it regenerates every hotel: ids stay, everything else changes. */
export const CATALOGUE_SEED = 'thwa-hotels-1';

/** Spec §3 listing filter starRating. */
export type StarRating = 1 | 2 | 3 | 4 | 5;
export const STAR_RATINGS: readonly StarRating[] = [1, 2, 3, 4, 5];

/**
 * Services of a rate as the spec names them: a rate whose services include 'Extra bed' lets one more
 * adult stay in the room (spec §5, compared case-insensitively).
 */
export type RateService = 'Breakfast' | 'Extra bed';

export type RatePlan = 'room_only' | 'breakfast' | 'breakfast_extra_bed';

/** A rate's cancellation policy (packages/domain/src/hotels/cancellation.ts holds its rules). */
export type Cancellation = CancellationPolicy;

export interface HotelPolicies {
  /** Local time, 'HH:mm'. */
  checkIn: string;
  /** Local time, 'HH:mm'; never later than check-in, so a room can be made ready between guests. */
  checkOut: string;
  /** Per night, MMK; the extra guest's breakfast is included. */
  extraBed: { allowed: true; price: number } | { allowed: false };
  /** Per night, MMK; 0 is free. */
  babyCot: { available: true; price: number } | { available: false };
  /** Free cancellation until this many days before check-in, or none. */
  cancellation: Cancellation;
}

export interface HotelRate {
  id: string;
  plan: RatePlan;
  nameEn: string;
  nameMy: string;
  services: readonly RateService[];
  /** Per room per night, MMK, for Myanmar citizens. */
  localPrice: number;
  /** Per room per night, MMK, for foreign passport holders; never below localPrice. */
  foreignerPrice: number;
  cancellation: Cancellation;
}

export interface HotelRoomType {
  id: string;
  code: string;
  nameEn: string;
  nameMy: string;
  bedType: BedType;
  /** Adults (over 12, spec §9) the room sleeps without an extra bed. */
  maxAdults: number;
  /** Children (2 to 12) on top of the adults. */
  maxChildren: number;
  sizeM2: number;
  /** Physical rooms of this type: the most that can be sold for one night. */
  roomCount: number;
  /** Room only first, then with breakfast, then (where the hotel allows it) with an extra bed. */
  rates: readonly HotelRate[];
}

export interface Hotel {
  /** 'H' and the destination id × 1000 + the hotel's number there: stable when other places change. */
  id: string;
  slug: string;
  nameEn: string;
  nameMy: string;
  descriptionEn: string;
  descriptionMy: string;
  type: HotelType;
  stars: StarRating;
  destinationId: number;
  townshipSlug: string;
  addressEn: string;
  addressMy: string;
  /** Where it stands (WGS 84 degrees, five decimals): near its township's centre (hotelLocation). */
  latitude: number;
  longitude: number;
  /** The front desk, as the voucher gives it: '+95 1 234 5678', '+95 9 …' for a mobile, '+66 2 …' abroad. */
  phone: string;
  /** In the order of AMENITIES. */
  amenities: readonly Amenity[];
  policies: HotelPolicies;
  /** Cheapest first. */
  rooms: readonly HotelRoomType[];
}

/** How many hotels a place has, and how dear they are. */
export interface DestinationPlan {
  hotels: number;
  /** Small towns have no 5-star hotel. */
  maxStars: StarRating;
  /** Where the place's hotels sit in each star's price band: 0 the cheapest end, 1 the dearest. */
  priceLevel: number;
}

/** More hotels where travellers go most (flight-network.ts ranks the same places high). */
const DESTINATION_PLAN: Readonly<Record<DestinationSlug, DestinationPlan>> = {
  yangon: { hotels: 55, maxStars: 5, priceLevel: 0.55 },
  mandalay: { hotels: 35, maxStars: 5, priceLevel: 0.45 },
  bagan: { hotels: 32, maxStars: 5, priceLevel: 0.5 },
  inle: { hotels: 28, maxStars: 5, priceLevel: 0.55 },
  'nay-pyi-taw': { hotels: 16, maxStars: 5, priceLevel: 0.3 },
  ngapali: { hotels: 20, maxStars: 5, priceLevel: 0.75 },
  'ngwe-saung': { hotels: 12, maxStars: 4, priceLevel: 0.45 },
  'chaung-tha': { hotels: 10, maxStars: 4, priceLevel: 0.3 },
  kalaw: { hotels: 10, maxStars: 4, priceLevel: 0.35 },
  'pyin-oo-lwin': { hotels: 11, maxStars: 4, priceLevel: 0.4 },
  'hpa-an': { hotels: 8, maxStars: 3, priceLevel: 0.25 },
  mawlamyine: { hotels: 8, maxStars: 4, priceLevel: 0.25 },
  dawei: { hotels: 8, maxStars: 4, priceLevel: 0.3 },
  myitkyina: { hotels: 6, maxStars: 4, priceLevel: 0.25 },
  'kyaing-tong': { hotels: 6, maxStars: 3, priceLevel: 0.25 },
  taunggyi: { hotels: 8, maxStars: 4, priceLevel: 0.3 },
  sittwe: { hotels: 5, maxStars: 3, priceLevel: 0.2 },
  monywa: { hotels: 5, maxStars: 3, priceLevel: 0.2 },
  kyaiktiyo: { hotels: 6, maxStars: 3, priceLevel: 0.35 },
  bago: { hotels: 5, maxStars: 3, priceLevel: 0.2 },
  myeik: { hotels: 4, maxStars: 3, priceLevel: 0.25 },
  kawthaung: { hotels: 5, maxStars: 4, priceLevel: 0.35 },
};

/** Serviced apartments are a city product; resorts want a beach, a lake, hills or ruins around them. */
const TYPE_WEIGHTS: Readonly<Record<DestinationKind, Readonly<Record<HotelType, number>>>> = {
  city: { hotel: 48, resort: 3, guest_house: 26, serviced_apartment: 16, motel: 7 },
  capital: { hotel: 45, resort: 35, guest_house: 5, serviced_apartment: 5, motel: 10 },
  town: { hotel: 50, resort: 5, guest_house: 33, serviced_apartment: 0, motel: 12 },
  heritage: { hotel: 40, resort: 20, guest_house: 35, serviced_apartment: 0, motel: 5 },
  lake: { hotel: 30, resort: 35, guest_house: 35, serviced_apartment: 0, motel: 0 },
  beach: { hotel: 30, resort: 50, guest_house: 20, serviced_apartment: 0, motel: 0 },
  hill: { hotel: 40, resort: 25, guest_house: 30, serviced_apartment: 0, motel: 5 },
};

const STAR_WEIGHTS: Readonly<Record<HotelType, ReadonlyArray<readonly [StarRating, number]>>> = {
  guest_house: [
    [1, 60],
    [2, 40],
  ],
  motel: [
    [1, 40],
    [2, 60],
  ],
  hotel: [
    [2, 25],
    [3, 40],
    [4, 25],
    [5, 10],
  ],
  resort: [
    [3, 35],
    [4, 40],
    [5, 25],
  ],
  serviced_apartment: [
    [3, 30],
    [4, 50],
    [5, 20],
  ],
};

/** The star ratings a type of property can have: a guest house is never 4-star, a resort never 2-star. */
export const STARS_BY_TYPE: Readonly<Record<HotelType, readonly StarRating[]>> = {
  hotel: STAR_WEIGHTS.hotel.map(([stars]) => stars),
  resort: STAR_WEIGHTS.resort.map(([stars]) => stars),
  guest_house: STAR_WEIGHTS.guest_house.map(([stars]) => stars),
  serviced_apartment: STAR_WEIGHTS.serviced_apartment.map(([stars]) => stars),
  motel: STAR_WEIGHTS.motel.map(([stars]) => stars),
};

/** Local price of the hotel's cheapest room, room only, before the calendar's season. */
export const BASE_PRICE_BAND: Readonly<Record<StarRating, readonly [number, number]>> = {
  1: [25_000, 45_000],
  2: [40_000, 70_000],
  3: [60_000, 120_000],
  4: [120_000, 250_000],
  5: [250_000, 700_000],
};

/** Within a star band, resorts charge for the setting and motels for little more than a bed. */
const TYPE_PRICE_SHIFT: Readonly<Record<HotelType, number>> = { hotel: 0, resort: 0.1, guest_house: 0, serviced_apartment: 0.05, motel: -0.15 };
/** Foreigners' surcharge, one of these per hotel: many small places charge everyone the same. */
const FOREIGNER_PREMIUM: Readonly<Record<StarRating, readonly number[]>> = {
  1: [0, 0, 0.1],
  2: [0, 0.1, 0.15],
  3: [0.1, 0.15, 0.2],
  4: [0.15, 0.2, 0.25],
  5: [0.2, 0.25, 0.3],
};
/** Breakfast per adult the room sleeps. */
const BREAKFAST_PER_ADULT: Readonly<Record<StarRating, number>> = { 1: 3_000, 2: 4_000, 3: 7_000, 4: 15_000, 5: 30_000 };
const EXTRA_BED_PRICE: Readonly<Record<StarRating, number>> = { 1: 8_000, 2: 12_000, 3: 20_000, 4: 35_000, 5: 60_000 };
/** Room floor area against a 3-star room of the same kind. */
const STAR_ROOM_SIZE: Readonly<Record<StarRating, number>> = { 1: 0.75, 2: 0.85, 3: 1, 4: 1.2, 5: 1.4 };

/**
 * Amounts as hotels publish them: to 500 MMK below 100,000 and to 1,000 above. Never decreasing in its
 * input, so a rate dearer than another before rounding is never cheaper after it.
 */
export function roundPrice(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`a price must be a non-negative amount, got ${amount}`);
  const step = amount < 100_000 ? 500 : 1_000;
  return Math.round(amount / step) * step;
}

/** The adults a room sleeps when booked on a rate: one more with an extra bed (spec §5). */
export function maxAdultsOnRate(room: HotelRoomType, rate: HotelRate): number {
  return room.maxAdults + (rate.services.some((service) => service.toLowerCase() === 'extra bed') ? 1 : 0);
}

// ------------------------------------------------------------------------------------------ rooms

interface RoomTemplate {
  code: string;
  nameEn: string;
  nameMy: string;
  beds: readonly BedType[];
  maxAdults: number;
  maxChildren: number;
  /** Floor area of a 3-star room, m²; STAR_ROOM_SIZE scales it. */
  sizeM2: readonly [number, number];
  /** Price against the cheapest room type the hotel has. */
  priceFactor: number;
  /** Weight when the hotel's physical rooms are shared between its room types. */
  share: number;
  minStars?: StarRating;
}

const GUEST_HOUSE_ROOMS: readonly RoomTemplate[] = [
  { code: 'standard-double', nameEn: 'Standard Double', nameMy: 'ပုံမှန် နှစ်ယောက်ခန်း', beds: ['double'], maxAdults: 2, maxChildren: 1, sizeM2: [16, 20], priceFactor: 1, share: 5 },
  { code: 'single', nameEn: 'Single Room', nameMy: 'တစ်ယောက်ခန်း', beds: ['single'], maxAdults: 1, maxChildren: 0, sizeM2: [11, 14], priceFactor: 0.8, share: 2 },
  { code: 'standard-twin', nameEn: 'Standard Twin', nameMy: 'ပုံမှန် ကုတင်နှစ်လုံးခန်း', beds: ['twin'], maxAdults: 2, maxChildren: 1, sizeM2: [16, 20], priceFactor: 1, share: 3 },
  { code: 'superior-double', nameEn: 'Superior Double', nameMy: 'အဆင့်မြင့် နှစ်ယောက်ခန်း', beds: ['double', 'queen'], maxAdults: 2, maxChildren: 1, sizeM2: [20, 24], priceFactor: 1.25, share: 2 },
  { code: 'family', nameEn: 'Family Room', nameMy: 'မိသားစုအခန်း', beds: ['bunk'], maxAdults: 4, maxChildren: 1, sizeM2: [24, 30], priceFactor: 1.5, share: 1 },
];

const MOTEL_ROOMS: readonly RoomTemplate[] = [
  { code: 'standard-double', nameEn: 'Standard Double', nameMy: 'ပုံမှန် နှစ်ယောက်ခန်း', beds: ['double'], maxAdults: 2, maxChildren: 1, sizeM2: [18, 22], priceFactor: 1, share: 5 },
  { code: 'standard-twin', nameEn: 'Standard Twin', nameMy: 'ပုံမှန် ကုတင်နှစ်လုံးခန်း', beds: ['twin'], maxAdults: 2, maxChildren: 1, sizeM2: [18, 22], priceFactor: 1, share: 3 },
  { code: 'family', nameEn: 'Family Room', nameMy: 'မိသားစုအခန်း', beds: ['queen'], maxAdults: 3, maxChildren: 2, sizeM2: [26, 32], priceFactor: 1.45, share: 1 },
];

const HOTEL_ROOMS: readonly RoomTemplate[] = [
  { code: 'standard', nameEn: 'Standard Room', nameMy: 'ပုံမှန်အခန်း', beds: ['double', 'twin'], maxAdults: 2, maxChildren: 1, sizeM2: [22, 26], priceFactor: 1, share: 5 },
  { code: 'superior', nameEn: 'Superior Room', nameMy: 'အဆင့်မြင့်အခန်း', beds: ['queen', 'twin'], maxAdults: 2, maxChildren: 1, sizeM2: [26, 30], priceFactor: 1.2, share: 4 },
  { code: 'deluxe', nameEn: 'Deluxe Room', nameMy: 'ဇိမ်ခံအခန်း', beds: ['king', 'queen'], maxAdults: 2, maxChildren: 1, sizeM2: [30, 36], priceFactor: 1.45, share: 3 },
  { code: 'family', nameEn: 'Family Room', nameMy: 'မိသားစုအခန်း', beds: ['queen'], maxAdults: 3, maxChildren: 2, sizeM2: [36, 42], priceFactor: 1.7, share: 1.5 },
  { code: 'executive', nameEn: 'Executive Room', nameMy: 'အမှုဆောင်အခန်း', beds: ['king'], maxAdults: 2, maxChildren: 1, sizeM2: [34, 40], priceFactor: 1.9, share: 1.5, minStars: 4 },
  { code: 'junior-suite', nameEn: 'Junior Suite', nameMy: 'အခန်းတွဲငယ်', beds: ['king'], maxAdults: 2, maxChildren: 1, sizeM2: [44, 52], priceFactor: 2.3, share: 1, minStars: 4 },
  { code: 'suite', nameEn: 'Suite', nameMy: 'အခန်းတွဲ', beds: ['king'], maxAdults: 2, maxChildren: 2, sizeM2: [60, 75], priceFactor: 3, share: 0.6, minStars: 3 },
];

const SERVICED_APARTMENT_ROOMS: readonly RoomTemplate[] = [
  { code: 'studio', nameEn: 'Studio', nameMy: 'စတူဒီယို တိုက်ခန်း', beds: ['queen'], maxAdults: 2, maxChildren: 1, sizeM2: [34, 40], priceFactor: 1, share: 4 },
  { code: 'one-bedroom', nameEn: 'One-Bedroom Apartment', nameMy: 'အိပ်ခန်းတစ်ခန်းပါ တိုက်ခန်း', beds: ['king', 'queen'], maxAdults: 2, maxChildren: 1, sizeM2: [50, 62], priceFactor: 1.4, share: 3 },
  { code: 'two-bedroom', nameEn: 'Two-Bedroom Apartment', nameMy: 'အိပ်ခန်းနှစ်ခန်းပါ တိုက်ခန်း', beds: ['king'], maxAdults: 4, maxChildren: 2, sizeM2: [80, 95], priceFactor: 2, share: 1.5 },
  { code: 'three-bedroom', nameEn: 'Three-Bedroom Apartment', nameMy: 'အိပ်ခန်းသုံးခန်းပါ တိုက်ခန်း', beds: ['king'], maxAdults: 6, maxChildren: 2, sizeM2: [110, 130], priceFactor: 2.7, share: 0.6, minStars: 4 },
];

/** A resort sells its setting: bungalows on the sand, villas over the lake, cottages among the pines. */
function resortRooms(waterfront: Waterfront | undefined, kind: DestinationKind): readonly RoomTemplate[] {
  const signature: Pick<RoomTemplate, 'code' | 'nameEn' | 'nameMy'> =
    waterfront === 'beach'
      ? { code: 'beachfront-bungalow', nameEn: 'Beachfront Bungalow', nameMy: 'ကမ်းခြေမျက်နှာစာ ဘန်ဂလို' }
      : waterfront === 'lake'
        ? { code: 'lake-view-villa', nameEn: 'Lake View Villa', nameMy: 'ကန်ရှုခင်း ဗီလာ' }
        : kind === 'hill'
          ? { code: 'hillside-cottage', nameEn: 'Hillside Cottage', nameMy: 'တောင်စောင်း အိမ်ငယ်' }
          : { code: 'garden-bungalow', nameEn: 'Garden Bungalow', nameMy: 'ဥယျာဉ် ဘန်ဂလို' };
  return [
    { code: 'deluxe', nameEn: 'Deluxe Room', nameMy: 'ဇိမ်ခံအခန်း', beds: ['queen', 'king'], maxAdults: 2, maxChildren: 1, sizeM2: [32, 38], priceFactor: 1, share: 4 },
    { ...signature, beds: ['king'], maxAdults: 2, maxChildren: 1, sizeM2: [42, 50], priceFactor: 1.35, share: 3 },
    { code: 'family-bungalow', nameEn: 'Family Bungalow', nameMy: 'မိသားစု ဘန်ဂလို', beds: ['queen'], maxAdults: 3, maxChildren: 2, sizeM2: [50, 60], priceFactor: 1.6, share: 1.5 },
    { code: 'suite', nameEn: 'Suite', nameMy: 'အခန်းတွဲ', beds: ['king'], maxAdults: 2, maxChildren: 2, sizeM2: [65, 80], priceFactor: 2.2, share: 0.8 },
    { code: 'pool-villa', nameEn: 'Pool Villa', nameMy: 'ရေကူးကန်ပါ ဗီလာ', beds: ['king'], maxAdults: 2, maxChildren: 2, sizeM2: [90, 120], priceFactor: 3.2, share: 0.6, minStars: 5 },
  ];
}

/** How many room types a hotel sells, by type and stars: [fewest, most]. */
function roomTypeCount(type: HotelType, stars: StarRating): readonly [number, number] {
  switch (type) {
    case 'guest_house':
      return [2, 4];
    case 'motel':
      return [2, 3];
    case 'serviced_apartment':
      return stars === 3 ? [2, 3] : [3, 4];
    case 'resort':
      return stars === 3 ? [2, 3] : stars === 4 ? [3, 5] : [4, 5];
    case 'hotel':
      return stars === 2 ? [2, 3] : stars === 3 ? [3, 4] : stars === 4 ? [4, 5] : [5, 6];
  }
}

/** Physical rooms in the whole hotel: [fewest, most]. */
function physicalRooms(type: HotelType, stars: StarRating): readonly [number, number] {
  switch (type) {
    case 'guest_house':
      return [6, 18];
    case 'motel':
      return [10, 28];
    case 'serviced_apartment':
      return stars === 3 ? [20, 50] : stars === 4 ? [40, 100] : [60, 150];
    case 'resort':
      return stars === 3 ? [16, 40] : stars === 4 ? [24, 70] : [30, 90];
    case 'hotel':
      return stars <= 2 ? [16, 40] : stars === 3 ? [30, 80] : stars === 4 ? [60, 160] : [120, 320];
  }
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** `total` shared by weight, at least 1 each (largest remainders get the leftovers). */
function share(total: number, weights: readonly number[]): number[] {
  const free = total - weights.length;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (free * weight) / sum);
  const counts = exact.map((value) => 1 + Math.floor(value));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return counts;
}

interface PricingPlan {
  cheapestRoomOnly: number;
  foreignerPremium: number;
  breakfastPerAdult: number;
}

function rateCancellation(policy: Cancellation, saver: boolean, plan: RatePlan): Cancellation {
  return saver && plan === 'room_only' ? { refundable: false } : policy;
}

function buildRooms(
  hotelId: string,
  type: HotelType,
  stars: StarRating,
  setting: { waterfront: Waterfront | undefined; kind: DestinationKind },
  pricing: PricingPlan,
  policies: HotelPolicies,
  saver: boolean,
  random: Random,
): HotelRoomType[] {
  const ladder = (
    type === 'guest_house'
      ? GUEST_HOUSE_ROOMS
      : type === 'motel'
        ? MOTEL_ROOMS
        : type === 'hotel'
          ? HOTEL_ROOMS
          : type === 'serviced_apartment'
            ? SERVICED_APARTMENT_ROOMS
            : resortRooms(setting.waterfront, setting.kind)
  ).filter((template) => (template.minStars ?? 1) <= stars);
  const [fewest, most] = roomTypeCount(type, stars);
  const count = Math.min(ladder.length, random.int(fewest, most));
  // The first of a ladder is what every such hotel sells; the others vary from hotel to hotel.
  const others = new Set(shuffled(ladder.slice(1), random).slice(0, count - 1));
  const chosen = ladder.filter((template, index) => index === 0 || others.has(template)).sort((a, b) => a.priceFactor - b.priceFactor);
  const [fewestRooms, mostRooms] = physicalRooms(type, stars);
  const counts = share(Math.max(chosen.length, random.int(fewestRooms, mostRooms)), chosen.map((template) => template.share));
  const cheapestFactor = chosen[0]!.priceFactor;

  return chosen.map((template, index) => {
    const id = `${hotelId}-R${index + 1}`;
    const bedType = random.pick(template.beds);
    const [smallest, largest] = template.sizeM2;
    const roomOnly = roundPrice((pricing.cheapestRoomOnly * template.priceFactor) / cheapestFactor);
    const withBreakfast = roundPrice(roomOnly + pricing.breakfastPerAdult * template.maxAdults);
    const foreigner = (local: number) => roundPrice(local * (1 + pricing.foreignerPremium));
    const rates: HotelRate[] = [
      {
        id: `${id}-RO`,
        plan: 'room_only',
        nameEn: 'Room only',
        nameMy: 'အခန်းသီးသန့်',
        services: [],
        localPrice: roomOnly,
        foreignerPrice: foreigner(roomOnly),
        cancellation: rateCancellation(policies.cancellation, saver, 'room_only'),
      },
      {
        id: `${id}-BB`,
        plan: 'breakfast',
        nameEn: 'Room with breakfast',
        nameMy: 'နံနက်စာ ပါဝင်သည်',
        services: ['Breakfast'],
        localPrice: withBreakfast,
        foreignerPrice: foreigner(withBreakfast),
        cancellation: rateCancellation(policies.cancellation, saver, 'breakfast'),
      },
    ];
    // A single bed leaves no floor for another, and a bunk room already sleeps a family.
    if (policies.extraBed.allowed && bedType !== 'single' && bedType !== 'bunk') {
      const extraBed = policies.extraBed.price;
      rates.push({
        id: `${id}-EB`,
        plan: 'breakfast_extra_bed',
        nameEn: 'Breakfast and an extra bed',
        nameMy: 'နံနက်စာနှင့် အပိုကုတင် ပါဝင်သည်',
        services: ['Breakfast', 'Extra bed'],
        localPrice: withBreakfast + extraBed,
        foreignerPrice: foreigner(withBreakfast) + extraBed,
        cancellation: rateCancellation(policies.cancellation, saver, 'breakfast_extra_bed'),
      });
    }
    return {
      id,
      code: template.code,
      nameEn: template.nameEn,
      nameMy: template.nameMy,
      bedType,
      maxAdults: template.maxAdults,
      maxChildren: template.maxChildren,
      sizeM2: Math.round(random.int(smallest, largest) * STAR_ROOM_SIZE[stars]),
      roomCount: counts[index]!,
      rates,
    };
  });
}

// ------------------------------------------------------------------------------------------ policies

function buildPolicies(type: HotelType, stars: StarRating, pricePosition: number, random: Random): HotelPolicies {
  const times: Readonly<Record<HotelType, { checkIn: readonly string[]; checkOut: readonly string[] }>> = {
    guest_house: { checkIn: ['12:00', '13:00', '14:00'], checkOut: ['11:00', '12:00'] },
    motel: { checkIn: ['12:00', '13:00'], checkOut: ['11:00', '12:00'] },
    hotel: { checkIn: ['14:00'], checkOut: ['12:00'] },
    resort: { checkIn: ['14:00', '15:00'], checkOut: ['11:00', '12:00'] },
    serviced_apartment: { checkIn: ['14:00', '15:00'], checkOut: ['12:00'] },
  };
  const extraBedChance: Readonly<Record<HotelType, number>> = {
    guest_house: 0.5,
    motel: 0.3,
    hotel: stars >= 3 ? 0.85 : 0.6,
    resort: 0.9,
    serviced_apartment: 0.4,
  };
  const freeDays: Readonly<Record<HotelType, readonly number[]>> = {
    guest_house: [1, 2],
    motel: [1],
    hotel: [1, 2, 3],
    resort: [3, 7, 14],
    serviced_apartment: [3, 7],
  };
  return {
    checkIn: random.pick(times[type].checkIn),
    checkOut: random.pick(times[type].checkOut),
    extraBed: random.chance(extraBedChance[type])
      ? { allowed: true, price: Math.round((EXTRA_BED_PRICE[stars] * (1 + pricePosition / 2)) / 1_000) * 1_000 }
      : { allowed: false },
    babyCot: random.chance(stars >= 3 ? 0.9 : 0.4) ? { available: true, price: stars >= 4 ? 0 : random.pick([0, 0, 5_000]) } : { available: false },
    cancellation: random.chance(0.1) ? { refundable: false } : { refundable: true, freeCancellationDays: random.pick(freeDays[type]) },
  };
}

// ------------------------------------------------------------------------------------------ amenities

function buildAmenities(
  type: HotelType,
  stars: StarRating,
  destination: HotelPlace,
  township: Township,
  rooms: readonly HotelRoomType[],
  random: Random,
): Amenity[] {
  const { kind } = destination;
  const leisure = kind === 'heritage' || kind === 'lake' || kind === 'beach' || kind === 'hill';
  const has = new Set<Amenity>(['wifi']);
  const maybe = (amenity: Amenity, probability: number) => {
    if (random.chance(probability)) has.add(amenity);
  };
  // Hill stations are cool at night: fans and blankets, air conditioning only in the dearest rooms.
  maybe('air_conditioning', kind === 'hill' ? (stars >= 4 ? 0.5 : 0.1) : stars >= 2 ? 1 : 0.8);
  maybe('parking', type === 'motel' ? 1 : 0.3 + 0.14 * stars);
  maybe('restaurant', stars >= 3 || type === 'resort' ? 1 : stars === 2 ? 0.5 : 0.15);
  maybe('bar', stars >= 4 ? 1 : stars === 3 ? 0.5 : 0.05);
  maybe('pool', stars === 5 ? 1 : stars === 4 ? 0.75 : stars === 3 ? (type === 'resort' ? 0.6 : 0.2) : 0);
  maybe('spa', stars === 5 ? 1 : stars === 4 ? (type === 'resort' ? 0.7 : 0.4) : stars === 3 && type === 'resort' ? 0.2 : 0);
  maybe('gym', stars === 5 && type !== 'resort' ? 1 : stars >= 4 ? (type === 'resort' ? 0.4 : 0.85) : stars === 3 ? 0.15 : 0);
  maybe('airport_shuttle', destination.airportCode === undefined ? 0 : stars >= 3 ? 0.6 : stars === 2 ? 0.2 : 0.05);
  maybe('room_service', stars >= 4 ? 1 : stars === 3 ? 0.5 : 0.05);
  maybe('laundry', type === 'serviced_apartment' ? 1 : stars >= 2 ? 0.8 : 0.5);
  maybe('garden', type === 'resort' ? 1 : leisure ? 0.5 : 0.15);
  if (township.waterfront === 'beach') maybe('beach_access', type === 'resort' ? 1 : type === 'hotel' ? 0.8 : 0.5);
  if (township.waterfront === 'lake') maybe('lake_view', type === 'resort' ? 1 : 0.6);
  if (rooms.some((room) => room.maxAdults >= 3)) has.add('family_rooms');
  maybe('non_smoking', stars >= 3 ? 0.9 : 0.5);
  maybe('24h_front_desk', stars >= 3 ? 1 : type === 'motel' ? 0.6 : stars === 2 ? 0.5 : 0.2);
  if (type === 'serviced_apartment') has.add('kitchen');
  maybe('elevator', type !== 'hotel' && type !== 'serviced_apartment' ? 0 : stars >= 4 ? 1 : stars === 3 ? 0.7 : 0.1);
  maybe('tour_desk', leisure ? 0.6 : 0.25);
  maybe('bicycle_rental', kind === 'heritage' || kind === 'lake' || kind === 'beach' ? 0.5 : kind === 'hill' ? 0.3 : 0.05);
  maybe('meeting_rooms', stars >= 4 && type !== 'serviced_apartment' ? (kind === 'capital' ? 0.95 : 0.7) : stars === 3 ? 0.2 : 0);
  return AMENITIES.filter((amenity) => has.has(amenity));
}

// ------------------------------------------------------------------------------------------ names

const NAME_WORDS: readonly Phrase[] = [
  { en: 'Padauk', my: 'ပိတောက်' },
  { en: 'Yadanar', my: 'ရတနာ' },
  { en: 'Thiri', my: 'သီရိ' },
  { en: 'Shwe Pyi', my: 'ရွှေပြည်' },
  { en: 'Zeyar', my: 'ဇေယျာ' },
  { en: 'Mingalar', my: 'မင်္ဂလာ' },
  { en: 'Sandar', my: 'စန္ဒာ' },
  { en: 'Kyal Sin', my: 'ကြယ်စင်' },
  { en: 'Hninsi', my: 'နှင်းဆီ' },
  { en: 'Thukha', my: 'သုခ' },
  { en: 'Linlet', my: 'လင်းလက်' },
  { en: 'Myittar', my: 'မေတ္တာ' },
  { en: 'Shwe Wah', my: 'ရွှေဝါ' },
  { en: 'Ngwe Taung', my: 'ငွေတောင်' },
  { en: 'Pan Myaing', my: 'ပန်းမြိုင်' },
  { en: 'Aung Mye', my: 'အောင်မြေ' },
  { en: 'Sein Pan', my: 'စိန်ပန်း' },
  { en: 'Shwe Yee', my: 'ရွှေရည်' },
  { en: 'Ayeyar', my: 'ဧရာ' },
  { en: 'Ngu Wah', my: 'ငုဝါ' },
  { en: 'Thanakha', my: 'သနပ်ခါး' },
  { en: 'Htarwara', my: 'ထာဝရ' },
  { en: 'Yin Mar', my: 'ယင်းမာ' },
  { en: 'Thiha', my: 'သီဟ' },
  { en: 'Zabu', my: 'ဇမ္ဗူ' },
];

interface SecondWord extends Phrase {
  fits(setting: { kind: DestinationKind; waterfront: Waterfront | undefined; type: HotelType }): boolean;
}

const ANYWHERE = () => true;
const SECOND_WORDS: readonly SecondWord[] = [
  { en: 'Garden', my: 'ဥယျာဉ်', fits: ANYWHERE },
  { en: 'Pearl', my: 'ပုလဲ', fits: ANYWHERE },
  { en: 'Breeze', my: 'လေညင်း', fits: ANYWHERE },
  { en: 'Moonlight', my: 'လရောင်', fits: ANYWHERE },
  { en: 'Lotus', my: 'ကြာ', fits: ANYWHERE },
  { en: 'Bamboo', my: 'ဝါး', fits: ({ type }) => type !== 'serviced_apartment' },
  { en: 'Park', my: 'ပန်းခြံ', fits: ANYWHERE },
  { en: 'Sunset', my: 'နေဝင်', fits: ({ kind }) => kind !== 'city' && kind !== 'capital' },
  { en: 'Palace', my: 'နန်းတော်', fits: ({ type }) => type === 'hotel' || type === 'resort' },
  { en: 'Tower', my: 'တာဝါ', fits: ({ kind, type }) => (kind === 'city' || kind === 'capital') && (type === 'hotel' || type === 'serviced_apartment') },
  { en: 'Heritage', my: 'အမွေအနှစ်', fits: ({ kind }) => kind === 'heritage' || kind === 'city' },
  { en: 'Hill', my: 'တောင်ကုန်း', fits: ({ kind }) => kind === 'hill' || kind === 'town' },
  { en: 'Pine', my: 'ထင်းရှူး', fits: ({ kind }) => kind === 'hill' },
  { en: 'Valley', my: 'တောင်ကြား', fits: ({ kind }) => kind === 'hill' },
  { en: 'Lakeside', my: 'ကန်ဘေး', fits: ({ waterfront }) => waterfront === 'lake' },
  { en: 'Sands', my: 'သဲသောင်', fits: ({ waterfront }) => waterfront === 'beach' },
  { en: 'Bay', my: 'ပင်လယ်အော်', fits: ({ waterfront }) => waterfront === 'beach' },
  { en: 'Coral', my: 'သန္တာ', fits: ({ waterfront }) => waterfront === 'beach' },
];

const TYPE_WORDS: Readonly<Record<HotelType, readonly Phrase[]>> = {
  hotel: [{ en: 'Hotel', my: 'ဟိုတယ်' }],
  resort: [{ en: 'Resort', my: 'အပန်းဖြေစခန်း' }],
  guest_house: [
    { en: 'Guest House', my: 'တည်းခိုခန်း' },
    { en: 'Inn', my: 'တည်းခိုခန်း' },
  ],
  serviced_apartment: [
    { en: 'Serviced Apartments', my: 'ဝန်ဆောင်မှုတိုက်ခန်း' },
    { en: 'Residences', my: 'ဝန်ဆောင်မှုတိုက်ခန်း' },
  ],
  motel: [{ en: 'Motel', my: 'မိုတယ်' }],
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function pickName(
  setting: { kind: DestinationKind; waterfront: Waterfront | undefined; type: HotelType },
  firstWords: readonly Phrase[],
  taken: ReadonlySet<string>,
  random: Random,
): Phrase {
  const seconds = SECOND_WORDS.filter((word) => word.fits(setting));
  for (;;) {
    const first = random.pick(firstWords);
    const second = random.chance(0.6) ? random.pick(seconds) : undefined;
    const kind = random.pick(TYPE_WORDS[setting.type]);
    const name = {
      en: [first.en, second?.en, kind.en].filter(Boolean).join(' '),
      my: [first.my, second?.my, kind.my].filter(Boolean).join(' '),
    };
    if (!taken.has(name.en)) return name;
  }
}

// ------------------------------------------------------------------------------------------ texts

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const my = (value: number) => toMyanmarDigits(String(value));

interface DescriptionInput {
  name: Phrase;
  /** Where the hotel stands: the description points to its nearest landmark. */
  where: Coordinates;
  type: HotelType;
  stars: StarRating;
  roomTotal: number;
  destination: HotelPlace;
  township: Township;
  amenities: readonly Amenity[];
}

/** Three sentences: what the place is, how far its landmark is, and what it is good for. */
function describe({ name, where, type, stars, roomTotal, destination, township, amenities }: DescriptionInput, random: Random): Phrase {
  const sameName = township.nameEn === destination.nameEn;
  const t = { en: township.nameEn, my: township.nameMy };
  const place = sameName ? { en: destination.nameEn, my: destination.nameMy } : { en: `${township.nameEn}, ${destination.nameEn}`, my: `${destination.nameMy}၊ ${township.nameMy}` };
  const s = { en: String(stars), my: my(stars) };
  const r = { en: String(roomTotal), my: my(roomTotal) };

  const openings: Phrase[] = [];
  switch (type) {
    case 'hotel': {
      const forWork = destination.kind === 'city' || destination.kind === 'capital' || destination.kind === 'town';
      openings.push(
        { en: `${name.en} is a ${s.en}-star hotel in ${place.en}, with ${r.en} rooms.`, my: `${name.my}သည် ${place.my}ရှိ အခန်း ${r.my} ခန်းပါ ကြယ် ${s.my} ပွင့် ဟိုတယ် ဖြစ်သည်။` },
        forWork
          ? {
              en: `A ${s.en}-star hotel in ${t.en}, ${name.en} suits business trips and family visits alike.`,
              my: `${t.my}ရှိ ကြယ် ${s.my} ပွင့် ဟိုတယ်ဖြစ်သော ${name.my}သည် စီးပွားရေးခရီးနှင့် မိသားစုခရီး နှစ်မျိုးလုံးအတွက် သင့်တော်သည်။`,
            }
          : {
              en: `A ${s.en}-star hotel in ${t.en}, ${name.en} suits couples and families alike.`,
              my: `${t.my}ရှိ ကြယ် ${s.my} ပွင့် ဟိုတယ်ဖြစ်သော ${name.my}သည် စုံတွဲများနှင့် မိသားစုများ နှစ်မျိုးလုံးအတွက် သင့်တော်သည်။`,
            },
      );
      // Family businesses run the smaller hotels; the big ones belong to groups.
      if (stars <= 3) {
        openings.push({
          en: `Run by a Myanmar family, ${name.en} is a ${s.en}-star hotel of ${r.en} rooms in ${t.en}.`,
          my: `မြန်မာမိသားစုတစ်စုက လည်ပတ်သော ${name.my}သည် ${t.my}ရှိ အခန်း ${r.my} ခန်းပါ ကြယ် ${s.my} ပွင့် ဟိုတယ် ဖြစ်သည်။`,
        });
      }
      break;
    }
    case 'resort':
      openings.push(
        township.waterfront === 'beach'
          ? {
              en: `${name.en} is a ${s.en}-star resort facing the sea at ${t.en}, with bungalows a few steps from the sand.`,
              my: `${name.my}သည် ${t.my}တွင် ပင်လယ်ကို မျက်နှာမူထားသော ကြယ် ${s.my} ပွင့် အပန်းဖြေစခန်းဖြစ်ပြီး သဲသောင်ပြင်နှင့် ခြေလှမ်းအနည်းငယ်အကွာတွင် ဘန်ဂလိုများ ရှိသည်။`,
            }
          : township.waterfront === 'lake'
            ? {
                en: `${name.en} is a ${s.en}-star resort of wooden villas on stilts at ${t.en}, reached by boat.`,
                my: `${name.my}သည် ${t.my}တွင် ရေပေါ်၌ တိုင်ထူ၍ ဆောက်ထားသော သစ်သားဗီလာများပါ ကြယ် ${s.my} ပွင့် အပန်းဖြေစခန်းဖြစ်ပြီး လှေဖြင့် သွားရောက်ရသည်။`,
              }
            : destination.kind === 'hill'
              ? {
                  en: `${name.en} is a ${s.en}-star resort among pine trees in ${place.en}, where the nights are cool all year.`,
                  my: `${name.my}သည် ${place.my}ရှိ ထင်းရှူးပင်များကြားတွင် တည်ရှိသော ကြယ် ${s.my} ပွင့် အပန်းဖြေစခန်းဖြစ်ပြီး တစ်နှစ်ပတ်လုံး ညဘက်တွင် အေးမြသည်။`,
                }
              : {
                  en: `${name.en} is a ${s.en}-star resort of low buildings set in gardens in ${place.en}.`,
                  my: `${name.my}သည် ${place.my}ရှိ ဥယျာဉ်များကြားတွင် အထပ်နိမ့် အဆောက်အအုံများဖြင့် တည်ဆောက်ထားသော ကြယ် ${s.my} ပွင့် အပန်းဖြေစခန်း ဖြစ်သည်။`,
                },
      );
      break;
    case 'guest_house':
      openings.push(
        { en: `${name.en} is a family-run guest house in ${place.en}, with ${r.en} simple, clean rooms.`, my: `${name.my}သည် ${place.my}ရှိ မိသားစုလုပ်ငန်း တည်းခိုခန်းဖြစ်ပြီး ရိုးရှင်းသန့်ရှင်းသော အခန်း ${r.my} ခန်း ရှိသည်။` },
        {
          en: `A small guest house in ${t.en}, ${name.en} is popular with backpackers and travellers on a budget.`,
          my: `${t.my}ရှိ တည်းခိုခန်းငယ်တစ်ခုဖြစ်သော ${name.my}ကို ကျောပိုးအိတ်ခရီးသည်များနှင့် ငွေကုန်သက်သာစွာ ခရီးထွက်သော ခရီးသည်များက နှစ်သက်ကြသည်။`,
        },
      );
      break;
    case 'serviced_apartment':
      openings.push(
        {
          en: `${name.en} rents furnished apartments with a kitchen in ${place.en}, for a night or for several months.`,
          my: `${name.my}သည် ${place.my}တွင် မီးဖိုချောင်ပါသော ပရိဘောဂစုံ တိုက်ခန်းများကို တစ်ညမှ လအတော်ကြာအထိ ငှားရမ်းပေးသည်။`,
        },
        {
          en: `In ${t.en}, ${name.en} is a ${s.en}-star apartment building made for long stays and business travellers.`,
          my: `${t.my}ရှိ ${name.my}သည် ကြာရှည်တည်းခိုသူများနှင့် စီးပွားရေးခရီးသည်များအတွက် ရည်ရွယ်သော ကြယ် ${s.my} ပွင့် တိုက်ခန်းအဆောက်အအုံ ဖြစ်သည်။`,
        },
      );
      break;
    case 'motel':
      openings.push(
        {
          en: `${name.en} is a motel on the road into ${destination.nameEn}, with parking in front of every room.`,
          my: `${name.my}သည် ${destination.nameMy}သို့ ဝင်သော လမ်းပေါ်ရှိ မိုတယ်ဖြစ်ပြီး အခန်းတိုင်း၏ ရှေ့တွင် ကားရပ်နိုင်သည်။`,
        },
        {
          en: `Handy for drivers, ${name.en} is a ${s.en}-star motel in ${t.en} with ${r.en} ground-floor rooms.`,
          my: `ကားမောင်းသူများအတွက် အဆင်ပြေသော ${name.my}သည် ${t.my}ရှိ မြေညီထပ်အခန်း ${r.my} ခန်းပါ ကြယ် ${s.my} ပွင့် မိုတယ် ဖြစ်သည်။`,
        },
      );
      break;
  }

  // Two draws kept from before hotels had coordinates, so that what is drawn after them (the address) stays as it was.
  random.pick(destination.landmarks);
  random.int(3, 35);
  const nearest = nearestFirst(where, destination.landmarks, 1)[0]!;
  const landmark = nearest.name;
  const byBoat = township.waterfront === 'lake' && destination.kind === 'lake';
  const minutes = travelMinutes(nearest.distanceMetres, byBoat ? 'boat' : destination.kind === 'heritage' ? 'e-bike' : 'car');
  const m = { en: String(minutes), my: my(minutes) };
  const getting: Phrase = byBoat
    ? { en: `${capitalise(landmark.en)} is ${m.en} minutes away by boat.`, my: `${landmark.my}သို့ လှေဖြင့် ${m.my} မိနစ်ခန့် စီးရသည်။` }
    : nearest.distanceMetres <= SHORT_WALK_METRES
      ? { en: `${capitalise(landmark.en)} is a short walk away.`, my: `${landmark.my}သို့ လမ်းလျှောက်၍ မကြာမီ ရောက်နိုင်သည်။` }
      : destination.kind === 'heritage'
        ? { en: `${capitalise(landmark.en)} is ${m.en} minutes away by e-bike.`, my: `${landmark.my}သို့ လျှပ်စစ်ဆိုင်ကယ်ဖြင့် ${m.my} မိနစ်ခန့် စီးရသည်။` }
        : { en: `${capitalise(landmark.en)} is ${m.en} minutes away by car.`, my: `${landmark.my}သို့ ကားဖြင့် ${m.my} မိနစ်ခန့် မောင်းရသည်။` };

  const offers = (amenity: Amenity) => amenities.includes(amenity);
  const byBoatOrTrain = destination.kind === 'lake' || destination.kind === 'heritage';
  const highlight: Phrase = offers('kitchen')
    ? { en: 'Every apartment has a kitchen and a washing machine, and the rooms are cleaned twice a week.', my: 'တိုက်ခန်းတိုင်းတွင် မီးဖိုချောင်နှင့် အဝတ်လျှော်စက် ပါရှိပြီး တစ်ပတ်လျှင် နှစ်ကြိမ် သန့်ရှင်းရေး လုပ်ပေးသည်။' }
    : offers('beach_access')
      ? { en: 'Sun loungers wait on the beach, and the staff arrange boat trips to the islands nearby.', my: 'ကမ်းခြေတွင် နေစာလှုံ ကုလားထိုင်များ ရှိပြီး အနီးရှိ ကျွန်းများသို့ လှေခရီးစဉ်များကို ဝန်ထမ်းများက စီစဉ်ပေးသည်။' }
      : offers('lake_view') && destination.kind === 'lake'
        ? { en: 'Rooms look out over the lake, where Intha fishermen row with one leg at dawn.', my: 'အခန်းများမှ ကန်ရေပြင်ကို မြင်ရပြီး အာရုဏ်ဦးတွင် ခြေထောက်တစ်ဖက်ဖြင့် လှေလှော်သော အင်းသား တံငါသည်များကို တွေ့ရသည်။' }
        : offers('lake_view')
          ? { en: 'Rooms on the upper floors look out over the lake.', my: 'အပေါ်ထပ်အခန်းများမှ ကန်ရေပြင်ကို မြင်နိုင်သည်။' }
          : offers('spa')
            ? { en: 'After a day out, the spa offers traditional Myanmar massage.', my: 'တစ်နေ့တာ လည်ပတ်ပြီးနောက် စပါတွင် မြန်မာ့ရိုးရာ နှိပ်နယ်မှုကို ခံယူနိုင်သည်။' }
            : offers('pool') && offers('restaurant')
              ? { en: "Guests can swim in the outdoor pool and dine at the hotel's restaurant.", my: 'ဧည့်သည်များ ပြင်ပရေကူးကန်တွင် ရေကူးနိုင်ပြီး ဟိုတယ်စားသောက်ဆိုင်တွင် စားသောက်နိုင်သည်။' }
              : offers('pool')
                ? { en: 'Guests can cool off in the outdoor pool.', my: 'ဧည့်သည်များ ပြင်ပရေကူးကန်တွင် အပန်းဖြေ ရေကူးနိုင်သည်။' }
                : offers('airport_shuttle')
                  ? { en: 'A car meets guests at the airport on request.', my: 'ကြိုတင်မှာကြားပါက လေဆိပ်တွင် ကားဖြင့် လာရောက်ကြိုဆိုပေးသည်။' }
                  : offers('24h_front_desk')
                    ? { en: 'The front desk is open day and night and can book taxis and tours.', my: 'ဧည့်ကြိုကောင်တာသည် နေ့ရော ညပါ ဖွင့်ထားပြီး တက္ကစီနှင့် ခရီးစဉ်များကို စီစဉ်ပေးနိုင်သည်။' }
                    : byBoatOrTrain
                      ? { en: 'The owners serve breakfast every morning and help with bus and boat tickets.', my: 'ပိုင်ရှင်များက နေ့စဉ် နံနက်စာ ကျွေးပြီး ဘတ်စ်ကားနှင့် လှေလက်မှတ်များ ဝယ်ယူရာတွင် ကူညီပေးသည်။' }
                      : { en: 'The owners serve breakfast every morning and help with bus and train tickets.', my: 'ပိုင်ရှင်များက နေ့စဉ် နံနက်စာ ကျွေးပြီး ဘတ်စ်ကားနှင့် ရထားလက်မှတ်များ ဝယ်ယူရာတွင် ကူညီပေးသည်။' };

  const opening = random.pick(openings);
  return { en: [opening.en, getting.en, highlight.en].join(' '), my: [opening.my, getting.my, highlight.my].join(' ') };
}

/** A landmark this near (as the crow flies) is "a short walk away". */
const SHORT_WALK_METRES = 800;
/** Metres a minute, on the road: a car in town traffic, an e-bike among temples, a longtail boat. */
const SPEED: Readonly<Record<'car' | 'e-bike' | 'boat', number>> = { car: 330, 'e-bike': 250, boat: 250 };

/** Minutes to cover a straight-line distance: roads wind (a third longer), boats go straight; to 5 minutes from 15. */
function travelMinutes(metres: number, by: 'car' | 'e-bike' | 'boat'): number {
  const minutes = Math.max(5, Math.round(((by === 'boat' ? 1 : 1.3) * metres) / SPEED[by] + (by === 'car' ? 3 : 2)));
  return minutes < 15 ? minutes : Math.round(minutes / 5) * 5;
}

/**
 * Where a hotel stands, from its own seed: a few hundred metres to about 2 km from its township's
 * centre in any direction. On a beach township, whose centre is on the sand, it stands along the shore
 * (up to 700 m north or south) and just behind it (50-250 m inland, east: our beaches face west); on a
 * lake township, within 900 m of the centre.
 */
export function hotelLocation(hotelId: string, township: Township): Coordinates {
  const random = seededRandom(`${CATALOGUE_SEED}|${hotelId}|where`);
  const five = (degrees: number) => Math.round(degrees * 100_000) / 100_000;
  let point: Coordinates;
  if (township.waterfront === 'beach') {
    const along = offsetPoint(township, random.next() * 700, random.chance(0.5) ? 0 : 180);
    point = offsetPoint(along, 50 + random.next() * 200, 90);
  } else {
    const farthest = township.waterfront === 'lake' ? 900 : 2_000;
    point = offsetPoint(township, 200 + Math.sqrt(random.next()) * (farthest - 200), random.next() * 360);
  }
  return { latitude: five(point.latitude), longitude: five(point.longitude) };
}

/** Digits grouped as numbers are read out: 123 456, 123 4567, 1234 5678, 123 456 789. */
function grouped(digits: string): string {
  const sizes: Readonly<Record<number, readonly number[]>> = { 6: [3, 3], 7: [3, 4], 8: [4, 4], 9: [3, 3, 3] };
  let at = 0;
  return (sizes[digits.length] ?? [digits.length]).map((size) => digits.slice(at, (at += size))).join(' ');
}

/**
 * The front desk's phone, from the hotel's own seed: a landline of its place (dialling), or in Myanmar
 * for half the small places (guest houses, 1 and 2 stars) the owner's mobile, +95 9 and nine digits.
 */
export function hotelPhone(hotelId: string, place: HotelPlace, small: boolean): string {
  const random = seededRandom(`${CATALOGUE_SEED}|${hotelId}|phone`);
  const mobile = place.dialling.prefix.startsWith('+95 ') && small && random.chance(0.5);
  const count = mobile ? 9 : place.dialling.digits;
  const digits = [random.int(2, 9), ...Array.from({ length: count - 1 }, () => random.int(0, 9))].join('');
  return `${mobile ? '+95 9' : place.dialling.prefix} ${grouped(digits)}`;
}

function address(destination: HotelPlace, township: Township, random: Random): Phrase {
  const street = random.pick(township.streets ?? destination.streets);
  const number = random.int(1, 250);
  const sameName = township.nameEn === destination.nameEn;
  return {
    en: [`No. ${number}`, street.en, township.nameEn, ...(sameName ? [] : [destination.nameEn])].join(', '),
    my: [`အမှတ် ${my(number)}`, street.my, township.nameMy, ...(sameName ? [] : [destination.nameMy])].join('၊ '),
  };
}

// ------------------------------------------------------------------------------------------ hotels

/** The first townships, listed busiest first, get more hotels; every township gets at least one. */
function townshipFor(destination: HotelPlace, number: number, random: Random): Township {
  const townships = destination.townships;
  if (number <= townships.length) return townships[number - 1]!;
  return townships[random.weighted(townships.map((_township, index) => [index, 1 / Math.sqrt(index + 1)] as const))]!;
}

function hotelTypeFor(destination: HotelPlace, township: Township, random: Random): HotelType {
  const weights = TYPE_WEIGHTS[destination.kind];
  const waterside = destination.kind === 'beach' || destination.kind === 'lake';
  // Resorts take the shore: many by the water, few in the town behind it.
  const resortFactor = township.waterfront ? 2 : waterside ? 0.25 : 1;
  return random.weighted(HOTEL_TYPES.map((type) => [type, type === 'resort' ? weights[type] * resortFactor : weights[type]] as const));
}

function generateHotel(destination: HotelPlace, plan: DestinationPlan, number: number, takenNames: ReadonlySet<string>): Hotel {
  const id = `H${destination.id * 1000 + number}`;
  const random = seededRandom(`${CATALOGUE_SEED}|${id}`);
  const township = townshipFor(destination, number, random);
  const type = hotelTypeFor(destination, township, random);
  const stars = random.weighted(STAR_WEIGHTS[type].filter(([rating]) => rating <= plan.maxStars));
  const setting = { kind: destination.kind, waterfront: township.waterfront, type };
  const name = pickName(setting, destination.nameWords ?? NAME_WORDS, takenNames, random);

  const [low, high] = BASE_PRICE_BAND[stars];
  const position = Math.min(1, Math.max(0, plan.priceLevel + TYPE_PRICE_SHIFT[type] + (random.next() - 0.5) * 0.4));
  const pricing: PricingPlan = {
    cheapestRoomOnly: low + position * (high - low),
    foreignerPremium: random.pick(FOREIGNER_PREMIUM[stars]),
    breakfastPerAdult: BREAKFAST_PER_ADULT[stars],
  };
  const policies = buildPolicies(type, stars, position, random);
  // Some hotels sell their cheapest rate as non-refundable even when their other rates are not.
  const saver = policies.cancellation.refundable && random.chance(0.3);
  const rooms = buildRooms(id, type, stars, setting, pricing, policies, saver, random);
  const amenities = buildAmenities(type, stars, destination, township, rooms, random);
  const roomTotal = rooms.reduce((sum, room) => sum + room.roomCount, 0);
  const location = hotelLocation(id, township);
  const description = describe({ name, where: location, type, stars, roomTotal, destination, township, amenities }, random);
  const where = address(destination, township, random);

  return {
    id,
    slug: `${slugify(name.en)}-${destination.slug}`,
    nameEn: name.en,
    nameMy: name.my,
    descriptionEn: description.en,
    descriptionMy: description.my,
    type,
    stars,
    destinationId: destination.id,
    townshipSlug: township.slug,
    addressEn: where.en,
    addressMy: where.my,
    latitude: location.latitude,
    longitude: location.longitude,
    phone: hotelPhone(id, destination, type === 'guest_house' || stars <= 2),
    amenities,
    policies,
    rooms,
  };
}

/**
 * The hotels of one place, numbered from 1: ids 'H' and place id × 1000 + number. Pure. A partner's
 * places abroad (bed-bank-catalogue.ts) are generated by the same rules as ours.
 */
export function generateHotels(place: HotelPlace, plan: DestinationPlan): Hotel[] {
  const names = new Set<string>();
  const hotels: Hotel[] = [];
  for (let number = 1; number <= plan.hotels; number += 1) {
    const hotel = generateHotel(place, plan, number, names);
    names.add(hotel.nameEn);
    hotels.push(hotel);
  }
  return hotels;
}

/** Every hotel of every destination, in the order of DESTINATIONS then number. Pure: same output every call. */
export function buildHotelCatalogue(): Hotel[] {
  return DESTINATIONS.flatMap((destination) => generateHotels(destination, DESTINATION_PLAN[destination.slug]));
}

let memo: { hotels: readonly Hotel[]; byId: ReadonlyMap<string, Hotel>; bySlug: ReadonlyMap<string, Hotel>; byDestination: ReadonlyMap<number, readonly Hotel[]> } | undefined;

/** Built on first use and shared (frozen, so no caller can change what the next one reads). */
function catalogue() {
  if (!memo) {
    const hotels = deepFreeze(buildHotelCatalogue());
    const byDestination = new Map<number, Hotel[]>();
    for (const hotel of hotels) byDestination.set(hotel.destinationId, [...(byDestination.get(hotel.destinationId) ?? []), hotel]);
    memo = {
      hotels,
      byId: new Map(hotels.map((hotel) => [hotel.id, hotel])),
      bySlug: new Map(hotels.map((hotel) => [hotel.slug, hotel])),
      byDestination,
    };
  }
  return memo;
}

/** The whole catalogue, computed once. */
export function hotelCatalogue(): readonly Hotel[] {
  return catalogue().hotels;
}

export function hotelById(id: string): Hotel | undefined {
  return catalogue().byId.get(id);
}

export function hotelBySlug(slug: string): Hotel | undefined {
  return catalogue().bySlug.get(slug);
}

/** The hotels of a destination (destinations.ts id), in catalogue order; none for an unknown id. */
export function hotelsInDestination(destinationId: number): readonly Hotel[] {
  return catalogue().byDestination.get(destinationId) ?? [];
}
