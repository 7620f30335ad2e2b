import { busService, pointsOf, type BusPoint, type BusService } from '@thwa/domain/bus/bus-network';
import { localAfter } from '@thwa/domain/bus/bus-time';

/** The service a departure runs; a departure of a service no longer in the network is a defect. */
export function serviceOf(departure: { serviceCode: string }): BusService {
  const service = busService(departure.serviceCode);
  if (!service) throw new Error(`bus service ${departure.serviceCode} is not in the network`);
  return service;
}

/** Where a departure's passengers board: the stations and pick-up points of its first city, the earliest first. */
export function boardingPointsOf(service: BusService, date: string): { point: BusPoint; at: string }[] {
  return pointsOf(service.from)
    .map((point) => ({ point, at: localAfter(date, service.departureTime, point.offsetMinutes) }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Where they get off: the points of its last city, the first station at arrival, the others after it. */
export function droppingPointsOf(service: BusService, date: string): { point: BusPoint; at: string }[] {
  return pointsOf(service.to).map((point) => ({ point, at: localAfter(date, service.departureTime, service.durationMinutes + Math.abs(point.offsetMinutes)) }));
}

/** A point of a departure with when the coach is there. */
export interface TimedPoint {
  point: BusPoint;
  at: string;
}

/** The boarding and dropping points a checkout chose, with their times; null when either is not a point of the departure. */
export function pointsOfCheckout(service: BusService, date: string, chosen: { boardingPointId: string; droppingPointId: string }): { boarding: TimedPoint; dropping: TimedPoint } | null {
  const boarding = boardingPointsOf(service, date).find((one) => one.point.id === chosen.boardingPointId);
  const dropping = droppingPointsOf(service, date).find((one) => one.point.id === chosen.droppingPointId);
  return boarding && dropping ? { boarding, dropping } : null;
}
