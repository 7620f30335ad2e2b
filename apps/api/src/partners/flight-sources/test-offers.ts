import type { CabinClass } from '@thwa/domain/contracts/flights';
import type { OfferFare, OfferLeg } from './flight-source.ts';
import type { BookableSegment } from './itineraries.ts';

/**
 * Builders of legs, fares and segments for unit tests of the flight-source rules. Times are Yangon
 * wall clock on 2026-12-01 unless given, and instants agree with them (UTC+06:30).
 */
const YANGON_OFFSET_MS = 390 * 60_000;

export function leg(flightNumber: string, origin: string, destination: string, departs: string, minutes: number, date = '2026-12-01'): OfferLeg {
  const departsAt = Date.parse(`${date}T${departs}:00Z`) - YANGON_OFFSET_MS;
  const arrivesAt = departsAt + minutes * 60_000;
  const local = (instant: number) => new Date(instant + YANGON_OFFSET_MS).toISOString().slice(0, 16);
  return {
    flightNumber,
    airlineCode: flightNumber.slice(0, 2),
    origin,
    destination,
    departsAt,
    arrivesAt,
    departureLocal: local(departsAt),
    arrivalLocal: local(arrivesAt),
    durationMinutes: minutes,
  };
}

export function fare(adultBase: number, options: { tax?: number; discount?: number; taxIncluded?: boolean } = {}): OfferFare {
  const tax = options.tax ?? 10_000;
  const discount = options.discount ?? 0;
  return {
    taxIncluded: options.taxIncluded ?? false,
    adult: { base: adultBase, discount, tax },
    child: { base: Math.round(adultBase * 0.75), discount, tax },
    infant: { base: Math.round(adultBase * 0.1), discount: 0, tax: 500 },
  };
}

export function segment(legs: OfferLeg[], adultBase: number, options: Partial<Omit<BookableSegment, 'legs' | 'fare'>> & { cabinClass?: CabinClass } = {}): BookableSegment {
  return {
    cabinClass: 'economy',
    seatsLeft: 9,
    waitlistOpen: true,
    offline: false,
    distanceKm: 500,
    ...options,
    legs,
    fare: fare(adultBase),
  };
}
