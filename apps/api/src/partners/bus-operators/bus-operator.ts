import type { Gender } from '@thwa/domain/booking/travellers';

/** A call to an operator's reservation system that failed or did not answer: the caller tells the customer to try again. */
export class BusOperatorError extends Error {
  constructor(
    readonly operatorLink: string,
    message: string,
  ) {
    super(`${operatorLink}: ${message}`);
    this.name = 'BusOperatorError';
  }
}

/** A departure as a link needs it: which coach, when it leaves, and its seats. */
export interface LinkedDeparture {
  id: number;
  departsAt: Date;
  /** Every seat number of its coach. */
  seatNos: readonly string[];
}

/** What an operator answers when asked to confirm a paid booking. */
export type BusConfirmation =
  | { status: 'confirmed'; reference: string }
  /** Not confirmed yet: ask again later. */
  | { status: 'pending' }
  | { status: 'failed'; reason: string };

/**
 * How we reach an operator's seats (decision 035): our own inventory, or an operator's reservation
 * system through its api. The seats themselves are always kept in bus_departures and bus_seats under
 * the departure's lock, so nothing is sold twice whoever sells it; a link adds what a real operator's
 * system adds: the time its calls take, its failures, the seats its own counters sell meanwhile, and
 * its confirmation.
 */
export interface BusOperatorLink {
  /** For logs and errors: 'own-inventory', 'zwekabin-sandbox'. */
  readonly name: string;
  /**
   * Asks the operator's system before its seats are shown or held (`call` names what is asked, such
   * as 'search|YGN|MDY|2026-12-01'). Never called inside a departure's lock: a slow partner must not
   * keep other buyers of the coach waiting.
   * @throws BusOperatorError when the system fails or does not answer
   */
  ask(call: string): Promise<void>;
  /**
   * Seats the operator's own counters have sold by `now` beyond those known when the day went on
   * sale, by seat number with the buyer's gender. It only grows as time passes; a seat we hold or sold
   * is never among them for as long as it is ours (the caller skips those).
   */
  counterSalesSince(departure: LinkedDeparture, now: Date): ReadonlyMap<string, Gender>;
  /**
   * Confirms a paid booking; asked again, it gives the same answer for the same order.
   * `attempt` counts from 1; `lastNames` are the passengers' (a sandbox answers test names).
   */
  confirm(request: { orderId: string; operator: string; departureId: number; seatNos: readonly string[]; lastNames: readonly string[]; attempt: number }): Promise<BusConfirmation>;
}
