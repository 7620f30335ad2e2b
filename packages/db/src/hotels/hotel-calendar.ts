import { addDays, daysBetween, isIsoDate } from '@thwa/domain/dates';
import { destinationById, type DestinationKind } from './destinations.ts';
import { roundPrice, type Hotel, type HotelRoomType } from './hotel-catalogue.ts';
import { hashString, mixHash, toUnit } from './random.ts';

/**
 * What a room type sells night by night: how many rooms are left (the allotment) and what each rate
 * costs. The catalogue (hotel-catalogue.ts) gives base prices and room counts; this moves them with
 * Myanmar's travel year:
 *
 * - seasons: high from October to February (cool and dry, when foreigners come), hot from March to May
 *   (the hill stations fill with people escaping the heat), green from June to September (monsoon: the
 *   beaches close most rooms, Bagan and Inle are quiet);
 * - peaks: Thadingyut (the October full moon, a three-day holiday), Christmas and New Year, and Thingyan
 *   (the April water festival and Myanmar New Year, when the whole country travels);
 * - weekends: Friday and Saturday nights cost more where people go for the weekend (cities, beaches,
 *   hill stations), not at Bagan or Inle, whose visitors stay the same whatever the weekday.
 *
 * Some hotels also publish deals (dealOn): a share of 10 to 30 % off every rate of every room type on
 * a night, the price before it kept beside the price after it (NightPrice):
 *
 * - green-season deals: about a third of the hotels at places the rains empty (Bagan, Inle, the beaches,
 *   the hill stations, the towns) take their share off every night from June to September;
 * - weekday deals: about a third of the hotels in Yangon, Mandalay and Nay Pyi Taw take it off Sunday to
 *   Thursday nights, when the weekend's visitors have gone;
 * - promotion weeks: any hotel runs a promotion for a week (Monday to Sunday) now and then, about one
 *   week in twenty.
 *
 * No deal falls on a festival night: those rooms sell anyway. A hotel keeps one share for all its
 * deals, drawn once from its id. On a typical night about one hotel in five has a deal.
 *
 * Every night is a pure function of (hotel, room type, date): a calendar generated today and one
 * generated next week agree on the nights they share, so the seed can add tomorrow's night without
 * touching the others, and the list, the detail and the check before an order price a night alike.
 * Dates are Asia/Yangon business dates, 'YYYY-MM-DD'; nothing here reads a clock. (An early-booking
 * deal would depend on the day of booking, not only on the night, so there is none.)
 */

/** Nights generated ahead, today included: the same horizon as flights (FLIGHT_BOOKING_HORIZON_DAYS). */
export const CALENDAR_NIGHTS = 365;

export type Season = 'high' | 'hot' | 'green';
export type Festival = 'thadingyut' | 'christmas_new_year' | 'thingyan';

const SEASON_BY_MONTH: readonly Season[] = ['high', 'high', 'hot', 'hot', 'hot', 'green', 'green', 'green', 'green', 'high', 'high', 'high'];

/** Price against the catalogue's base price, by kind of place and month (January first). */
export const MONTH_FACTOR: Readonly<Record<DestinationKind, readonly number[]>> = {
  //        Jan   Feb   Mar   Apr   May   Jun   Jul   Aug   Sep   Oct   Nov   Dec
  city: [1.05, 1.05, 1.0, 0.95, 0.95, 0.9, 0.9, 0.9, 0.9, 1.0, 1.05, 1.1],
  capital: [1.0, 1.0, 1.0, 0.95, 0.95, 0.9, 0.9, 0.9, 0.9, 1.0, 1.0, 1.0],
  town: [1.05, 1.05, 1.0, 1.0, 0.95, 0.9, 0.9, 0.9, 0.9, 1.0, 1.05, 1.1],
  heritage: [1.2, 1.2, 1.0, 0.85, 0.8, 0.75, 0.75, 0.75, 0.8, 1.1, 1.25, 1.3],
  lake: [1.2, 1.2, 1.05, 1.0, 0.9, 0.8, 0.8, 0.8, 0.85, 1.1, 1.25, 1.3],
  beach: [1.25, 1.25, 1.2, 1.15, 0.9, 0.7, 0.65, 0.65, 0.7, 1.0, 1.2, 1.3],
  hill: [1.15, 1.1, 1.1, 1.2, 1.15, 0.85, 0.85, 0.85, 0.85, 1.05, 1.15, 1.2],
};

/** Friday and Saturday nights. */
export const WEEKEND_FACTOR: Readonly<Record<DestinationKind, number>> = {
  city: 1.1,
  capital: 1,
  town: 1.05,
  heritage: 1,
  lake: 1,
  beach: 1.12,
  hill: 1.1,
};

/** On top of the month: the holidays everyone travels on. */
export const FESTIVAL_FACTOR: Readonly<Record<Festival, Readonly<Record<DestinationKind, number>>>> = {
  thadingyut: { city: 1.1, capital: 1.05, town: 1.15, heritage: 1.2, lake: 1.25, beach: 1.2, hill: 1.25 },
  christmas_new_year: { city: 1.15, capital: 1.05, town: 1.1, heritage: 1.3, lake: 1.3, beach: 1.35, hill: 1.2 },
  thingyan: { city: 1.1, capital: 1.1, town: 1.15, heritage: 1.15, lake: 1.2, beach: 1.4, hill: 1.35 },
};

/** Months (1-12) in which beach hotels close most of their rooms: the south-west monsoon. */
const MONSOON_CLOSURE_MONTHS: ReadonlySet<number> = new Set([6, 7, 8, 9]);

/** Share of nights sold out whatever the season: a wedding party, a conference, a tour group. */
const SOLD_OUT_SHARE = 0.02;

export type DealKind = 'green_season' | 'weekday' | 'promotion_week';

/** A deal on one night: which kind, and the share of the price it takes off (0.1 to 0.3). */
export interface Deal {
  kind: DealKind;
  share: number;
}

/** Places the monsoon empties, where a hotel may cut its green-season prices. */
const GREEN_SEASON_KINDS: ReadonlySet<DestinationKind> = new Set(['heritage', 'lake', 'beach', 'hill', 'town']);
/** Places whose hotels fill at the weekend and may cut weekday prices. */
const WEEKDAY_DEAL_KINDS: ReadonlySet<DestinationKind> = new Set(['city', 'capital']);
/** Share of the hotels of such places that publish the season's (or the weekdays') deal. */
const SEASONAL_DEAL_SHARE = 0.35;
/** Chance that a hotel runs a promotion in a given week. */
const PROMOTION_WEEK_SHARE = 0.05;
/** What a deal takes off: one of these per hotel. */
const DEAL_SHARES: readonly number[] = [0.1, 0.15, 0.2, 0.25, 0.3];

function parseDate(date: string): { dayNumber: number; year: number; month: number; day: number } {
  if (!isIsoDate(date)) throw new RangeError(`expected a YYYY-MM-DD date, got "${date}"`);
  return { dayNumber: daysBetween('1970-01-01', date), year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

export function seasonOf(date: string): Season {
  return SEASON_BY_MONTH[parseDate(date).month - 1]!;
}

/** Meeus's mean new moon of January 2000 (Julian ephemeris day) and the mean synodic month, in days. */
const MEAN_NEW_MOON_JDE = 2_451_550.09766;
const SYNODIC_MONTH = 29.530588861;
const UNIX_EPOCH_JD = 2_440_587.5;
const YANGON_DAY_FRACTION = 6.5 / 24;

const thadingyutCache = new Map<number, string>();

/**
 * The full-moon day of Thadingyut in a year: the mean full moon, in Yangon time, that falls between
 * 3 October and 1 November. The Myanmar calendar's own rules (intercalary months, its own full-moon
 * reckoning) put the holiday on this day or the day before: within a day of the published dates of
 * 2017-2025, which is enough for pricing a holiday window around it.
 */
export function thadingyutFullMoon(year: number): string {
  if (!Number.isInteger(year) || year < 1900 || year > 2200) throw new RangeError(`year out of range: ${year}`);
  const cached = thadingyutCache.get(year);
  if (cached) return cached;
  const from = daysBetween('1970-01-01', `${year}-10-03`);
  const lunationsSinceEpoch = (from + UNIX_EPOCH_JD - MEAN_NEW_MOON_JDE) / SYNODIC_MONTH;
  for (let k = Math.floor(lunationsSinceEpoch) - 1; ; k += 1) {
    const dayNumber = Math.floor(MEAN_NEW_MOON_JDE + SYNODIC_MONTH * (k + 0.5) - UNIX_EPOCH_JD + YANGON_DAY_FRACTION);
    if (dayNumber >= from) {
      const date = addDays('1970-01-01', dayNumber);
      thadingyutCache.set(year, date);
      return date;
    }
  }
}

/** The festival a night belongs to, if any. Windows are nights: the evening before a holiday counts. */
export function festivalOn(date: string): Festival | null {
  const { dayNumber, year, month, day } = parseDate(date);
  // Thingyan runs 13-16 April and Myanmar New Year is the 17th; people arrive the night before.
  if (month === 4 && day >= 12 && day <= 17) return 'thingyan';
  if ((month === 12 && day >= 22) || (month === 1 && day <= 2)) return 'christmas_new_year';
  if (month === 10 || month === 11) {
    // The holiday is the eve, the full moon and the day after; the window is a night wider on each side
    // because the computed full moon can be a day off the calendar's.
    const fromFullMoon = dayNumber - daysBetween('1970-01-01', thadingyutFullMoon(year));
    if (fromFullMoon >= -2 && fromFullMoon <= 1) return 'thadingyut';
  }
  return null;
}

/**
 * What a night is worth at a kind of place against its base price: month, weekend and festival.
 * The same for every hotel of the kind; a hotel follows it more or less closely (its sensitivity).
 */
export function demandFactor(kind: DestinationKind, date: string): number {
  return factorOf(kind, nightOf(date));
}

interface Night {
  date: string;
  dayNumber: number;
  month: number;
  weekend: boolean;
  /** Weeks run Monday to Sunday; week 0 began on Monday 1969-12-29. */
  week: number;
  festival: Festival | null;
}

function nightOf(date: string): Night {
  const { dayNumber, month } = parseDate(date);
  // 1970-01-01 was a Thursday: day numbers 1 and 2 (mod 7) are Friday and Saturday, and 4 a Monday.
  const weekday = ((dayNumber % 7) + 7) % 7;
  return { date, dayNumber, month, weekend: weekday === 1 || weekday === 2, week: Math.floor((dayNumber + 3) / 7), festival: festivalOn(date) };
}

function factorOf(kind: DestinationKind, night: Night): number {
  return (
    MONTH_FACTOR[kind][night.month - 1]! * (night.weekend ? WEEKEND_FACTOR[kind] : 1) * (night.festival ? FESTIVAL_FACTOR[night.festival][kind] : 1)
  );
}

export interface NightPrice {
  rateId: string;
  /** MMK for this night, rounded as hotels publish (roundPrice). */
  local: number;
  foreigner: number;
  /** What the night cost before the hotel's deal; equal to the price when there is none. */
  localBeforeDeal: number;
  foreignerBeforeDeal: number;
}

export interface RoomNight {
  date: string;
  /** Rooms of this type still for sale that night: 0 (sold out or closed) to the room type's roomCount. */
  available: number;
  /** In the order of the room type's rates. */
  prices: NightPrice[];
}

/** A hotel's deals, the same for all its room types: which seasonal deal it publishes, if any, and its share. */
interface DealSeed {
  key: number;
  seasonal: 'green_season' | 'weekday' | null;
  share: number;
}

function dealSeed(hotel: Hotel, kind: DestinationKind): DealSeed {
  const key = hashString(`hotel-deal|${hotel.id}`);
  const publishes = toUnit(key) < SEASONAL_DEAL_SHARE;
  const seasonal = !publishes ? null : GREEN_SEASON_KINDS.has(kind) ? 'green_season' : WEEKDAY_DEAL_KINDS.has(kind) ? 'weekday' : null;
  return { key, seasonal, share: DEAL_SHARES[Math.floor(toUnit(mixHash(key, 1)) * DEAL_SHARES.length)]! };
}

function dealOfNight(seed: DealSeed, night: Night): Deal | null {
  if (night.festival) return null;
  if (seed.seasonal === 'green_season' && SEASON_BY_MONTH[night.month - 1] === 'green') return { kind: 'green_season', share: seed.share };
  if (seed.seasonal === 'weekday' && !night.weekend) return { kind: 'weekday', share: seed.share };
  if (toUnit(mixHash(seed.key, 1_000_000 + night.week)) < PROMOTION_WEEK_SHARE) return { kind: 'promotion_week', share: seed.share };
  return null;
}

/** The deal a hotel publishes for a night, if any: the same for every room type and rate of the hotel. */
export function dealOn(hotel: Hotel, date: string): Deal | null {
  const destination = destinationById(hotel.destinationId);
  if (!destination) throw new Error(`hotel calendar: hotel ${hotel.id} has an unknown destination ${hotel.destinationId}`);
  return dealOfNight(dealSeed(hotel, destination.kind), nightOf(date));
}

/** What is fixed for a room type across its nights, worked out once per calendar. */
interface RoomSeed {
  kind: DestinationKind;
  key: number;
  deal: DealSeed;
  roomCount: number;
  /** How closely the hotel follows demand: 0.7 keeps its prices steady, 1.2 chases every peak. */
  sensitivity: number;
  /** Share of rooms kept open in the monsoon at a beach: 0 closes for the season. */
  monsoonOpenShare: number;
  rates: HotelRoomType['rates'];
}

function roomSeed(hotel: Hotel, room: HotelRoomType): RoomSeed {
  if (!hotel.rooms.includes(room)) throw new Error(`hotel calendar: room type ${room.id} is not a room of hotel ${hotel.id}`);
  const destination = destinationById(hotel.destinationId);
  if (!destination) throw new Error(`hotel calendar: hotel ${hotel.id} has an unknown destination ${hotel.destinationId}`);
  const hotelKey = hashString(`hotel-calendar|${hotel.id}`);
  const closure = toUnit(mixHash(hotelKey, 1));
  return {
    kind: destination.kind,
    key: hashString(`hotel-calendar|${hotel.id}|${room.id}`),
    deal: dealSeed(hotel, destination.kind),
    roomCount: room.roomCount,
    sensitivity: 0.7 + 0.5 * toUnit(hotelKey),
    // A quarter of beach hotels shut for the rains; the others keep a third to a half of their rooms.
    monsoonOpenShare: closure < 0.25 ? 0 : 0.3 + 0.2 * toUnit(mixHash(hotelKey, 2)),
    rates: room.rates,
  };
}

function priceNight(seed: RoomSeed, night: Night, factor: number): RoomNight {
  const hash = mixHash(seed.key, night.dayNumber);
  const noise = toUnit(hash);
  const soldOut = toUnit(mixHash(hash, 1)) < SOLD_OUT_SHARE;

  const open = seed.kind === 'beach' && MONSOON_CLOSURE_MONTHS.has(night.month) ? Math.floor(seed.roomCount * seed.monsoonOpenShare) : seed.roomCount;
  // Occupancy follows demand: about half the rooms on an ordinary night, all of them at a peak.
  const occupancy = Math.min(1, Math.max(0, 0.55 + 1.2 * (factor - 1) + 0.4 * (noise - 0.5)));
  const available = soldOut ? 0 : open - Math.min(open, Math.round(open * occupancy));

  const multiplier = 1 + (factor - 1) * seed.sensitivity;
  const deal = dealOfNight(seed.deal, night);
  // The deal comes off the published price, and is rounded as hotels publish: rounding never
  // decreases with its input, so foreigners still pay at least what locals pay after a deal.
  const afterDeal = (price: number) => (deal ? roundPrice(price * (1 - deal.share)) : price);
  const prices = seed.rates.map((rate) => {
    const localBeforeDeal = roundPrice(rate.localPrice * multiplier);
    const foreignerBeforeDeal = roundPrice(rate.foreignerPrice * multiplier);
    return { rateId: rate.id, local: afterDeal(localBeforeDeal), foreigner: afterDeal(foreignerBeforeDeal), localBeforeDeal, foreignerBeforeDeal };
  });
  return { date: night.date, available, prices };
}

/**
 * roomNight's memory: every list, detail and hold prices each room type night by night, and working
 * out a room's seed (two string hashes) and a date (parsing, festival) again each time cost more than
 * the night itself. Seeds are kept per room type of the catalogue (whose objects are frozen and live
 * as long as the process); nights per date, at most NIGHT_MEMORY dates, forgotten all at once beyond.
 */
const seeds = new WeakMap<HotelRoomType, { hotel: Hotel; seed: RoomSeed }>();
const NIGHT_MEMORY = 1_000;
const knownNights = new Map<string, { night: Night; factors: Map<DestinationKind, number> }>();

function memoSeed(hotel: Hotel, room: HotelRoomType): RoomSeed {
  const known = seeds.get(room);
  if (known?.hotel === hotel) return known.seed;
  const seed = roomSeed(hotel, room);
  seeds.set(room, { hotel, seed });
  return seed;
}

function memoNight(date: string) {
  let known = knownNights.get(date);
  if (!known) {
    if (knownNights.size >= NIGHT_MEMORY) knownNights.clear();
    known = { night: nightOf(date), factors: new Map() };
    knownNights.set(date, known);
  }
  return known;
}

/** One night of a room type. */
export function roomNight(hotel: Hotel, room: HotelRoomType, date: string): RoomNight {
  const seed = memoSeed(hotel, room);
  const { night, factors } = memoNight(date);
  let factor = factors.get(seed.kind);
  if (factor === undefined) {
    factor = factorOf(seed.kind, night);
    factors.set(seed.kind, factor);
  }
  return priceNight(seed, night, factor);
}

/**
 * A night repriced from the room-only price for local guests an employee set in the console (issue 20
 * item 4): that rate costs exactly `roomOnlyLocal`, and every other rate and foreigners' prices move by
 * the same proportion from what the hotel published before its deal, rounded as hotels publish
 * (rounding never decreases with its input, so foreigners still pay at least what locals pay). The
 * employee's price is the price: the hotel's deal does not come off it, so no strike-through is shown
 * that nobody published. The allotment is the night's own.
 */
export function repricedNight(night: RoomNight, roomOnlyLocal: number): RoomNight {
  const roomOnly = night.prices[0];
  if (!roomOnly) return night;
  const proportion = roomOnlyLocal / roomOnly.localBeforeDeal;
  return {
    ...night,
    prices: night.prices.map((price, index) => {
      const local = index === 0 ? roomOnlyLocal : roundPrice(price.localBeforeDeal * proportion);
      const foreigner = Math.max(local, roundPrice(price.foreignerBeforeDeal * proportion));
      return { rateId: price.rateId, local, foreigner, localBeforeDeal: local, foreignerBeforeDeal: foreigner };
    }),
  };
}

interface NightsAhead {
  today: string;
  count: number;
  nights: readonly Night[];
  factors: ReadonlyMap<DestinationKind, readonly number[]>;
}

let nightsAhead: NightsAhead | undefined;

/** Dates, weekdays, festivals and factors of the nights ahead: the same for every room, so worked out once. */
function nightsFrom(today: string, count: number): NightsAhead {
  if (nightsAhead?.today === today && nightsAhead.count === count) return nightsAhead;
  const nights = Array.from({ length: count }, (_, index) => nightOf(addDays(today, index)));
  const kinds = Object.keys(MONTH_FACTOR) as DestinationKind[];
  nightsAhead = { today, count, nights, factors: new Map(kinds.map((kind) => [kind, nights.map((night) => factorOf(kind, night))])) };
  return nightsAhead;
}

/**
 * The nights of a room type from `today` (the Yangon business date, included) for `nights` nights:
 * allotment and price per rate. Cheap enough to run for every room type of the catalogue.
 */
export function roomCalendar(hotel: Hotel, room: HotelRoomType, today: string, nights: number = CALENDAR_NIGHTS): RoomNight[] {
  if (!Number.isInteger(nights) || nights < 1 || nights > 2 * CALENDAR_NIGHTS) throw new RangeError(`nights must be 1 to ${2 * CALENDAR_NIGHTS}, got ${nights}`);
  const seed = roomSeed(hotel, room);
  const ahead = nightsFrom(today, nights);
  const factors = ahead.factors.get(seed.kind)!;
  return ahead.nights.map((night, index) => priceNight(seed, night, factors[index]!));
}
