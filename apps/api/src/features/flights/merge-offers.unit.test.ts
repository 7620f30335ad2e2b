import { describe, expect, it } from 'vitest';
import type { FlightSourceAlias } from '@thwa/domain/contracts/flights';
import type { SourceOffer } from '../../partners/flight-sources/flight-source.ts';
import { fareConditions } from '@thwa/domain/flights/fare-conditions';
import { fare, leg } from '../../partners/flight-sources/test-offers.ts';
import { itineraryKey, mergeOffers, offerIdOf, type MergeOptions } from './merge-offers.ts';

const CITIES: Record<string, string> = { RGN: 'Yangon', MDL: 'Mandalay', NYU: 'Nyaung U (Bagan)', BKK: 'Bangkok' };
const AIRLINES: Record<string, string> = { UB: 'Myanmar National Airlines', K7: 'Air KBZ', TG: 'Thai Airways' };
const options: MergeOptions = {
  cabin: 'economy',
  names: { airportCity: (code) => CITIES[code], airlineName: (code) => AIRLINES[code] },
  departAfter: 0,
  sourceOrder: ['S1', 'S2', 'S3'],
};

function offer(source: FlightSourceAlias, flightNumber: string, adultBase: number, extra: Partial<SourceOffer> = {}): SourceOffer {
  return {
    source,
    cabinClass: 'economy',
    status: 'HK',
    seatsLeft: 9,
    offline: false,
    legs: [leg(flightNumber, 'RGN', 'MDL', '07:00', 75)],
    fare: fare(adultBase),
    conditions: fareConditions('full-service', extra.cabinClass ?? 'economy'),
    ...extra,
  };
}

describe('mergeOffers', () => {
  it('keeps one item per itinerary: the same flight from two sources in one cabin keeps the cheaper', () => {
    const items = mergeOffers([offer('S1', 'UB101', 167_000), offer('S2', 'UB101', 159_000)], options);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ source: 'S2', offerId: 'S2-Y-UB101.20261201.RGNMDL', rates: { deal: { adult: { base: 159_000 } } } });
    expect(items[0]!.moreFares).toBeUndefined();
  });

  it('compares the spec price, so an all-in fare is not mistaken for a dearer one', () => {
    const allIn = offer('S3', 'UB101', 165_000, { fare: fare(165_000, { tax: 10_000, taxIncluded: true }) });
    const plusTax = offer('S1', 'UB101', 160_000);
    expect(mergeOffers([plusTax, allIn], options)[0]).toMatchObject({ source: 'S3', rates: { taxIncludeState: true } });
  });

  it('prefers the inventory (source order) when two sources ask the same', () => {
    expect(mergeOffers([offer('S2', 'UB101', 167_000), offer('S1', 'UB101', 167_000)], options)[0]!.source).toBe('S1');
  });

  it('prefers confirmed seats to a cheaper waitlisted fare', () => {
    const items = mergeOffers([offer('S1', 'UB101', 150_000, { status: 'HL', seatsLeft: 0, offline: true }), offer('S2', 'UB101', 170_000)], options);
    expect(items[0]).toMatchObject({ source: 'S2', route: [{ statusCode: 'HK' }] });
  });

  it('lists only the cabin searched for: an economy search shows no business fare, and no flight twice', () => {
    const business = offer('S1', 'UB101', 334_000, { cabinClass: 'business', seatsLeft: 4 });
    const items = mergeOffers([offer('S1', 'UB101', 167_000), business, offer('S2', 'UB101', 340_000, { cabinClass: 'business' })], options);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ offerId: 'S1-Y-UB101.20261201.RGNMDL', route: [{ class: 'economy' }] });
    expect(items[0]!.moreFares).toBeUndefined();
  });

  it('lists business fares for a business search, and leaves out a flight that sells no business', () => {
    const economy = offer('S1', 'UB101', 167_000);
    const business = offer('S1', 'UB101', 334_000, { cabinClass: 'business' });
    const economyOnly = offer('S1', 'K7222', 150_000);
    const items = mergeOffers([economy, business, economyOnly], { ...options, cabin: 'business' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ offerId: 'S1-C-UB101.20261201.RGNMDL', route: [{ class: 'business' }] });
    expect(mergeOffers([business], options)).toEqual([]);
  });

  it('carries the fare conditions of the fare it lists', () => {
    const lowCost = offer('S3', 'UB101', 150_000, { conditions: { checkedBaggageKg: 0, cabinBaggageKg: 7, refundable: false, changeable: false } });
    expect(mergeOffers([lowCost], options)[0]!.conditions).toEqual({ checkedBaggageKg: 0, cabinBaggageKg: 7, refundable: false, changeable: false });
  });

  it('keeps different flights apart and lists the cheapest first', () => {
    const items = mergeOffers([offer('S1', 'UB101', 167_000), offer('S1', 'K7222', 175_000), offer('S3', 'UB123', 150_000)], options);
    expect(items.map((item) => item.route[0]!.flightNumber)).toEqual(['UB123', 'UB101', 'K7222']);
  });

  it('writes each leg as the spec describes: status, class, carrier, local times, duration', () => {
    const [item] = mergeOffers([offer('S1', 'UB101', 167_000)], options);
    expect(item!.route[0]).toEqual({
      statusCode: 'HK',
      class: 'economy',
      carrier: { airlineCode: 'UB', airlineName: 'Myanmar National Airlines', airlineLogo: '/api/airlines/UB/logo.svg' },
      flightNumber: 'UB101',
      departure: { airportCode: 'RGN', airportCity: 'Yangon', date: '2026-12-01', departureTime: '07:00' },
      arrival: { airportCode: 'MDL', airportCity: 'Mandalay', date: '2026-12-01', arrivalTime: '08:15' },
      duration: 75,
    });
    expect(item!.totalDuration).toBe(75);
  });

  it('counts the total duration from the first departure to the last arrival, stops included', () => {
    const legs = [leg('UB103', 'RGN', 'NYU', '06:45', 95), leg('UB103', 'NYU', 'MDL', '08:45', 40)];
    expect(mergeOffers([offer('S1', 'UB103', 167_000, { legs })], options)[0]!.totalDuration).toBe(160);
  });

  it('drops offers leaving before departAfter, and offers naming an airport or airline we cannot show', () => {
    const early = offer('S1', 'UB101', 167_000);
    expect(mergeOffers([early], { ...options, departAfter: early.legs[0]!.departsAt + 1 })).toEqual([]);
    expect(mergeOffers([offer('S2', 'ZZ9', 100_000)], options)).toEqual([]);
  });
});

describe('itinerary identity', () => {
  it('is the flight numbers, dates and airports of every leg', () => {
    const legs = [leg('TG304', 'RGN', 'BKK', '10:15', 115), leg('TG658', 'BKK', 'ICN', '13:50', 300)];
    expect(itineraryKey(legs)).toBe('TG304@2026-12-01:RGN-BKK+TG658@2026-12-01:BKK-ICN');
    expect(offerIdOf(offer('S2', 'TG304', 1, { legs }))).toBe('S2-Y-TG304.20261201.RGNBKK_TG658.20261201.BKKICN');
  });
});
