import { describe, expect, it } from 'vitest';
import { listedSeatsNow, seatStatus, seatsNeeded, segmentsOf, type LegSeats } from './seat-availability.ts';

const leg = (flightNumber: string, available: number, waitlistOpen = true): LegSeats => ({ flightNumber, available, waitlistOpen });

describe('seatsNeeded', () => {
  it('counts adults and children; infants sit on a lap', () => {
    expect(seatsNeeded({ adult: 2, child: 1 })).toBe(3);
  });
});

describe('seatStatus', () => {
  it('is HK when every segment has the seats, the last ones included', () => {
    expect(seatStatus([{ seatsLeft: 3, waitlistOpen: false }, { seatsLeft: 9, waitlistOpen: false }], 3)).toBe('HK');
  });

  it('is HL when every segment short of seats takes a waitlist', () => {
    expect(seatStatus([{ seatsLeft: 2, waitlistOpen: true }, { seatsLeft: 9, waitlistOpen: false }], 3)).toBe('HL');
    expect(seatStatus([{ seatsLeft: 0, waitlistOpen: true }], 1)).toBe('HL');
  });

  it('is nothing when a segment short of seats takes no waitlist', () => {
    expect(seatStatus([{ seatsLeft: 0, waitlistOpen: false }], 1)).toBeUndefined();
    expect(seatStatus([{ seatsLeft: 0, waitlistOpen: true }, { seatsLeft: 1, waitlistOpen: false }], 2)).toBeUndefined();
  });
});

describe('segmentsOf', () => {
  it('makes one segment of consecutive legs of one flight number: its fewest seats, a waitlist on all of them', () => {
    expect(segmentsOf([leg('UB103', 5), leg('UB103', 2, false), leg('K7224', 7)])).toEqual([
      { seatsLeft: 2, waitlistOpen: false },
      { seatsLeft: 7, waitlistOpen: true },
    ]);
  });

  it('has no segments without legs', () => {
    expect(segmentsOf([])).toEqual([]);
  });
});

describe('listedSeatsNow: a listed offer against the seats of now', () => {
  it('keeps an offer the party still fits in, with the fewest seats left on its legs', () => {
    expect(listedSeatsNow('HK', [leg('UB103', 6), leg('UB103', 2)], 2)).toBe(2);
  });

  it('drops an offer whose seats are all taken, or too few for the party, when there is no waitlist', () => {
    expect(listedSeatsNow('HK', [leg('UB101', 0, false)], 1)).toBeUndefined();
    expect(listedSeatsNow('HK', [leg('UB101', 2, false)], 3)).toBeUndefined();
  });

  it('drops an offer listed with seats that now has only a waitlist: seats were promised', () => {
    expect(listedSeatsNow('HK', [leg('UB101', 0, true)], 1)).toBeUndefined();
  });

  it('keeps a listed waitlist while the waitlist is open, and when seats came back', () => {
    expect(listedSeatsNow('HL', [leg('UB101', 0, true)], 1)).toBe(0);
    expect(listedSeatsNow('HL', [leg('UB101', 4, false)], 1)).toBe(4);
    expect(listedSeatsNow('HL', [leg('UB101', 0, false)], 1)).toBeUndefined();
  });

  it('judges a waitlist per segment, as a source does: one leg without a waitlist closes its segment', () => {
    expect(listedSeatsNow('HL', [leg('UB103', 0, true), leg('UB103', 5, false)], 1)).toBeUndefined();
    expect(listedSeatsNow('HL', [leg('UB103', 0, true), leg('K7224', 5, false)], 1)).toBe(0);
  });

  it('drops an offer without legs to judge', () => {
    expect(listedSeatsNow('HK', [], 1)).toBeUndefined();
  });
});
