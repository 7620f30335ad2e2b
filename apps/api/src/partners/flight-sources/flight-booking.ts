import type { Transaction } from '@thwa/db/transaction';
import type { FlightSourceAlias } from '@thwa/domain/contracts/flights';
import type { SourceOffer } from './flight-source.ts';

/**
 * The booking side of a flight source (design §6: hold, confirm/issue, cancel). Searching and pricing
 * live on FlightSource; a partner that can be booked also implements this. Holds are taken inside the
 * order's transaction, so an order and its seats appear, or fail, together.
 */
export interface FlightBookingPartner {
  readonly alias: FlightSourceAlias;
  /**
   * Reserves `seats` on every leg of `offer` for `orderId`.
   * @throws AppError SEAT_NOT_AVAILABLE when any leg has fewer seats left (nothing is then held).
   */
  hold(transaction: Transaction, request: HoldRequest): Promise<void>;
  /** Confirms the held seats with the airline and issues tickets. Safe to call again for the same order. */
  issue(request: IssueRequest): Promise<IssueResult>;
  /** Gives the order's seats back to sale (hold expired, payment failed, issue failed). Safe to repeat. */
  release(transaction: Transaction, orderId: string): Promise<void>;
}

export interface HoldRequest {
  orderId: string;
  offerId: string;
  offer: SourceOffer;
  /** Adults and children: infants travel on a lap and take no seat. */
  seats: number;
}

export interface IssueRequest {
  orderId: string;
  offerId: string;
  /** Travellers' last names, as airlines file them. */
  lastNames: string[];
  /** 1 on the first try; a partner that is slow answers `pending` and is asked again. */
  attempt: number;
}

export type IssueResult =
  | { status: 'ticketed'; pnr: string }
  /** The airline has not confirmed yet: ask again later. */
  | { status: 'pending' }
  /** The airline put the booking on its waitlist (HL): our flight team takes it from here. */
  | { status: 'waitlisted'; pnr: string }
  | { status: 'failed'; reason: string };

/** The record locator airlines print: six letters and digits without the look-alikes 0/O and 1/I. */
export function recordLocator(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let pnr = '';
  for (let index = 0; index < 6; index += 1) pnr += alphabet[Math.floor(random() * alphabet.length)];
  return pnr;
}
