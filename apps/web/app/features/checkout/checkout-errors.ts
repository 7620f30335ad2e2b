import type { MessageKey } from '../../i18n/en.ts';
import type { ModalIconKind } from '../../ui/modal.tsx';

/** The way on from an error modal. */
export type ErrorAction = 'searchAgain' | 'chooseAnother' | 'chooseAnotherRoom' | 'tryAgain' | 'callSupport';

export interface ErrorModalSpec {
  icon: ModalIconKind;
  title: MessageKey;
  /** Our own text when the api sent no message (or its message is not the point, e.g. a timeout). */
  body: MessageKey | null;
  action: ErrorAction;
}

/** Where the error happened: on the traveller step a flight can be swapped; later the search starts over. */
export type CheckoutStage = 'verify' | 'contact';

/**
 * Spec §8 modal messages for the errors the booking api answers, by errorCode: each with its icon, a
 * title and the one next step — a timed-out session searches again, a flight that cannot be booked
 * leads back to the list to choose another, anything unexpected offers to try again.
 */
export function errorModalFor(errorCode: string, stage: CheckoutStage = 'verify'): ErrorModalSpec {
  const lostFlight: ErrorAction = stage === 'verify' ? 'chooseAnother' : 'searchAgain';
  switch (errorCode) {
    case 'SESSION_TIMED_OUT':
      return { icon: 'session-timeout', title: 'checkout.modal.sessionTimeout.title', body: 'checkout.modal.sessionTimeout.body', action: 'searchAgain' };
    case 'FLIGHT_SOLD_OUT':
      return { icon: 'sold-out', title: 'checkout.modal.soldOut.title', body: null, action: lostFlight };
    case 'SEAT_NOT_AVAILABLE':
      return { icon: 'seat', title: 'checkout.modal.seat.title', body: null, action: lostFlight };
    case 'FLIGHT_UNAVAILABLE':
      return { icon: 'unavailable', title: 'checkout.modal.unavailable.title', body: null, action: lostFlight };
    case 'TIME_TOO_CLOSE':
      return { icon: 'time-too-close', title: 'checkout.modal.timeTooClose.title', body: null, action: 'chooseAnother' };
    case 'PRICE_CHANGED':
      return { icon: 'price-change', title: 'checkout.modal.priceChange.title', body: 'checkout.modal.priceChange.body', action: 'chooseAnother' };
    case 'NO_FLIGHTS':
      return { icon: 'no-flights', title: 'checkout.modal.noFlights.title', body: 'checkout.modal.noFlights.body', action: 'callSupport' };
    case 'BOOKING_NOT_AVAILABLE':
      return { icon: 'unavailable', title: 'checkout.modal.booked.title', body: null, action: 'searchAgain' };
    case 'TOO_MANY_UNPAID_BOOKINGS':
      // Issue 10: the api's message says to pay or wait for the unpaid holds; support can help meanwhile.
      return { icon: 'unavailable', title: 'checkout.modal.unpaidHolds.title', body: null, action: 'callSupport' };
    // Spec §8 hotel modals: the hotel or room cannot be booked for these dates and guests any more.
    case 'HOTEL_NOT_AVAILABLE':
      return { icon: 'unavailable', title: 'checkout.modal.hotel.title', body: 'checkout.modal.hotel.body', action: 'searchAgain' };
    case 'ROOM_NOT_AVAILABLE':
      return { icon: 'sold-out', title: 'checkout.modal.room.title', body: 'checkout.modal.room.body', action: 'chooseAnotherRoom' };
    case 'NOT_FOUND':
    case 'BOOKING_NOT_FOUND':
      return { icon: 'not-found', title: 'checkout.modal.sessionTimeout.title', body: 'checkout.modal.sessionTimeout.body', action: 'searchAgain' };
    default:
      return { icon: 'error', title: 'checkout.modal.error.title', body: 'checkout.modal.error.body', action: 'tryAgain' };
  }
}

export const ACTION_LABELS: Readonly<Record<ErrorAction, MessageKey>> = {
  searchAgain: 'checkout.action.searchAgain',
  chooseAnother: 'checkout.action.chooseAnother',
  chooseAnotherRoom: 'checkout.action.chooseAnotherRoom',
  tryAgain: 'checkout.action.tryAgain',
  callSupport: 'checkout.action.callSupport',
};
