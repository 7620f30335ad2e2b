import type { Transaction } from '@thwa/db/transaction';
import type { Gender } from '@thwa/domain/booking/travellers';
import { coachType } from '@thwa/domain/bus/bus-network';
import { seatsOf, type SeatOccupant } from '@thwa/domain/bus/seat-rule';
import type { BusOperatorLink } from '../../partners/bus-operators/bus-operator.ts';
import type { BusOperators } from '../../partners/bus-operators/bus-operators.ts';
import { COUNTER_PARTY, type BusRepository, type DepartureRow } from './bus.repository.ts';
import { serviceOf } from './bus-service.ts';

/**
 * Who sits where on a coach now, wherever its seats were sold: the counters' sales known when the day
 * went on sale, every live seat of ours, and the seats the operator's own counters have sold since,
 * as its reservation system tells (decision 035). The search, the map, the hold and the order's hold
 * all read a coach through this, so they agree.
 */
export function createCoachOccupancy({ repository, operators, now }: { repository: BusRepository; operators: BusOperators; now: () => Date }) {
  /** The link that reaches the departure's operator; undefined when its coaches are not sold. */
  function linkOf(departure: Pick<DepartureRow, 'serviceCode'>): BusOperatorLink | undefined {
    return operators.linkOf(serviceOf(departure).operator);
  }

  /**
   * The seats the operator's counters sold since the day went on sale, of those `occupied` leaves (the
   * counters' known sales and our live seats): a seat held or sold through us stays ours.
   */
  function laterCounterSales(departure: Pick<DepartureRow, 'id' | 'serviceCode' | 'departsAt'>, occupied: { has(seatNo: string): boolean }): Map<string, Gender> {
    const later = new Map<string, Gender>();
    const link = linkOf(departure);
    if (!link) return later;
    const seatNos = seatsOf(coachType(serviceOf(departure).coachType)!).map((seat) => seat.seatNo);
    for (const [seatNo, gender] of link.counterSalesSince({ id: departure.id, departsAt: departure.departsAt, seatNos }, now())) if (!occupied.has(seatNo)) later.set(seatNo, gender);
    return later;
  }

  function addCounterSales(departure: DepartureRow, occupants: Map<string, SeatOccupant>): Map<string, SeatOccupant> {
    for (const [seatNo, gender] of laterCounterSales(departure, occupants)) occupants.set(seatNo, { party: COUNTER_PARTY, gender, sold: true });
    return occupants;
  }

  return {
    linkOf,

    /** The counters' later sales of a coach: what the console adds to its counter seats. */
    laterCounterSales,

    /** Every occupied seat of the departure (read in `transaction`, under its lock, when holding). */
    async occupants(departure: DepartureRow, transaction?: Transaction): Promise<Map<string, SeatOccupant>> {
      return addCounterSales(departure, await repository.occupants(departure, transaction));
    },

    /** Seats left on a departure whose seats taken through us are `takenSeats` (a search's one read). */
    seatsLeft(departure: DepartureRow, takenSeats: readonly string[]): number {
      const occupied = new Set([...departure.counterWomen, ...departure.counterMen, ...takenSeats]);
      return Math.max(0, departure.capacity - occupied.size - laterCounterSales(departure, occupied).size);
    },
  };
}

export type CoachOccupancy = ReturnType<typeof createCoachOccupancy>;
