/**
 * A coach's seats and who may sit where (issue 21 item 3). Seats are named by row and letter ('1A');
 * two seats side by side without the aisle between them are neighbours.
 *
 * The seat rule for women, as redBus shows it: a passenger is not seated beside someone of the other
 * gender from another booking. A seat beside a woman of another party is for women only, a seat
 * beside a man of another party for men only; people who book together sit as they choose. The map
 * shows it before anyone picks, and the hold checks it again under the departure's lock.
 */
import type { Gender } from '../booking/travellers.ts';
import type { CoachType } from './bus-network.ts';

/** A seat someone holds or bought: which booking (checkout or order) and the passenger's gender. */
export interface SeatOccupant {
  party: string;
  gender: Gender;
  /** Paid for (or sold at the operator's counter), not only held. */
  sold: boolean;
}

/**
 * A seat as a map shows it to a party: 'available' to anyone, 'women' or 'men' only, 'held' by an
 * unpaid booking, 'sold', or 'mine' (held by the party that is looking).
 */
export type SeatStatus = 'available' | 'women' | 'men' | 'held' | 'sold' | 'mine';

export interface SeatPlace {
  seatNo: string;
  /** From 1, front to back. */
  row: number;
  /** Index in the coach's columns (the aisle is a column of its own). */
  column: number;
}

/** Every seat of a coach, front to back and left to right. */
export function seatsOf(coach: Pick<CoachType, 'rows' | 'columns'>): SeatPlace[] {
  const seats: SeatPlace[] = [];
  for (let row = 1; row <= coach.rows; row++) {
    coach.columns.forEach((letter, column) => {
      if (letter !== '') seats.push({ seatNo: `${row}${letter}`, row, column });
    });
  }
  return seats;
}

/** The seats right beside `seatNo` in its row, the aisle not crossed; empty for a seat not on the coach. */
export function neighboursOf(coach: Pick<CoachType, 'rows' | 'columns'>, seatNo: string): string[] {
  const match = /^(\d+)([A-Z])$/.exec(seatNo);
  if (!match) return [];
  const row = Number(match[1]);
  const column = coach.columns.indexOf(match[2]!);
  if (row < 1 || row > coach.rows || column < 0) return [];
  return [coach.columns[column - 1], coach.columns[column + 1]].filter((letter): letter is string => letter !== undefined && letter !== '').map((letter) => `${row}${letter}`);
}

/** Who may take a free seat, beside `occupants` of other parties than `party`: null when anyone may. */
function keptFor(coach: Pick<CoachType, 'rows' | 'columns'>, seatNo: string, occupants: ReadonlyMap<string, SeatOccupant>, party: string | null): Gender | null {
  for (const neighbour of neighboursOf(coach, seatNo)) {
    const occupant = occupants.get(neighbour);
    if (occupant && occupant.party !== party) return occupant.gender;
  }
  return null;
}

/** Every seat's status as `party` (a checkout's id, or null for someone not holding any) sees it. */
export function seatStatuses(coach: Pick<CoachType, 'rows' | 'columns'>, occupants: ReadonlyMap<string, SeatOccupant>, party: string | null): Map<string, SeatStatus> {
  const statuses = new Map<string, SeatStatus>();
  for (const { seatNo } of seatsOf(coach)) {
    const occupant = occupants.get(seatNo);
    if (occupant) statuses.set(seatNo, party !== null && occupant.party === party ? 'mine' : occupant.sold ? 'sold' : 'held');
    else {
      const kept = keptFor(coach, seatNo, occupants, party);
      statuses.set(seatNo, kept === 'female' ? 'women' : kept === 'male' ? 'men' : 'available');
    }
  }
  return statuses;
}

/** A seat a party wants, for a passenger of this gender. */
export interface WantedSeat {
  seatNo: string;
  gender: Gender;
}

export type SeatRefusal = { seatNo: string; reason: 'not_on_coach' | 'twice' | 'taken' | 'kept_for_women' | 'kept_for_men' };

/**
 * Why `party` may not have these seats, or null when it may: each seat on the coach, once, free or
 * its own already, and none beside a passenger of the other gender from another party. The party's
 * own earlier seats do not count as taken (a checkout choosing again).
 */
export function seatRefusal(coach: Pick<CoachType, 'rows' | 'columns'>, occupants: ReadonlyMap<string, SeatOccupant>, party: string, wanted: readonly WantedSeat[]): SeatRefusal | null {
  const onCoach = new Set(seatsOf(coach).map((seat) => seat.seatNo));
  const seen = new Set<string>();
  for (const seat of wanted) {
    if (!onCoach.has(seat.seatNo)) return { seatNo: seat.seatNo, reason: 'not_on_coach' };
    if (seen.has(seat.seatNo)) return { seatNo: seat.seatNo, reason: 'twice' };
    seen.add(seat.seatNo);
    const occupant = occupants.get(seat.seatNo);
    if (occupant && occupant.party !== party) return { seatNo: seat.seatNo, reason: 'taken' };
    const kept = keptFor(coach, seat.seatNo, occupants, party);
    if (kept !== null && kept !== seat.gender) return { seatNo: seat.seatNo, reason: kept === 'female' ? 'kept_for_women' : 'kept_for_men' };
  }
  return null;
}
