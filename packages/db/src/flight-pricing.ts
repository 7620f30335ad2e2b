/**
 * How long flights take and what they cost, from distance. Our inventory's fares are computed with
 * these formulas when the timetable is seeded, and the sandbox sources price from them too (each with
 * its own deviation), so the same trip costs about the same wherever it is bought.
 *
 * Amounts are integer MMK. The formulas are calibrated on Myanmar fares of 2024-2025 (Yangon-Mandalay
 * economy about 170,000 MMK for locals; Yangon-Bangkok about 190,000 MMK before charges).
 */

export type Cabin = 'economy' | 'business';
export type Nationality = 'local' | 'foreign';
export type RouteArea = 'domestic' | 'international';
export type AircraftKind = 'turboprop' | 'jet';

const EARTH_RADIUS_KM = 6371;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in kilometres. */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Block time = distance at cruise speed plus a fixed allowance for taxi, climb and descent.
 * An ATR 72 cruises at about 420 km/h over the route (510 km/h true airspeed, less winds and
 * routing); jets at about 720 km/h.
 */
export const BLOCK_TIME = {
  turboprop: { cruiseKmh: 420, taxiAndClimbMinutes: 20 },
  jet: { cruiseKmh: 720, taxiAndClimbMinutes: 30 },
} as const satisfies Record<AircraftKind, { cruiseKmh: number; taxiAndClimbMinutes: number }>;

/** Minutes from the gate at one airport to the gate at the next, rounded up to 5 as airlines publish them. */
export function blockMinutes(distanceKm: number, kind: AircraftKind): number {
  if (!Number.isFinite(distanceKm) || distanceKm <= 0) throw new RangeError(`distance must be positive, got ${distanceKm}`);
  const { cruiseKmh, taxiAndClimbMinutes } = BLOCK_TIME[kind];
  return Math.ceil(((distanceKm / cruiseKmh) * 60 + taxiAndClimbMinutes) / 5) * 5;
}

/** Time on the ground at an intermediate stop of a multi-leg service (passengers stay on board). */
export const GROUND_MINUTES: Readonly<Record<AircraftKind, number>> = { turboprop: 25, jet: 50 };

export interface FareComponents {
  base: number;
  tax: number;
}

export interface PublishedFare {
  adult: FareComponents;
  child: FareComponents;
  infant: FareComponents;
}

/**
 * The fare formula, for one cabin on one origin-destination pair:
 *
 *   economy adult base = (domestic 60,000 + 200 × km | international 90,000 + 150 × km) × airline factor
 *   business           = economy × (domestic 2.0 | international 2.8)
 *   foreigners         = × 1.6 on domestic routes (Myanmar airlines publish separate, higher fares for
 *                        foreigners); the same fare on international routes
 *   child (2-11)       = 75 % of the adult base; infant (under 2, on a lap) = 10 %
 *   tax                = domestic: 5 % commercial tax + 5,000 airport and security fee;
 *                        international: 3 % + 45,000 departure charges; infants pay the percentage only
 *
 * km is the great-circle distance between the passenger's origin and destination, not the distance
 * flown: on a circuit such as RGN-NYU-MDL-HEH a passenger to Heho pays for Yangon-Heho.
 * Bases round to 1,000 MMK (children and infants to 500), taxes to 100.
 */
export const FARE_FORMULA = {
  economyBase: { domestic: { fixed: 60_000, perKm: 200 }, international: { fixed: 90_000, perKm: 150 } },
  businessMultiplier: { domestic: 2, international: 2.8 },
  foreignerMultiplier: { domestic: 1.6, international: 1 },
  childShare: 0.75,
  infantShare: 0.1,
  tax: { domestic: { rate: 0.05, fee: 5_000 }, international: { rate: 0.03, fee: 45_000 } },
} as const;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export interface FareQuery {
  distanceKm: number;
  area: RouteArea;
  cabin: Cabin;
  nationality: Nationality;
  /** The airline's factor (flight-network.ts): full-service above 1, low-cost below. */
  fareFactor: number;
}

export function publishedFare({ distanceKm, area, cabin, nationality, fareFactor }: FareQuery): PublishedFare {
  if (!Number.isFinite(distanceKm) || distanceKm <= 0) throw new RangeError(`distance must be positive, got ${distanceKm}`);
  if (!(fareFactor > 0)) throw new RangeError(`fare factor must be positive, got ${fareFactor}`);
  const { fixed, perKm } = FARE_FORMULA.economyBase[area];
  const cabinMultiplier = cabin === 'business' ? FARE_FORMULA.businessMultiplier[area] : 1;
  const nationalityMultiplier = nationality === 'foreign' ? FARE_FORMULA.foreignerMultiplier[area] : 1;
  return fareFromAdultBase(roundTo((fixed + perKm * distanceKm) * fareFactor * cabinMultiplier * nationalityMultiplier, 1_000), area);
}

/** A whole fare from its adult base: the child's and infant's shares of it, and each one's tax, as the formula says. */
export function fareFromAdultBase(adultBase: number, area: RouteArea): PublishedFare {
  const childBase = roundTo(adultBase * FARE_FORMULA.childShare, 500);
  const infantBase = roundTo(adultBase * FARE_FORMULA.infantShare, 500);
  const { rate, fee } = FARE_FORMULA.tax[area];
  return {
    adult: { base: adultBase, tax: roundTo(adultBase * rate + fee, 100) },
    child: { base: childBase, tax: roundTo(childBase * rate + fee, 100) },
    infant: { base: infantBase, tax: roundTo(infantBase * rate, 100) },
  };
}

/**
 * A fare after the airline refiles its cabin (issue 20 item 4): the whole route's adult base for local
 * travellers goes from `from` to `to`, and every other fare of the cabin (each segment, foreigners')
 * moves by the same proportion, its base to 1,000 MMK as published, never below 1,000; the shares and
 * taxes follow from the new base.
 */
export function refiledFare(adultBase: number, area: RouteArea, from: number, to: number): PublishedFare {
  if (!(from > 0) || !(to > 0)) throw new RangeError(`fares must be positive, got ${from} and ${to}`);
  return fareFromAdultBase(Math.max(1_000, roundTo((adultBase * to) / from, 1_000)), area);
}

/**
 * A promotion of `percent` off a base fare, rounded down to 100 MMK. Airlines discount adult and child
 * fares; infant fares are never discounted.
 */
export function promotionDiscount(base: number, percent: number): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`percent must be 0-100, got ${percent}`);
  return Math.floor((base * percent) / 100 / 100) * 100;
}

/** Domestic when both airports are in Myanmar. */
export function routeArea(originCountry: string, destinationCountry: string): RouteArea {
  return originCountry === 'MM' && destinationCountry === 'MM' ? 'domestic' : 'international';
}
