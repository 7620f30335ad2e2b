import { DEFAULT_ESTIMATED_CHECK_IN_TIME, type GuestsInput } from '@thwa/domain/hotels/hotel-guests';

/** The form name of a room's lead guest field: the same key the api names in its field errors. */
export function guestFieldName(room: number, field: 'firstName' | 'lastName'): string {
  return `guests.${room}.${field}`;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The guest step as typed: one lead guest per room, the arrival time and the request for the hotel. */
export function readGuests(form: FormData, rooms: number): GuestsInput & { estimatedCheckInTime: string; specialRequest: string } {
  return {
    guests: Array.from({ length: rooms }, (_, room) => ({ firstName: text(form, guestFieldName(room, 'firstName')), lastName: text(form, guestFieldName(room, 'lastName')) })),
    estimatedCheckInTime: text(form, 'estimatedCheckInTime') || DEFAULT_ESTIMATED_CHECK_IN_TIME,
    specialRequest: text(form, 'specialRequest'),
  };
}
