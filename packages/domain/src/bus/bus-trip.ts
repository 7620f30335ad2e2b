/**
 * What a bus item stores in its order item's `trip` (order-trip.ts): the departure as it was sold
 * (operator, cities, times, coach), where each passenger boards and gets off, each passenger with
 * their seat, document and fare, and the operator's cancellation tiers as they were when it was sold.
 */
import type { Gender } from '../booking/travellers.ts';
import type { CancellationTier } from './bus-network.ts';

/** Which fare a passenger pays: a Myanmar citizen's, or a foreigner's (bus-fares.ts). */
export type BusNationality = 'local' | 'foreign';

export interface BusPassenger {
  uuid: string;
  seatNo: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  dateOfBirth: string;
  /** ISO country of the passport; MM for a citizen, who shows the NRC. */
  nationality: string;
  passportNumber: string | null;
  passportExpiry: string | null;
  divisionCode: number | null;
  townshipCode: string | null;
  nrcType: string | null;
  nrcNumber: string | null;
  fare: number;
}

/** A boarding or dropping point as sold: the point and when the coach is there, local 'YYYY-MM-DDTHH:mm'. */
export interface BusStop {
  pointId: string;
  at: string;
}

export interface BusTrip {
  product: 'bus';
  departureId: number;
  serviceCode: string;
  operator: string;
  from: string;
  to: string;
  /** Local date and time it leaves the first station of `from`. */
  departureDate: string;
  departureTime: string;
  /** Local 'YYYY-MM-DDTHH:mm' it reaches the first station of `to`. */
  arrival: string;
  coachType: string;
  boarding: BusStop;
  dropping: BusStop;
  passengers: BusPassenger[];
  cancellation: CancellationTier[];
}
