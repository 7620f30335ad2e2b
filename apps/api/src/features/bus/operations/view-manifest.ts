import type { Gender } from '@thwa/domain/booking/travellers';
import { busPoint, busService, coachType } from '@thwa/domain/bus/bus-network';
import { localAfter } from '@thwa/domain/bus/bus-time';
import type { BusStop } from '@thwa/domain/bus/bus-trip';
import { seatsOf } from '@thwa/domain/bus/seat-rule';
import type { OpsBusManifest, OpsBusSeat } from '@thwa/domain/contracts/bus-operations';
import { AppError } from '../../../plugins/errors.ts';
import type { CoachOccupancy } from '../coach-occupancy.ts';
import type { BusOperationsRepository, OpsSeatRow } from './bus-operations.repository.ts';
import { departureSummary } from './departure-summary.ts';

type Stop = NonNullable<OpsBusSeat['boarding']>;

/** A stop with its point's names; a point no longer in the network keeps its id as its name. */
function stopOf(stop: BusStop | null): Stop | null {
  if (!stop) return null;
  const point = busPoint(stop.pointId);
  return { pointId: stop.pointId, nameEn: point?.nameEn ?? stop.pointId, nameMy: point?.nameMy ?? stop.pointId, at: stop.at };
}

/** A checkout's chosen point, when the coach is there on this departure. */
function chosenStop(pointId: string | null, date: string, time: string): Stop | null {
  const point = pointId ? busPoint(pointId) : undefined;
  return point ? stopOf({ pointId: point.id, at: localAfter(date, time, point.offsetMinutes) }) : null;
}

/**
 * `GET /ops/bus/departures/{departureId}`: the departure and every seat of its coach, by row then
 * column: free, sold at the operator's counter (with the gender it sold to), or ours: held by a
 * checkout (until when), held by an order awaiting payment or sold, with the order, its contact phone,
 * the passenger as the trip stores them and their boarding and dropping points.
 */
export function createViewManifest(repository: BusOperationsRepository, occupancy: CoachOccupancy) {
  return async (departureId: number): Promise<OpsBusManifest> => {
    const row = await repository.departure(departureId);
    const service = row && busService(row.serviceCode);
    const coach = service && coachType(service.coachType);
    if (!row || !service || !coach) throw new AppError('NOT_FOUND');
    const ours = new Map<string, OpsSeatRow>((await repository.seats(departureId)).map((seat) => [seat.seatNo, seat]));
    const counter = new Map<string, Gender>([...row.counterWomen.map((seatNo) => [seatNo, 'female'] as const), ...row.counterMen.map((seatNo) => [seatNo, 'male'] as const)]);
    // The operator's counters may have sold more since (its system tells): they are counter seats too.
    const later = occupancy.laterCounterSales(row, new Set([...counter.keys(), ...ours.keys()]));
    for (const [seatNo, gender] of later) counter.set(seatNo, gender);
    const departure = departureSummary(row, later.size);
    if (!departure) throw new AppError('NOT_FOUND');
    const seats = seatsOf(coach).map(({ seatNo, row: seatRow, column }): OpsBusSeat => {
      const base = { seatNo, row: seatRow, column };
      const seat = ours.get(seatNo);
      if (seat) {
        const phone = seat.contactPhoneNumber ? `+${seat.contactPhoneCode ?? '95'} ${seat.contactPhoneNumber}` : '';
        return {
          ...base,
          status: seat.status === 'sold' ? 'sold' : 'held',
          gender: seat.gender,
          heldUntil: seat.orderId ? null : (seat.heldUntil?.toISOString() ?? null),
          order: seat.orderId ? { orderId: seat.orderId, orderStatus: seat.orderStatus ?? '', paymentStatus: seat.paymentStatus ?? '', contactPhone: phone } : null,
          passenger: seat.passenger ? { firstName: seat.passenger.firstName ?? '', lastName: seat.passenger.lastName ?? '' } : null,
          boarding: seat.orderId ? stopOf(seat.boarding) : chosenStop(seat.checkoutBoardingPointId, row.serviceDate, service.departureTime),
          dropping: seat.orderId ? stopOf(seat.dropping) : chosenStop(seat.checkoutDroppingPointId, row.serviceDate, service.departureTime),
        };
      }
      const gender = counter.get(seatNo);
      return { ...base, status: gender ? 'counter' : 'free', gender: gender ?? null, heldUntil: null, order: null, passenger: null, boarding: null, dropping: null };
    });
    return { departure, layout: { rows: coach.rows, columns: [...coach.columns] }, seats };
  };
}
