import { describe, expect, it } from 'vitest';
import { CONNECTION_RULES, adultPrice, buildItineraries, combinedFare, offerFor, totalMinutesOf, type ItineraryQuery } from './itineraries.ts';
import { fare, leg, segment } from './test-offers.ts';

const query: ItineraryQuery = {
  origin: 'RGN',
  destination: 'ICN',
  from: '2026-12-01',
  to: '2026-12-01',
  directDistanceKm: 3741,
  departAfter: 0,
  connections: true,
};
const routes = (itineraries: ReturnType<typeof buildItineraries>) =>
  itineraries.map((itinerary) => itinerary.map((part) => part.legs.map((one) => one.flightNumber).join('/')).join('+'));

describe('buildItineraries', () => {
  const direct = segment([leg('KE472', 'RGN', 'ICN', '23:55', 345)], 814_000, { distanceKm: 3741 });
  const toBangkok = segment([leg('TG304', 'RGN', 'BKK', '10:15', 115)], 218_000, { distanceKm: 610 });
  const bangkokSeoul = segment([leg('TG658', 'BKK', 'ICN', '13:50', 300)], 700_000, { distanceKm: 3700 });

  it('offers the direct flight and a connection through a hub', () => {
    expect(routes(buildItineraries([direct, toBangkok, bangkokSeoul], query))).toEqual(['KE472', 'TG304+TG658']);
  });

  it('needs at least 60 minutes and at most 8 hours between landing and the next departure', () => {
    // TG304 lands 12:10 Yangon time (13:40 in the helper's single clock is 1 h 30 later).
    const tooShort = segment([leg('XX1', 'BKK', 'ICN', '13:05', 300)], 1, { distanceKm: 3700 });
    const justEnough = segment([leg('XX2', 'BKK', 'ICN', '13:10', 300)], 1, { distanceKm: 3700 });
    const justTooLong = segment([leg('XX3', 'BKK', 'ICN', '20:15', 300)], 1, { distanceKm: 3700 });
    const longest = segment([leg('XX4', 'BKK', 'ICN', '20:10', 300)], 1, { distanceKm: 3700 });
    expect(CONNECTION_RULES.minConnectionMinutes).toBe(60);
    expect(routes(buildItineraries([toBangkok, tooShort, justEnough, justTooLong, longest], query)).sort()).toEqual(['TG304+XX2', 'TG304+XX4']);
  });

  it('never connects through a detour longer than 1.5 times the direct distance', () => {
    // 610 + 5,000 km is within 1.5 × 3,741 = 5,611 km; 610 + 5,100 is not.
    const within = segment([leg('XX5', 'BKK', 'ICN', '14:00', 300)], 1, { distanceKm: 5000 });
    const beyond = segment([leg('XX6', 'BKK', 'ICN', '14:00', 300)], 1, { distanceKm: 5100 });
    expect(routes(buildItineraries([toBangkok, within, beyond], query))).toEqual(['TG304+XX5']);
  });

  it('drops a connection more than twice as long as the fastest direct flight that day', () => {
    const domestic = { ...query, destination: 'MDL', directDistanceKm: 535 };
    const rgnMdl = segment([leg('UB101', 'RGN', 'MDL', '07:00', 75)], 167_000, { distanceKm: 535 });
    const rgnNyt = segment([leg('UB105', 'RGN', 'NYT', '08:00', 60)], 150_000, { distanceKm: 300 });
    const nytMdl = segment([leg('UB133', 'NYT', 'MDL', '10:00', 50)], 100_000, { distanceKm: 240 });
    // 08:00 -> 10:50 is 170 minutes, more than 2 × 75.
    expect(routes(buildItineraries([rgnMdl, rgnNyt, nytMdl], domestic))).toEqual(['UB101']);
    expect(routes(buildItineraries([rgnNyt, nytMdl], domestic))).toEqual(['UB105+UB133']);
  });

  it('keeps the stretch of a circuit with its stops as one itinerary: a passenger to Heho flies 3 legs', () => {
    const circuit = segment([leg('UB103', 'RGN', 'NYU', '06:45', 95), leg('UB103', 'NYU', 'MDL', '08:45', 40), leg('UB103', 'MDL', 'HEH', '09:50', 40)], 147_000, {
      distanceKm: 433,
    });
    const itineraries = buildItineraries([circuit], { ...query, destination: 'HEH', directDistanceKm: 433 });
    expect(routes(itineraries)).toEqual(['UB103/UB103/UB103']);
    expect(totalMinutesOf(itineraries[0]![0]!.legs)).toBe(225); // 06:45 to 10:30
  });

  it('never connects out of a flight that itself goes on to the destination, nor back through the origin', () => {
    const throughDestination = segment([leg('UB103', 'RGN', 'HEH', '06:45', 95), leg('UB103', 'HEH', 'MDL', '08:45', 40)], 1, { distanceKm: 535 });
    const mdlHeh = segment([leg('K7XXX', 'MDL', 'HEH', '10:00', 40)], 1, { distanceKm: 137 });
    const backThroughOrigin = segment([leg('UB104', 'MDL', 'RGN', '10:00', 75), leg('UB104', 'RGN', 'HEH', '11:40', 85)], 1, { distanceKm: 137 });
    const homeQuery = { ...query, destination: 'HEH', directDistanceKm: 433 };
    expect(routes(buildItineraries([throughDestination, mdlHeh], homeQuery))).toEqual([]);
    const toMandalay = segment([leg('UB101', 'RGN', 'MDL', '07:00', 75)], 1, { distanceKm: 535 });
    expect(routes(buildItineraries([toMandalay, backThroughOrigin], { ...homeQuery, directDistanceKm: 1000 }))).toEqual([]);
  });

  it('connects only within one cabin', () => {
    const businessOnward = segment([leg('TG658', 'BKK', 'ICN', '13:50', 300)], 1_900_000, { distanceKm: 3700, cabinClass: 'business' });
    expect(routes(buildItineraries([toBangkok, businessOnward], query))).toEqual([]);
  });

  it('leaves out departures before departAfter, and dates outside the range', () => {
    expect(routes(buildItineraries([direct, toBangkok, bangkokSeoul], { ...query, departAfter: toBangkok.legs[0]!.departsAt + 1 }))).toEqual(['KE472']);
    expect(routes(buildItineraries([direct], { ...query, from: '2026-12-02', to: '2026-12-03' }))).toEqual([]);
  });

  it('builds no connections for a source that sells none', () => {
    expect(routes(buildItineraries([direct, toBangkok, bangkokSeoul], { ...query, connections: false }))).toEqual(['KE472']);
  });

  it('keeps at most 30 connections per day and cabin, the fastest', () => {
    const onward = Array.from({ length: 40 }, (_, index) =>
      segment([leg(`ZZ${index}`, 'BKK', 'ICN', `${String(14 + Math.floor(index / 10)).padStart(2, '0')}:${String((index % 10) * 5).padStart(2, '0')}`, 300)], 1, {
        distanceKm: 3700,
      }),
    );
    const kept = buildItineraries([toBangkok, ...onward], query);
    expect(kept).toHaveLength(CONNECTION_RULES.maxPerDay);
    expect(kept.map((itinerary) => totalMinutesOf(itinerary.flatMap((part) => part.legs)))).toEqual(
      [...kept.map((itinerary) => totalMinutesOf(itinerary.flatMap((part) => part.legs)))].sort((a, b) => a - b),
    );
  });
});

describe('adultPrice (spec §5)', () => {
  it('is base minus discount plus tax, or base minus discount when the base includes tax', () => {
    expect(adultPrice(fare(100_000, { tax: 10_000, discount: 5_000 }))).toBe(105_000);
    expect(adultPrice(fare(110_000, { tax: 10_000, discount: 5_000, taxIncluded: true }))).toBe(105_000);
  });
});

describe('combinedFare', () => {
  it('adds the segments per traveller type', () => {
    const a = segment([leg('TG304', 'RGN', 'BKK', '10:15', 115)], 200_000);
    const b = segment([leg('TG658', 'BKK', 'ICN', '13:50', 300)], 600_000);
    expect(combinedFare([a, b]).adult).toEqual({ base: 800_000, discount: 0, tax: 20_000 });
  });

  it('states mixed fares without tax in the base, so that the total stays right', () => {
    const withTax = { ...segment([leg('FD252', 'RGN', 'DMK', '08:55', 90)], 0), fare: fare(110_000, { tax: 10_000, taxIncluded: true }) };
    const without = segment([leg('TG658', 'DMK', 'ICN', '13:50', 300)], 600_000);
    const combined = combinedFare([withTax, without]);
    expect(combined.taxIncluded).toBe(false);
    expect(adultPrice(combined)).toBe(adultPrice(withTax.fare) + adultPrice(without.fare));
  });
});

describe('offerFor', () => {
  const one = segment([leg('UB101', 'RGN', 'MDL', '07:00', 75)], 167_000, { seatsLeft: 3 });

  it('confirms seats (HK) when every segment has one for each traveller who needs a seat', () => {
    expect(offerFor('S1', [one], 3, 'full-service')).toMatchObject({ status: 'HK', seatsLeft: 3, offline: false });
  });

  it('waitlists (HL, booked offline by our team) when seats are short but a waitlist is open', () => {
    expect(offerFor('S1', [one], 4, 'full-service')).toMatchObject({ status: 'HL', seatsLeft: 3, offline: true });
    expect(offerFor('S1', [{ ...one, seatsLeft: 0 }], 1, 'full-service')).toMatchObject({ status: 'HL', seatsLeft: 0 });
  });

  it('offers nothing when seats are short and the waitlist is closed', () => {
    expect(offerFor('S1', [{ ...one, seatsLeft: 0, waitlistOpen: false }], 1, 'full-service')).toBeUndefined();
  });

  it('is offline when any segment is sold offline only', () => {
    expect(offerFor('S1', [{ ...one, offline: true }], 1, 'full-service')).toMatchObject({ status: 'HK', offline: true });
  });
});
